import {
  analyticsContentSchema,
  analyticsOverviewSchema,
  analyticsRangeQuerySchema,
  analyticsUsersSchema,
  dashboardScopeQuerySchema,
  ROLE_SETS,
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
  const attachment = (name: string, from: string, to: string) =>
    `attachment; filename="analytics-${name}-${from}-to-${to}.csv"`;

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
  app.get(
    '/analytics/users/export',
    {
      config: { roles: ROLE_SETS.tenantAdmin },
      schema: {
        tags: ['admin: analytics'],
        summary: 'The users figures of the range as a CSV file (text/csv attachment)',
        ...range,
        response: { 200: z.string().describe('text/csv'), ...errors(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const data = await service.users(
        request.tenant.id,
        request.tenant.features.analytics,
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('users', data.range.from, data.range.to))
        .header('cache-control', 'private, no-store')
        .send(service.usersCsv(data));
    },
  );
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
  app.get(
    '/analytics/content/export',
    {
      config: { roles: ROLE_SETS.tenantAdmin },
      schema: {
        tags: ['admin: analytics'],
        summary: 'The content figures of the range as a CSV file (text/csv attachment)',
        ...range,
        response: { 200: z.string().describe('text/csv'), ...errors(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const data = await service.content(
        request.tenant.id,
        request.tenant.features.analytics,
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('content', data.range.from, data.range.to))
        .header('cache-control', 'private, no-store')
        .send(service.contentCsv(data));
    },
  );
};
