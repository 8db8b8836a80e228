import { DEFAULT_TENANT_SLUG, ROUTES, STORAGE_KEYS, type TenantInfo } from '@helionews/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getActiveTenantSlug, setActiveTenantSlug, useActiveTenantSlug } from '@/lib/active-tenant';
import { isTenantScopedQuery } from '@/lib/query-scope';
import {
  readStorage,
  readStoredAdminFlag,
  removeStorage,
  subscribeToStoredSession,
  writeStorage,
} from '@/lib/storage';
import { useHydrated, useSsrState } from '@/lib/ssr-context';
import { subdomainTenantSlug, tenantPathPrefix } from '@/lib/tenant-slug';
import { tenantInfoQueryOptions } from '../api/get-tenant-info';
import { tenantListQueryOptions } from '../api/get-tenants';
import { tenantLoadErrorText } from '../load-error';
import {
  TENANT_SWITCH_DENIED,
  TenantContext,
  type TenantContextValue,
  type SwitchTenantOptions,
} from '@/lib/tenant-context';

const NO_TENANTS: TenantInfo[] = [];

/** An admin's switch, valid while the address names the same tenant it was made under. */
interface SwitchChoice {
  slug: string;
  /** The tenant the subdomain or path prefix named when the switch was made (null: none). */
  madeUnder: string | null;
}

export interface TenantProviderProps {
  children: ReactNode;
  /** The page's host name; tests pass one to exercise subdomains. */
  hostname?: string;
}

/**
 * Resolves and holds the tenant (SPEC sections 3 and 4). It lives inside the router, because the
 * /tenant/{slug} prefix is part of the address, and above every page, because every API call is
 * made for the tenant it resolves.
 */
