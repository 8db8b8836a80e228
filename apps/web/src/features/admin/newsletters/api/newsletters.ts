import {
  ADMIN_NEWSLETTER_API_PATHS,
  adminNewsletterListSchema,
  type AdminNewsletterList,
} from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES, newsletterKeys } from './keys';

/** GET /api/admin/newsletters: the publication's newsletters with their subscriber counts. */
export function getNewsletters(signal?: AbortSignal): Promise<AdminNewsletterList> {
  return adminRequest(ADMIN_NEWSLETTER_API_PATHS.newsletters, NEWSLETTER_CALL_FAILURES.list, {
    schema: adminNewsletterListSchema,
    signal,
  });
}

export function newslettersQueryOptions() {
  return queryOptions({
    queryKey: newsletterKeys.list(),
    queryFn: ({ signal }) => getNewsletters(signal),
  });
}

export const useNewsletters = () => useQuery(newslettersQueryOptions());
