import {
  API_BASE,
  SOCIAL_LOGIN_API_PATHS,
  type SocialProvider,
  type SocialProviders,
} from '@helionews/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { BROWSER_ONLY_META } from '@/lib/query-scope';

/** GET /api/auth/social/providers: which sign-in buttons lead to a provider on this publication. */
export function getSocialProviders(signal?: AbortSignal): Promise<SocialProviders> {
  return apiGet(SOCIAL_LOGIN_API_PATHS.providers, {
    schema: readerSchema('socialProvidersSchema'),
    signal,
  });
}

export function socialProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'social-providers'] as const,
    queryFn: ({ signal }) => getSocialProviders(signal),
    staleTime: 60 * 1000,
    // A login page may be cached and served to anyone: the browser asks, not the server's render.
    meta: BROWSER_ONLY_META,
  });
}

/**
 * Where a configured button leads (a navigation, not a fetch): the server's start route, which
 * keeps `returnTo` for the end of the sign-in and sends the browser on to the provider.
 */
export function socialStartHref(provider: SocialProvider, returnTo: string | null): string {
  const path = `${API_BASE}${SOCIAL_LOGIN_API_PATHS.start(provider)}`;
  return returnTo ? `${path}?return_to=${encodeURIComponent(returnTo)}` : path;
}
