import {
  analyticsOverviewSchema,
  dashboardScopeQuerySchema,
  ROLE_SETS,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import type { DashboardService } from '../dashboard/dashboard.service.js';
import type { AnalyticsService } from './analytics.service.js';

/** SPEC section 7: GET /admin/analytics/overview (the rest of Analytics comes with its issue). */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<{
  service: AnalyticsService;
  dashboard: DashboardService;
}> = async (app, { service, dashboard }) => {
  app.get(
    '/analytics/overview',
    {
      config: { roles: ROLE_SETS.tenantAdmin },
      schema: {
        tags: ['admin: analytics'],
        summary: 'Users (total, active, admins), categories and system status',
        description:
          'Users of a tenant: signed up on it, holding a role on it or asking for one, and the platform admins. scope=platform: everyone (platform admins only).',
        security,
        querystring: dashboardScopeQuerySchema,
        response: { 200: analyticsOverviewSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) =>
      service.overview(
        dashboard.resolveScope(request.tenant.id, request.adminRole, request.query.scope),
      ),
  );
};
