import { API_PATHS, type CategoryListResponse } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { storyKeys } from './query-keys';

const byPosition = (data: CategoryListResponse) =>
  [...data.categories].sort((a, b) => a.position - b.position);

export function getCategories(signal?: AbortSignal): Promise<CategoryListResponse> {
  return apiGet(API_PATHS.categories, {
    schema: readerSchema('categoryListResponseSchema'),
    signal,
  });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: storyKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    // Sections are edited in the back-office now and then, not minute by minute.
    staleTime: 5 * 60 * 1000,
    select: byPosition,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
