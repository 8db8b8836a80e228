import {
  errorResponseSchema,
  sitePageNavSchema,
  sitePageSchema,
  sitePageSlugParamsSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTagsOf } from '../../plugins/read-cache.js';
import { contentTags } from '../content/content-tags.js';
import type { SitePagesService } from './site-pages.service.js';

export const sitePagesPublicRoutes: FastifyPluginAsyncZod<{ service: SitePagesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/pages',
    {
      // The same for every caller: served from the versioned read cache.
      config: { readCache: {} },
      schema: {
        tags: ['pages'],
        summary: 'The published pages the header and footer link, in the editor’s order',
        description:
          'Also the slugs of the published about and corrections pages, which the publisher’s structured data links.',
        response: { 200: sitePageNavSchema },
      },
    },
    async (request) => {
      cacheTagsOf(request).add(contentTags.pages);
      return service.nav(request.tenant.id);
    },
  );

  app.get(
    '/pages/:slug',
    {
      config: { readCache: {} },
      schema: {
        tags: ['pages'],
        summary: 'One published page of the current tenant, by slug',
        description: 'A draft, an unknown slug and another tenant’s page are all a 404.',
        params: sitePageSlugParamsSchema,
        response: { 200: sitePageSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      // Tagged before the lookup: a page published later must not stay a 404.
      cacheTagsOf(request).add(contentTags.pages);
      return service.findForReader(request.tenant.id, request.params.slug);
    },
  );
};
