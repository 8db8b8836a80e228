import { errorResponseSchema, MEMBERSHIP_MESSAGES } from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TenantRow } from '../../db/schema/index.js';
import { siteOf } from './membership.public-routes.js';
import type { MembershipService } from './membership.service.js';

/** A Stripe event is a few kilobytes; a megabyte is more than any. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export interface MembershipWebhookRoutesOptions {
  service: MembershipService;
  /** The publication a slug names, or null. */
  tenantOf: (slug: string) => Promise<TenantRow | null>;
  publicUrl: string | undefined;
  baseHostname: string | undefined;
}

/**
 * POST /api/membership/stripe/webhook/{tenant_slug}, outside the tenant scope: Stripe names the
 * publication in the path, not in a header. The body is kept as it came (a Buffer): the
 * signature is over those bytes.
 */
export const membershipWebhookRoutes: FastifyPluginAsyncZod<
  MembershipWebhookRoutesOptions
> = async (app, { service, tenantOf, publicUrl, baseHostname }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/membership/stripe/webhook/:tenant_slug',
    {
      schema: {
        tags: ['membership'],
        summary: "Stripe's events about a publication's subscriptions",
        description:
          "Verified with the publication's webhook secret (`Stripe-Signature`); a missing or bad signature, an unknown publication or one without a webhook secret is a 400 and changes nothing. Each event is processed once (its id is recorded in the same transaction as its effect); events may come in any order: an older one never overwrites a newer state.",
        params: z.object({ tenant_slug: z.string().max(100) }),
        response: {
          200: z.object({ received: z.literal(true) }),
          400: errorResponseSchema,
        },
      },
    },
    async (request: FastifyRequest<{ Params: { tenant_slug: string } }>, reply) => {
      const tenant = await tenantOf(request.params.tenant_slug);
      const header = request.headers['stripe-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await service.webhook(
        tenant,
        raw,
        Array.isArray(header) ? header[0] : header,
        { siteBase: tenant ? siteOf(request, tenant, publicUrl, baseHostname) : '' },
      );
      if (outcome === null)
        return reply.status(400).send({ detail: MEMBERSHIP_MESSAGES.badSignature });
      return { received: true as const };
    },
  );
};
