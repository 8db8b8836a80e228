import {
  adminTagCreateSchema,
  adminTagListQuerySchema,
  adminTagListResponseSchema,
  adminTagMergeSchema,
  adminTagSchema,
  adminTagUpdateSchema,
  idParamsSchema,
  ROLE_SETS,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { TagsService } from './tags.service.js';

const tags = ['admin: tags'];
const config = { roles: ROLE_SETS.editorial };

/** Issue 34's tag calls: editors and admins manage the tags; contributors pick from them. */
export const tagsAdminRoutes: FastifyPluginAsyncZod<{ service: TagsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/tags',
    {
      // Contributors read the list too: the article editor offers its tags to pick from.
      config: { roles: ROLE_SETS.backOffice },
      schema: {
        tags,
        summary: "The tenant's tags by name, with story counts",
        description:
          'Every back-office role may read the list (`q` filters by name or slug); changing it is for editors.',
        security,
        querystring: adminTagListQuerySchema,
        response: { 200: adminTagListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.adminList(request.tenant.id, request.query.q),
  );

  app.post(
    '/tags',
    {
      config,
      schema: {
        tags,
        summary: 'Create a tag',
        description:
          'Without `slug`, the name gives one; a slug another tag of this tenant uses is a 409.',
        security,
        body: adminTagCreateSchema,
        response: { 201: adminTagSchema, ...errors(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.tenant, adminCallerOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/tags/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a tag: only the fields sent',
        description:
          'A new `slug` keeps the old one: `GET /api/tags/{old}` answers 301 to the new address.',
        security,
        params: idParamsSchema,
        body: adminTagUpdateSchema,
        response: { 200: adminTagSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.update(request.tenant, adminCallerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/tags/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a tag; its stories lose it',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await service.remove(request.tenant, adminCallerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tags/:id/merge',
    {
      config,
      schema: {
        tags,
        summary: 'Merge a tag into another',
        description:
          "The tag's stories carry `into_id` instead (once), its slugs answer 301 to the target's, and it is deleted, in one transaction. Answers the target.",
        security,
        params: idParamsSchema,
        body: adminTagMergeSchema,
        response: { 200: adminTagSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.merge(
        request.tenant,
        adminCallerOf(request),
        request.params.id,
        request.body.into_id,
      ),
  );
};
