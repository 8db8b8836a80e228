import { adminKeys } from '@/features/admin/shared/api/get-access';

/** The newsletters' queries, per user and tenant (under adminKeys.all). */
export const newsletterKeys = {
  all: [...adminKeys.all, 'newsletters'] as const,
  list: () => [...newsletterKeys.all, 'list'] as const,
  growth: (id: number, days: number) => [...newsletterKeys.all, 'growth', id, days] as const,
  subscribers: (id: number, query: Record<string, string | number>) =>
    [...newsletterKeys.all, 'subscribers', id, query] as const,
  sends: (newsletterId: number, page: number) =>
    [...newsletterKeys.all, 'sends', newsletterId, page] as const,
  send: (id: number) => [...newsletterKeys.all, 'send', id] as const,
  suppressions: (query: Record<string, string | number>) =>
    [...newsletterKeys.all, 'suppressions', query] as const,
  preview: (id: number, storyId: number) =>
    [...newsletterKeys.all, 'preview', id, storyId] as const,
};

/**
 * What each call logs when it fails (the SPEC's 'Failed to ...' form); the pages show the
 * server's own sentence, else a translated one.
 */
export const NEWSLETTER_CALL_FAILURES = {
  list: 'Failed to fetch newsletters',
  create: 'Failed to create newsletter',
  update: 'Failed to update newsletter',
  remove: 'Failed to delete newsletter',
  growth: 'Failed to fetch newsletter growth',
  subscribers: 'Failed to fetch subscribers',
  importSubscribers: 'Failed to import subscribers',
  exportSubscribers: 'Failed to export subscribers',
  sends: 'Failed to fetch newsletter sends',
  send: 'Failed to fetch newsletter send',
  createSend: 'Failed to send newsletter',
  retryFailed: 'Failed to retry failed deliveries',
  cancel: 'Failed to cancel newsletter send',
  suppressions: 'Failed to fetch suppressions',
  removeSuppression: 'Failed to remove suppression',
  preview: 'Failed to preview newsletter',
  test: 'Failed to send test newsletter',
} as const;

/** Sends that are still moving: their lists and details refresh while any is shown. */
export const LIVE_SEND_STATUSES: readonly string[] = ['scheduled', 'sending'];

/** How often a live send is asked for again. */
export const LIVE_REFRESH_MS = 2_000;
