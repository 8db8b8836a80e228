import { STORAGE_KEYS } from '@helionews/contracts';
import { createContext, use, useSyncExternalStore } from 'react';
import { readStorage } from './storage';
import { resolveTenantSlug } from './tenant-slug';

/**
 * The tenant every API call is made for, once the tenant provider has resolved it. A module-level
 * store rather than a context: the API client is plain code outside React, and it must never send
 * a tenant the screen has already left.
 */
let activeSlug: string | null = null;
const listeners = new Set<() => void>();

export function getActiveTenantSlug(): string | null {
  return activeSlug;
}

/** Set by the tenant provider once a tenant is resolved, and back to null when it unmounts. */
export function setActiveTenantSlug(slug: string | null): void {
  if (slug === activeSlug) return;
  activeSlug = slug;
  for (const listener of listeners) listener();
}

export function subscribeToActiveTenant(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/**
 * Server rendering only: the publication of the page being rendered, provided around each
 * render, so that renders of different publications may run at the same time (issue 31).
 */
export const RenderedTenantContext = createContext<string | null>(null);

export function useActiveTenantSlug(): string | null {
  const rendered = use(RenderedTenantContext);
  const active = useSyncExternalStore(
    subscribeToActiveTenant,
    getActiveTenantSlug,
    getActiveTenantSlug,
  );
  return rendered ?? active;
}

/**
 * The X-Tenant-ID of the next request: the resolved tenant, or before anything is resolved (and
 * in screens rendered without the provider) the tenant the address and storage ask for.
 */
export function apiTenantSlug(): string {
  // (On the server, API calls carry their render's own publication: api-client's ApiScope.)
  return (
    activeSlug ??
    resolveTenantSlug({
      hostname: window.location.hostname,
      pathname: window.location.pathname,
      stored: readStorage(STORAGE_KEYS.selectedTenant),
    })
  );
}
