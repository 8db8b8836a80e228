import {
  analyticsOverviewSchema,
  dashboardScopeQuerySchema,
  ROLE_SETS,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import type { AnalyticsService } from './analytics.service.js';

/** SPEC section 7: GET /admin/analytics/overview (the rest of Analytics comes with its issue). */
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
};
