import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

const MAX_RETRIES = 2;
/** Client errors that may succeed on a second try: timeouts and rate limits. */
const TRANSIENT_CLIENT_ERRORS = new Set([408, 429]);

/** Retrying a 404 or 422 only delays the not-found message; network and 5xx errors may pass. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    if (!TRANSIENT_CLIENT_ERRORS.has(error.status)) return false;
  }
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // News moves, but not every second: a minute avoids refetching on every back-navigation.
        staleTime: 60 * 1000,
        gcTime: 10 * 60 * 1000,
        retry: shouldRetry,
        // A page rendered on the server with a failure (a story not found) must hydrate showing
        // that failure, not a skeleton: a failed query is retried by the page's Retry button
        // (or once stale), not by merely being shown again.
        retryOnMount: false,
      },
    },
  });
}
