import {
  AD_LIMITS,
  AD_MESSAGES,
  adCampaignCreateSchema,
  adCampaignListQuerySchema,
  adCampaignListResponseSchema,
  adCampaignRejectSchema,
  adCampaignSchema,
  adCampaignUpdateSchema,
  adCreativeUploadSchema,
  adDailyStatsQuerySchema,
  adDailyStatsSchema,
  adDeleteResponseSchema,
  adZoneCreateSchema,
  adZoneListQuerySchema,
  adZoneListResponseSchema,
  adZoneSchema,
  adZoneUpdateSchema,
  idParamsSchema,
  ROLE_SETS,
} from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { AdsService, CreativeInput } from './ads.service.js';
import { readUploadedFile } from '../../lib/upload-file.js';
import { acceptUploads, type UploadRefusalListener } from '../../plugins/uploads.js';

const tags = ['admin: ads'];
/** Reading, writing campaigns (editors: drafts and submissions only) and uploading creatives. */
const editorial = { roles: ROLE_SETS.editorial };
/** Approving, deleting campaigns and managing the zones: the tenant's admins. */
const admins = { roles: ROLE_SETS.tenantAdmin };

/** The answers that refuse an uploaded file itself (not a role or a missing tenant). */
const REFUSALS = new Set([400, 413, 415, 422]);

/** The creative of a multipart upload in the field "file"; an oversized one is reported, not read. */
const readCreative = (request: FastifyRequest): Promise<CreativeInput> =>
  readUploadedFile(request, AD_MESSAGES.creativeMissing);

/** Ads & Campaigns of the tenant the request names (SPEC section 7's ad calls, made real). */
export const adsAdminRoutes: FastifyPluginAsyncZod<{
  service: AdsService;
  /** Told of every refused creative upload (an 'upload_refused' security event). */
  onUploadRefused?: UploadRefusalListener;
}> = async (app, { service, onUploadRefused }) => {
  const reportingRefusals = await acceptUploads(app, {
    fileSize: AD_LIMITS.creativeMaxBytes,
    refusals: REFUSALS,
    onRefused: onUploadRefused,
  });

  /** Deleting a campaign or a zone: the tenant's admins, answered with what was deleted. */
  const deleteRoute = (
    url: string,
    summary: string,
    remove: AdsService['deleteCampaign' | 'deleteZone'],
    message: string,
  ) =>
    app.delete(
      url,
      {
        config: admins,
        schema: {
          tags,
          summary,
          security,
          params: idParamsSchema,
          response: { 200: adDeleteResponseSchema, ...errors(401, 403, 404, 422) },
        },
      },
      async (request) => {
        await remove(request.tenant, adminCallerOf(request), request.params.id);
        return { message };
      },
    );

  app.get(
    '/ads/campaigns',
    {
      config: editorial,
      schema: {
        tags,
        summary: "The tenant's campaigns, newest first, with counts and derived CTR, CPC, CPM",
        security,
        querystring: adCampaignListQuerySchema,
        response: { 200: adCampaignListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.listCampaigns(request.tenant.id, request.query),
  );

  app.post(
    '/ads/campaigns',
    {
      config: { ...editorial, idempotent: true },
      schema: {
        tags,
        summary: 'Create a campaign',
        description:
          'Admins may give any status (default active); editors save a draft or submit it (pending, the default) for approval. landingPageUrl must be https://; endDate after startDate; creativeUrl an image uploaded to /ads/creatives, with creativeAlt.',
        security,
        body: adCampaignCreateSchema,
        response: { 201: adCampaignSchema, ...errors(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createCampaign(request.tenant, adminCallerOf(request), request.body)),
  );

  app.put(
    '/ads/campaigns/:id',
    {
      config: editorial,
      schema: {
        tags,
        summary: 'Change a campaign: only the fields sent',
        description:
          "An editor's change to a campaign that is not a draft sends it back for approval (pending).",
        security,
        params: idParamsSchema,
        body: adCampaignUpdateSchema,
        response: { 200: adCampaignSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.updateCampaign(
        request.tenant,
        adminCallerOf(request),
        request.params.id,
        request.body,
      ),
  );

  deleteRoute(
    '/ads/campaigns/:id',
    'Delete a campaign with its counts',
    service.deleteCampaign,
    AD_MESSAGES.campaignDeleted,
  );

  app.post(
    '/ads/campaigns/:id/approve',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Approve a pending campaign (it becomes active)',
        security,
        params: idParamsSchema,
        response: { 200: adCampaignSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.reviewCampaign(request.tenant, adminCallerOf(request), request.params.id, {
        approve: true,
      }),
  );

  app.post(
    '/ads/campaigns/:id/reject',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Reject a pending campaign, with an optional note',
        security,
        params: idParamsSchema,
        body: adCampaignRejectSchema,
        response: { 200: adCampaignSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.reviewCampaign(request.tenant, adminCallerOf(request), request.params.id, {
        approve: false,
        note: request.body.note,
      }),
  );

  app.post(
    '/ads/creatives',
    {
      config: editorial,
      schema: {
        tags,
        summary:
          'Upload a creative (multipart, field "file": PNG, JPEG, WebP or GIF, at most 2 MB)',
        description:
          'Recognised by its bytes and re-encoded to WebP; the answer`s url goes into creativeUrl. Refused files are recorded as security events.',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: adCreativeUploadSchema, ...errors(400, 401, 403, 413, 415, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reportingRefusals(request, request.tenant.id, async () =>
            service.uploadCreative(request.tenant.id, await readCreative(request)),
          ),
        ),
  );

  app.get(
    '/ads/stats',
    {
      config: editorial,
      schema: {
        tags,
        summary: 'Impressions and clicks per UTC day (all campaigns, or one with ?campaign=)',
        security,
        querystring: adDailyStatsQuerySchema,
        response: { 200: adDailyStatsSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.dailyStats(request.tenant.id, request.query),
  );

  app.get(
    '/ads/zones',
    {
      config: editorial,
      schema: {
        tags,
        summary: "The tenant's ad zones with totals and averages over their campaigns",
        security,
        querystring: adZoneListQuerySchema,
        response: { 200: adZoneListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.listZones(request.tenant.id, request.query),
  );

  app.post(
    '/ads/zones',
    {
      config: { ...admins, idempotent: true },
      schema: {
        tags,
        summary: 'Create an ad zone',
        security,
        body: adZoneCreateSchema,
        response: { 201: adZoneSchema, ...errors(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createZone(request.tenant, adminCallerOf(request), request.body)),
  );

  app.put(
    '/ads/zones/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Change an ad zone: only the fields sent',
        security,
        params: idParamsSchema,
        body: adZoneUpdateSchema,
        response: { 200: adZoneSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.updateZone(request.tenant, adminCallerOf(request), request.params.id, request.body),
  );

  deleteRoute(
    '/ads/zones/:id',
    'Delete an ad zone (its campaigns stay, without it)',
    service.deleteZone,
    AD_MESSAGES.zoneDeleted,
  );
};
