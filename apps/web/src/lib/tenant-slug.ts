import { DEFAULT_TENANT_SLUG, ROUTES } from '@helionews/contracts';

/** First labels that name the platform itself, never a tenant (same rule as the server). */
const NON_TENANT_LABELS: ReadonlySet<string> = new Set(['www', 'localhost']);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** '/tenant/space/story/12' -> prefix '/tenant/space', slug 'space', rest '/story/12'. */
const TENANT_PREFIX = new RegExp(`^${ROUTES.tenant('')}([^/]+)(/.*)?$`);

/**
 * The tenant a host name names: its first label, unless that is www or localhost, or the host is
 * an IP address (SPEC section 4, and the server's tenant plugin).
 */
export function subdomainTenantSlug(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  // IPv6 hosts come bracketed or with colons; neither has a tenant label.
  if (!host || host.startsWith('[') || host.includes(':') || IPV4.test(host)) return null;
  const [label] = host.split('.');
  return label && !NON_TENANT_LABELS.has(label) ? label : null;
}

export interface TenantPathPrefix {
  /** The slug as the server knows it (lower case). */
  slug: string;
  /** The prefix exactly as written in the address, kept by every link built under it. */
  prefix: string;
  /** The reader path after the prefix, '/' for the tenant's front page. */
  rest: string;
}

export function tenantPathPrefix(pathname: string): TenantPathPrefix | null {
  const match = TENANT_PREFIX.exec(pathname);
  const segment = match?.[1];
  if (!segment) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(segment).trim().toLowerCase();
  } catch {
    // A malformed escape ('%E0%A4%A') names no tenant.
    return null;
  }
  if (!slug) return null;
  return { slug, prefix: `${ROUTES.tenant('')}${segment}`, rest: match[2] || ROUTES.home };
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
