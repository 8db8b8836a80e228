import { createHash, timingSafeEqual } from 'node:crypto';
import {
  confirmResultSchema,
  emailSchema,
  NEWSLETTER_API_PATHS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_ROUTES,
  newsletterAnswerSchema,
  newsletterEventResultSchema,
  newsletterEventSchema,
  newsletterTokenQuerySchema,
  publicNewsletterListSchema,
  ROUTES,
  subscribeSchema,
  unsubscribeTargetSchema,
  userNewslettersSchema,
  userNewslettersUpdateSchema,
} from '@helionews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TenantRow } from '../../db/schema/index.js';
import { notFound, unauthorized } from '../../lib/http-errors.js';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { cacheTagsOf } from '../../plugins/read-cache.js';
import { TENANT_HEADER } from '../../plugins/tenant.js';
import { pickLanguage } from '../auth/auth.mail.js';
import { siteBaseUrl } from '../seo/site-urls.js';
import type { TenantsService } from '../tenants/tenants.service.js';
import { NEWSLETTERS_TAG, type NewslettersService } from './newsletters.service.js';

const tags = ['newsletters'];
const MINUTE_MS = 60_000;

/** How often one source, and one address, may ask to subscribe (ADR 004's counters). */
export const SUBSCRIBE_RATE_LIMITS = {
  perSource: { max: 20, timeWindow: 10 * MINUTE_MS },
  perAddress: { max: 5, timeWindow: 60 * MINUTE_MS },
} as const;

/** What an HTML form posts. */
const FORM_TYPE = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 16 * 1024;

/** A subscribe form as posted (fields as strings). */
interface SubscribeForm {
  email: string;
  newsletterIds: string[];
  tenant: string | null;
}

/** What the form decided before the handler: the publication it named, if any. */
interface FormRequest {
  tenant: TenantRow | null;
}

const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);

