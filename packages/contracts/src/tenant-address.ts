import { ROUTES } from './api-paths.js';

/**
 * Where an address names a publication, written once for the server (plugins/tenant.ts) and the
 * web app (lib/tenant-slug.ts): the first label of its host name, and the /tenant/{slug} prefix of
 * its path. The orders in which they are read are DESIGN section 5's for the API and SPEC section
 * 4's for the reader site; each side keeps its own, these only read the address.
 */

/** First labels that name the platform itself, never a publication. */
const PLATFORM_LABELS: ReadonlySet<string> = new Set(['www', 'localhost']);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const DIGITS = /^\d*$/;

/** 'Space.Example.org.' -> 'space.example.org'. */
const normalizedHostname = (hostname: string) => {
  const lowered = hostname.trim().toLowerCase();
  return lowered.endsWith('.') ? lowered.slice(0, -1) : lowered;
};

/** The platform's host name as given and normalized, for the last one asked about. */
let platform: { given: string; normalized: string } | null = null;
const normalizedPlatform = (given: string) => {
  if (platform?.given !== given) platform = { given, normalized: normalizedHostname(given) };
  return platform.normalized;
};

/**
 * The publication a host names: its first label, unless that is `www` or `localhost`, the host is
 * an IP address (v4, or v6 bracketed or bare), or it is the platform's own host name
 * (`platformHostname`, PUBLIC_URL's, which names the default publication by leaving it unnamed).
 * `host` may carry a port (a Host header) or a trailing dot. Null when it names none. It runs on
 * every API request: no regular expression but for the rare host that starts with a digit.
 */
export function tenantSlugOfHost(host: string, platformHostname?: string | null): string | null {
  let hostname = host.trim().toLowerCase();
  // '[::1]:3000', '[::1]': IPv6 hosts are bracketed in a Host header and in a URL.
  if (!hostname || hostname.startsWith('[')) return null;
  const colon = hostname.indexOf(':');
  if (colon >= 0) {
    // A bare IPv6 address ('::1') has more than one colon; a port is digits after the one.
    if (hostname.includes(':', colon + 1) || !DIGITS.test(hostname.slice(colon + 1))) return null;
    hostname = hostname.slice(0, colon);
  }
  if (hostname.endsWith('.')) hostname = hostname.slice(0, -1);
  if (!hostname) return null;
  const first = hostname.charCodeAt(0);
  if (first >= 48 && first <= 57 && IPV4.test(hostname)) return null;
  if (platformHostname && hostname === normalizedPlatform(platformHostname)) return null;
  const dot = hostname.indexOf('.');
  const label = dot < 0 ? hostname : hostname.slice(0, dot);
  return label && !PLATFORM_LABELS.has(label) ? label : null;
}

/** '/tenant/space/story/12' -> prefix '/tenant/space', slug 'space', rest '/story/12'. */
const TENANT_PREFIX = new RegExp(`^${ROUTES.tenant('')}([^/]+)(/.*)?$`);

export interface TenantPathPrefix {
  /**
   * The slug as the server knows it (decoded, trimmed, lower case); null when the segment names
   * none (a malformed escape such as '%E0%A4%A', or only spaces).
   */
  slug: string | null;
  /** The prefix exactly as written in the address, kept by every link built under it. */
  prefix: string;
  /** The reader path after the prefix, '/' for the publication's front page. */
  rest: string;
}

/** The /tenant/{slug} prefix of a path, or null when it has none. */
export function tenantPathPrefix(pathname: string): TenantPathPrefix | null {
  const match = TENANT_PREFIX.exec(pathname);
  const segment = match?.[1];
  if (!segment) return null;
  let slug: string | null;
  try {
    slug = decodeURIComponent(segment).trim().toLowerCase() || null;
  } catch {
    slug = null;
  }
  return { slug, prefix: `${ROUTES.tenant('')}${segment}`, rest: match[2] || ROUTES.home };
}
