import {
  API_BASE,
  errorResponseSchema,
  SITE_PAGE_API_PATHS,
  sitePageNavSchema,
  sitePageSchema,
  sitePageSlugParamsSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
        description:
          'A draft, an unknown slug and another tenant’s page are all a 404. A slug a published page had before it was renamed answers 301 to the page under its slug now.',
        params: sitePageSlugParamsSchema,
        response: {
          200: sitePageSchema,
          301: z.null(),
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Tagged before the lookup: a page published later must not stay a 404.
      cacheTagsOf(request).add(contentTags.pages);
      const found = await service.findForReader(request.tenant.id, request.params.slug);
      if ('redirectTo' in found) {
        return reply
          .status(301)
          .header('location', `${API_BASE}${SITE_PAGE_API_PATHS.page(found.redirectTo)}`)
          .send(null);
      }
      return found.page;
    },
  );
};
