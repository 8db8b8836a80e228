import { ACCOUNT_API_PATHS, signInHistorySchema, type SignInHistory } from '@helionews/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { TENANT_INDEPENDENT_META, USER_QUERY_SCOPE } from '@/lib/query-scope';

/** The signed-in account's latest sign-ins: per account, not per publication. */
export const signInHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [...USER_QUERY_SCOPE, 'sign-ins'] as const,
    queryFn: ({ signal }): Promise<SignInHistory> =>
      apiGet(ACCOUNT_API_PATHS.signIns, { schema: signInHistorySchema, signal }),
    meta: TENANT_INDEPENDENT_META,
  });
