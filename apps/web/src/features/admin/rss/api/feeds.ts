import {
  ADMIN_API_PATHS,
  ADMIN_CLIENT_ERRORS,
  feedListResponseSchema,
  feedSchema,
  feedTestResultSchema,
  type Feed,
  type FeedCreate,
  type FeedListResponse,
  type FeedTestResult,
  type FeedUpdate,
} from '@helionews/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import {
  adminRecordCalls,
  recordFailures,
  type AdminRecordCalls,
} from '@/features/admin/shared/api/admin-record-calls';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/** SPEC section 8's texts for the RSS calls, exactly. */
export const RSS_CLIENT_ERRORS = {
  fetchRssFeeds: ADMIN_CLIENT_ERRORS.fetchRssFeeds,
  createRssFeed: ADMIN_CLIENT_ERRORS.createRssFeed,
  updateRssFeed: ADMIN_CLIENT_ERRORS.updateRssFeed,
  deleteRssFeed: ADMIN_CLIENT_ERRORS.deleteRssFeed,
  testRssFeed: ADMIN_CLIENT_ERRORS.testRssFeed,
} as const;

/** Feeds shown on the page at most (a publication subscribes to a few dozen at most). */
export const FEED_PAGE_SIZE = 100;

/** Per user and tenant (under adminKeys.all). */
export const feedAdminKeys = {
  all: [...adminKeys.all, 'rss'] as const,
  list: () => [...feedAdminKeys.all, 'list'] as const,
};

export function getFeeds(signal?: AbortSignal): Promise<FeedListResponse> {
  return adminRequest(ADMIN_API_PATHS.rssFeeds, RSS_CLIENT_ERRORS.fetchRssFeeds, {
    schema: feedListResponseSchema,
    query: { page_size: FEED_PAGE_SIZE },
    signal,
  });
}

export function feedListQueryOptions() {
  return queryOptions({
    queryKey: feedAdminKeys.list(),
    queryFn: ({ signal }) => getFeeds(signal),
    // The poller fetches in the background: the list follows it while the page is open.
    refetchInterval: 15_000,
  });
}

const feedCalls: AdminRecordCalls<FeedCreate, FeedUpdate, Feed> = adminRecordCalls({
  collection: ADMIN_API_PATHS.rssFeeds,
  item: ADMIN_API_PATHS.rssFeed,
  schema: feedSchema,
  deleted: z.unknown(),
  failures: recordFailures(RSS_CLIENT_ERRORS, 'RssFeed'),
});

export const { create: createFeed, update: updateFeed } = feedCalls;
export const deleteFeed = (id: number) => feedCalls.remove(id);

export function testFeed(id: number): Promise<FeedTestResult> {
  return adminRequest(ADMIN_API_PATHS.rssFeedTest(id), RSS_CLIENT_ERRORS.testRssFeed, {
    schema: feedTestResultSchema,
    method: 'POST',
  });
}

/** After a change: the list, and the dashboard's counts (imports raise stories pending). */
export function refreshAfterFeedChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: feedAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'dashboard'] }),
  ]);
}

const categoryOptionsSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CategoryOption = z.infer<typeof categoryOptionsSchema>['categories'][number];

/** GET /api/admin/categories: where imported stories may go. */
export function categoryOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...feedAdminKeys.all, 'categories'] as const,
    queryFn: async ({ signal }) =>
      (
        await adminRequest(ADMIN_API_PATHS.categories, ADMIN_CLIENT_ERRORS.fetchCategories, {
          schema: categoryOptionsSchema,
          signal,
        })
      ).categories,
  });
}
