import {
  ADMIN_NEWSLETTER_API_PATHS,
  suppressionListSchema,
  type SuppressionList,
} from '@helionews/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES, newsletterKeys } from './keys';

export interface SuppressionFilters {
  q: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** GET /api/admin/newsletter-suppressions?q=&page=: addresses no newsletter of the publication mails. */
export function getSuppressions(
  { q, page, pageSize }: SuppressionFilters,
  signal?: AbortSignal,
): Promise<SuppressionList> {
  return adminRequest(
    ADMIN_NEWSLETTER_API_PATHS.suppressions,
    NEWSLETTER_CALL_FAILURES.suppressions,
    {
      schema: suppressionListSchema,
      query: { page, page_size: pageSize, ...(q.trim() && { q: q.trim() }) },
      signal,
    },
  );
}

export function suppressionsQueryOptions(filters: SuppressionFilters) {
  return queryOptions({
    queryKey: newsletterKeys.suppressions({ ...filters }),
    queryFn: ({ signal }) => getSuppressions(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export const useSuppressions = (filters: SuppressionFilters) =>
  useQuery(suppressionsQueryOptions(filters));
