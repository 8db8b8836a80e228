import {
  ADMIN_API_PATHS,
  adminTenantListResponseSchema,
  adminTenantSchema,
  type AdminTenant,
  type AdminTenantListResponse,
  type TenantCreate,
  type TenantUpdate,
} from '@helionews/contracts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import {
  adminRecordCalls,
  recordFailures,
  type AdminRecordCalls,
} from '@/features/admin/shared/api/admin-record-calls';
import { adminKeys } from '@/features/admin/shared/api/get-access';

export const TENANT_CLIENT_ERRORS = {
  fetchTenants: 'Failed to fetch tenants',
  createTenant: 'Failed to create tenant',
  updateTenant: 'Failed to update tenant',
  deleteTenant: 'Failed to delete tenant',
} as const;

export interface TenantListParams {
  page: number;
  pageSize: number;
  search: string;
}

export const tenantAdminKeys = {
  all: [...adminKeys.all, 'tenants'] as const,
  list: (params: TenantListParams) => [...tenantAdminKeys.all, 'list', params] as const,
};

export function tenantListQueryOptions(params: TenantListParams) {
  return queryOptions({
    queryKey: tenantAdminKeys.list(params),
    queryFn: ({ signal }): Promise<AdminTenantListResponse> =>
      adminRequest(ADMIN_API_PATHS.tenants, TENANT_CLIENT_ERRORS.fetchTenants, {
        schema: adminTenantListResponseSchema,
        query: { page: params.page, page_size: params.pageSize, search: params.search.trim() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const tenantCalls: AdminRecordCalls<TenantCreate, TenantUpdate, AdminTenant> = adminRecordCalls({
  collection: ADMIN_API_PATHS.tenants,
  item: ADMIN_API_PATHS.tenant,
  schema: adminTenantSchema,
  deleted: z.unknown(),
  failures: recordFailures(TENANT_CLIENT_ERRORS, 'Tenant'),
});

export const { create: createTenant, update: updateTenant } = tenantCalls;

export function deleteTenant(id: number, force: boolean): Promise<unknown> {
  return tenantCalls.remove(id, { force: force ? 'true' : 'false' });
}

/**
 * The reader site shows the tenant from its own cache (the tenant feature's keys ['tenant',
 * 'info', slug] and the admin's tenant list ['user', 'tenants']): after a change to a tenant, its
 * settings or its logo, both are refetched so readers see it at once.
 */
export function refreshReaderTenant(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['tenant', 'info'] }),
    queryClient.invalidateQueries({ queryKey: ['user', 'tenants'], exact: true }),
  ]);
}
