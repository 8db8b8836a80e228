import {
  rescheduleResultSchema,
  rescheduleSchema,
  ROLE_SETS,
  scheduleIdParamsSchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { SchedulerService } from './scheduler.service.js';

const tags = ['admin: news scheduler'];
const config = { roles: ROLE_SETS.editorial };

/** The News Scheduler (/admin/news-scheduler): planned publications and unpublications. */
export const schedulerAdminRoutes: FastifyPluginAsyncZod<{ service: SchedulerService }> = async (
  app,
  { service },
) => {
  app.get(
    '/news-scheduler',
    {
      config,
      schema: {
        tags,
        summary: 'Scheduled publications and planned unpublications in a time range',
        description:
          'Entries with `at` in [from, to), in time order; `time_zone` is the tenant Site Settings time zone the calendar shows them in. The range spans at most 92 days.',
        security,
        querystring: scheduleQuerySchema,
        response: { 200: scheduleResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.schedule(request.tenant, request.query),
  );

  app.put(
    '/news-scheduler/:id',
    {
      config,
      schema: {
        tags,
        summary: "Move a story's scheduled publication or planned unpublication",
        description:
          '`publish_at` only for scheduled stories, in the future; `unpublish_at` in the future and after the publication (null clears it). Other statuses and other tenants: 404.',
        security,
        params: scheduleIdParamsSchema,
        body: rescheduleSchema,
        response: { 200: rescheduleResultSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.reschedule(
        request.tenant.id,
        adminCallerOf(request),
        request.params.id,
        request.body,
      ),
  );
};
