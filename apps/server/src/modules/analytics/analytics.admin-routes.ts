import {
  analyticsContentSchema,
  analyticsOverviewSchema,
  analyticsRangeQuerySchema,
  analyticsUsersSchema,
  dashboardScopeQuerySchema,
  ROLE_SETS,
  type AnalyticsRangeQuery,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import type { AnalyticsService } from './analytics.service.js';

/**
 * SPEC section 7: GET /admin/analytics/overview, /users and /content, plus a CSV export of the
 * last two for the same date range.
 */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/analytics/overview',
    {
      config: { roles: ROLE_SETS.tenantAdmin },
      schema: {
        tags: ['admin: analytics'],
        summary: 'Users (total, active, admins), categories and system status',
        description:
          "Users of a tenant: registered on it, holding a role on it or asking for one, and the platform admins; admin = the tenant's admins and the platform admins. scope=platform: every account and tenant (platform admins only; 403 for anyone else).",
        security,
        querystring: dashboardScopeQuerySchema,
        response: { 200: analyticsOverviewSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.overview(request.tenant.id, request.adminRole, request.query.scope),
  );

  const range = {
    description:
      '`from`/`to`: whole UTC days, both included (default: the last 30 days; at most 366 days).',
    security,
    querystring: analyticsRangeQuerySchema,
  };

  /** GET /analytics/<name>/export: the same figures of the range as a CSV attachment. */
  const csvExport = <Report extends { range: { from: string; to: string } }>(
    name: 'users' | 'content',
    read: (tenantId: number, enabled: boolean, query: AnalyticsRangeQuery) => Promise<Report>,
    toCsv: (report: Report) => string,
  ) =>
    app.get(
      `/analytics/${name}/export`,
      {
        config: { roles: ROLE_SETS.tenantAdmin },
        schema: {
          tags: ['admin: analytics'],
          summary: `The ${name} figures of the range as a CSV file (text/csv attachment)`,
          ...range,
          response: {
            // A CSV file, not JSON: the OpenAPI document says text/csv (its serializer never
            // runs: the handler sends text with that type).
            200: {
              description: `The ${name} figures as CSV, one section per table, CRLF line ends`,
              content: { 'text/csv': { schema: z.string() } },
            },
            ...errors(401, 403, 422),
          },
        },
      },
      async (request, reply) => {
        const report = await read(
          request.tenant.id,
          request.tenant.features.analytics,
          request.query,
        );
        const { from, to } = report.range;
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="analytics-${name}-${from}-to-${to}.csv"`,
          )
          .header('cache-control', 'private, no-store')
          .send(toCsv(report));
      },
    );

  app.get(
    '/analytics/users',
    {
      config: { roles: ROLE_SETS.tenantAdmin },
      schema: {
        tags: ['admin: analytics'],
        summary: 'New users, active users and visitors per day',
        ...range,
        response: { 200: analyticsUsersSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) =>
      service.users(request.tenant.id, request.tenant.features.analytics, request.query),
  );
  csvExport('users', service.users, service.usersCsv);
  app.get(
    '/analytics/content',
    {
      config: { roles: ROLE_SETS.tenantAdmin },
      schema: {
        tags: ['admin: analytics'],
        summary:
          'Views and visitors per day, top stories, pages and categories, referrers, devices, searches without results',
        ...range,
        response: { 200: analyticsContentSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) =>
      service.content(request.tenant.id, request.tenant.features.analytics, request.query),
  );
  csvExport('content', service.content, service.contentCsv);
};
