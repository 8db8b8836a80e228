import { errorResponseSchema, pageViewBeaconSchema } from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnalyticsService } from './analytics.service.js';

/**
 * The reader's page-view beacon. It only validates and counts in memory (the recorder writes in
 * batches), always answers 204 without a body and sets no cookie; with the tenant's analytics
 * off, or from a bot, nothing is counted.
 */
export const analyticsPublicRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/analytics/views',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Count one page view (cookieless; 204 whether counted or not)',
        description:
          "Counted only when the tenant's analytics feature is on and the User-Agent is not a bot. " +
          'Stored: the path (no query string), the story, the referring host name, the device ' +
          'class and a visitor hash that changes daily; never the address or the User-Agent.',
        body: pageViewBeaconSchema,
        response: { 204: z.null().describe('no content'), 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      service.recordView(request.tenant.id, request.body, {
        enabled: request.tenant.features.analytics,
        host: request.hostname,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return reply.header('cache-control', 'no-store').code(204).send(null);
    },
  );
};
