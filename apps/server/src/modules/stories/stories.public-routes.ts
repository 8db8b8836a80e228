import {
  errorResponseSchema,
  idParamsSchema,
  relatedStoriesQuerySchema,
  relatedStoriesResponseSchema,
  storyListQuerySchema,
  storyListResponseSchema,
  storySchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoriesService } from './stories.service.js';
import { cacheTagsOf } from '../../plugins/read-cache.js';
import { tagStories } from '../content/content-tags.js';

export const storiesPublicRoutes: FastifyPluginAsyncZod<{ service: StoriesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/stories',
    {
      // The same for every caller: served from the versioned read cache.
      config: { readCache: {} },
      schema: {
        tags: ['stories'],
        summary: 'Published stories of the current tenant, newest first',
        querystring: storyListQuerySchema,
        response: {
          200: storyListResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const tags = cacheTagsOf(request);
      const list = await service.listPublished(request.tenant.id, request.query, tags);
      tagStories(tags, list.stories);
      return list;
    },
  );

  app.get(
    '/stories/:id',
    {
      config: { readCache: {} },
      schema: {
        tags: ['stories'],
        summary: 'One published story of the current tenant',
        description: 'A story of another tenant is a 404, exactly like a missing one.',
        params: idParamsSchema,
        response: { 200: storySchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const tags = cacheTagsOf(request);
      const story = await service.getPublished(request.tenant.id, request.params.id, tags);
      tagStories(tags, [story]);
      return story;
    },
  );

  app.get(
    '/stories/:id/related',
    {
      config: { readCache: {} },
      schema: {
        tags: ['stories'],
        summary: 'Stories like a published one: same category first, then similar text',
        description: 'Only stories of the current tenant; the story itself never appears.',
        params: idParamsSchema,
        querystring: relatedStoriesQuerySchema,
        response: {
          200: relatedStoriesResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const tags = cacheTagsOf(request);
      const related = await service.listRelated(
        request.tenant.id,
        request.params.id,
        request.query.limit,
        tags,
      );
      return related;
    },
  );
};
