import { errorResponseSchema } from '@helionews/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantRow } from '../db/schema/index.js';
import type { TenantResolver } from '../request-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant this request acts for; set before any tenant-scoped handler runs. */
    tenant: TenantRow;
  }
}

export interface TenantContextOptions {
  tenants: TenantResolver;
  /** The platform's own host name (from PUBLIC_URL): it names no tenant by itself. */
  baseHostname?: string;
}

export const TENANT_HEADER = 'x-tenant-id';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The tenant slug a request names: the X-Tenant-ID header, else the first label of the host name
 * (not www, not localhost, not an IP address, not the platform's own host), else none (default).
 */
export function tenantSlugOf(request: FastifyRequest, baseHostname?: string): string | undefined {
  const header = request.headers[TENANT_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader?.trim()) return fromHeader;

  const hostname = request.hostname.toLowerCase().replace(/\.$/, '');
  if (!hostname || hostname.startsWith('[') || hostname.includes(':') || IPV4.test(hostname))
    return undefined;
  if (hostname === baseHostname) return undefined;
  const [label] = hostname.split('.');
  if (!label || label === 'www' || label === 'localhost') return undefined;
  return label;
}

/**
 * Decides the tenant of every request in the scope it is registered in; an unknown slug is a 404
 * before any handler runs. Handlers pass `request.tenant.id` explicitly to services; nothing
 * reads it from a global.
 */
async function tenantContextPlugin(app: FastifyInstance, options: TenantContextOptions) {
  app.decorateRequest('tenant', null as unknown as TenantRow);
  app.addHook('onRoute', (route) => {
    // Every tenant-scoped route documents the unknown-tenant answer.
    const schema = (route.schema ??= {});
    schema.response = { 404: errorResponseSchema, ...(schema.response as object | undefined) };
  });
  // A callback hook: synchronous while the tenant is cached, which is nearly every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const slug = tenantSlugOf(request, options.baseHostname);
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
}

export default fp(tenantContextPlugin, { name: 'tenant-context' });
