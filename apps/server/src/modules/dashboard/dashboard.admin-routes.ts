import {
  articlesByCategorySchema,
  dashboardScopeQuerySchema,
  dashboardSummarySchema,
  navigationCountsSchema,
  recentActivityQuerySchema,
  recentActivitySchema,
  ROLE_SETS,
  weeklyActivitySchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { DashboardService } from './dashboard.service.js';

const tags = ['admin: dashboard'];
const config = { roles: ROLE_SETS.backOffice };
const scoped = 'scope=platform adds up every tenant (platform admins only; 403 for anyone else).';

/** The options of a route that answers for the tenant or, with scope=platform, every tenant. */
const scopedRoute = <Query extends z.ZodType, Response extends z.ZodType>(
  summary: string,
  querystring: Query,
  response: Response,
) => ({
  config,
  schema: {
    tags,
    summary,
    description: scoped,
    security,
    querystring,
    response: { 200: response, ...errors(401, 403, 422) },
  },
});

/** SPEC section 7: the dashboard calls, for every back-office role. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (
  app,
  { service },
) => {
  app.get(
    '/dashboard/summary',
    scopedRoute(
      'Stories, articles, categories and members in figures',
      dashboardScopeQuerySchema,
      dashboardSummarySchema,
    ),
    async (request) =>
      service.summary(request.tenant.id, adminCallerOf(request), request.query.scope),
  );

  app.get(
    '/dashboard/navigation-counts',
    {
      config,
      schema: {
        tags,
        summary: "The side navigation's badges: what waits for someone's decision here",
        description:
          "Each equals the `total` of the list its entry opens with the pending filter, as the caller's role sees that list (a contributor's own articles); 0 for a list the role may not open.",
        security,
        response: { 200: navigationCountsSchema, ...errors(401, 403) },
      },
    },
    async (request) => service.navigationCounts(request.tenant.id, adminCallerOf(request)),
  );

  app.get(
    '/dashboard/weekly-activity',
    scopedRoute(
      'Back-office actions, sign-ins and publications per day, last 7 days (UTC)',
      dashboardScopeQuerySchema,
      weeklyActivitySchema,
    ),
    async (request) =>
      service.weeklyActivity(request.tenant.id, request.adminRole, request.query.scope),
  );

  app.get(
    '/dashboard/articles-by-category',
    scopedRoute(
      'Stories per category (total, published, pending), uncategorized last',
      dashboardScopeQuerySchema,
      articlesByCategorySchema,
    ),
    async (request) =>
      service.articlesByCategory(request.tenant.id, request.adminRole, request.query.scope),
  );

  app.get(
    '/dashboard/recent-activity',
    scopedRoute(
      'Who did what, newest first (limit default 10, at most 50)',
      recentActivityQuerySchema,
      recentActivitySchema,
    ),
    async (request) =>
      service.recentActivity(
        request.tenant.id,
        request.adminRole,
        request.query.scope,
        request.query.limit,
      ),
  );
};
