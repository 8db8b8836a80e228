import { tenantPathPrefix } from '@helionews/contracts';

/**
 * The query parameters each reader page reads (issue 31, item 5), in the order its normalised
 * address lists them. Everything else in an address (`?utm_source=`, `?a=1`, a cache buster) is
 * dropped from the page's cache key and from what the renderer sees, so `/?a=1` ... `/?a=1000`
 * are one page, rendered once. Kept in step with apps/web/src (what reads `useSearchParams` and
 * `location.search`): StoryFeed (`page`, home and sections), AuthorPage and TagPage (`page`), search-params.ts
 * (search and its filters), ResetPasswordPage (`token`, `welcome`), return-to.ts (`returnTo`),
 * the newsletter pages (`token`, `error`),
 * and `lng` (the page's language, ADR 016) everywhere.
 */
const LANGUAGE = ['lng'] as const;
const FEED = ['page', 'lng'] as const;
const SEARCH = ['q', 'category', 'tag', 'from', 'to', 'sort', 'page', 'lng'] as const;

const PAGE_PARAMETERS: readonly { path: RegExp; names: readonly string[] }[] = [
  { path: /^\/$/, names: FEED },
  { path: /^\/category\/[^/]+$/, names: FEED },
  { path: /^\/author\/[^/]+$/, names: FEED },
  { path: /^\/tag\/[^/]+$/, names: FEED },
  { path: /^\/search$/, names: SEARCH },
  { path: /^\/reset-password$/, names: ['token', 'welcome', 'lng'] },
  { path: /^\/(?:login|register)$/, names: ['returnTo', 'lng'] },
  // Newsletters (issue 32): the mails' links (their API answers are no-store, so these pages
  // are never cached), and the subscribe form's answer (NEWSLETTER_ROUTES).
  { path: /^\/(?:newsletters\/confirm|unsubscribe)$/, names: ['token', 'lng'] },
  { path: /^\/newsletters\/check-inbox$/, names: ['error', 'lng'] },
];

/** The parameters the page at `pathname` (under any /tenant/{slug} prefix) reads, in order. */
export function pageParameters(pathname: string): readonly string[] {
  const rest = (tenantPathPrefix(pathname)?.rest ?? pathname).replace(/(.)\/+$/, '$1');
  return PAGE_PARAMETERS.find(({ path }) => path.test(rest))?.names ?? LANGUAGE;
}

/**
 * `search` ('?a=1&page=2&lng=fr') with only the parameters the page reads, in their fixed order,
 * each once (the first value, as the page reads it); '' when none is left.
 */
export function normalisedSearch(pathname: string, search: string): string {
  if (!search || search === '?') return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of pageParameters(pathname)) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** A page's address as its cache key and its render know it: path and normalised query. */
export function normalisedPageUrl(url: string): string {
  const cut = url.indexOf('?');
  if (cut < 0) return url;
  const pathname = url.slice(0, cut);
  return `${pathname}${normalisedSearch(pathname, url.slice(cut))}`;
}
