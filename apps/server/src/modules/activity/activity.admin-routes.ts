import { activityHistoryQuerySchema, activityHistorySchema, ROLE_SETS } from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { ActivityService } from './activity.service.js';

/** One entity's history: who did what to this article, category, user or event, and when. */
export const activityAdminRoutes: FastifyPluginAsyncZod<{ service: ActivityService }> = async (
  app,
  { service },
) => {
  app.get(
    '/activity',
    {
      config: { roles: ROLE_SETS.editorial },
      schema: {
        tags: ['admin: activity'],
        summary: "An entity's history in this publication, newest first",
        description:
          'entity_type user and security_event: tenant admins and platform admins only. An entity of another publication has no history here.',
        security,
        querystring: activityHistoryQuerySchema,
        response: { 200: activityHistorySchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.history(request.tenant.id, adminCallerOf(request), request.query),
  );
};
