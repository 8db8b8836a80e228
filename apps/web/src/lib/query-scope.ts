import type { Query } from '@tanstack/react-query';

/**
 * Every cached query whose answer depends on who is signed in starts its key with this scope, so
 * signing in or out can drop them all at once and the next reader never sees the last one's data.
 */
export const USER_QUERY_SCOPE = ['user'] as const;

/**
 * Marks a query whose answer is the same for every tenant (the account, the tenants themselves).
 * Every other cached query belongs to the tenant it was fetched for and is dropped when the tenant
 * changes, so one publication's stories never show under another's name.
 */
export const TENANT_INDEPENDENT_META = { tenantIndependent: true } as const;

export function isTenantScopedQuery(query: Pick<Query, 'meta'>): boolean {
  return query.meta?.['tenantIndependent'] !== true;
}

/**
 * Marks a query the server's render must leave to the browser: its request carries a secret from
 * the page's address (a password link's token) or must not be made for a page that may be cached
 * and served to others. The server renders such a query as still loading.
 */
export const BROWSER_ONLY_META = { browserOnly: true } as const;

export function isBrowserOnlyQuery(query: Pick<Query, 'meta'>): boolean {
  return query.meta?.['browserOnly'] === true;
}
