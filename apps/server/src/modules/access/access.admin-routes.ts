import { ADMIN_MESSAGES, adminAccessSchema, messageResponseSchema } from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { AccessService } from './access.service.js';

const tags = ['admin: access'];

/** The options of a route any signed-in account may call that answers its access here. */
const accessRoute = (summary: string) => ({
  // Exempt from a publication's second-factor rule: the back-office learns from it where to go.
  config: { roles: 'signedIn' as const, mfaEnrollment: 'exempt' as const },
  schema: { tags, summary, security, response: { 200: adminAccessSchema, ...errors(401) } },
});

/** What the signed-in account may do here; any account may ask (readers learn they may not). */
export const accessAdminRoutes: FastifyPluginAsyncZod<{ service: AccessService }> = async (
  app,
  { service },
) => {
  app.get(
    '/access',
    accessRoute("The caller's role on this tenant, the sections it opens and their memberships"),
    async (request) => service.describe(request.tenant, adminCallerOf(request).user),
  );

  app.post(
    '/access/sign-in',
    accessRoute('Record a sign-in to the back-office (activity) and answer the access'),
    async (request) => service.signIn(request.tenant, adminCallerOf(request).user),
  );

  app.post(
    '/access/request',
    {
      config: {
        roles: 'signedIn',
        mfaEnrollment: 'exempt',
        rateLimit: { max: 10, timeWindow: 3_600_000 },
      },
      schema: {
        tags,
        summary: "Ask this tenant's admins for a back-office role (counts as pending user)",
        security,
        response: { 202: messageResponseSchema, ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      await service.requestAccess(request.tenant, adminCallerOf(request).user);
      return reply.status(202).send({ detail: ADMIN_MESSAGES.accessRequested });
    },
  );
};
