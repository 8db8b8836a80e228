import { API_PATHS, type TenantListResponse } from '@helionews/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { TENANT_INDEPENDENT_META } from '@/lib/query-scope';
import { getTenantListToken } from '@/lib/storage';
import { tenantKeys } from './query-keys';

/** GET /tenants/ (admins only), with the bearer of the stored `token` key (SPEC section 7). */
export function getTenants(signal?: AbortSignal): Promise<TenantListResponse> {
  const token = getTenantListToken();
  return apiGet(API_PATHS.tenants, {
    schema: readerSchema('tenantListResponseSchema'),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
}

export function tenantListQueryOptions() {
  return queryOptions({
    queryKey: tenantKeys.list(),
    queryFn: ({ signal }) => getTenants(signal),
    staleTime: 5 * 60 * 1000,
    meta: TENANT_INDEPENDENT_META,
  });
}
