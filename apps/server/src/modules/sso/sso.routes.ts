import {
  errorResponseSchema,
  ROLE_SETS,
  SSO_API_PATHS as PATHS,
  ssoCallbackQuerySchema,
  ssoSettingsInputSchema,
  ssoSettingsSchema,
  ssoStartQuerySchema,
  ssoStatusSchema,
} from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import { originOf } from '../security-events/security-events.request-events.js';
import type { TenantsService } from '../tenants/tenants.service.js';
import type { SsoService } from './sso.service.js';

/** The site the browser is on, as it addressed this request (the provider sends it back there). */
const siteOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const callbackUrl = (request: FastifyRequest) => `${siteOrigin(request)}/api${PATHS.ssoCallback}`;

/** A contract path under /api/admin, as this scope (prefixed /admin) registers it. */
const inScope = (path: string) => path.replace(/^\/admin/, '');

/** GET and PUT /admin/sso: the publication's admins set its single sign-on up. */
export const ssoAdminRoutes: FastifyPluginAsyncZod<{ service: SsoService }> = async (
  app,
  { service },
) => {
  const tags = ['admin: single sign-on'];
  const config = { roles: ROLE_SETS.tenantAdmin };

  app.get(
    inScope(PATHS.adminSso),
    {
      config,
      schema: {
        tags,
        summary: "The publication's single sign-on settings (the client secret never)",
        description:
          '`client_secret_set` says whether a secret is stored. `redirect_uri` is the callback to register at the identity provider.',
        security,
        response: { 200: ssoSettingsSchema, ...errors(401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'private, no-store')
        .send(await service.settings(request.tenant.id, callbackUrl(request))),
  );

  app.put(
    inScope(PATHS.adminSso),
    {
      config,
      schema: {
        tags,
        summary: "Set the publication's single sign-on up",
        description:
          'An omitted `client_secret` keeps the stored one (required the first time). The issuer must be https (plain http only for hosts the operator allows, OIDC_ALLOW_HOSTS). Enabling needs at least one allowed email domain. Recorded in the activity and as a security event.',
        security,
        body: ssoSettingsInputSchema,
        response: { 200: ssoSettingsSchema, ...errors(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'private, no-store')
        .send(
          await service.saveSettings(
            request.tenant,
            adminCallerOf(request),
            originOf(request),
            request.body,
            callbackUrl(request),
          ),
        ),
  );
};

const slugParamsSchema = z.object({ tenant_slug: z.string().min(1).max(100) });
const redirectResponse = { 302: z.null().describe('to the Location header') };

/** The public SSO routes: the sign-in page's status, the start, the provider's callback. */
export const ssoPublicRoutes: FastifyPluginAsyncZod<{
  service: SsoService;
  tenants: TenantsService;
}> = async (app, { service, tenants }) => {
  const tags = ['auth: single sign-on'];

  app.get(
    PATHS.ssoCallback,
    {
      schema: {
        tags,
        summary: "The identity provider's callback (browser navigation)",
        description:
          'Checks the state (unknown, used or expired: refused), exchanges the code with PKCE and checks the nonce, requires a verified email of an allowed domain, sets the role from the role claim on the publication that started the sign-in, then redirects to /admin/login?sso_code=<one-time code> (exchange it with POST /auth/sso/exchange), or to /admin/login?sso_error=<reason>.',
        querystring: ssoCallbackQuerySchema,
        response: redirectResponse,
      },
    },
    async (request, reply) => {
      const query = request.url.indexOf('?');
      const location = await service.callback(
        originOf(request),
        request.query,
        query < 0 ? '' : request.url.slice(query),
      );
      return reply.header('Cache-Control', 'no-store').redirect(location, 302);
    },
  );

  app.get(
    '/auth/sso/:tenant_slug',
    {
      schema: {
        tags,
        summary: 'Whether a publication offers single sign-on, for its back-office sign-in page',
        params: slugParamsSchema,
        response: { 200: ssoStatusSchema, 404: errorResponseSchema },
      },
    },
    async (request) => service.status((await tenants.resolve(request.params.tenant_slug)).id),
  );

  app.get(
    '/auth/sso/:tenant_slug/start',
    {
      schema: {
        tags,
        summary: "Start a single sign-on (browser navigation): 302 to the publication's provider",
        description:
          'Authorization code flow with PKCE (S256), state and nonce; the flow is kept here 10 minutes, used once. `return_to` is a back-office path (/admin/...) to land on afterwards; anything else is ignored. When SSO is off or the provider cannot be reached: 302 to /admin/login?sso_error=<reason>.',
        params: slugParamsSchema,
        querystring: ssoStartQuerySchema,
        response: { ...redirectResponse, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const tenant = await tenants.resolve(request.params.tenant_slug);
      const location = await service.start(tenant, {
        siteOrigin: siteOrigin(request),
        returnTo: request.query.return_to,
      });
      return reply.header('Cache-Control', 'no-store').redirect(location, 302);
    },
  );
};
