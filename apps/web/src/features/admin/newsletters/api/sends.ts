import {
  ADMIN_NEWSLETTER_API_PATHS,
  newsletterSendListSchema,
  type NewsletterSendList,
} from '@helionews/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import {
  LIVE_REFRESH_MS,
  LIVE_SEND_STATUSES,
  NEWSLETTER_CALL_FAILURES,
  newsletterKeys,
} from './keys';

export const SENDS_PAGE_SIZE = 20;

/** GET /api/admin/newsletter-sends?newsletter_id=&page=: a newsletter's sends, newest first. */
export function getSends(
  newsletterId: number,
  page: number,
  signal?: AbortSignal,
): Promise<NewsletterSendList> {
  return adminRequest(ADMIN_NEWSLETTER_API_PATHS.sendList, NEWSLETTER_CALL_FAILURES.sends, {
    schema: newsletterSendListSchema,
    query: { newsletter_id: newsletterId, page, page_size: SENDS_PAGE_SIZE },
    signal,
  });
}

export function sendsQueryOptions(newsletterId: number, page: number) {
  return queryOptions({
    queryKey: newsletterKeys.sends(newsletterId, page),
    queryFn: ({ signal }) => getSends(newsletterId, page, signal),
    placeholderData: keepPreviousData,
    // Every 2 s while a send waits or goes, so its progress bar moves; then no more.
    refetchInterval: (query) =>
      query.state.data?.sends.some((send) => LIVE_SEND_STATUSES.includes(send.status))
        ? LIVE_REFRESH_MS
        : false,
  });
}

export const useSends = (newsletterId: number, page: number) =>
  useQuery(sendsQueryOptions(newsletterId, page));
