import { MEMBERSHIP_API_PATHS, type PublicTierList } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';

export const membershipKeys = {
  all: ['membership'] as const,
  tiers: () => [...membershipKeys.all, 'tiers'] as const,
};

/** GET /api/membership/tiers: the free tier, then the paid ones on sale; whether Checkout is on. */
export function getTiers(signal?: AbortSignal): Promise<PublicTierList> {
  return apiGet(MEMBERSHIP_API_PATHS.tiers, {
    schema: readerSchema('publicTierListSchema'),
    signal,
  });
}

export function tiersQueryOptions() {
  return queryOptions({
    queryKey: membershipKeys.tiers(),
    queryFn: ({ signal }) => getTiers(signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** Loaded with the page on the server (ssr/page-data.ts): the cards come with the HTML. */
export const useTiers = () => useQuery(tiersQueryOptions());
