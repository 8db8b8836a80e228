import {
  adminCategoryCreateSchema,
  adminCategoryDeleteQuerySchema,
  adminCategoryListResponseSchema,
  adminCategoryOrderSchema,
  adminCategorySchema,
  adminCategoryUpdateSchema,
  idParamsSchema,
  ROLE_SETS,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { CategoriesService } from './categories.service.js';

const tags = ['admin: categories'];
const config = { roles: ROLE_SETS.editorial };

/** SPEC section 7's category calls, plus the order of the reader navigation. */
export const categoriesAdminRoutes: FastifyPluginAsyncZod<{ service: CategoriesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/categories',
    {
      // Contributors read the list too: the article editor offers its categories.
      config: { roles: ROLE_SETS.backOffice },
      schema: {
        tags,
        summary: "The tenant's categories in navigation order, with story counts",
        description: 'Every back-office role may read the list; changing it is for editors.',
        security,
        response: { 200: adminCategoryListResponseSchema, ...errors(401, 403) },
      },
    },
    async (request) => service.adminList(request.tenant.id),
  );

  app.post(
    '/categories',
    {
      config,
      schema: {
        tags,
        summary: 'Create a category at the end of the navigation',
        description:
          'Without `slug`, the name gives one; a slug another category of this tenant uses is a 409.',
        security,
        body: adminCategoryCreateSchema,
        response: { 201: adminCategorySchema, ...errors(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.tenant, adminCallerOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/categories/order',
    {
      config,
      schema: {
        tags,
        summary: 'Reorder the categories (the reader navigation follows)',
        description:
          '`ids` lists every category of this tenant exactly once, in the new order (422 otherwise); positions become 0..n-1.',
        security,
        body: adminCategoryOrderSchema,
        response: { 200: adminCategoryListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.reorder(request.tenant, adminCallerOf(request), request.body.ids),
  );

  app.put(
    '/categories/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a category: only the fields sent',
        security,
        params: idParamsSchema,
        body: adminCategoryUpdateSchema,
        response: { 200: adminCategorySchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.update(request.tenant, adminCallerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a category, moving its stories to another one',
        description:
          'A category that still has stories needs `move_to` (409 otherwise): its stories move there and the category goes in one transaction.',
        security,
        params: idParamsSchema,
        querystring: adminCategoryDeleteQuerySchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await service.remove(
        request.tenant,
        adminCallerOf(request),
        request.params.id,
        request.query.move_to,
      );
      return reply.status(204).send(null);
    },
  );
};
