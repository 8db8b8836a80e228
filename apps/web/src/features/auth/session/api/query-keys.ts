import { USER_QUERY_SCOPE } from '@/lib/query-scope';

/** Cache keys of the signed-in reader's data: all under the user scope, dropped on sign-in/out. */
export const accountKeys = {
  all: USER_QUERY_SCOPE,
  profile: () => [...USER_QUERY_SCOPE, 'profile'] as const,
  donations: () => [...USER_QUERY_SCOPE, 'donations'] as const,
  donationList: (params: { pageSize: number }) => [...accountKeys.donations(), params] as const,
};
