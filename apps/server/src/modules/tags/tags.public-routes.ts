import {
  errorResponseSchema,
  tagListResponseSchema,
  tagSchema,
  tagSlugParamsSchema,
  TAG_API_PATHS,
  API_BASE,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTagsOf } from '../../plugins/read-cache.js';
import { contentTags } from '../content/content-tags.js';
import type { TagsService } from './tags.service.js';

export const tagsPublicRoutes: FastifyPluginAsyncZod<{ service: TagsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/tags',
    {
      // The same for every caller: served from the versioned read cache.
      config: { readCache: {} },
      schema: {
        tags: ['tags'],
        summary: 'Tags of the current tenant that carry a published story, by name',
        response: { 200: tagListResponseSchema },
      },
    },
    async (request) => {
      // A story published or unpublished changes the counts, as it changes the front page.
      cacheTagsOf(request).add(contentTags.tags, contentTags.front);
      return service.list(request.tenant.id);
    },
  );

  app.get(
    '/tags/:slug',
    {
      config: { readCache: {} },
      schema: {
        tags: ['tags'],
        summary: 'One tag of the current tenant, by slug',
        description:
          "A slug the tag had before a rename, or a merged tag's, answers 301 to the tag's address; another tenant's slug is a 404.",
        params: tagSlugParamsSchema,
        response: {
          200: tagSchema,
          301: z.null(),
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const found = await service.findForReader(request.tenant.id, request.params.slug);
      if ('redirectTo' in found) {
        return reply
          .status(301)
          .header('location', `${API_BASE}${TAG_API_PATHS.tag(found.redirectTo)}`)
          .send(null);
      }
      const tags = cacheTagsOf(request);
      tags.add(contentTags.tag(found.tag.id), contentTags.tagList(found.tag.id), contentTags.front);
      return found.tag;
    },
  );
};
