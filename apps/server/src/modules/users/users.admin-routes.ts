import {
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  idParamsSchema,
  ROLE_SETS,
} from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { UsersRequestContext, UsersService } from './users.service.js';

const tags = ['admin: users'];
const config = { roles: ROLE_SETS.tenantAdmin };

const SCOPE =
  'Tenant admins act on the accounts of this publication (signed up here, holding a role here or asking for one; platform admins are listed too); platform admins act on every account. An id outside that scope is 404.';
const OWNED =
  "A tenant admin may do this only to an account that belongs to this publication alone: not a platform admin's (403), and not one that signed up on or holds a role on another publication (403, whose message says to revoke its role here instead); platform admins may do it to any account.";

function contextOf(request: FastifyRequest): UsersRequestContext {
  const userAgent = request.headers['user-agent'];
  return {
    tenant: request.tenant,
    caller: adminCallerOf(request),
    origin: { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null },
    acceptLanguage: request.headers['accept-language'],
  };
}

/** SPEC section 7's user calls: list, read, create, update, delete, activate, deactivate. */
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
        description: `page_size up to 1000 (the dashboard reads the first 1000 users). status=pending: active accounts that asked this publication for back-office access (/admin/register) and hold no role here yet, as user_management_pending counts them. sort: created_at, username, email or last_login_at, with a leading - for descending (default -created_at). ${SCOPE}`,
        security,
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.list(contextOf(request), request.query),
  );

  app.get(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One user, with the roles the caller may see',
        description: `Tenant admins see the roles on this publication; platform admins see every role. ${SCOPE}`,
        security,
        params: idParamsSchema,
        response: { 200: adminUserSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.get(contextOf(request), request.params.id),
  );

  app.post(
    '/users',
    {
      config: { ...config, idempotent: true },
      schema: {
        tags,
        summary: 'Create an account; its owner gets a mail with a link to set a password',
        description:
          'No password is set, sent or shown: the new user receives a single-use set-password link (valid 7 days) by mail, and the account counts as signed up on this publication. roles: tenant admins may grant roles on this publication only (403 otherwise); is_admin: platform admins only (403). A taken email or username is 409.',
        security,
        body: adminUserCreateSchema,
        response: { 201: adminUserSchema, ...errors(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const created = await service.create(contextOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary: "Change a user's email, username or roles; platform admins also is_admin",
        description: `Partial: only the fields sent change. \`roles\` replaces the roles on the tenants the caller administers (tenant admins: this tenant; platform admins: all); an empty list revokes them. is_admin: platform admins only; nobody changes their own, and the last active platform admin cannot be demoted (409). A taken email or username is 409. display_name: what the bylines of the account's articles show (at most 80 characters; "" or null clears it, the username stands in); a change refreshes the publications where its articles are published. Email, username and display name: ${OWNED} ${SCOPE}`,
        security,
        params: idParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.update(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an account for good, with its sessions and roles',
        description: `Nobody deletes their own account, nor the last active platform admin (409). ${OWNED} ${SCOPE}`,
        security,
        params: idParamsSchema,
        response: { 204: z.null().describe('deleted'), ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await service.remove(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/:id/activate',
    {
      config,
      schema: {
        tags,
        summary: 'Let a deactivated account sign in again',
        description: `Its sessions revoked at deactivation stay revoked: the user signs in anew. Already active: nothing changes. ${OWNED} ${SCOPE}`,
        security,
        params: idParamsSchema,
        response: { 200: adminUserSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.setActive(contextOf(request), request.params.id, true),
  );

  app.post(
    '/users/:id/deactivate',
    {
      config,
      schema: {
        tags,
        summary: 'Block sign-in and revoke every session of the account at once',
        description: `Its live tokens stop working on the next request and signing in answers 403 'This account has been deactivated'. Nobody deactivates their own account, nor the last active platform admin (409). Already inactive: nothing changes. ${OWNED} ${SCOPE}`,
        security,
        params: idParamsSchema,
        response: { 200: adminUserSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.setActive(contextOf(request), request.params.id, false),
  );

  app.delete(
    '/users/:id/2fa',
    {
      config,
      schema: {
        tags,
        summary: "Remove the account's two-step verification (a lost phone)",
        description: `Removes the authenticator app and the recovery codes (every second factor), signs the account out everywhere and mails its owner; recorded as activity and as a 'second_factor_removed_by_admin' security event. A tenant admin may do this only for staff of this publication alone (403 otherwise); platform admins for anyone. Not for one's own account (409): the profile removes it with the password. No second factor: 409. ${SCOPE}`,
        security,
        params: idParamsSchema,
        response: { 204: z.null().describe('removed'), ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await service.removeSecondFactors(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
