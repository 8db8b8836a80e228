import type { TenantInfo } from '@helionews/contracts';
import { createContext, use } from 'react';

/** SPEC section 5: the exact error of a switch without permission. */
export const TENANT_SWITCH_DENIED = 'You do not have permission to switch tenants';

export interface SwitchTenantOptions {
  /**
   * The reader path to land on after switching, e.g. the front page (a story of one publication
   * means nothing in another). Omitted: stay on the current page. Under a /tenant/{slug} prefix
   * the address moves to the new tenant's prefix either way.
   */
  path?: string;
}

/** SPEC section 3's tenant context state, and the actions of SPEC section 4. */
export interface TenantContextValue {
  /** The tenant being shown; null while it loads, and when even the default one failed. */
  currentTenant: TenantInfo | null;
  /** Every tenant, for admins only (GET /tenants/); empty for everyone else. */
  availableTenants: TenantInfo[];
  /**
   * True until the current tenant is resolved and API calls are made for it; pages that load
   * tenant data wait for it, so nothing is fetched or shown for the wrong publication.
   */
  loading: boolean;
  /** 'Failed to load tenant: Not Found' and the like (SPEC section 8), in the reader's language. */
  error: string | null;
  /** SPEC section 6: the stored isAdmin flag together with a stored token. */
  isAdmin: boolean;
  /** Admins, on a tenant whose tenantSwitching feature is on. */
  canSwitchTenants: boolean;
  /**
   * Rejects with TENANT_SWITCH_DENIED without permission; the current slug does nothing; any
   * other failure is only logged.
   */
  switchTenant: (slug: string, options?: SwitchTenantOptions) => Promise<void>;
  /**
   * The back-office's switch: the same as switchTenant without the reader-site permission check,
   * because the back-office offers only the tenants the server says the user may enter (platform
   * admins: all; members: their own) and the server checks the role on every admin call.
   */
  enterTenant: (slug: string, options?: SwitchTenantOptions) => Promise<void>;
  /** Reloads the available tenants. */
  refreshTenants: () => Promise<void>;
  /** Forgets the stored selection; the next visit resolves the tenant afresh. */
  clearTenant: () => void;
}

export const TenantContext = createContext<TenantContextValue | null>(null);

export function useTenant(): TenantContextValue {
  const context = use(TenantContext);
  if (!context) throw new Error('useTenant must be used within a TenantProvider');
  return context;
}
