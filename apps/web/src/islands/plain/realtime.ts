import { readCspNonce } from '@/lib/csp-nonce';
import { followStoryStream, type ConnectionState } from '@/lib/story-stream';
import { pageData } from './page-data';

/** Past this many pixels down, new stories wait behind the banner instead of moving the page. */
const SCROLLED_PX = 240;
/** Stories kept on the page: an open tab should not grow without end. */
const MAX_STORIES = 100;

function cursorOf(item: Element | null): string | null {
  const id = item?.getAttribute('data-story-id');
  const ms = Date.parse(item?.getAttribute('data-published') ?? '');
  return id && Number.isFinite(ms) ? `${ms}-${id}` : null;
}

/**
 * The realtime page's live list with no framework (ADR 016): the stream (Server-Sent Events)
 * says a story was published; the page itself, rendered by the server and served from its read
 * cache, brings the story's markup, which goes in at the top. Scrolled down, stories wait behind
 * the "N new stories" banner; the connection state shows in the status chip.
 */
export function enhanceRealtime(root: ParentNode): void {
  const section = root.querySelector<HTMLElement>('[data-realtime]');
  const list = section?.querySelector<HTMLOListElement>('[data-realtime-list]');
  const status = section?.querySelector<HTMLElement>('[data-realtime-status]');
  const banner = section?.querySelector<HTMLElement>('[data-realtime-banner]');
  const page = pageData();
  if (!section || !list || !status || !page) return;
  const bannerButton = banner?.querySelector('button');
  const heading = section.querySelector<HTMLElement>('[data-realtime-heading]');
  const forms = JSON.parse(banner?.dataset.texts ?? '{}') as Record<string, string>;
  const plural = new Intl.PluralRules(page.language);
  let waiting: HTMLLIElement[] = [];

  const setState = (state: ConnectionState) => {
    status.dataset.realtimeStatus = state;
    for (const chip of status.querySelectorAll<HTMLElement>('[data-state]')) {
      chip.hidden = chip.dataset.state !== state;
    }
  };

  const known = () =>
    new Set([...list.children, ...waiting].map((item) => item.getAttribute('data-story-id')));

  const showBanner = () => {
    if (!banner || !bannerButton) return;
    banner.hidden = waiting.length === 0;
    const text = (forms[plural.select(waiting.length)] ?? forms.other ?? '{{count}}').replace(
      '{{count}}',
      String(waiting.length),
    );
    const label = bannerButton.lastChild;
    if (label?.nodeType === Node.TEXT_NODE) label.textContent = text;
    else bannerButton.append(text);
  };

  const reveal = () => {
    if (waiting.length === 0) return;
    list.prepend(...waiting);
    waiting = [];
    showBanner();
    while (list.children.length > MAX_STORIES) list.lastElementChild?.remove();
  };

  const add = (items: HTMLLIElement[]) => {
    if (items.length === 0) return;
    for (const item of items) item.classList.add('hn-arrived');
    if (window.scrollY > SCROLLED_PX) {
      waiting = [...items, ...waiting];
      showBanner();
      return;
    }
    list.prepend(...items);
    while (list.children.length > MAX_STORIES) list.lastElementChild?.remove();
  };

  /**
   * The page as the server renders it now (one render for every open page: the read cache
   * answers the others): its stories this page does not show yet.
   */
  let fetching: Promise<void> | null = null;
  let again = false;
  const refresh = () => {
    if (fetching) {
      again = true;
      return;
    }
    // `reload`: asks every cache for the current page (Cache-Control: no-cache), never a copy
    // kept from before the story that was just announced.
    fetching = fetch(window.location.pathname, { credentials: 'same-origin', cache: 'reload' })
      .then((response) => (response.ok ? response.text() : ''))
      .then((html) => {
        if (!html) return;
        // Read in an inert <template>: a DOMParser document checks its <style> tags (which carry
        // the other answer's nonce) against this page's policy, and Chromium logs a CSP error for
        // each (issue 30). What this page lacks of them comes in below, with its own nonce.
        const holder = document.createElement('template');
        holder.innerHTML = html;
        const fresh = holder.content;
        const nonce = readCspNonce() ?? '';
        for (const style of fresh.querySelectorAll<HTMLStyleElement>('style[data-emotion]')) {
          const key = style.getAttribute('data-emotion');
          if (document.querySelector(`style[data-emotion="${CSS.escape(key ?? '')}"]`)) continue;
          const copy = document.createElement('style');
          copy.setAttribute('data-emotion', key ?? '');
          copy.nonce = nonce;
          copy.textContent = style.textContent;
          document.head.append(copy);
        }
        const seen = known();
        const items = [...fresh.querySelectorAll<HTMLLIElement>('[data-realtime-list] > li')]
          .filter((item) => !seen.has(item.getAttribute('data-story-id')))
          .map((item) => document.importNode(item, true));
        add(items);
      })
      .catch(() => undefined)
      .finally(() => {
        fetching = null;
        if (again) {
          again = false;
          refresh();
        }
      });
  };

  bannerButton?.addEventListener('click', () => {
    reveal();
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: calm ? 'auto' : 'smooth' });
    // Keyboard and screen reader users continue from the top of the list, not the banner.
    heading?.focus({ preventScroll: true });
  });
  // Back at the top by themselves: what was waiting comes in as if it had just arrived.
  window.addEventListener(
    'scroll',
    () => {
      if (window.scrollY <= SCROLLED_PX) reveal();
    },
    { passive: true },
  );

  followStoryStream({
    tenant: page.tenantSlug,
    onState: setState,
    // At once: stories published while a read is under way are fetched together, by one more.
    onStory: refresh,
    onResync: refresh,
    resumeFrom: () => cursorOf(list.firstElementChild),
  });
}
