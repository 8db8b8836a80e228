import { ROUTES } from '@helionews/contracts';
import { stripTenantPrefix } from '@/lib/tenant-slug';

/** Router state that remembers the page a signed-out reader was sent away from. */
export interface ReturnToState {
  from: string;
}

export function returnToState(location: {
  pathname: string;
  search: string;
  hash: string;
}): ReturnToState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

const AUTH_PAGES: readonly string[] = [ROUTES.login, ROUTES.register, ROUTES.resetPassword];

/**
 * Where to go after signing in, or null for the default. Only same-site paths pass ('//host' and
 * '/\host' would leave the site), and never an auth page itself, with or without a /tenant/{slug}
 * prefix, which would be a dead end.
 */
export function readReturnTo(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/')) return null;
  if (from.startsWith('//') || from.startsWith('/\\')) return null;
  const pathname = from.split(/[?#]/)[0] ?? '';
  return AUTH_PAGES.includes(stripTenantPrefix(pathname)) ? null : from;
}
