import {
  ADMIN_NEWSLETTER_API_PATHS,
  newsletterGrowthSchema,
  type NewsletterGrowth,
} from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES, newsletterKeys } from './keys';

/** Days the growth chart covers. */
export const GROWTH_DAYS = 30;

/** GET /api/admin/newsletters/{id}/growth?days=: active subscribers at the end of each day. */
export function getGrowth(
  id: number,
  days: number,
  signal?: AbortSignal,
): Promise<NewsletterGrowth> {
  return adminRequest(ADMIN_NEWSLETTER_API_PATHS.growth(id), NEWSLETTER_CALL_FAILURES.growth, {
    schema: newsletterGrowthSchema,
    query: { days },
    signal,
  });
}

export function growthQueryOptions(id: number, days = GROWTH_DAYS) {
  return queryOptions({
    queryKey: newsletterKeys.growth(id, days),
    queryFn: ({ signal }) => getGrowth(id, days, signal),
    staleTime: 60_000,
  });
}

export const useGrowth = (id: number, days = GROWTH_DAYS) => useQuery(growthQueryOptions(id, days));
