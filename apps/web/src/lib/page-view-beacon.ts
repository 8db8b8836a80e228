import { API_BASE, API_PATHS, type PageViewBeacon } from '@helionews/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTenant } from './tenant-context';

const BEACON_URL = `${API_BASE}${API_PATHS.analyticsViews}`;

/** The navigation entry last counted: a re-render (or React's double effect) never counts again. */
let lastCounted: string | null = null;
/** Only the first view of a visit has a referrer of its own; later ones come from this site. */
let firstView = true;

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
 * Counts each page view of the reader site once, after the page has rendered and only when the
 * publication has analytics on: the first (server-rendered) view and every in-app navigation.
 * First-party and cookieless: one small request to this site, nothing else.
 */
export function usePageViewBeacon(): void {
  const location = useLocation();
  const tenant = useTenant();
  const slug = tenant.currentTenant?.slug ?? null;
  const enabled = !tenant.loading && tenant.currentTenant?.features.analytics === true;

  useEffect(() => {
    if (!enabled || !slug) return;
    const entry = `${slug}:${location.key}:${location.pathname}`;
    if (entry === lastCounted) return;
    lastCounted = entry;
    const referrer = firstView ? document.referrer : '';
    firstView = false;
    const body: PageViewBeacon = { path: location.pathname.slice(0, 512) || '/' };
    if (referrer) body.referrer = referrer.slice(0, 2048);
    // After the page has painted, off the rendering path.
    const send = () => sendPageView(body, slug);
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(send, { timeout: 2000 });
    } else {
      window.setTimeout(send, 0);
    }
  }, [enabled, slug, location.key, location.pathname]);
}

/** Tests only: forget what was counted. */
export function resetPageViewBeacon(): void {
  lastCounted = null;
  firstView = true;
}
