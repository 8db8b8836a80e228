import { API_PATHS, type TenantInfo } from '@helionews/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { TENANT_INDEPENDENT_META } from '@/lib/query-scope';
import { tenantKeys } from './query-keys';

/** GET /tenant/info for `slug`, named explicitly: it is asked before any tenant is resolved. */
export function getTenantInfo(slug: string, signal?: AbortSignal): Promise<TenantInfo> {
  return apiGet(API_PATHS.tenantInfo, {
    schema: readerSchema('tenantInfoSchema'),
    headers: { 'X-Tenant-ID': slug },
    signal,
  });
}

export function tenantInfoQueryOptions(slug: string) {
  return queryOptions({
    queryKey: tenantKeys.info(slug),
    queryFn: ({ signal }) => getTenantInfo(slug, signal),
    // Branding changes rarely; one fetch per visit is plenty (a settings save refetches it).
    staleTime: 10 * 60 * 1000,
    meta: TENANT_INDEPENDENT_META,
  });
}
