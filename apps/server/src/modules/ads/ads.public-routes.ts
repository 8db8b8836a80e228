import {
  adPlacementsResponseSchema,
  adServeQuerySchema,
  adServeResponseSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { TenantRow } from '../../db/schema/index.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdsService } from './ads.service.js';
import { cacheTagsOf } from '../../plugins/read-cache.js';
import { contentTags } from '../content/content-tags.js';

const tags = ['ads'];
const MINUTE_MS = 60_000;
/**
 * Counted views and clicks per client address, campaign and minute: a page view counts one
 * impression, so a script replaying the call is refused (429) long before it burns a budget.
 */
export const AD_RATE_LIMITS = { impressionsPerMinute: 6, clicksPerMinute: 10 } as const;

/** One counter per tenant, client address and campaign (after the tenant is resolved). */
const perClientAndCampaign = (request: FastifyRequest) =>
  `ads:${request.tenant.id}:${request.ip}:${(request.params as { id?: unknown }).id ?? ''}`;

/** The reader side of Ads & Campaigns (issue 11, item 2). */
export const adsPublicRoutes: FastifyPluginAsyncZod<{
  service: AdsService;
  /** A tenant by slug (404 when unknown): a click link names its publication in `?tenant=`. */
  resolveTenant: (slug: string) => Promise<TenantRow>;
}> = async (app, { service, resolveTenant }) => {
  app.get(
    '/ads/placements',
    {
      // The same for every reader until the tenant's ads change; a minute at most, so that a
      // campaign reaching its start or end date shows or goes without a write.
      config: { readCache: { maxAgeMs: MINUTE_MS } },
      schema: {
        tags,
        summary: 'The ad zones that can show an ad now (reader pages reserve their room)',
        description: 'Active zones with at least one live campaign; empty when ads are off.',
        response: { 200: adPlacementsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      cacheTagsOf(request).add(contentTags.ads, contentTags.settings);
      return service.placements(request.tenant);
    },
  );

  app.get(
    '/ads/serve',
    {
      schema: {
        tags,
        summary: 'The ad to show in a zone for this view (204 when none fits or ads are off)',
        description:
          "Among the zone's active campaigns whose dates include now and whose spend is below budget, one at random weighted by weight. Never cached.",
        querystring: adServeQuerySchema,
        response: {
          200: adServeResponseSchema,
          204: z.null(),
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ad = await service.serve(request.tenant, request.query.zone);
      if (!ad) return reply.status(204).send(null);
      return ad;
    },
  );

  app.post(
    '/ads/:id/impression',
    {
      config: {
        rateLimit: {
          max: AD_RATE_LIMITS.impressionsPerMinute,
          timeWindow: MINUTE_MS,
          hook: 'preHandler',
          keyGenerator: perClientAndCampaign,
        },
      },
      schema: {
        tags,
        summary: 'Count a view of the ad (sent once it has been in view: half of it for 1 s)',
        description:
          'Counted only while the campaign is live and ads are on; 404 for a campaign of another publication.',
        params: idParamsSchema,
        response: {
          204: z.null(),
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await service.recordImpression(request.tenant, request.params.id);
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );

  app.get(
    '/ads/:id/click',
    {
      config: {
        rateLimit: {
          max: AD_RATE_LIMITS.clicksPerMinute,
          timeWindow: MINUTE_MS,
          hook: 'preHandler',
          keyGenerator: perClientAndCampaign,
        },
      },
      schema: {
        tags,
        summary: "Count a click, then redirect (302) to the campaign's https landing page",
        description:
          'The target is always the landing page stored with the campaign: no address from the request is ever followed. 404 for a campaign of another publication. A link followed in the browser names its publication with ?tenant=<slug> (links send no X-Tenant-ID).',
        params: idParamsSchema,
        querystring: z.object({ tenant: z.string().trim().min(1).max(63).optional() }),
        response: {
          302: z.null(),
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // A followed link carries no X-Tenant-ID: the publication it names in ?tenant= stands in
      // (the campaign must still be that publication's; the target is still its stored page).
      const named = request.query.tenant;
      const tenant =
        named && request.headers['x-tenant-id'] === undefined && named !== request.tenant.slug
          ? await resolveTenant(named)
          : request.tenant;
      const location = await service.recordClick(tenant, request.params.id);
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(location, 302);
    },
  );
};
