import { useCallback, useState } from 'react';
import { returnToFrom, withReturnTo } from '@/features/auth/session/return-to';
import { useIslandPage } from '@/islands/Island';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useAddressText } from '@/lib/server-fragment';
import { useSession } from '@/lib/session-context';
import { ADMIN_LINK, PROFILE_LINK, SIGNED_OUT_LINKS, type NavLinkEntry } from './nav-links';

/**
 * Which account links show on a page of islands: the server renders for nobody in particular, so
 * it sends both sets; the pre-paint script marks `<html data-session>` when this browser holds a
 * session, and the reader template's CSS shows the right one (ADR 016).
 */
export const SESSION_CLASSES = {
  signedOut: 'hn-signed-out',
  signedIn: 'hn-signed-in',
  admin: 'hn-admin',
} as const;

/** An account link as the top bar, its phone menu and the footer draw it. */
export interface AccountLink extends NavLinkEntry {
  /** Login and Sign Up come back to this page afterwards. */
  href: string;
  /** On a page of islands, the session state it shows for (SESSION_CLASSES). */
  className?: string;
}

export interface AccountNav {
  /**
   * Where the application runs, the session's links (none while it loads, so neither set
   * flashes up before the other); on a page of islands, every link with its class.
   */
  links: readonly AccountLink[];
  /** Whether Logout is drawn: when signed in, or always on a page of islands (by its class). */
  showLogout: boolean;
  /** The class that shows Logout on a page of islands. */
  logoutClassName?: string;
  logout: () => void;
  loggingOut: boolean;
}

const SIGNED_IN_CLASS: Partial<Record<NavLinkEntry['route'], string>> = {
  profile: SESSION_CLASSES.signedIn,
  admin: `${SESSION_CLASSES.signedIn} ${SESSION_CLASSES.admin}`,
};

/**
 * SPEC section 2: signed in, Profile, Admin (admins only) and Logout; signed out, Login and Sign
 * Up. One list for both kinds of page: what differs is which entries and their classes.
 */
export function useAccountNav(): AccountNav {
  const session = useSession();
  const islandPage = useIslandPage();
  const routes = useReaderRoutes();
  // Sign In and Sign Up lead back to this page (a token in a cached server fragment).
  const loginHref = useAddressText((here) => withReturnTo(routes.login, returnToFrom(here)));
  const registerHref = useAddressText((here) => withReturnTo(routes.register, returnToFrom(here)));
  const [loggingOut, setLoggingOut] = useState(false);
  const { logout: endSession } = session;

  const logout = useCallback(() => {
    setLoggingOut(true);
    void endSession().finally(() => setLoggingOut(false));
  }, [endSession]);

  const entries = islandPage
    ? [...SIGNED_OUT_LINKS, PROFILE_LINK, ADMIN_LINK]
    : session.status === 'signedIn'
      ? session.user.is_admin
        ? [PROFILE_LINK, ADMIN_LINK]
        : [PROFILE_LINK]
      : session.status === 'signedOut'
        ? SIGNED_OUT_LINKS
        : [];

  const links = entries.map((entry): AccountLink => ({
    ...entry,
    href:
      entry.route === 'login'
        ? loginHref
        : entry.route === 'register'
          ? registerHref
          : routes[entry.route],
    className: islandPage ? (SIGNED_IN_CLASS[entry.route] ?? SESSION_CLASSES.signedOut) : undefined,
  }));

  return {
    links,
    showLogout: islandPage || session.status === 'signedIn',
    logoutClassName: islandPage ? SESSION_CLASSES.signedIn : undefined,
    logout,
    loggingOut,
  };
}
