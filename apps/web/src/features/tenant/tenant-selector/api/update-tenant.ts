import {
  ADMIN_API_PATHS,
  adminTenantSchema,
  type AdminTenant,
  type TenantUpdate,
} from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { tenantKeys } from '../../tenant-context/api/query-keys';

/** PUT /admin/tenants/{id}: a partial update; nested branding and settings merge on the server. */
export function updateTenant(id: number, changes: TenantUpdate): Promise<AdminTenant> {
  return apiPut(ADMIN_API_PATHS.tenant(id), { schema: adminTenantSchema, body: changes });
}

/** Saves, then refetches the tenants, so the theme and the names on screen follow at once. */
export function useUpdateTenant(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TenantUpdate) => updateTenant(id, changes),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
      ]);
    },
  });
}
