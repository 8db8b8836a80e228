import {
  ADMIN_API_PATHS,
  adminTenantSchema,
  type AdminTenant,
  type TenantSelfUpdate,
} from '@helionews/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';
import { refreshReaderTenant, tenantAdminKeys } from '../../tenants/api/tenants';

export const TENANT_SETTINGS_ERRORS = {
  fetch: 'Failed to fetch tenant settings',
  update: 'Failed to update tenant settings',
  updateFeatures: 'Failed to update tenant',
} as const;

/** A part of the tenant settings page: the tenant as loaded, and what to say once it saved. */
export interface TenantSettingsPartProps {
  tenant: AdminTenant;
  onSaved: (message: string) => void;
}

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

/**
 * The current tenant was saved (its settings, features or logo): this page shows the saved
 * version at once, and the tenants list and the reader's branding fetch theirs again.
 */
export async function showSavedTenant(queryClient: QueryClient, saved: AdminTenant) {
  queryClient.setQueryData(tenantSettingsKeys.current(), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tenantAdminKeys.all }),
    refreshReaderTenant(queryClient),
  ]);
}
