import { NEWSLETTER_API_PATHS, type UnsubscribeTarget } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { newsletterKeys } from './query-keys';

/** GET /api/newsletters/unsubscribe?token=: what the link would unsubscribe (changes nothing). */
export function getUnsubscribeTarget(
  token: string,
  signal?: AbortSignal,
): Promise<UnsubscribeTarget> {
  return apiGet(NEWSLETTER_API_PATHS.unsubscribeTarget, {
    schema: readerSchema('unsubscribeTargetSchema'),
    query: { token },
    signal,
  });
}

export function unsubscribeTargetQueryOptions(token: string) {
  return queryOptions({
    queryKey: newsletterKeys.unsubscribeTarget(token),
    queryFn: ({ signal }) => getUnsubscribeTarget(token, signal),
    retry: false,
  });
}

/** `token` is null when the address has none: nothing is asked then. */
export function useUnsubscribeTarget(token: string | null) {
  return useQuery({ ...unsubscribeTargetQueryOptions(token ?? ''), enabled: token !== null });
}
