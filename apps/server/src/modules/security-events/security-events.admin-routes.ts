import {
  ROLE_SETS,
  securityDailyQuerySchema,
  securityDailySchema,
  securityEventIdParamsSchema,
  securityEventListQuerySchema,
  securityEventListResponseSchema,
  securityEventResolveQuerySchema,
  securityEventResolveSchema,
  securityEventSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { SecurityEventsService } from './security-events.service.js';

const tags = ['admin: security'];
const config = { roles: ROLE_SETS.tenantAdmin };
const scoped =
  "scope=platform covers every publication and events outside any (platform admins only; 403 for anyone else); otherwise only this publication's events.";

/** SPEC section 7's security calls, plus the daily counts of the Security page's chart. */
export const securityEventsAdminRoutes: FastifyPluginAsyncZod<{
  service: SecurityEventsService;
}> = async (app, { service }) => {
  app.get(
    '/security/events',
    {
      config,
      schema: {
        tags,
        summary:
          'Security events (sign-ins, lockouts, resets, role changes, refusals...), newest first',
        description: `Filters: type, severity, resolved (true: resolved only; false: open only), since (ISO time). ${scoped}`,
        security,
        querystring: securityEventListQuerySchema,
        response: { 200: securityEventListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.list(request.tenant.id, request.adminRole, request.query),
  );

  app.get(
    '/security/events/daily',
    {
      config,
      schema: {
        tags,
        summary: 'Security events per UTC day and severity (days without events included)',
        description: `days: 1 to 90, default 30, ending today. ${scoped}`,
        security,
        querystring: securityDailyQuerySchema,
        response: { 200: securityDailySchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.daily(request.tenant.id, request.adminRole, request.query),
  );

  app.post(
    '/security/events/:id/resolve',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a security event resolved, with a note on what was done',
        description: `Records who resolved it and when; 409 when it is resolved already. ${scoped}`,
        security,
        params: securityEventIdParamsSchema,
        querystring: securityEventResolveQuerySchema,
        // The note is optional, and so is the body: SPEC section 7's client may post none.
        body: securityEventResolveSchema.nullish(),
        response: { 200: securityEventSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.resolve(
        request.tenant.id,
        adminCallerOf(request),
        request.params.id,
        request.query.scope,
        request.body?.note ?? '',
      ),
  );
};
