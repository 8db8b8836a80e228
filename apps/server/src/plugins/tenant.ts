import {
  DEFAULT_TENANT_SLUG,
  errorResponseSchema,
  STORAGE_KEYS,
  tenantPathPrefix,
  TENANT_MESSAGES,
  tenantSlugOfHost,
} from '@helionews/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantRow } from '../db/schema/index.js';
import { notFound } from '../lib/http-errors.js';
import { sameSiteLocation } from '../lib/safe-redirect.js';
import type { TenantResolver } from '../request-context.js';

/**
 * Where each kind of request names its publication, and the one place that decides it:
 *
 * - `api` (DESIGN section 5): the X-Tenant-ID header, else the first label of the host, else the
 *   default publication. A slug that names no publication is a 404 "Tenant not found".
 * - `page` (SPEC section 4, as the browser resolves it): the host, then the /tenant/{slug}
 *   prefix, then the cookie that mirrors the stored `selectedTenant`, then the default. A host or
 *   cookie that names no publication is passed over (SPEC: the default is tried); an unknown
 *   prefix sends the reader to the same page of the default publication (302).
 * - `crawler` (robots.txt, sitemaps, feeds): the host, then the prefix, then the default; never
 *   a cookie or a header, which crawlers do not send. An unknown host or prefix is a 404.
 *
 * The host's first label is read by `tenantSlugOfHost` (packages/contracts), the rule the web app
 * applies too: not www, localhost, an IP address, or PUBLIC_URL's own host.
 */
export type TenantAddressing = 'api' | 'page' | 'crawler';

/** Where a page's or crawler file's publication was named, and the path under any prefix. */
export interface TenantAddress {
  source: 'header' | 'host' | 'prefix' | 'cookie' | 'default';
  /** The /tenant/{slug} prefix as written in the address; null without one. */
  prefix: string | null;
  /** The path under the prefix ('/story/12'), or the whole path without one. */
  rest: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant this request acts for; set before any tenant-scoped handler runs. */
    tenant: TenantRow;
    /** How a page or crawler file named it (null in the API, which has no prefix). */
    tenantAddress: TenantAddress | null;
  }
}

export interface TenantContextOptions {
  tenants: TenantResolver;
  /** The platform's own host name (from PUBLIC_URL): it names no tenant by itself. */
  baseHostname?: string | undefined;
  /** How the requests of this scope name their publication; `api` when absent. */
  addressing?: TenantAddressing;
}

export const TENANT_HEADER = 'x-tenant-id';

/** The publication the request's host names (its first label), if any. */
export function hostTenantSlugOf(
  request: FastifyRequest,
  baseHostname: string | undefined,
): string | undefined {
  return tenantSlugOfHost(request.host, baseHostname) ?? undefined;
}

/** The slug an API request names: X-Tenant-ID, else the host; none for the default. */
export function apiTenantSlugOf(
  request: FastifyRequest,
  baseHostname: string | undefined,
): string | undefined {
  const header = request.headers[TENANT_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader?.trim()) return fromHeader;
  return hostTenantSlugOf(request, baseHostname);
}

/** The path of a request, without its query. */
const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/** The tenant a slug names, or null when none does (or the slug is not one). */
async function existing(tenants: TenantResolver, slug: string | undefined | null) {
  if (!slug) return null;
  const cached = tenants.resolveCached(slug);
  if (cached) return cached;
  try {
    return await tenants.resolve(slug);
  } catch {
    return null;
  }
}

/** What a page or crawler file resolves to; no tenant when its /tenant/{slug} names none. */
type SiteResolution =
  { tenant: TenantRow; address: TenantAddress } | { tenant: null; address: TenantAddress };

/** SPEC section 4's order for pages (`page`), or the crawler files' (`crawler`). */
async function resolveSite(
  request: FastifyRequest,
  options: TenantContextOptions,
  addressing: 'page' | 'crawler',
): Promise<SiteResolution> {
  const { tenants } = options;
  const found = tenantPathPrefix(pathOf(request.url));
  const prefix = found?.prefix ?? null;
  const rest = found?.rest ?? pathOf(request.url);

  const hostSlug = hostTenantSlugOf(request, options.baseHostname);
  if (hostSlug) {
    const fromHost = await existing(tenants, hostSlug);
    if (fromHost) return { tenant: fromHost, address: { source: 'host', prefix, rest } };
    if (addressing === 'crawler') throw notFound(TENANT_MESSAGES.notFound);
  }
  if (found) {
    const fromPrefix = await existing(tenants, found.slug);
    return { tenant: fromPrefix, address: { source: 'prefix', prefix, rest } };
  }
  if (addressing === 'page') {
    const fromCookie = await existing(tenants, request.cookies?.[STORAGE_KEYS.selectedTenant]);
    if (fromCookie) return { tenant: fromCookie, address: { source: 'cookie', prefix, rest } };
  }
  return {
    tenant: await tenants.resolve(DEFAULT_TENANT_SLUG),
    address: { source: 'default', prefix, rest },
  };
}

/**
 * Decides the tenant of every request in the scope it is registered in, before any handler runs
 * (and before the read cache looks: its key starts with the tenant). Handlers pass
 * `request.tenant.id` explicitly to services; nothing reads it from a global.
 */
async function tenantContextPlugin(app: FastifyInstance, options: TenantContextOptions) {
  const addressing = options.addressing ?? 'api';
  if (!app.hasRequestDecorator('tenant')) {
    app.decorateRequest('tenant', null as unknown as TenantRow);
  }
  if (!app.hasRequestDecorator('tenantAddress')) app.decorateRequest('tenantAddress', null);

  if (addressing === 'api') {
    app.addHook('onRoute', (route) => {
      // Every tenant-scoped API route documents the unknown-tenant answer.
      const schema = (route.schema ??= {});
      schema.response = { 404: errorResponseSchema, ...(schema.response as object | undefined) };
    });
    // A callback hook: synchronous while the tenant is cached, which is nearly every request.
    app.addHook('onRequest', function decideTenant(request, _reply, done) {
      const slug = apiTenantSlugOf(request, options.baseHostname);
      const known = options.tenants.resolveCached(slug);
      if (known) {
        request.tenant = known;
        return done();
      }
      options.tenants.resolve(slug).then((tenant) => {
        request.tenant = tenant;
        done();
      }, done);
    });
    return;
  }

  app.addHook(
    'onRequest',
    async function decideTenant(request: FastifyRequest, reply: FastifyReply) {
      const { tenant, address } = await resolveSite(request, options, addressing);
      request.tenantAddress = address;
      if (tenant) {
        request.tenant = tenant;
        return;
      }
      if (addressing === 'crawler') throw notFound(TENANT_MESSAGES.notFound);
      // An unknown /tenant/{slug}: the same page of the default publication, on this site.
      const query = request.url.indexOf('?');
      const search = query < 0 ? '' : request.url.slice(query);
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(sameSiteLocation(address.rest, search), 302);
    },
  );
}

export default fp(tenantContextPlugin, { name: 'tenant-context' });
