import { API_PATHS, LIMITS, type StoryListResponse } from '@helionews/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { storyKeys } from './query-keys';

/**
 * A front page shows a lead, two secondary stories and a grid of nine; twelve per page keeps
 * every later page filling whole rows of the 2- and 3-column grids.
 */
export const FRONT_PAGE_SIZE = 12;

// Widened from the literal 1, so later page params type-check as numbers.
const FIRST_PAGE: number = LIMITS.defaultPage;

export interface GetStoriesParams {
  /** category slug */
  category?: string;
  page?: number;
  pageSize?: number;
}

export function getStories(
  { category, page = LIMITS.defaultPage, pageSize = LIMITS.defaultPageSize }: GetStoriesParams,
  signal?: AbortSignal,
): Promise<StoryListResponse> {
  return apiGet(API_PATHS.stories, {
    schema: readerSchema('storyListResponseSchema'),
    query: { page, page_size: pageSize, category },
    signal,
  });
}

/** One page of stories (newest first), e.g. the "More stories" list beside a story. */
export function storiesQueryOptions({
  category,
  page = LIMITS.defaultPage,
  pageSize = LIMITS.defaultPageSize,
}: GetStoriesParams) {
  return queryOptions({
    queryKey: storyKeys.list({ category, page, pageSize }),
    queryFn: ({ signal }) => getStories({ category, page, pageSize }, signal),
  });
}

export function useStories(params: GetStoriesParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...storiesQueryOptions(params), ...options });
}

/** The growing list behind "Load more": every loaded page, in order. */
export function storyFeedQueryOptions({
  category,
  pageSize = FRONT_PAGE_SIZE,
}: Omit<GetStoriesParams, 'page'>) {
  return infiniteQueryOptions({
    queryKey: storyKeys.feed({ category, pageSize }),
    queryFn: ({ pageParam, signal }) => getStories({ category, page: pageParam, pageSize }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
  });
}

export function useStoryFeed(
  params: Omit<GetStoriesParams, 'page'>,
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...storyFeedQueryOptions(params), ...options });
}
