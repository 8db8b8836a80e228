import {
  ADMIN_API_PATHS,
  ADMIN_CLIENT_ERRORS,
  navigationCountsSchema,
  type NavigationCounts,
} from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { POLLING, shellKeys } from './query-keys';

/** GET /api/admin/dashboard/navigation-counts: the side navigation's red badges. */
export function getNavigationCounts(signal?: AbortSignal): Promise<NavigationCounts> {
  return adminRequest(ADMIN_API_PATHS.navigationCounts, ADMIN_CLIENT_ERRORS.fetchNavigationCounts, {
    schema: navigationCountsSchema,
    signal,
  });
}

export function navigationCountsQueryOptions() {
  return queryOptions({
    queryKey: shellKeys.navigationCounts(),
    queryFn: ({ signal }) => getNavigationCounts(signal),
    ...POLLING,
  });
}

/** A failure is only logged (by adminRequest): the badges then simply do not show. */
export function useNavigationCounts() {
  return useQuery(navigationCountsQueryOptions());
}
