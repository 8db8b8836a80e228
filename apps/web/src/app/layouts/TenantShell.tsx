import { BRANDING_DEFAULTS } from '@helionews/contracts';
import { Outlet } from 'react-router';
import { TenantProvider } from '@/features/tenant/tenant-context/components/TenantProvider';
import { tenantFavicon } from '@/features/tenant/tenant-context/favicon';
import { useTenant } from '@/lib/tenant-context';
import { useApplyBranding } from '@/lib/branding';
import { useFavicon, useThemeColor } from '@/lib/document-branding';

/** Nothing loaded: the product's default colours (SPEC section 1). */
const DEFAULT_BRANDING = {};

/** Puts the tenant's identity on the whole document: theme colours, tab icon, browser tint. */
function TenantDocument() {
  const { currentTenant, loading } = useTenant();
  // Neutral while loading, so a tenant's page never opens in the default tenant's colours.
  useApplyBranding(loading ? null : (currentTenant?.branding ?? DEFAULT_BRANDING));
  useFavicon(currentTenant && !loading ? tenantFavicon(currentTenant) : null);
  useThemeColor(
    loading ? null : (currentTenant?.branding.primary_color ?? BRANDING_DEFAULTS.primary_color),
  );
  return <Outlet />;
}

/** A layout route: the tenant of the address, for the reader site and (later) the back-office. */
export function TenantShell() {
  return (
    <TenantProvider>
      <TenantDocument />
    </TenantProvider>
  );
}
