import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';

/**
 * SPEC section 8: 'Failed to load tenant: {status text}' when the server answered with one, else
 * 'Failed to load tenant' (unreachable server, HTTP/2 without status texts, a malformed body).
 */
export function tenantLoadErrorText(
  error: unknown,
  what: 'tenant' | 'tenants',
  t: TFunction,
): string {
  const statusText = isApiError(error) && error.status > 0 ? error.statusText.trim() : '';
  if (what === 'tenant') {
    return statusText
      ? t('tenant.errors.loadTenantStatus', { status: statusText })
      : t('tenant.errors.loadTenant');
  }
  return statusText
    ? t('tenant.errors.loadTenantsStatus', { status: statusText })
    : t('tenant.errors.loadTenants');
}
