import type { PageViewBeacon } from '@helionews/contracts';
import { sendPageViewWhenIdle } from '@/lib/page-view-send';
import { pageData } from './page-data';

/**
 * First-party analytics: one page view per page load, sent once the page is idle, only when the
 * publication has analytics on. Cookieless: one small request to this site, nothing else.
 */
export function sendFirstPageView(): void {
  const page = pageData();
  if (!page?.analytics) return;
  const body: PageViewBeacon = { path: window.location.pathname.slice(0, 512) || '/' };
  const referrer = document.referrer;
  // A visit's later pages come from this site: only an outside referrer is worth recording.
  if (referrer && !referrer.startsWith(window.location.origin)) {
    body.referrer = referrer.slice(0, 2048);
  }
  sendPageViewWhenIdle(body, page.tenantSlug);
}
