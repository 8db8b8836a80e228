/**
 * The reader site's one script (ADR 016). It hydrates no page: it finds the islands in the
 * server's HTML and hydrates each when its trigger fires, and wires the first interactions
 * (theme, menus, search, ads, the page-view beacon) with a few lines of plain DOM code, so a
 * reader who only reads downloads no React at all.
 */
// Before any island's chunk: should an island's code build zod schemas as it loads (none does
// since the comments island became plain code, ADR 022), they must find zod jitless, or its
// `new Function` probe is a CSP violation (zod-config.ts). It costs a few bytes and no zod.
import '@/lib/zod-config';
import { ISLAND_TAG } from './island-tag';
import { ISLANDS } from './registry';
import { enhanceAdSlots } from './plain/ad-slots';
import { enhanceFilterForms } from './plain/filter-forms';
import { enhanceMembershipCheckout } from './plain/membership-checkout';
import { enhanceMenus } from './plain/menus';
import { enhanceRealtime } from './plain/realtime';
import { sendFirstPageView } from './plain/page-view';
import { enhanceSearchForms } from './plain/search-form';
import { enhanceThemeToggles } from './plain/theme-toggle';
import { enhanceChoiceLinks, syncStoredPreferences } from './plain/preferences';
import { enhanceSession } from './plain/session';
import { scheduleIsland } from './triggers';

/** SPEC's /login, under the page's /tenant/{slug} prefix when it has one. */
function loginPath(): string {
  const prefix = /^\/tenant\/[^/]+/.exec(window.location.pathname)?.[0] ?? '';
  return `${prefix}/login`;
}

function start(): void {
  // A stored language or publication the server did not know: the page is asked for again.
  if (syncStoredPreferences()) return;
  enhanceThemeToggles(document);
  enhanceChoiceLinks(document);
  enhanceSession(document, loginPath());
  enhanceMenus(document);
  enhanceSearchForms(document);
  enhanceFilterForms(document);
  enhanceMembershipCheckout(document);
  enhanceAdSlots(document);
  enhanceRealtime(document);
  sendFirstPageView();
  for (const element of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
    scheduleIsland(element, ISLANDS);
  }
  document.documentElement.dataset.live = 'true';
}

start();
