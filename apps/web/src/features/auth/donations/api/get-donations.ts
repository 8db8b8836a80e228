import {
  API_PATHS,
  donationListResponseSchema,
  LIMITS,
  type Donation,
  type DonationListResponse,
} from '@helionews/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { accountKeys } from '../../session/api/query-keys';

// Widened from the literal 1, so later page params type-check as numbers.
const FIRST_PAGE: number = LIMITS.defaultPage;

export function getDonations(
  { page, pageSize }: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<DonationListResponse> {
  return apiGet(API_PATHS.donations, {
    schema: donationListResponseSchema,
    query: { page, page_size: pageSize },
    signal,
  });
}

export function donationHistoryQueryOptions(pageSize: number = LIMITS.defaultPageSize) {
  return infiniteQueryOptions({
    queryKey: accountKeys.donationList({ pageSize }),
    queryFn: ({ pageParam, signal }) => getDonations({ page: pageParam, pageSize }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
  });
}

/** Newest first and each once, even if a donation made meanwhile shifted the later pages. */
export function flattenDonations(pages: readonly DonationListResponse[]): Donation[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.donations)
    .filter((donation) => !seen.has(donation.id) && Boolean(seen.add(donation.id)))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

export function useDonationHistory() {
  return useInfiniteQuery(donationHistoryQueryOptions());
}