export function TenantProvider({ children, hostname: hostnameProp }: TenantProviderProps) {
  const { t } = useTranslation();
  const ssr = useSsrState();
  const hostname = hostnameProp ?? ssr?.hostname ?? window.location.hostname;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const isAdmin = useSyncExternalStore(subscribeToStoredSession, readStoredAdminFlag, () => false);

  // Resolution order: subdomain, then path prefix, then the stored selection, then the default.
  const pathPrefix = tenantPathPrefix(location.pathname);
  const addressSlug = subdomainTenantSlug(hostname) ?? pathPrefix?.slug ?? null;
  // The page under the prefix ('/story/12?x=1'), null when browsing without one.
  const pathUnderPrefix = pathPrefix ? `${pathPrefix.rest}${location.search}` : null;
  // Read once: the stored selection picks the tenant of a visit, not of every render after it.
  // A server-rendered page hydrates with the publication the server chose (from the cookie that
  // mirrors the stored selection), then follows the stored selection if it says otherwise.
  const [visitSlug, setStoredSlug] = useState(
    () => readStorage(STORAGE_KEYS.selectedTenant)?.trim().toLowerCase() || null,
  );
  const hydrated = useHydrated();
  const storedSlug = ssr && (!hydrated || visitSlug === null) ? ssr.tenantSlug : visitSlug;
  const [choice, setChoice] = useState<SwitchChoice | null>(null);
  const chosenSlug = choice && choice.madeUnder === addressSlug ? choice.slug : null;
  const requestedSlug = chosenSlug ?? addressSlug ?? storedSlug ?? DEFAULT_TENANT_SLUG;

  const requested = useQuery(tenantInfoQueryOptions(requestedSlug));
  // A tenant that fails to load falls back to the default tenant (a failed background refresh of
  // a tenant already shown does not).
  const needsFallback =
    requested.isError && requested.data === undefined && requestedSlug !== DEFAULT_TENANT_SLUG;
  const fallback = useQuery({
    ...tenantInfoQueryOptions(DEFAULT_TENANT_SLUG),
    enabled: needsFallback,
  });
  const loaded = needsFallback ? fallback : requested;
  const currentTenant = requested.data ?? (needsFallback ? fallback.data : undefined) ?? null;
  const failed = currentTenant === null && loaded.isError;
  // When even the default tenant fails, calls still go out for it: the pages then show their own
  // errors instead of waiting for ever.
  const scopeSlug = currentTenant?.slug ?? (failed ? DEFAULT_TENANT_SLUG : null);

  const activeSlug = useActiveTenantSlug();
  useLayoutEffect(() => {
    if (scopeSlug === null) return;
    const previous = getActiveTenantSlug();
    if (previous === scopeSlug) return;
    // Before any page of the new tenant renders: drop the old tenant's cached data (stories,
    // categories, donations...), then point every API call at the new tenant.
    if (previous !== null) {
      void queryClient.cancelQueries({ predicate: isTenantScopedQuery });
      queryClient.removeQueries({ predicate: isTenantScopedQuery });
    }
    setActiveTenantSlug(scopeSlug);
  }, [scopeSlug, queryClient]);
  // Screens rendered later without a provider (and the next test) start from the address again.
  useLayoutEffect(() => () => setActiveTenantSlug(null), []);

  const currentSlug = currentTenant?.slug ?? null;
  useEffect(() => {
    // SPEC section 4: on success the slug is stored as selectedTenant.
    if (currentSlug !== null) writeStorage(STORAGE_KEYS.selectedTenant, currentSlug);
  }, [currentSlug]);

  const tenants = useQuery({ ...tenantListQueryOptions(), enabled: isAdmin });
  const availableTenants = isAdmin ? (tenants.data?.tenants ?? NO_TENANTS) : NO_TENANTS;
  const canSwitchTenants = isAdmin && currentTenant?.features.tenantSwitching === true;

  const tenantError = failed ? loaded.error : null;
  const listError = isAdmin ? tenants.error : null;
  const error = tenantError
    ? tenantLoadErrorText(tenantError, 'tenant', t)
    : listError
      ? tenantLoadErrorText(listError, 'tenants', t)
      : null;

  const enterTenant = useCallback(
    async (slug: string, { path }: SwitchTenantOptions = {}) => {
      if (slug === currentSlug) return;
      try {
        // Loaded before anything changes: a tenant that cannot be loaded leaves the page as it is.
        const next = await queryClient.fetchQuery(tenantInfoQueryOptions(slug));
        writeStorage(STORAGE_KEYS.selectedTenant, next.slug);
        setStoredSlug(next.slug);
        setChoice({ slug: next.slug, madeUnder: addressSlug });
        if (pathUnderPrefix !== null) {
          // The address keeps naming the tenant shown, so a reload stays on it.
          const page = path ?? pathUnderPrefix;
          const prefix = ROUTES.tenant(next.slug);
          await navigate(page === ROUTES.home ? prefix : `${prefix}${page}`);
        } else if (path !== undefined && path !== location.pathname) {
          await navigate(path);
        }
      } catch (switchError) {
        console.error(`Failed to switch to tenant '${slug}'`, switchError);
      }
    },
    [currentSlug, queryClient, addressSlug, pathUnderPrefix, navigate, location.pathname],
  );

  const switchTenant = useCallback(
    async (slug: string, options: SwitchTenantOptions = {}) => {
      if (!canSwitchTenants) throw new Error(TENANT_SWITCH_DENIED);
      await enterTenant(slug, options);
    },
    [canSwitchTenants, enterTenant],
  );

  const refetchTenants = tenants.refetch;
  const refreshTenants = useCallback(async () => {
    await refetchTenants();
  }, [refetchTenants]);

  const clearTenant = useCallback(() => {
    removeStorage(STORAGE_KEYS.selectedTenant);
  }, []);

  const loading = scopeSlug === null || activeSlug !== scopeSlug;
  const value = useMemo<TenantContextValue>(
    () => ({
      currentTenant,
      availableTenants,
      loading,
      error,
      isAdmin,
      canSwitchTenants,
      switchTenant,
      enterTenant,
      refreshTenants,
      clearTenant,
    }),
    [
      currentTenant,
      availableTenants,
      loading,
      error,
      isAdmin,
      canSwitchTenants,
      switchTenant,
      enterTenant,
      refreshTenants,
      clearTenant,
    ],
  );

  return <TenantContext value={value}>{children}</TenantContext>;
}
