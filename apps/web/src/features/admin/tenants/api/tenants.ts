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

export function createTenant(body: TenantCreate): Promise<AdminTenant> {
  return adminRequest(ADMIN_API_PATHS.tenants, TENANT_CLIENT_ERRORS.createTenant, {
    schema: adminTenantSchema,
    method: 'POST',
    body,
  });
}

export function updateTenant(id: number, body: TenantUpdate): Promise<AdminTenant> {
  return adminRequest(ADMIN_API_PATHS.tenant(id), TENANT_CLIENT_ERRORS.updateTenant, {
    schema: adminTenantSchema,
    method: 'PUT',
    body,
  });
}

export function deleteTenant(id: number, force: boolean): Promise<unknown> {
  return adminRequest(ADMIN_API_PATHS.tenant(id), TENANT_CLIENT_ERRORS.deleteTenant, {
    schema: z.unknown(),
    method: 'DELETE',
    query: { force: force ? 'true' : 'false' },
  });
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
