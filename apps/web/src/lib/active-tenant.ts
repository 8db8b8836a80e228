import { STORAGE_KEYS } from '@helionews/contracts';
import { useSyncExternalStore } from 'react';
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

export function useActiveTenantSlug(): string | null {
  return useSyncExternalStore(subscribeToActiveTenant, getActiveTenantSlug, getActiveTenantSlug);
}

let serverTenantSlug: (() => string | null) | null = null;

/** Server rendering only: where API calls made during a render find their request's tenant. */
export function setServerTenantSource(source: () => string | null): void {
  serverTenantSlug = source;
}

/**
 * The X-Tenant-ID of the next request: the resolved tenant, or before anything is resolved (and
 * in screens rendered without the provider) the tenant the address and storage ask for.
 */
export function apiTenantSlug(): string {
  // On the server, renders take turns (one at a time, ADR 008), and the render under way tells
  // this module, through `setServerTenantSource`, which publication its request resolved.
  const serverSlug = serverTenantSlug?.();
  if (serverSlug) return serverSlug;
  return (
    activeSlug ??
    resolveTenantSlug({
      hostname: window.location.hostname,
      pathname: window.location.pathname,
      stored: readStorage(STORAGE_KEYS.selectedTenant),
    })
  );
}
