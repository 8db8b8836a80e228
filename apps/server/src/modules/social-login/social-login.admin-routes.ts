import {
  ROLE_SETS,
  SOCIAL_LOGIN_API_PATHS as PATHS,
  signInProvidersSchema,
  signInProvidersUpdateSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import { callbackUrlOf, socialContext } from './social-login.public-routes.js';
import type { SocialLoginService } from './social-login.service.js';

const tags = ['admin: sign-in'];
// The publication's OAuth client secrets: its admins (and platform admins) only.
const config = { roles: ROLE_SETS.tenantAdmin };
/** A contract path under /api/admin, as this scope (prefixed /admin) registers it. */
const inScope = (path: string) => path.replace(/^\/admin/, '');

/** The publication's reader sign-in providers (issue 35, ADR 036). */
export const socialLoginAdminRoutes: FastifyPluginAsyncZod<{
  service: SocialLoginService;
}> = async (app, { service }) => {
  app.get(
    inScope(PATHS.adminProviders),
    {
      config,
      schema: {
        tags,
        summary: "The publication's reader sign-in with Google and Facebook",
        description:
          'Each provider: enabled, its client ID, whether a client secret is stored (never the secret), and the callback URL to register with the provider.',
        security,
        response: { 200: signInProvidersSchema, ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.settings(request.tenant.id, callbackUrlOf(request));
    },
  );

  app.put(
    inScope(PATHS.adminProviders),
    {
      config,
      schema: {
        tags,
        summary: 'Change the reader sign-in with Google and Facebook',
        description:
          'Both providers, each `{enabled, client_id, client_secret?}`. An empty or absent `client_secret` keeps the stored one. A provider is enabled only with a client ID and a secret (422). Recorded in the activity log and as a security event, without the secret.',
        security,
        body: signInProvidersUpdateSchema,
        response: { 200: signInProvidersSchema, ...errors(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.updateSettings(
        socialContext(request),
        adminCallerOf(request),
        request.body,
        callbackUrlOf(request),
      );
    },
  );
};
