import {
  feedCreateSchema,
  feedListQuerySchema,
  feedListResponseSchema,
  feedSchema,
  feedTestResultSchema,
  feedUpdateSchema,
  idParamsSchema,
  ROLE_SETS,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import { originOf } from '../security-events/security-events.request-events.js';
import type { FeedsService } from './feeds.service.js';

const tags = ['admin: rss feeds'];
// Editors run feeds (DESIGN section 4); the rss section admits the same roles.
const config = { roles: ROLE_SETS.editorial };

/** SPEC section 7's RSS calls: the tenant's feed subscriptions and a test fetch. */
export const feedsAdminRoutes: FastifyPluginAsyncZod<{ service: FeedsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/rss/feeds',
    {
      config,
      schema: {
        tags,
        summary: "The tenant's feeds, newest first, with their last fetch and item count",
        security,
        querystring: feedListQuerySchema,
        response: { 200: feedListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.list(request.tenant.id, request.query),
  );

  app.post(
    '/rss/feeds',
    {
      config: { ...config, idempotent: true },
      schema: {
        tags,
        summary: 'Subscribe to a feed',
        description:
          'An active feed is fetched within 30 seconds, then every `poll_interval_minutes` (at least 5). The same URL twice is a 409.',
        security,
        body: feedCreateSchema,
        response: { 201: feedSchema, ...errors(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.tenant.id, adminCallerOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/rss/feeds/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a feed: only the fields sent',
        description:
          'Switching a feed on (also a paused one) or changing its URL makes it due at once.',
        security,
        params: idParamsSchema,
        body: feedUpdateSchema,
        response: { 200: feedSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.update(request.tenant.id, adminCallerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/rss/feeds/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Unsubscribe from a feed (the stories it imported stay)',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await service.remove(request.tenant.id, adminCallerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/rss/feeds/:id/test',
    {
      config,
      schema: {
        tags,
        summary: 'Fetch the feed now and show what it would import (imports nothing)',
        description:
          'A fetch that fails or is refused (private address, timeout, too large, not a feed) is a 502 whose `detail` says why.',
        security,
        params: idParamsSchema,
        response: { 200: feedTestResultSchema, ...errors(401, 403, 404, 422, 502) },
      },
    },
    async (request) =>
      service.test(request.tenant.id, adminCallerOf(request), request.params.id, originOf(request)),
  );
};
