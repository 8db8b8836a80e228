import {
  checkoutInputSchema,
  MEMBERSHIP_API_PATHS as PATHS,
  publicTierListSchema,
  redirectUrlSchema,
  userMembershipSchema,
} from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TenantRow } from '../../db/schema/index.js';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { bearerToken, sessionOf } from '../../plugins/auth.js';
import { TENANT_HEADER } from '../../plugins/tenant.js';
import { cacheTagsOf } from '../../plugins/read-cache.js';
import { siteBaseUrl } from '../seo/site-urls.js';
import { MEMBERSHIP_TAG, type MembershipService } from './membership.service.js';

const tags = ['membership'];

/** What the pricing page's form posts with JavaScript off. */
const FORM_TYPE = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 4 * 1024;

const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);

/** A slug as a form may name it (what `tenants.resolve` is asked for). */
const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * The form's fields as the JSON body has them (an id of digits becomes a number), and the
 * publication it names: a form cannot send X-Tenant-ID, so the pricing page of /tenant/{slug}
 * names its publication in a `tenant` field, which is not part of the JSON body.
 */
function readForm(body: string): { fields: Record<string, unknown>; tenant: string | null } {
  const fields = new URLSearchParams(body);
  const tierId = fields.get('tier_id')?.trim() ?? '';
  const email = fields.get('email')?.trim();
  const tenant = fields.get('tenant')?.trim().toLowerCase() ?? '';
  return {
    fields: {
      tier_id: /^\d{1,15}$/.test(tierId) ? Number(tierId) : tierId,
      interval: fields.get('interval') ?? '',
      ...(email && { email }),
    },
    tenant: SLUG.test(tenant) ? tenant : null,
  };
}

export interface MembershipPublicRoutesOptions {
  service: MembershipService;
  /** A form's publication by slug; null when there is none (the request's own then). */
  tenantOf: (slug: string) => Promise<TenantRow | null>;
  /** PUBLIC_URL and its host name, for the site addresses Stripe sends the reader back to. */
  publicUrl: string | undefined;
  baseHostname: string | undefined;
}

/** The publication's site, absolute (Checkout's and the portal's way back). */
export function siteOf(
  request: FastifyRequest,
  tenant: TenantRow,
  publicUrl: string | undefined,
  baseHostname: string | undefined,
): string {
  return siteBaseUrl({
    tenant,
    requestHost: request.host,
    requestProtocol: request.protocol,
    publicUrl: publicUrl ?? `${request.protocol}://${request.host}`,
    baseHostname,
  });
}

/** Issue 33's reader calls: the tiers, Checkout, the billing portal, the reader's standing. */
export const membershipPublicRoutes: FastifyPluginAsyncZod<MembershipPublicRoutesOptions> = async (
  app,
  { service, tenantOf, publicUrl, baseHostname },
) => {
  /** The slug a posted form named, kept beside its request until preValidation resolves it. */
  const formSlugs = new WeakMap<FastifyRequest, string>();
  /** The publication a form named (with no X-Tenant-ID), in place of the request's own. */
  const formTenants = new WeakMap<FastifyRequest, TenantRow>();
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      const form = readForm(String(body));
      if (form.tenant) formSlugs.set(request, form.tenant);
      done(null, form.fields);
    },
  );
  const tenantOfRequest = (request: FastifyRequest) => formTenants.get(request) ?? request.tenant;
  const site = (request: FastifyRequest) => ({
    siteBase: siteOf(request, tenantOfRequest(request), publicUrl, baseHostname),
  });

  app.get(
    PATHS.tiers,
    {
      // The same for every caller: served from the read cache until a tier or the keys change.
      config: { readCache: {} },
      schema: {
        tags,
        summary: "The publication's membership tiers: the free tier, then the paid ones",
        description:
          'The free tier first (`id` null), then the active paid tiers by position. `payments_enabled` is false while the publication has no Stripe secret key (no buy buttons).',
        response: { 200: publicTierListSchema },
      },
    },
    async (request) => {
      cacheTagsOf(request).add(MEMBERSHIP_TAG);
      return service.publicTiers(request.tenant.id);
    },
  );

  app.post(
    PATHS.checkout,
    {
      // The pricing page's form works with JavaScript off, where no reader is signed in (reader
      // sessions are bearer tokens): a form without a token starts an anonymous Checkout. JSON,
      // and anything that names a token, must be signed in.
      onRequest: async (request) => {
        if (bearerToken(request) !== null || !isForm(request)) await app.requireAuth(request);
      },
      preValidation: async (request) => {
        const slug = formSlugs.get(request);
        if (!slug || request.headers[TENANT_HEADER]) return;
        const named = await tenantOf(slug);
        if (named) formTenants.set(request, named);
      },
      config: { rateLimit: { max: 20, timeWindow: 600_000 } },
      schema: {
        tags,
        summary: 'Start a Stripe Checkout for a paid tier',
        description:
          "JSON answers `{url}`, the Checkout page; the pricing page's form (`application/x-www-form-urlencoded`: `tier_id`, `interval`, optionally `email`, and `tenant`, the publication slug, since a form sends no X-Tenant-ID) is answered with 303 to it. A form without a bearer token (JavaScript off) starts an anonymous Checkout: Stripe asks for the address, and the webhook links the subscription to that address's account, made when there is none. 409 when the publication takes no payments, the tier is archived or the reader already has a paid or complimentary membership; 422 when the tier has no price at that interval; 502 when Stripe cannot be reached.",
        security,
        body: checkoutInputSchema,
        response: {
          200: redirectUrlSchema,
          303: z.null().describe('a form: to the Checkout page'),
          ...errors(401, 404, 409, 422, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const url = await service.checkout(
        tenantOfRequest(request),
        request.auth?.user ?? null,
        request.body,
        site(request),
      );
      reply.header('Cache-Control', 'no-store');
      if (isForm(request)) return reply.redirect(url, 303);
      return { url };
    },
  );

  app.post(
    PATHS.portal,
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: 20, timeWindow: 600_000 } },
      schema: {
        tags,
        summary: "Open the reader's Stripe billing portal",
        description:
          'Answers `{url}`; the portal comes back to the profile. 404 when the reader never went through Checkout with this publication.',
        security,
        response: { 200: redirectUrlSchema, ...errors(401, 404, 409, 429, 502) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { url: await service.portal(request.tenant, sessionOf(request).user, site(request)) };
    },
  );

  app.get(
    PATHS.userMembership,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "The signed-in reader's membership of this publication",
        description:
          'comped (an active complimentary tier) before paid (`past_due` while a failed payment is retried), then canceled (a paid membership that ended), else free.',
        security,
        response: { 200: userMembershipSchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.membership(request.tenant.id, sessionOf(request).user.id);
    },
  );
};
