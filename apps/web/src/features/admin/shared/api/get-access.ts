import { ADMIN_API_PATHS, adminAccessSchema, type AdminAccess } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_QUERY_SCOPE } from '@/lib/query-scope';
import { adminRequest } from './admin-request';

/** What the signed-in user may do in the back-office of the current tenant. */
export function getAdminAccess(signal?: AbortSignal): Promise<AdminAccess> {
  return adminRequest(ADMIN_API_PATHS.access, 'Failed to fetch admin access', {
    schema: adminAccessSchema,
    signal,
  });
}

/** Per user (dropped at sign-out) and per tenant (dropped when the tenant changes). */
export const adminKeys = {
  all: [...USER_QUERY_SCOPE, 'admin'] as const,
  access: () => [...adminKeys.all, 'access'] as const,
};

export function adminAccessQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.access(),
    queryFn: ({ signal }) => getAdminAccess(signal),
    staleTime: 60_000,
  });
}

export function useAdminAccess(enabled = true) {
  return useQuery({ ...adminAccessQueryOptions(), enabled });
}
