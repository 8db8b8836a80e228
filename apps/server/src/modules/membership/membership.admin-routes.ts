import {
  adminTierListSchema,
  adminTierSchema,
  idParamsSchema,
  MEMBERSHIP_API_PATHS as PATHS,
  membershipSettingsSchema,
  membershipSettingsUpdateSchema,
  ROLE_SETS,
  tierInputSchema,
} from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { MembershipService } from './membership.service.js';

const tags = ['admin: membership'];
// Prices and the publication's Stripe keys: the tenant's admins (and platform admins) only.
const config = { roles: ROLE_SETS.tenantAdmin };

/** A contract path under /api/admin, as this scope (prefixed /admin) registers it. */
const inScope = (path: string) => path.replace(/^\/admin/, '');
const ID = ':id';

export interface MembershipAdminRoutesOptions {
  service: MembershipService;
  /** The absolute URL of a publication's webhook, for the settings page. */
  webhookUrlOf: (request: FastifyRequest) => string;
}

/** Issue 33's back-office calls: paid tiers and the membership settings. */
export const membershipAdminRoutes: FastifyPluginAsyncZod<MembershipAdminRoutesOptions> = async (
  app,
  { service, webhookUrlOf },
) => {
  app.get(
    inScope(PATHS.adminTiers),
    {
      config,
      schema: {
        tags,
        summary: "The publication's paid tiers, archived ones too, with their member counts",
        security,
        response: { 200: adminTierListSchema, ...errors(401, 403) },
      },
    },
    async (request) => service.adminTiers(request.tenant.id),
  );

  app.post(
    inScope(PATHS.adminTiers),
    {
      config,
      schema: {
        tags,
        summary: 'Create a paid tier',
        security,
        body: tierInputSchema,
        response: { 201: adminTierSchema, ...errors(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createTier(request.tenant, adminCallerOf(request), request.body)),
  );

  app.put(
    inScope(PATHS.adminTier(ID)),
    {
      config,
      schema: {
        tags,
        summary: 'Change a paid tier (every field, as created)',
        description:
          'A new price applies to new Checkouts; running subscriptions keep the price they were bought at.',
        security,
        params: idParamsSchema,
        body: tierInputSchema,
        response: { 200: adminTierSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.updateTier(request.tenant, adminCallerOf(request), request.params.id, request.body),
  );

  app.delete(
    inScope(PATHS.adminTier(ID)),
    {
      config,
      schema: {
        tags,
        summary: 'Delete a paid tier nobody holds',
        description: '409 while paid or comped members are on it: archive it instead.',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await service.deleteTier(request.tenant, adminCallerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    inScope(PATHS.adminSettings),
    {
      config,
      schema: {
        tags,
        summary: "The publication's membership settings",
        description:
          'The Stripe secret key and webhook secret are write-only: whether each is set (and the key\u2019s last four characters), never their value. `webhook_url` is where Stripe is to send this publication\u2019s events.',
        security,
        response: { 200: membershipSettingsSchema, ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.settings(request.tenant.id, webhookUrlOf(request));
    },
  );

  app.put(
    inScope(PATHS.adminSettings),
    {
      config,
      schema: {
        tags,
        summary: 'Change the membership settings',
        description: 'Keys left out are kept; `null` clears a key; a string sets it.',
        security,
        body: membershipSettingsUpdateSchema,
        response: { 200: membershipSettingsSchema, ...errors(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.updateSettings(
        request.tenant,
        adminCallerOf(request),
        request.body,
        webhookUrlOf(request),
      );
    },
  );
};
