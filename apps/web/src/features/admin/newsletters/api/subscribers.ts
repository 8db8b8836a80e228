import {
  ADMIN_NEWSLETTER_API_PATHS,
  subscriberListSchema,
  type SubscriberList,
  type SubscriptionStatus,
} from '@helionews/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES, newsletterKeys } from './keys';

export interface SubscriberFilters {
  status: SubscriptionStatus | '';
  q: string;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

/** GET /api/admin/newsletters/{id}/subscribers?status=&q=&page=&page_size= */
export function getSubscribers(
  id: number,
  { status, q, page, pageSize }: SubscriberFilters,
  signal?: AbortSignal,
): Promise<SubscriberList> {
  return adminRequest(
    ADMIN_NEWSLETTER_API_PATHS.subscribers(id),
    NEWSLETTER_CALL_FAILURES.subscribers,
    {
      schema: subscriberListSchema,
      query: {
        page,
        page_size: pageSize,
        ...(status && { status }),
        ...(q.trim() && { q: q.trim() }),
      },
      signal,
    },
  );
}

export function subscribersQueryOptions(id: number, filters: SubscriberFilters) {
  return queryOptions({
    queryKey: newsletterKeys.subscribers(id, { ...filters }),
    queryFn: ({ signal }) => getSubscribers(id, filters, signal),
    placeholderData: keepPreviousData,
  });
}

export const useSubscribers = (id: number, filters: SubscriberFilters) =>
  useQuery(subscribersQueryOptions(id, filters));
