import type { TenantInfo } from '@helionews/contracts';
import { useMemo } from 'react';
import { useTenant } from '@/lib/tenant-context';

/**
 * The tenants to offer: the available ones, and the current one even before (or without) the list,
 * so the selector always shows where the admin is.
 */
export function useTenantOptions(): TenantInfo[] {
  const { availableTenants, currentTenant } = useTenant();
  return useMemo(() => {
    if (!currentTenant || availableTenants.some((tenant) => tenant.slug === currentTenant.slug)) {
      return availableTenants;
    }
    return [currentTenant, ...availableTenants];
  }, [availableTenants, currentTenant]);
}
