import { errorResponseSchema, searchQuerySchema, searchResponseSchema } from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from './search.service.js';
import { cacheTagsOf } from '../../plugins/read-cache.js';
import { contentTags, tagStories } from '../content/content-tags.js';

export const searchPublicRoutes: FastifyPluginAsyncZod<{ service: SearchService }> = async (
  app,
  { service },
) => {
  app.get(
    '/search',
    {
      // The same answer for everyone until the tenant's content changes.
      config: { readCache: {} },
      schema: {
        tags: ['search'],
        summary: "Full-text search over the current tenant's published stories",
        description:
          'websearch syntax: "quoted phrases", `or`, `-excluded`. Each story is matched in its own ' +
          'language; Chinese and Japanese by substring. Ranked title > summary > body with a ' +
          'recency boost, or newest first. `title_html` and `excerpt_html` are escaped text with ' +
          '`<mark>` around the matches.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const tags = cacheTagsOf(request);
      const answer = await service.search(request.tenant.id, request.query, tags);
      tags.add(contentTags.search);
      tagStories(tags, answer.stories);
      // Nothing found: not kept in the response cache, so that analytics hears every such search.
      if (answer.total === 0) reply.header('cache-control', 'no-store');
      return answer;
    },
  );
};
