import {
  COMMENT_API_PATHS,
  type CommentListResponse,
  type CommentSort,
} from '@helionews/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { BROWSER_ONLY_META } from '@/lib/query-scope';
import { commentKeys } from './query-keys';

/** Top-level comments per page (each with its replies). */
export const COMMENTS_PAGE_SIZE = 20;

const listSchema = async () => (await import('./comment-schemas')).commentListResponseSchema;

export function getComments(
  storyId: number,
  sort: CommentSort,
  page: number,
  signal?: AbortSignal,
): Promise<CommentListResponse> {
  return apiGet(COMMENT_API_PATHS.storyComments(storyId), {
    schema: listSchema,
    query: { page, page_size: COMMENTS_PAGE_SIZE, sort },
    signal,
  });
}

/**
 * A story's approved comments, a page at a time ("More comments"). Browser-only: the story page's
 * server render must not fetch them (ADR 020), so its cached HTML never changes with a comment.
 */
export function commentsQueryOptions(storyId: number, sort: CommentSort) {
  return infiniteQueryOptions({
    queryKey: commentKeys.list(storyId, sort),
    queryFn: ({ pageParam, signal }) => getComments(storyId, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CommentListResponse) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
    meta: BROWSER_ONLY_META,
    // New comments arrive through the stream; a refetch on focus would only reorder the screen.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
}
