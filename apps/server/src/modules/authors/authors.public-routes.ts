import {
  authorPageQuerySchema,
  authorPageResponseSchema,
  authorParamsSchema,
  errorResponseSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthorsService } from './authors.service.js';
import { cacheTagsOf } from '../../plugins/read-cache.js';

export const authorsPublicRoutes: FastifyPluginAsyncZod<{ service: AuthorsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/authors/:username',
    {
      // The same for every caller: served from the versioned read cache (a new byline, name or
      // username bumps the content version of the publications the author wrote for).
      config: { readCache: {} },
      schema: {
        tags: ['authors'],
        summary: "An author's public profile and published stories in the current tenant",
        description:
          'Newest first, paged like the story lists. An unknown username, an account with no ' +
          'published story in this tenant and an author of another tenant are all a 404.',
        params: authorParamsSchema,
        querystring: authorPageQuerySchema,
        response: {
          200: authorPageResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) =>
      service.page(request.tenant.id, request.params.username, request.query, cacheTagsOf(request)),
  );
};
