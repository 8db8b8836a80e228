import { ROUTES } from '@helionews/contracts';
import { stripTenantPrefix } from '@/lib/tenant-slug';

/** The query parameter of /login and /register that names the page to come back to. */
export const RETURN_TO_PARAM = 'returnTo';

/** Router state that remembers the page a signed-out reader was sent away from. */
export interface ReturnToState {
  from: string;
}

interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

export function returnToState(location: PageLocation): ReturnToState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

const AUTH_PAGES: readonly string[] = [ROUTES.login, ROUTES.register, ROUTES.resetPassword];

/** Any origin would do: it only tells whether a value stays on the site it is resolved against. */
const PROBE_ORIGIN = 'http://return-to.invalid';

/**
 * The path to go back to after signing in, or null when `value` is not a safe one. Only same-site
 * paths pass: a single leading '/', no scheme, nothing a browser would read as another host
 * ('//host', '/\host', or such a path hidden behind a tab or newline, which URLs drop), and never
 * an auth page itself, with or without a /tenant/{slug} prefix, which would be a dead end.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Whitespace and control characters are stripped or rewritten by URL parsing: refuse them all.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return AUTH_PAGES.includes(stripTenantPrefix(url.pathname)) ? null : value;
}

/** Where to go after signing in, from router state ({ from }), or null for the default. */
export function readReturnTo(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return safeReturnTo(state.from);
}

/**
 * The return path an auth page was opened with: its ?returnTo= parameter, else the router state
 * the user guard leaves.
 */
export function returnToOf(search: string, state: unknown): string | null {
  return safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM)) ?? readReturnTo(state);
}

/** `path` ('/login', '/tenant/space/register') asking to come back to `returnTo` afterwards. */
export function withReturnTo(path: string, returnTo: string | null): string {
  const safe = safeReturnTo(returnTo);
  // '/' may stay as it is in a query value: '/login?returnTo=/story/12' reads as what it is.
  return safe
    ? `${path}?${RETURN_TO_PARAM}=${encodeURIComponent(safe).replace(/%2F/g, '/')}`
    : path;
}

/**
 * The page a Login or Sign Up link shown on `location` should lead back to: the page itself, or,
 * on an auth page, the page that one was opened to return to.
 */
export function returnToFrom(location: PageLocation & { state?: unknown }): string | null {
  const here = returnToState(location).from;
  return safeReturnTo(here) ?? returnToOf(location.search, location.state);
}
