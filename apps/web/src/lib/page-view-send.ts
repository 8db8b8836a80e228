import { API_BASE, API_PATHS, type PageViewBeacon } from '@helionews/contracts';

const BEACON_URL = `${API_BASE}${API_PATHS.analyticsViews}`;

/** Sends one page view without waiting for an answer; a failure is only dropped. */
export function sendPageView(body: PageViewBeacon, tenantSlug: string): void {
  const payload = JSON.stringify(body);
  try {
    // fetch with keepalive carries the tenant header, which sendBeacon cannot.
    void fetch(BEACON_URL, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', 'X-Tenant-ID': tenantSlug },
      body: payload,
    }).catch(() => undefined);
  } catch {
    navigator.sendBeacon?.(BEACON_URL, new Blob([payload], { type: 'application/json' }));
  }
}

/**
 * Sends it once the page has painted, off the rendering path. Framework-free: the application's
 * beacon (lib/page-view-beacon.ts) and a page of islands' plain script (ADR 016) both use it.
 */
export function sendPageViewWhenIdle(body: PageViewBeacon, tenantSlug: string): void {
  const send = () => sendPageView(body, tenantSlug);
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(send, { timeout: 2000 });
  } else {
    window.setTimeout(send, 0);
  }
}
