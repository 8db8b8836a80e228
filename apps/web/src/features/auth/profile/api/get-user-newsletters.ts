import {
  NEWSLETTER_API_PATHS,
  userNewslettersSchema,
  type UserNewsletters,
} from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { USER_QUERY_SCOPE } from '@/lib/query-scope';

/** The reader's newsletters: under the user scope (dropped on sign-in and out), per publication. */
export const userNewslettersKey = () => [...USER_QUERY_SCOPE, 'newsletters'] as const;

/** GET /api/auth/user/newsletters: the publication's newsletters and those the reader receives. */
export function getUserNewsletters(signal?: AbortSignal): Promise<UserNewsletters> {
  return apiGet(NEWSLETTER_API_PATHS.mine, { schema: userNewslettersSchema, signal });
}

export function userNewslettersQueryOptions() {
  return queryOptions({
    queryKey: userNewslettersKey(),
    queryFn: ({ signal }) => getUserNewsletters(signal),
  });
}

export function useUserNewsletters() {
  return useQuery(userNewslettersQueryOptions());
}
