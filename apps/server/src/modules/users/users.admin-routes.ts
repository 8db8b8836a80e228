import {
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  idParamsSchema,
  ROLE_SETS,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { UsersService } from './users.service.js';

const tags = ['admin: users'];
const config = { roles: ROLE_SETS.tenantAdmin };

/** SPEC section 7's user calls, as far as this release goes: the list and role grants. */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (
  app,
  { service },
) => {
  app.get(
    '/users',
    {
      config,
      schema: {
        tags,
        summary: "This tenant's users: signed up here, holding a role, or asking for one",
        description: 'page_size up to 1000 (the dashboard reads the first 1000 users).',
        security,
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.list(request.tenant.id, adminCallerOf(request), request.query),
  );

  app.put(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary: "Grant, change or revoke a user's roles; platform admins also is_admin",
        description:
          '`roles` replaces the roles on the tenants the caller administers (tenant admins: this tenant; platform admins: all); an empty list revokes them.',
        security,
        params: idParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.update(request.tenant, adminCallerOf(request), request.params.id, request.body),
  );
};
