import { API_PATHS, type UserProfile } from '@helionews/contracts';
import { useQuery } from '@tanstack/react-query';
import { use, useSyncExternalStore } from 'react';
import { apiGet, isApiError, readerSchema } from '@/lib/api-client';
import { TENANT_INDEPENDENT_META } from '@/lib/query-scope';
import { SessionContext } from '@/lib/session-context';
import { useHydrated } from '@/lib/ssr-context';
import { getAuthToken, subscribeToAuthToken } from '@/lib/storage';
import { commentKeys } from './query-keys';

/**
 * Who reads the comments: unknown on the server and while hydrating (the session lives in this
 * browser's storage), then signed out, or signed in (the profile, null while it loads).
 */
export type Viewer =
  | { status: 'unknown' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: UserProfile | null };

const noToken = () => null;

/**
 * The application's session when there is one (account pages, a page the browser rendered);
 * on a page of islands, which has none, the stored token and the profile it opens.
 */
export function useViewer(): Viewer {
  const session = use(SessionContext);
  const hydrated = useHydrated();
  const token = useSyncExternalStore(subscribeToAuthToken, getAuthToken, noToken);
  const profile = useQuery({
    queryKey: commentKeys.viewer(),
    queryFn: ({ signal }) =>
      apiGet(API_PATHS.profile, { schema: readerSchema('userProfileSchema'), signal }),
    enabled: !session && token !== null,
    staleTime: 5 * 60 * 1000,
    meta: TENANT_INDEPENDENT_META,
  });
  if (session) {
    if (session.status === 'loading') return { status: 'unknown' };
    return session.status === 'signedIn'
      ? { status: 'signedIn', user: session.user }
      : { status: 'signedOut' };
  }
  if (!hydrated) return { status: 'unknown' };
  if (token === null) return { status: 'signedOut' };
  // A token the server refuses is no session (the page's script clears it, too).
  if (isApiError(profile.error) && profile.error.status === 401) return { status: 'signedOut' };
  return { status: 'signedIn', user: profile.data ?? null };
}
