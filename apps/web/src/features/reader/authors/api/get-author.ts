import { API_PATHS, type AuthorPageResponse } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { FRONT_PAGE_SIZE } from '@/features/reader/stories/api/get-stories';

/** Stories on one page of an author's: as many as a page of the front page's feed. */
export const AUTHOR_PAGE_SIZE = FRONT_PAGE_SIZE;

export const authorKeys = {
  all: ['authors'] as const,
  /** `username` as the address wrote it, lower-cased: the server finds it in any case. */
  page: (username: string, page: number) =>
    [...authorKeys.all, username.toLowerCase(), page] as const,
};

export function getAuthorPage(
  username: string,
  page: number,
  signal?: AbortSignal,
): Promise<AuthorPageResponse> {
  return apiGet(API_PATHS.author(username), {
    schema: readerSchema('authorPageResponseSchema'),
    query: { page, page_size: AUTHOR_PAGE_SIZE },
    signal,
  });
}

export function authorPageQueryOptions(username: string, page: number) {
  return queryOptions({
    queryKey: authorKeys.page(username, page),
    queryFn: ({ signal }) => getAuthorPage(username, page, signal),
  });
}

/** One page of an author's stories, with their profile. */
export function useAuthorPage(username: string, page: number) {
  return useQuery(authorPageQueryOptions(username, page));
}
