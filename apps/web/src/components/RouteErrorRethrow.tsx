import { useRouteError } from 'react-router';

/**
 * The router catches render errors itself; throwing the caught error again hands it to the
 * surrounding ErrorBoundary, so route and root crashes share one fallback and one log line.
 */
export function RouteErrorRethrow(): never {
  throw useRouteError();
}
