import type { AccessRole, TenantRole } from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { TenantRow } from '../../db/schema/index.js';
import type { RequestOrigin, SecurityEventsService } from './security-events.service.js';

/** The client's address (as the trusted proxies report it) and user agent. */
export function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/** The route as declared ('/api/admin/users/:id'), never the URL with its ids and query. */
const routeOf = (request: FastifyRequest): string =>
  request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;

/** Set by the tenant plugin inside /api; absent on routes outside it. */
const tenantIdOf = (request: FastifyRequest): number | null =>
  (request as { tenant?: TenantRow | null }).tenant?.id ?? null;

/**
 * The events a request can cause again and again (a refused back-office call, a rate-limit hit,
 * a refused upload): recorded at most once a minute per caller and route, so that a flood of
 * requests does not become a flood of rows.
 */
export function createRequestSecurityEvents(service: SecurityEventsService) {
  return {
    /** A signed-in caller refused by a back-office route's roles. */
    async permissionDenied(
      request: FastifyRequest,
      denial: {
        userId: number;
        required: readonly TenantRole[];
        role: () => Promise<AccessRole | null>;
      },
    ): Promise<void> {
      const route = routeOf(request);
      const tenantId = tenantIdOf(request);
      const { userId, required } = denial;
      await service.recordThrottled(
        `permission_denied|${tenantId}|${userId}|${request.method} ${route}`,
        async () => ({
          type: 'permission_denied',
          tenantId,
          userId,
          origin: originOf(request),
          details: {
            method: request.method,
            route,
            role: (await denial.role()) ?? 'none',
            required: required.length > 0 ? required.join(',') : 'platform_admin',
          },
        }),
      );
    },

    /** A refused upload (type, size, feature off...), with the answer's status and reason. */
    async uploadRefused(
      request: FastifyRequest,
      refusal: { tenantId: number; userId: number; status: number; reason: string },
    ): Promise<void> {
      const route = routeOf(request);
      await service.recordThrottled(
        `upload_refused|${refusal.tenantId}|${refusal.userId}|${route}|${refusal.status}`,
        {
          type: 'upload_refused',
          tenantId: refusal.tenantId,
          userId: refusal.userId,
          origin: originOf(request),
          details: {
            method: request.method,
            route,
            status: refusal.status,
            reason: refusal.reason.slice(0, 200),
          },
        },
      );
    },

    /** A request refused by a route's rate limit; `key` is what the limit counts by (IP...). */
    async rateLimited(request: FastifyRequest, key: string): Promise<void> {
      const route = routeOf(request);
      const tenantId = tenantIdOf(request);
      await service.recordThrottled(`rate_limited|${tenantId}|${key}|${request.method} ${route}`, {
        type: 'rate_limited',
        tenantId,
        userId: request.auth?.user.id ?? null,
        origin: originOf(request),
        details: { method: request.method, route },
      });
    },
  };
}

export type RequestSecurityEvents = ReturnType<typeof createRequestSecurityEvents>;
