import { errorResponseSchema, idParamsSchema, storyContentSchema } from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../plugins/auth.js';
import { PRIVATE_CACHE_CONTROL } from '../../plugins/read-cache.js';
import type { PaywallService } from './paywall.service.js';

export const storyContentQuerySchema = z.object({
  meter: z
    .enum(['anonymous'])
    .optional()
    .describe('an anonymous browser counting its own metered reads (leaky: counted client-side)'),
});

export const paywallPublicRoutes: FastifyPluginAsyncZod<{ service: PaywallService }> = async (
  app,
  { service },
) => {
  app.get(
    '/stories/:id/content',
    {
      // Depends on the caller: never opts into the read cache, and says so to every other cache.
      schema: {
        tags: ['stories'],
        summary: 'The whole body of a story, for a reader entitled to it',
        description:
          'Public stories for anyone; members stories for signed-in readers; paid stories for ' +
          'paying, comped or staff readers, or a free member with metered reads left (counted ' +
          'here, once per story a month). 401 anonymous, 403 signed-in but not entitled.',
        params: idParamsSchema,
        querystring: storyContentQuerySchema,
        response: {
          200: storyContentSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
      onRequest: async (request, reply) => {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        // A session is optional here; a token that names none is a 401 like anywhere else.
        if (bearerToken(request)) await app.requireAuth(request);
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return service.contentFor(
        request.tenant.id,
        request.params.id,
        request.auth?.user ?? null,
        request.query.meter === 'anonymous',
      );
    },
  );
};
