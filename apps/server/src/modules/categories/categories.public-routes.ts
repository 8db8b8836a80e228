import { categoryListResponseSchema } from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CategoriesService } from './categories.service.js';
import { cacheTagsOf } from '../../plugins/read-cache.js';
import { contentTags } from '../content/content-tags.js';

export const categoriesPublicRoutes: FastifyPluginAsyncZod<{ service: CategoriesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/categories',
    {
      // The same for every caller: served from the versioned read cache.
      config: { readCache: {} },
      schema: {
        tags: ['categories'],
        summary: 'Categories of the current tenant, in editorial order',
        response: { 200: categoryListResponseSchema },
      },
    },
    async (request) => {
      cacheTagsOf(request).add(contentTags.nav);
      return service.list(request.tenant.id);
    },
  );
};
