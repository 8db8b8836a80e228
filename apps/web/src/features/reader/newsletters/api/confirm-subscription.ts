import { NEWSLETTER_API_PATHS, type ConfirmResult } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { newsletterKeys } from './query-keys';

/**
 * GET /api/newsletters/confirm?token=: opening the link confirms (the API answers no-store, so
 * the page rendered from it is never cached). The server's render makes this call, once.
 */
export function confirmSubscription(token: string, signal?: AbortSignal): Promise<ConfirmResult> {
  return apiGet(NEWSLETTER_API_PATHS.confirm, {
    schema: readerSchema('confirmResultSchema'),
    query: { token },
    signal,
  });
}

export function confirmSubscriptionQueryOptions(token: string) {
  return queryOptions({
    queryKey: newsletterKeys.confirm(token),
    queryFn: ({ signal }) => confirmSubscription(token, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** `token` is null when the address has none: nothing is asked then. */
export function useConfirmSubscription(token: string | null) {
  return useQuery({ ...confirmSubscriptionQueryOptions(token ?? ''), enabled: token !== null });
}
