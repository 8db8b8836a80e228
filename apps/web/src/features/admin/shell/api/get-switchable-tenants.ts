import {
  ADMIN_API_PATHS,
  adminTenantListResponseSchema,
  LIMITS,
  type AdminTenantListResponse,
} from '@helionews/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { shellKeys } from './query-keys';

/** GET /api/admin/tenants?page_size=100: every tenant, for a platform admin's switcher. */
export function getSwitchableTenants(signal?: AbortSignal): Promise<AdminTenantListResponse> {
  return adminRequest(ADMIN_API_PATHS.tenants, 'Failed to fetch tenants', {
    schema: adminTenantListResponseSchema,
    query: { page: 1, page_size: LIMITS.maxPageSize },
    signal,
  });
}

export function useSwitchableTenants(enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.switchableTenants(),
    queryFn: ({ signal }) => getSwitchableTenants(signal),
    enabled,
    staleTime: 60_000,
  });
}
