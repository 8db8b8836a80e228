import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingSpinner } from '@/components/LoadingSpinner';
import { useReaderRoutes } from '@/lib/reader-routes';
import { returnToState, withReturnTo } from '../return-to';
import { useSession } from '@/lib/session-context';

/**
 * SPEC section 2: 'Loading...' while the session loads; signed-out readers go to /login
 * (?returnTo= this page), which brings them back here after signing in.
 */
export function UserGuard({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const routes = useReaderRoutes();
  // A reader who signs out here (Logout) is leaving: only a visit that arrives signed out asks to
  // come back, so Logout still lands on a plain /login.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (session.status === 'signedIn' && !wasSignedIn) setWasSignedIn(true);

  if (session.status === 'loading') return <LoadingSpinner />;
  if (session.status === 'signedOut') {
    const { from } = returnToState(location);
    return <Navigate to={wasSignedIn ? routes.login : withReturnTo(routes.login, from)} replace />;
  }
  return children ?? <Outlet />;
}
