import { ADMIN_ROUTES } from '@helionews/contracts';

/** Router state that remembers the back-office page a signed-out visitor was sent away from. */
export interface AdminReturnToState {
  from: string;
}

export function adminReturnToState(location: {
  pathname: string;
  search: string;
  hash: string;
}): AdminReturnToState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

const AUTH_PAGES: readonly string[] = [
  ADMIN_ROUTES.login,
  ADMIN_ROUTES.loginSimple,
  ADMIN_ROUTES.loginTest,
  ADMIN_ROUTES.register,
];

/**
 * Where to land after signing in to the back-office: the remembered back-office page, else the
 * back-office's front. Only paths under /admin pass, never one of its sign-in pages.
 */
export function readAdminReturnTo(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return ADMIN_ROUTES.root;
  const { from } = state;
  if (typeof from !== 'string') return ADMIN_ROUTES.root;
  const pathname = from.split(/[?#]/)[0] ?? '';
  const underAdmin = pathname === ADMIN_ROUTES.root || pathname.startsWith(`${ADMIN_ROUTES.root}/`);
  if (!underAdmin || AUTH_PAGES.includes(pathname.replace(/\/+$/, ''))) return ADMIN_ROUTES.root;
  return from;
}
