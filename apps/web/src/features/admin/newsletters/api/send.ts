import {
  ADMIN_NEWSLETTER_API_PATHS,
  newsletterSendDetailSchema,
  type NewsletterSendDetail,
} from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import {
  LIVE_REFRESH_MS,
  LIVE_SEND_STATUSES,
  NEWSLETTER_CALL_FAILURES,
  newsletterKeys,
} from './keys';

/** GET /api/admin/newsletter-sends/{id}: its counts and its failures. */
export function getSend(id: number, signal?: AbortSignal): Promise<NewsletterSendDetail> {
  return adminRequest(ADMIN_NEWSLETTER_API_PATHS.send(id), NEWSLETTER_CALL_FAILURES.send, {
    schema: newsletterSendDetailSchema,
    signal,
  });
}

export function sendQueryOptions(id: number) {
  return queryOptions({
    queryKey: newsletterKeys.send(id),
    queryFn: ({ signal }) => getSend(id, signal),
    refetchInterval: (query) =>
      query.state.data && LIVE_SEND_STATUSES.includes(query.state.data.status)
        ? LIVE_REFRESH_MS
        : false,
  });
}

export const useSend = (id: number) => useQuery(sendQueryOptions(id));
