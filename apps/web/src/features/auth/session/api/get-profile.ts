import { API_PATHS, type UserProfile } from '@helionews/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { TENANT_INDEPENDENT_META } from '@/lib/query-scope';
import { accountKeys } from './query-keys';

export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiGet(API_PATHS.profile, { schema: readerSchema('userProfileSchema'), signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    // Refreshed now and then (on focus once stale), so a token revoked elsewhere signs out here.
    staleTime: 5 * 60 * 1000,
    // Accounts span the network (DESIGN section 4): switching tenants keeps the reader signed in.
    meta: TENANT_INDEPENDENT_META,
  });
}
