import { USER_QUERY_SCOPE } from '@/lib/query-scope';

/** Cache keys of the tenant feature; both kinds are the same whichever tenant is shown. */
export const tenantKeys = {
  all: ['tenant'] as const,
  infos: () => [...tenantKeys.all, 'info'] as const,
  info: (slug: string) => [...tenantKeys.infos(), slug] as const,
  // Under the user scope: the list is an admin's, dropped when anyone signs in or out.
  list: () => [...USER_QUERY_SCOPE, 'tenants'] as const,
};
