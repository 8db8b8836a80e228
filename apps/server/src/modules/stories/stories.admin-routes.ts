import {
  adminRejectSchema,
  adminStoryBulkResultSchema,
  adminStoryBulkSchema,
  adminStoryIdParamsSchema,
  adminStoryListQuerySchema,
  adminStoryListResponseSchema,
  adminStorySchema,
  ROLE_SETS,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { StoriesAdminService } from './stories.admin-service.js';

const tags = ['admin: stories'];
const config = { roles: ROLE_SETS.editorial };

/** SPEC section 7's story calls: the review queue, approve and reject, one or many at once. */
export const storiesAdminRoutes: FastifyPluginAsyncZod<{ service: StoriesAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    '/stories',
    {
      config,
      schema: {
        tags,
        summary: "The tenant's stories; by default feed items pending review",
        description:
          '`status` and `origin` default to `pending` and `feed` (the review queue); `all` lifts either filter. `category` must be a category slug of this tenant. Newest received first.',
        security,
        querystring: adminStoryListQuerySchema,
        response: { 200: adminStoryListResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.list(request.tenant, request.query),
  );

  app.post(
    '/stories/bulk',
    {
      config,
      schema: {
        tags,
        summary: 'Approve or reject many stories at once',
        description:
          'Each id is decided on its own in one transaction: `updated` lists those that moved, `failed` the others with the reason (not found, including ids of other tenants, or not pending).',
        security,
        body: adminStoryBulkSchema,
        response: { 200: adminStoryBulkResultSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.bulk(request.tenant, adminCallerOf(request), request.body),
  );

  app.get(
    '/stories/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One story of the tenant, with its body for the preview',
        security,
        params: adminStoryIdParamsSchema,
        response: { 200: adminStorySchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.get(request.tenant, request.params.id),
  );

  app.post(
    '/stories/:id/approve',
    {
      config,
      schema: {
        tags,
        summary: 'Publish a story pending review now',
        description: 'Only stories pending review can be approved (409 otherwise).',
        security,
        params: adminStoryIdParamsSchema,
        response: { 200: adminStorySchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.approve(request.tenant, adminCallerOf(request), request.params.id),
  );

  app.post(
    '/stories/:id/reject',
    {
      config,
      schema: {
        tags,
        summary: 'Reject a story pending review, with the reason',
        description: 'Only stories pending review can be rejected (409 otherwise).',
        security,
        params: adminStoryIdParamsSchema,
        body: adminRejectSchema,
        response: { 200: adminStorySchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.reject(
        request.tenant,
        adminCallerOf(request),
        request.params.id,
        request.body.reason,
      ),
  );
};
