import type { PageViewBeacon } from '@helionews/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sendPageViewWhenIdle } from './page-view-send';
import { useTenant } from './tenant-context';

/** The navigation entry last counted: a re-render (or React's double effect) never counts again. */
let lastCounted: string | null = null;
/** Only the first view of a visit has a referrer of its own; later ones come from this site. */
let firstView = true;

export { sendPageView } from './page-view-send';

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
    sendPageViewWhenIdle(body, slug);
  }, [enabled, slug, location.key, location.pathname]);
}

/** Tests only: forget what was counted. */
export function resetPageViewBeacon(): void {
  lastCounted = null;
  firstView = true;
}
