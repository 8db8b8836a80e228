import { API_PATHS, type SearchResponse } from '@helionews/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { SEARCH_PAGE_SIZE, type SearchParams } from '../search-params';
import { searchKeys } from './query-keys';

export function searchStories(
  { q, category, tag, from, to, sort, page }: SearchParams,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return apiGet(API_PATHS.search, {
    schema: readerSchema('searchResponseSchema'),
    query: { q, category, tag, from, to, sort, page, page_size: SEARCH_PAGE_SIZE },
    signal,
  });
}

export function searchQueryOptions(params: SearchParams) {
  return queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => searchStories(params, signal),
  });
}

/**
 * A plain query, so the server-rendered pass fetches it like any other. The previous results stay
 * on screen while the next page or filter loads, instead of flashing the skeleton.
 */
export function useSearchResults(params: SearchParams) {
  return useQuery({ ...searchQueryOptions(params), placeholderData: keepPreviousData });
}
