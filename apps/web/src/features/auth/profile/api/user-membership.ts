import {
  MEMBERSHIP_API_PATHS,
  redirectUrlSchema,
  userMembershipSchema,
  type UserMembership,
} from '@helionews/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { BROWSER_ONLY_META, USER_QUERY_SCOPE } from '@/lib/query-scope';

/** The reader's own plan: under the user scope (dropped on sign-in and out), per publication. */
export const userMembershipKey = () => [...USER_QUERY_SCOPE, 'membership'] as const;

/** GET /api/auth/user/membership: the reader's tier, status and renewal. */
export function getUserMembership(signal?: AbortSignal): Promise<UserMembership> {
  return apiGet(MEMBERSHIP_API_PATHS.userMembership, { schema: userMembershipSchema, signal });
}

export function useUserMembership() {
  return useQuery(
    queryOptions({
      queryKey: userMembershipKey(),
      queryFn: ({ signal }) => getUserMembership(signal),
      // A reader's own: never fetched by a render that may be cached and served to others.
      meta: BROWSER_ONLY_META,
    }),
  );
}

/** POST /api/membership/portal: where Stripe's billing portal opens for this reader. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => apiPost(MEMBERSHIP_API_PATHS.portal, { schema: redirectUrlSchema, body: {} }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
