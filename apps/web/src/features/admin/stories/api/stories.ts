import {
  ADMIN_API_PATHS,
  ADMIN_CLIENT_ERRORS,
  adminCategoryListResponseSchema,
  adminStoryBulkResultSchema,
  adminStoryListResponseSchema,
  adminStorySchema,
  type AdminCategoryListResponse,
  type AdminStory,
  type AdminStoryBulk,
  type AdminStoryBulkResult,
  type AdminStoryListResponse,
  type StoryStatus,
} from '@helionews/contracts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/** SPEC section 8's texts for the story calls, exactly (bulk calls use approve's and reject's). */
export const STORY_CLIENT_ERRORS = {
  fetchStories: ADMIN_CLIENT_ERRORS.fetchStories,
  approveStory: ADMIN_CLIENT_ERRORS.approveStory,
  rejectStory: ADMIN_CLIENT_ERRORS.rejectStory,
  fetchCategories: ADMIN_CLIENT_ERRORS.fetchCategories,
} as const;

export type StoryStatusFilter = StoryStatus | 'all';
export type StoryOriginFilter = AdminStory['origin'] | 'all';

export interface StoryListParams {
  page: number;
  pageSize: number;
  search: string;
  status: StoryStatusFilter;
  origin: StoryOriginFilter;
  /** Category slug; '' for every category. */
  category: string;
}

/** The review queue by default: feed items pending review (DESIGN section 4). */
export const DEFAULT_STORY_FILTERS = { status: 'pending', origin: 'feed' } as const satisfies Pick<
  StoryListParams,
  'status' | 'origin'
>;

/** Per user and tenant (under adminKeys.all). */
export const storyAdminKeys = {
  all: [...adminKeys.all, 'stories'] as const,
  lists: () => [...storyAdminKeys.all, 'list'] as const,
  list: (params: StoryListParams) => [...storyAdminKeys.lists(), params] as const,
  categories: () => [...storyAdminKeys.all, 'categories'] as const,
};

export function getStories(
  params: StoryListParams,
  signal?: AbortSignal,
): Promise<AdminStoryListResponse> {
  return adminRequest(ADMIN_API_PATHS.stories, STORY_CLIENT_ERRORS.fetchStories, {
    schema: adminStoryListResponseSchema,
    query: {
      page: params.page,
      page_size: params.pageSize,
      search: params.search.trim(),
      status: params.status,
      origin: params.origin,
      category: params.category,
    },
    signal,
  });
}

export function storyListQueryOptions(params: StoryListParams) {
  return queryOptions({
    queryKey: storyAdminKeys.list(params),
    queryFn: ({ signal }) => getStories(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The categories to filter by. */
export function storyCategoriesQueryOptions() {
  return queryOptions({
    queryKey: storyAdminKeys.categories(),
    queryFn: ({ signal }): Promise<AdminCategoryListResponse> =>
      adminRequest(ADMIN_API_PATHS.categories, STORY_CLIENT_ERRORS.fetchCategories, {
        schema: adminCategoryListResponseSchema,
        signal,
      }),
    staleTime: 60_000,
  });
}

export function approveStory(id: number): Promise<AdminStory> {
  return adminRequest(ADMIN_API_PATHS.storyApprove(id), STORY_CLIENT_ERRORS.approveStory, {
    schema: adminStorySchema,
    method: 'POST',
  });
}

export function rejectStory(id: number, reason: string): Promise<AdminStory> {
  return adminRequest(ADMIN_API_PATHS.storyReject(id), STORY_CLIENT_ERRORS.rejectStory, {
    schema: adminStorySchema,
    method: 'POST',
    body: { reason },
  });
}

/** POST /admin/stories/bulk: each id succeeds or fails on its own. */
export function decideStories(body: AdminStoryBulk): Promise<AdminStoryBulkResult> {
  return adminRequest(
    ADMIN_API_PATHS.storiesBulk,
    body.action === 'approve' ? STORY_CLIENT_ERRORS.approveStory : STORY_CLIENT_ERRORS.rejectStory,
    { schema: adminStoryBulkResultSchema, method: 'POST', body },
  );
}

/**
 * After a decision: the queue, the side navigation's badges and dashboard figures, and the reader
 * site's own story lists (its keys start with 'stories'), which an approval changes.
 */
export function refreshAfterReview(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: storyAdminKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['stories'] }),
  ]);
}
