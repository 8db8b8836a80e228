import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { returnToFrom, withReturnTo } from '@/features/auth/session/return-to';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useSession } from '@/lib/session-context';
import { ADMIN_LINK, PROFILE_LINK, SIGNED_OUT_LINKS, type NavLinkEntry } from './nav-links';

export interface AccountNav {
  /** Empty while the session loads, so neither set of links flashes up before the other. */
  links: readonly NavLinkEntry[];
  /** Where an account link leads: Login and Sign Up come back to this page afterwards. */
  linkTo: (entry: NavLinkEntry) => string;
  signedIn: boolean;
  logout: () => void;
  loggingOut: boolean;
}

/** SPEC section 2: signed in, Profile, Admin (admins only) and Logout; signed out, Login and Sign Up. */
export function useAccountNav(): AccountNav {
  const session = useSession();
  const location = useLocation();
  const routes = useReaderRoutes();
  const [loggingOut, setLoggingOut] = useState(false);
  const { logout: endSession } = session;

  const logout = useCallback(() => {
    setLoggingOut(true);
    void endSession().finally(() => setLoggingOut(false));
  }, [endSession]);

  const links =
    session.status === 'signedIn'
      ? session.user.is_admin
        ? [PROFILE_LINK, ADMIN_LINK]
        : [PROFILE_LINK]
      : session.status === 'signedOut'
        ? SIGNED_OUT_LINKS
        : [];

  const returnTo = returnToFrom(location);
  const linkTo = ({ route }: NavLinkEntry) =>
    route === 'login' || route === 'register'
      ? withReturnTo(routes[route], returnTo)
      : routes[route];

  return { links, linkTo, signedIn: session.status === 'signedIn', logout, loggingOut };
}