/** The fields of a posted subscribe form; `newsletter_ids` repeated or comma-separated. */
function readForm(body: string): SubscribeForm {
  const fields = new URLSearchParams(body);
  return {
    email: fields.get('email') ?? '',
    newsletterIds: fields
      .getAll('newsletter_ids')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean),
    tenant: fields.get('tenant')?.trim().toLowerCase() || null,
  };
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares in constant time (both sides hashed to the same length first). */
function secretMatches(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

export interface NewslettersPublicRoutesOptions {
  service: NewslettersService;
  tenants: Pick<TenantsService, 'resolve'>;
  /** PUBLIC_URL and its host name, for the confirmation link's site address. */
  publicUrl: string | undefined;
  baseHostname: string | undefined;
  /** NEWSLETTER_WEBHOOK_SECRET; the webhook answers 404 without it. */
  webhookSecret: string | null;
}

/**
 * Issue 32's reader calls under /api: the publication's newsletters, subscribing (JSON or an
 * HTML form), the confirmation and unsubscribe links, a signed-in reader's own, and the mail
 * provider's webhook.
 */
export const newslettersPublicRoutes: FastifyPluginAsyncZod<
  NewslettersPublicRoutesOptions
> = async (app, { service, tenants, publicUrl, baseHostname, webhookSecret }) => {
  const forms = new WeakMap<FastifyRequest, FormRequest>();

  // A form a browser posts with JavaScript off; its fields are read in preValidation.
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, readForm(String(body))),
  );

  const siteBaseOf = (request: FastifyRequest, tenant: TenantRow) =>
    siteBaseUrl({
      tenant,
      requestHost: request.host,
      requestProtocol: request.protocol,
      publicUrl: publicUrl ?? `${request.protocol}://${request.host}`,
      baseHostname,
    });

  /** The reader page a form's answer leads to, under the /tenant/{slug} the form named. */
  const pageOf = (request: FastifyRequest, path: string) => {
    const tenant = forms.get(request)?.tenant;
    return tenant ? `${ROUTES.tenant(tenant.slug)}${path}` : path;
  };

  app.get(
    NEWSLETTER_API_PATHS.list,
    {
      // The same for every caller: served from the read cache until a newsletter changes.
      config: { readCache: {} },
      schema: {
        tags,
        summary: "The publication's public newsletters",
        response: { 200: publicNewsletterListSchema },
      },
    },
    async (request) => {
      cacheTagsOf(request).add(NEWSLETTERS_TAG);
      return service.publicList(request.tenant.id);
    },
  );

  app.post(
    NEWSLETTER_API_PATHS.subscribe,
    {
      config: { rateLimit: SUBSCRIBE_RATE_LIMITS.perSource },
      preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!isForm(request)) return;
        const form = request.body as SubscribeForm;
        let tenant: TenantRow | null = null;
        // A form cannot send X-Tenant-ID: it names its publication in a field.
        if (form.tenant && !request.headers[TENANT_HEADER])
          tenant = await tenants.resolve(form.tenant);
        forms.set(request, { tenant });
        if (!emailSchema.safeParse(form.email).success) {
          return reply
            .header('Cache-Control', 'no-store')
            .redirect(`${pageOf(request, NEWSLETTER_ROUTES.checkInbox)}?error=email`, 303);
        }
        request.body = {
          email: form.email,
          ...(form.newsletterIds.length > 0 && {
            newsletter_ids: form.newsletterIds.map((id) =>
              /^\d{1,15}$/.test(id) ? Number(id) : id,
            ),
          }),
        };
      },
      preHandler: app.additionalRateLimit({
        ...SUBSCRIBE_RATE_LIMITS.perAddress,
        keyGenerator: (request) =>
          `newsletter-subscribe:${String((request.body as { email?: unknown }).email)
            .trim()
            .toLowerCase()}`,
      }),
      schema: {
        tags,
        summary: 'Subscribe an address to newsletters (double opt-in)',
        description:
          'JSON, or an HTML form (`application/x-www-form-urlencoded`: `email`, `newsletter_ids` repeated or comma-separated, and `tenant`, the publication slug, since a form sends no X-Tenant-ID). Without `newsletter_ids`: the newsletters subscribed to on sign-up, else every public one. The answer is the same whether the address is new, waiting, subscribed, unsubscribed or suppressed: a confirmation link is mailed when one is needed. A form is answered with 303 to the check-your-inbox page (with `?error=email` for an invalid address). Limited per source address and per email address (429).',
        body: subscribeSchema,
        response: {
          202: newsletterAnswerSchema,
          303: z.null().describe('a form: to the check-your-inbox page'),
          ...errors(404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const tenant = forms.get(request)?.tenant ?? request.tenant;
      await service.subscribe(
        tenant,
        { email: request.body.email, newsletterIds: request.body.newsletter_ids },
        {
          siteBase: siteBaseOf(request, tenant),
          language: pickLanguage(request.headers['accept-language']),
        },
      );
      if (isForm(request)) {
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(pageOf(request, NEWSLETTER_ROUTES.checkInbox), 303);
      }
      return reply.status(202).send({ detail: NEWSLETTER_MESSAGES.subscribeAccepted });
    },
  );

  app.get(
    NEWSLETTER_API_PATHS.confirm,
    {
      schema: {
        tags,
        summary: 'Confirm a subscription request (the link of its mail)',
        description:
          "Opening the link confirms every newsletter it asked for; opening it again answers the same. An unknown or expired link, or one of another publication, answers `{result: 'invalid'}`. Never cached.",
        querystring: newsletterTokenQuerySchema,
        response: { 200: confirmResultSchema, ...errors(422) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.confirm(request.tenant.id, request.query.token);
    },
  );

  app.get(
    NEWSLETTER_API_PATHS.unsubscribeTarget,
    {
      schema: {
        tags,
        summary: 'What an unsubscribe link is about (changes nothing)',
        description:
          'The newsletter, the address masked, and whether it is still subscribed; the unsubscribe page posts to /unsubscribe to leave. 404 for an unknown link. Never cached.',
        querystring: newsletterTokenQuerySchema,
        response: { 200: unsubscribeTargetSchema, ...errors(404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.unsubscribeTarget(request.tenant.id, request.query.token);
    },
  );

  app.post(
    NEWSLETTER_API_PATHS.events,
    {
      preValidation: async (request: FastifyRequest) => {
        if (!webhookSecret) throw notFound('Not found');
        const header = request.headers['x-webhook-secret'];
        if (!secretMatches(Array.isArray(header) ? header[0] : header, webhookSecret))
          throw unauthorized(NEWSLETTER_MESSAGES.webhookSecret);
      },
      schema: {
        tags,
        summary: "The mail provider's bounce and complaint reports",
        description:
          'With the `X-Webhook-Secret` header (NEWSLETTER_WEBHOOK_SECRET; 404 when it is not set, 401 when the header does not match). A permanent bounce or a complaint suppresses the address for this publication and marks its latest delivery of the last 7 days bounced; a temporary bounce changes nothing.',
        body: newsletterEventSchema,
        response: { 200: newsletterEventResultSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => service.event(request.tenant, request.body),
  );

  app.get(
    NEWSLETTER_API_PATHS.mine,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "The signed-in reader's newsletters of this publication",
        description: 'The public newsletters, and the ids of those the account address receives.',
        security,
        response: { 200: userNewslettersSchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.mine(request.tenant.id, sessionOf(request).user);
    },
  );

  app.put(
    NEWSLETTER_API_PATHS.mine,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Choose the newsletters the signed-in reader receives',
        description:
          "The account's address receives exactly the public newsletters named, at once (no confirmation mail: the address is the account's); the other public ones stop. An unknown or private id is a 422.",
        security,
        body: userNewslettersUpdateSchema,
        response: { 200: userNewslettersSchema, ...errors(401, 422) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.setMine(
        request.tenant.id,
        sessionOf(request).user,
        request.body.newsletter_ids,
      );
    },
  );
};
