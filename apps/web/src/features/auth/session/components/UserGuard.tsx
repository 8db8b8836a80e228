import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingSpinner } from '@/components/LoadingSpinner';
import { useReaderRoutes } from '@/lib/reader-routes';
import { returnToState } from '../return-to';
import { useSession } from '@/lib/session-context';

/**
 * SPEC section 2: 'Loading...' while the session loads; signed-out readers go to /login, which
 * brings them back here after signing in.
 */
export function UserGuard({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const routes = useReaderRoutes();

  if (session.status === 'loading') return <LoadingSpinner />;
  if (session.status === 'signedOut') {
    return <Navigate to={routes.login} replace state={returnToState(location)} />;
  }
  return children ?? <Outlet />;
}
