/**
 * The reader site's one script (ADR 016). It hydrates no page: it finds the islands in the
 * server's HTML and hydrates each when its trigger fires, and wires the first interactions
 * (theme, menus, search, ads, the page-view beacon) with a few lines of plain DOM code, so a
 * reader who only reads downloads no React at all.
 */
import { ISLAND_TAG, type IslandTrigger } from './island-tag';
import { ISLANDS } from './registry';
import { enhanceAdSlots } from './plain/ad-slots';
import { enhanceFilterForms } from './plain/filter-forms';
import { enhanceMenus } from './plain/menus';
import { enhanceRealtime } from './plain/realtime';
import { sendFirstPageView } from './plain/page-view';
import { enhanceSearchForms } from './plain/search-form';
import { enhanceThemeToggles } from './plain/theme-toggle';
import { enhanceLanguageLinks, syncStoredPreferences } from './plain/preferences';
import { enhanceSession, hasSession } from './plain/session';

const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

function afterIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 2000 });
  } else {
    window.setTimeout(run, 200);
  }
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  if (element.hasAttribute('hydrating')) return;
  element.setAttribute('hydrating', '');
  const name = element.getAttribute('name') ?? '';
  const load = ISLANDS[name];
  if (!load) {
    console.error(`No island named '${name}'`);
    return;
  }
  let props: unknown = {};
  try {
    props = JSON.parse(element.getAttribute('props') ?? '{}');
  } catch {
    console.error(`The island '${name}' has unreadable props`);
    return;
  }
  const island = await load();
  await island.hydrate(element, props);
  element.setAttribute('hydrated', '');
}

/** `display: contents` gives the wrapper no box of its own: its first child is observed. */
function observedBox(element: HTMLElement): Element {
  return element.firstElementChild ?? element;
}

function whenVisible(element: HTMLElement, run: () => void): void {
  if (typeof IntersectionObserver !== 'function') {
    run();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(observedBox(element));
}

/**
 * The first pointer, focus or key inside the island loads it; a click that came before React
 * took over is repeated on the same element once it has, so it is not lost.
 */
function onFirstInteraction(element: HTMLElement, run: () => Promise<void>): void {
  const start = (event: Event) => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, start);
    const target = event.target instanceof HTMLElement ? event.target : null;
    let clicked = false;
    const remember = () => {
      clicked = true;
    };
    if (event.type === 'pointerdown') target?.addEventListener('click', remember, { once: true });
    void run().then(() => {
      if (clicked && target?.isConnected) target.click();
    });
  };
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, start);
}

function schedule(element: HTMLElement): void {
  const when = element.getAttribute('when');
  if ((when === 'signed-in' || when === 'admin') && !hasSession(when)) return;
  const trigger = element.getAttribute('trigger') as IslandTrigger | null;
  const run = () =>
    hydrateIsland(element).catch((error: unknown) => {
      console.error(`The island '${element.getAttribute('name')}' failed to load`, error);
    });
  if (trigger === 'visible') whenVisible(element, () => void run());
  else if (trigger === 'interaction') onFirstInteraction(element, run);
  else afterIdle(() => void run());
}

/** SPEC's /login, under the page's /tenant/{slug} prefix when it has one. */
function loginPath(): string {
  const prefix = /^\/tenant\/[^/]+/.exec(window.location.pathname)?.[0] ?? '';
  return `${prefix}/login`;
}

function start(): void {
  // A stored language or publication the server did not know: the page is asked for again.
  if (syncStoredPreferences()) return;
  enhanceThemeToggles(document);
  enhanceLanguageLinks(document);
  enhanceSession(document, loginPath());
  enhanceMenus(document);
  enhanceSearchForms(document);
  enhanceFilterForms(document);
  enhanceAdSlots(document);
  enhanceRealtime(document);
  sendFirstPageView();
  for (const element of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) schedule(element);
  document.documentElement.dataset.live = 'true';
}

start();
