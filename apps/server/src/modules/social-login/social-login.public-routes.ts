import {
  DEFAULT_TENANT_SLUG,
  ROUTES,
  SOCIAL_LOGIN_API_PATHS as PATHS,
  socialCallbackQuerySchema,
  socialProviderParamsSchema,
  socialProvidersSchema,
  socialStartQuerySchema,
  type SocialProvider,
} from '@helionews/contracts';
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../lib/route-schemas.js';
import tenantContext, { type TenantContextOptions } from '../../plugins/tenant.js';
import type { SocialLoginService, SocialRequestContext } from './social-login.service.js';

const tags = ['auth'];
const HOUR_MS = 60 * 60 * 1000;
/** The cookie that binds a sign-in under way to the browser that started it (its state). */
export const SOCIAL_STATE_COOKIE = 'hn_social_state';
const COOKIE_PATH = '/api/auth/social';

export const socialContext = (request: FastifyRequest): SocialRequestContext => {
  const userAgent = request.headers['user-agent'];
  return {
    tenant: request.tenant,
    origin: { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null },
  };
};

/** The address the provider sends the browser back to, on the host the browser is on. */
export const callbackUrlOf = (request: FastifyRequest) => (provider: SocialProvider) =>
  `${request.protocol}://${request.host}/api${PATHS.callback(provider)}`;

/** GET /api/auth/social/providers: for the login page, with the other reader calls. */
export const socialLoginPublicRoutes: FastifyPluginAsyncZod<{
  service: SocialLoginService;
}> = async (app, { service }) => {
  app.get(
    PATHS.providers,
    {
      schema: {
        tags,
        summary: 'Which providers the login page offers',
        description:
          'True for Google or Facebook when the publication enabled it with its client ID and secret: the login page sends the browser to `/api/auth/social/{provider}/start`. False: the button keeps its "not implemented yet" message (SPEC section 8).',
        response: { 200: socialProvidersSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.offered(request.tenant.id);
    },
  );
};

/**
 * The browser's own visits (navigations, not fetches): the start, which sends it to the provider,
 * and the callback the provider sends it back to. A navigation carries no X-Tenant-ID header, so
 * their publication is decided as a page's is (host, then the selectedTenant cookie, then the
 * default: plugins/tenant.ts), and the flow they share is bound to it.
 */
export const socialLoginFlowRoutes: FastifyPluginAsyncZod<
  { service: SocialLoginService } & Pick<TenantContextOptions, 'tenants' | 'baseHostname'>
> = async (app, { service, tenants, baseHostname }) => {
  await app.register(fastifyCookie);
  await app.register(tenantContext, { tenants, baseHostname, addressing: 'page' });

  const cookieOptions = (request: FastifyRequest) => ({
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });

  /** Where the login page is for this publication (its /tenant/{slug} prefix when it has one). */
  const loginBase = (request: FastifyRequest) =>
    request.tenantAddress?.source === 'host' || request.tenant.slug === DEFAULT_TENANT_SLUG
      ? ''
      : ROUTES.tenant(request.tenant.slug);

  const noStore = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');

  app.get(
    `/api${PATHS.start(':provider' as SocialProvider)}`,
    {
      config: { rateLimit: { max: 60, timeWindow: HOUR_MS / 4 } },
      schema: {
        tags,
        summary: 'Start a reader sign-in with Google or Facebook',
        description:
          "A browser navigation: 302 to the provider's sign-in page (the code flow with PKCE and a state; Google also a nonce), with a cookie that binds the sign-in to this browser. `return_to`, a path on this site, is kept server-side for the end. 404 with SPEC's message when the publication has not set the provider up; a provider that cannot be reached sends the browser back to `/login?sign_in_error=provider_failed`.",
        params: socialProviderParamsSchema,
        querystring: socialStartQuerySchema,
        response: {
          302: z
            .null()
            .describe('to the provider, or back to the login page when it cannot be reached'),
          ...errors(404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const started = await service.start(socialContext(request), provider, {
        returnTo: request.query.return_to,
        redirectUri: callbackUrlOf(request)(provider),
      });
      noStore(reply);
      // The provider could not be reached: back to the login page, which names the failure.
      if (started.state === null) {
        return reply.redirect(`${loginBase(request)}${started.location}`, 302);
      }
      reply.setCookie(SOCIAL_STATE_COOKIE, started.state, {
        ...cookieOptions(request),
        maxAge: 10 * 60,
      });
      return reply.redirect(started.location, 302);
    },
  );

  app.get(
    `/api${PATHS.callback(':provider' as SocialProvider)}`,
    {
      config: { rateLimit: { max: 60, timeWindow: HOUR_MS / 4 } },
      schema: {
        tags,
        summary: 'Where Google or Facebook sends the reader back',
        description:
          'Checks the state (once, this publication, the browser that started), exchanges the code, finds the account of the verified email (or makes one), and sends the browser to `/login?sign_in_code=<code>`: a one-time code the page exchanges at `POST /api/auth/sso/exchange`, never a session token. Any failure sends it to `/login?sign_in_error=<reason>`.',
        params: socialProviderParamsSchema,
        querystring: socialCallbackQuerySchema,
        response: { 302: z.null().describe('to the login page'), ...errors(422, 429) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const query = Object.fromEntries(
        Object.entries(request.query).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const location = await service.callback(socialContext(request), provider, {
        query,
        browserState: request.cookies[SOCIAL_STATE_COOKIE],
        redirectUri: callbackUrlOf(request)(provider),
      });
      noStore(reply).clearCookie(SOCIAL_STATE_COOKIE, cookieOptions(request));
      return reply.redirect(`${loginBase(request)}${location}`, 302);
    },
  );
};
