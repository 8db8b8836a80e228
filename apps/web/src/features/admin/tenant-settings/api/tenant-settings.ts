import {
  ADMIN_API_PATHS,
  adminTenantSchema,
  type AdminTenant,
  type TenantSelfUpdate,
} from '@helionews/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';

export const TENANT_SETTINGS_ERRORS = {
  fetch: 'Failed to fetch tenant settings',
  update: 'Failed to update tenant settings',
  updateFeatures: 'Failed to update tenant',
} as const;

export const tenantSettingsKeys = {
  current: () => [...adminKeys.all, 'tenant-settings'] as const,
};

/** GET /api/admin/tenant-settings: the current tenant, as its admins see it. */
export function tenantSettingsQueryOptions() {
  return queryOptions({
    queryKey: tenantSettingsKeys.current(),
    queryFn: ({ signal }): Promise<AdminTenant> =>
      adminRequest(ADMIN_API_PATHS.tenantSettings, TENANT_SETTINGS_ERRORS.fetch, {
        schema: adminTenantSchema,
        signal,
      }),
  });
}

export function putTenantSettings(body: TenantSelfUpdate): Promise<AdminTenant> {
  return adminRequest(ADMIN_API_PATHS.tenantSettings, TENANT_SETTINGS_ERRORS.update, {
    schema: adminTenantSchema,
    method: 'PUT',
    body,
  });
}
