import {
  DEFAULT_TENANT_SLUG,
  PLATFORM_HOST_ATTRIBUTE,
  tenantPathPrefix as tenantPathPrefixOf,
  tenantSlugOfHost,
} from '@helionews/contracts';

let serverPlatformHostname: string | null | undefined;

/**
 * Server rendering only: PUBLIC_URL's host name, which the render request carries (undefined:
 * read the page's again, as a browser does).
 */
export function setServerPlatformHostname(hostname: string | null | undefined): void {
  serverPlatformHostname = hostname;
}

/**
 * PUBLIC_URL's host name, which names the default publication by naming none: the render
 * request's on the server, the page's `<html data-platform-host>` in the browser; null when the
 * server has no PUBLIC_URL.
 */
export function platformHostname(): string | null {
  if (serverPlatformHostname !== undefined) return serverPlatformHostname;
  if (typeof document === 'undefined') return null;
  return document.documentElement.getAttribute(PLATFORM_HOST_ATTRIBUTE) || null;
}

/**
 * The tenant a host name names: its first label, unless that is www or localhost, the host is an
 * IP address, or it is the platform's own host (SPEC section 4; the one rule of the contracts,
 * which the server's tenant plugin applies too).
 */
export function subdomainTenantSlug(hostname: string): string | null {
  return tenantSlugOfHost(hostname, platformHostname());
}

export interface TenantPathPrefix {
  /** The slug as the server knows it (lower case). */
  slug: string;
  /** The prefix exactly as written in the address, kept by every link built under it. */
  prefix: string;
  /** The reader path after the prefix, '/' for the tenant's front page. */
  rest: string;
}

/** The /tenant/{slug} prefix of a path; null when it has none or names no slug ('%E0%A4%A'). */
export function tenantPathPrefix(pathname: string): TenantPathPrefix | null {
  const found = tenantPathPrefixOf(pathname);
  return found?.slug ? { slug: found.slug, prefix: found.prefix, rest: found.rest } : null;
}

/** The reader path without a /tenant/{slug} prefix: '/tenant/space/login' -> '/login'. */
export function stripTenantPrefix(pathname: string): string {
  return tenantPathPrefix(pathname)?.rest ?? pathname;
}

export interface TenantSources {
  hostname: string;
  pathname: string;
  /** The stored `selectedTenant`, if any. */
  stored: string | null;
}

/**
 * SPEC section 4's resolution order: the subdomain, then the /tenant/{slug} path prefix, then the
 * stored selection, then the default tenant.
 */
export function resolveTenantSlug({ hostname, pathname, stored }: TenantSources): string {
  return (
    subdomainTenantSlug(hostname) ??
    tenantPathPrefix(pathname)?.slug ??
    (stored?.trim().toLowerCase() || DEFAULT_TENANT_SLUG)
  );
}
