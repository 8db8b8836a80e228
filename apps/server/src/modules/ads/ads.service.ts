import {
  AD_LIMITS,
  AD_MESSAGES,
  API_BASE,
  API_PATHS,
  EDITOR_CAMPAIGN_STATUSES,
  parseAdDimensions,
  type AdCampaign,
  type AdCampaignListQuery,
  type AdCampaignListResponse,
  type AdCampaignUpdate,
  type AdCreativeUpload,
  type AdDailyStats,
  type AdPlacementsResponse,
  type AdServeResponse,
  type AdZone,
  type AdZoneListResponse,
  type AdZoneUpdate,
  type CampaignStatus,
  type adCampaignCreateSchema,
  type adZoneCreateSchema,
} from '@helionews/contracts';
import type { z } from 'zod';
import type { AdCampaignRow, AdZoneRow, TenantRow } from '../../db/schema/index.js';
import { HttpError, notFound, ValidationFailedError } from '../../lib/http-errors.js';
import { pageOf, pageWindow } from '../../lib/paging.js';
import { storeUploadedImage, type UploadedFile } from '../../lib/upload-file.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity, type ActivityEntry } from '../activity/activity.service.js';
import type { ContentRepository } from '../content/content.repository.js';
import { budgetExhausted, toAdCampaign, toAdZone } from './ads.mapper.js';
import type {
  AdsRepository,
  CampaignFilter,
  CampaignChanges,
  ServeCandidate,
  ZoneChanges,
} from './ads.repository.js';
import { contentTags } from '../content/content-tags.js';

export type AdCampaignInput = z.output<typeof adCampaignCreateSchema>;
export type AdZoneInput = z.output<typeof adZoneCreateSchema>;

export interface AdsTransaction {
  ads: AdsRepository;
  activity: ActivityRepository;
  content: ContentRepository;
}

export interface AdsServiceDeps {
  repository: AdsRepository;
  /** Outside a transaction: the version bump when a budget runs out on a counted view. */
  content: ContentRepository;
  inTransaction: <T>(work: (tx: AdsTransaction) => Promise<T>) => Promise<T>;
  /** DATA_DIR/uploads: creatives are written below it, in ads/<tenant id>/. */
  uploadsDir: string;
  now: () => Date;
  /** A number in [0, 1): the weighted choice of an ad (tests pass a seeded one). */
  random: () => number;
}

export type CreativeInput = UploadedFile;

export const AD_CREATIVE_URL_PREFIX = '/uploads/ads';

/** Whether the tenant shows ads (Site Settings, on unless a tenant admin turned it off). */
export function adsEnabled(tenant: TenantRow): boolean {
  return tenant.siteSettings.ads_enabled !== false;
}

/**
 * One of the candidates, at random, each as likely as its weight out of the sum of weights;
 * null for none. `random` gives a number in [0, 1).
 */
export function pickWeighted(
  candidates: readonly ServeCandidate[],
  random: () => number,
): ServeCandidate | null {
  const total = candidates.reduce((sum, candidate) => sum + Math.max(0, candidate.weight), 0);
  if (total <= 0) return null;
  let point = random() * total;
  for (const candidate of candidates) {
    point -= Math.max(0, candidate.weight);
    if (point < 0) return candidate;
  }
  return candidates[candidates.length - 1] ?? null;
}

const fieldError = (field: string, message: string) =>
  new ValidationFailedError([{ field, message }]);
const toCents = (amount: number) => Math.round(amount * 100);
/** The filter a campaign list query stands for. The list and its count (the badge) go through here. */
const campaignFilterOf = (query: Pick<AdCampaignListQuery, 'status'>): CampaignFilter => ({
  status: query.status,
});
const isTenantAdmin = (caller: AdminCaller) =>
  caller.role === 'admin' || caller.role === 'platform_admin' || caller.user.isAdmin;

/** The activity a back-office write records about the campaign or zone it changed. */
type AdWrite = Pick<ActivityEntry, 'action' | 'entityLabel' | 'details'> & { entityId: number };

/** The rows of one kind (campaigns or zones), as the steps both kinds share use them. */
interface AdRecords<Row> {
  find(tenantId: number, id: number): Promise<Row | undefined>;
  findForUpdate(tenantId: number, id: number): Promise<Row | undefined>;
  delete(tenantId: number, id: number): Promise<void>;
}

/** What tells campaigns and zones apart where the back-office handles both the same way. */
interface AdKind<Row, Answer> {
  entityType: 'ad_campaign' | 'ad_zone';
  notFound: string;
  records: (ads: AdsRepository) => AdRecords<Row>;
  /** The answers for rows of the tenant, each with what it shows of the other kind. */
  answer: (tenantId: number, rows: readonly Row[]) => Promise<Answer[]>;
}

/**
 * Ads & Campaigns of a tenant (issue 11, item 2): the back-office's campaigns and zones, and the
 * reader side's placements, serving and counting. Every write readers can see bumps the tenant's
 * content version and records the activity, in one transaction.
 */
export function createAdsService(deps: AdsServiceDeps) {
  const { repository } = deps;
  const creativePattern = (tenantId: number) =>
    new RegExp(`^${AD_CREATIVE_URL_PREFIX}/${tenantId}/[0-9a-f]{24}\\.webp$`);

  const campaigns: AdKind<AdCampaignRow, AdCampaign> = {
    entityType: 'ad_campaign',
    notFound: AD_MESSAGES.campaignNotFound,
    records: (ads) => ads.campaigns,
    answer: async (tenantId, rows) => {
      const zones = await repository.campaigns.zoneIdsOf(
        tenantId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toAdCampaign(row, zones.get(row.id) ?? []));
    },
  };

  const zones: AdKind<AdZoneRow, AdZone> = {
    entityType: 'ad_zone',
    notFound: AD_MESSAGES.zoneNotFound,
    records: (ads) => ads.zones,
    answer: async (tenantId, rows) => {
      const links = await repository.zones.campaignsOf(
        tenantId,
        rows.map((row) => row.id),
      );
      return rows.map((row) =>
        toAdZone(
          row,
          links.filter((link) => link.zoneId === row.id).map((link) => link.campaign),
        ),
      );
    },
  };

  /** One campaign or zone of the tenant, as the back-office shows it; 404 when there is none. */
  async function present<Row, Answer>(
    kind: AdKind<Row, Answer>,
    tenantId: number,
    id: number,
  ): Promise<Answer> {
    const row = await kind.records(repository).find(tenantId, id);
    const [answer] = row ? await kind.answer(tenantId, [row]) : [];
    if (!answer) throw notFound(kind.notFound);
    return answer;
  }

  /** A page of campaigns or zones, as `list` read it, with the page it is. */
  async function listPage<Row, Answer>(
    kind: AdKind<Row, Answer>,
    tenantId: number,
    query: { page: number; page_size: number },
    list: (page: { limit: number; offset: number }) => Promise<{ rows: Row[]; total: number }>,
  ) {
    const { rows, total } = await list(pageWindow(query));
    const items = await kind.answer(tenantId, rows);
    return { items, ...pageOf(query, total) };
  }

  /** The campaign or zone, locked until the transaction ends; 404 when the tenant has none such. */
  async function lock<Row>(
    kind: AdKind<Row, unknown>,
    tx: AdsTransaction,
    tenantId: number,
    id: number,
  ): Promise<Row> {
    const row = await kind.records(tx.ads).findForUpdate(tenantId, id);
    if (!row) throw notFound(kind.notFound);
    return row;
  }

  /**
   * A back-office write readers see, in one transaction: `work` changes a campaign or a zone and
   * answers what it did (undefined: nothing changed), which is recorded in the activity, and the
   * tenant's content version is bumped.
   */
  async function write<Done extends AdWrite | undefined>(
    kind: Pick<AdKind<never, unknown>, 'entityType'>,
    tenantId: number,
    caller: AdminCaller,
    work: (tx: AdsTransaction) => Promise<Done>,
  ): Promise<Done> {
    return deps.inTransaction(async (tx) => {
      const done = await work(tx);
      if (done === undefined) return done;
      await recordActivity(tx.activity, {
        tenantId,
        actorId: caller.user.id,
        entityType: kind.entityType,
        ...done,
      });
      // The zones that can show an ad (every page reserves their room): nothing else.
      await tx.content.bumpVersion(tenantId, [contentTags.ads]);
      return done;
    });
  }

  /** Deletes a campaign or a zone (the links between them go with it). */
  const remove =
    <Row extends { name: string }>(kind: AdKind<Row, unknown>) =>
    async (tenant: TenantRow, caller: AdminCaller, id: number): Promise<void> => {
      await write(kind, tenant.id, caller, async (tx) => {
        const current = await lock(kind, tx, tenant.id, id);
        await kind.records(tx.ads).delete(tenant.id, id);
        return { action: 'delete', entityId: id, entityLabel: current.name };
      });
    };

  /** The creative must be one this server stored for this tenant; alt text goes with it. */
  function checkCreative(tenantId: number, url: string | null, alt: string) {
    if (url !== null && !creativePattern(tenantId).test(url))
      throw fieldError('creativeUrl', AD_MESSAGES.creativeNotUploaded);
    if (url !== null && alt.trim() === '')
      throw fieldError('creativeAlt', AD_MESSAGES.creativeAltRequired);
  }

  async function checkZones(tx: AdsTransaction, tenantId: number, ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const found = await tx.ads.zones.existingIds(tenantId, unique);
    if (found.length !== unique.length) throw fieldError('adZones', AD_MESSAGES.unknownZones);
    return unique.sort((a, b) => a - b);
  }

  /** After a counted view: a budget that just ran out changes what readers see. */
  async function afterCount(tenantId: number, counted: Parameters<typeof budgetExhausted>[0]) {
    if (budgetExhausted(counted)) await deps.content.bumpVersion(tenantId, [contentTags.ads]);
  }

  return {
    /* ------------------------------------------------------------ campaigns */

    async listCampaigns(
      tenantId: number,
      query: AdCampaignListQuery,
    ): Promise<AdCampaignListResponse> {
      const { items, ...rest } = await listPage(campaigns, tenantId, query, (range) =>
        repository.campaigns.list(tenantId, { ...campaignFilterOf(query), ...range }),
      );
      return { campaigns: items, ...rest };
    },

    /** The `total` that `listCampaigns` answers for the query: what the Ads badge shows. */
    async campaignTotal(tenantId: number, query: AdCampaignListQuery): Promise<number> {
      return repository.campaigns.count(tenantId, campaignFilterOf(query));
    },

    getCampaign: (tenantId: number, id: number): Promise<AdCampaign> =>
      present(campaigns, tenantId, id),

    /**
     * A new campaign. Admins may give any status (default active); editors save a draft or
     * submit it for approval (default pending).
     */
    async createCampaign(
      tenant: TenantRow,
      caller: AdminCaller,
      input: AdCampaignInput,
    ): Promise<AdCampaign> {
      const admin = isTenantAdmin(caller);
      const status: CampaignStatus = input.status ?? (admin ? 'active' : 'pending');
      if (!admin && !(EDITOR_CAMPAIGN_STATUSES as readonly string[]).includes(status))
        throw new HttpError(403, AD_MESSAGES.editorStatus);
      checkCreative(tenant.id, input.creativeUrl, input.creativeAlt);
      const created = await write(campaigns, tenant.id, caller, async (tx) => {
        const zoneIds = await checkZones(tx, tenant.id, input.adZones);
        const row = await tx.ads.campaigns.insert({
          tenantId: tenant.id,
          name: input.name,
          description: input.description,
          status,
          type: input.type,
          startAt: new Date(input.startDate),
          endAt: new Date(input.endDate),
          budgetCents: toCents(input.budget),
          pricingModel: input.pricingModel,
          rateCents: toCents(input.rate),
          targetAudience: [...new Set(input.targetAudience)],
          creativeUrl: input.creativeUrl,
          creativeAlt: input.creativeUrl === null ? '' : input.creativeAlt,
          landingPageUrl: input.landingPageUrl,
          weight: input.weight,
          createdBy: caller.user.id,
        });
        await tx.ads.campaigns.setZones(tenant.id, row.id, zoneIds);
        return { action: 'create', entityId: row.id, entityLabel: row.name, details: { status } };
      });
      return present(campaigns, tenant.id, created.entityId);
    },

    /**
     * Changes only the fields sent. An editor may set draft or pending only, and an editor's
     * change to a campaign that is not a draft sends it back for approval (pending).
     */
    async updateCampaign(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      patch: AdCampaignUpdate,
    ): Promise<AdCampaign> {
      const admin = isTenantAdmin(caller);
      if (
        !admin &&
        patch.status !== undefined &&
        !(EDITOR_CAMPAIGN_STATUSES as readonly string[]).includes(patch.status)
      )
        throw new HttpError(403, AD_MESSAGES.editorStatus);
      await write(campaigns, tenant.id, caller, async (tx) => {
        const current = await lock(campaigns, tx, tenant.id, id);
        const startAt = patch.startDate ? new Date(patch.startDate) : current.startAt;
        const endAt = patch.endDate ? new Date(patch.endDate) : current.endAt;
        if (endAt <= startAt) throw fieldError('endDate', AD_MESSAGES.endBeforeStart);
        const creativeUrl =
          patch.creativeUrl !== undefined ? patch.creativeUrl : current.creativeUrl;
        const creativeAlt = patch.creativeAlt ?? current.creativeAlt;
        if (patch.creativeUrl !== undefined || patch.creativeAlt !== undefined)
          checkCreative(tenant.id, creativeUrl, creativeAlt);

        const changes: CampaignChanges = {};
        if (patch.name !== undefined) changes.name = patch.name;
        if (patch.description !== undefined) changes.description = patch.description;
        if (patch.type !== undefined) changes.type = patch.type;
        if (patch.startDate !== undefined) changes.startAt = startAt;
        if (patch.endDate !== undefined) changes.endAt = endAt;
        if (patch.budget !== undefined) changes.budgetCents = toCents(patch.budget);
        if (patch.pricingModel !== undefined) changes.pricingModel = patch.pricingModel;
        if (patch.rate !== undefined) changes.rateCents = toCents(patch.rate);
        if (patch.targetAudience !== undefined)
          changes.targetAudience = [...new Set(patch.targetAudience)];
        if (patch.creativeUrl !== undefined) changes.creativeUrl = patch.creativeUrl;
        if (patch.creativeAlt !== undefined || patch.creativeUrl === null)
          changes.creativeAlt = creativeUrl === null ? '' : creativeAlt;
        if (patch.landingPageUrl !== undefined) changes.landingPageUrl = patch.landingPageUrl;
        if (patch.weight !== undefined) changes.weight = patch.weight;
        if (patch.status !== undefined) changes.status = patch.status;
        else if (!admin && current.status !== 'draft' && current.status !== 'pending')
          changes.status = 'pending';
        const zonesChanged = patch.adZones !== undefined;
        if (Object.keys(changes).length === 0 && !zonesChanged) return undefined;

        await tx.ads.campaigns.update(tenant.id, id, changes, deps.now());
        if (patch.adZones !== undefined)
          await tx.ads.campaigns.setZones(
            tenant.id,
            id,
            await checkZones(tx, tenant.id, patch.adZones),
          );
        return {
          action: 'update',
          entityId: id,
          entityLabel: changes.name ?? current.name,
          details: {
            fields: Object.keys(patch).sort().join(','),
            status: changes.status ?? current.status,
          },
        };
      });
      return present(campaigns, tenant.id, id);
    },

    /** A tenant admin's decision on a pending campaign: active, or rejected with a note. */
    async reviewCampaign(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      decision: { approve: true } | { approve: false; note: string },
    ): Promise<AdCampaign> {
      await write(campaigns, tenant.id, caller, async (tx) => {
        const current = await lock(campaigns, tx, tenant.id, id);
        if (current.status !== 'pending') throw new HttpError(409, AD_MESSAGES.notPending);
        await tx.ads.campaigns.update(
          tenant.id,
          id,
          decision.approve
            ? { status: 'active', reviewNote: '' }
            : { status: 'rejected', reviewNote: decision.note },
          deps.now(),
        );
        return {
          action: decision.approve ? 'approve' : 'reject',
          entityId: id,
          entityLabel: current.name,
        };
      });
      return present(campaigns, tenant.id, id);
    },

    deleteCampaign: remove(campaigns),

    /** Impressions and clicks per UTC day over the last `days` days, zero days included. */
    async dailyStats(
      tenantId: number,
      query: { days: number; campaign?: number },
    ): Promise<AdDailyStats> {
      if (query.campaign !== undefined) {
        const exists = await repository.campaigns.find(tenantId, query.campaign);
        if (!exists) throw notFound(AD_MESSAGES.campaignNotFound);
      }
      const today = deps.now();
      const from = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - query.days + 1),
      );
      const counted = new Map(
        (
          await repository.dailyCounts(tenantId, from.toISOString().slice(0, 10), query.campaign)
        ).map((row) => [row.day, row]),
      );
      const days: AdDailyStats['days'] = [];
      for (let index = 0; index < query.days; index += 1) {
        const date = new Date(from.getTime() + index * 86_400_000).toISOString().slice(0, 10);
        const row = counted.get(date);
        days.push({ date, impressions: row?.impressions ?? 0, clicks: row?.clicks ?? 0 });
      }
      return { days };
    },

    /**
     * A creative: recognised by its bytes (PNG, JPEG, WebP, GIF), decoded and re-encoded to WebP
     * (metadata and hidden payloads do not survive) under a random name. 413, 415 or 422 refuse.
     */
    uploadCreative: (tenantId: number, input: CreativeInput): Promise<AdCreativeUpload> =>
      storeUploadedImage(deps.uploadsDir, tenantId, input, {
        maxBytes: AD_LIMITS.creativeMaxBytes,
        maxWidth: AD_LIMITS.creativeMaxWidth,
        folder: 'ads',
        urlPrefix: AD_CREATIVE_URL_PREFIX,
        messages: {
          tooLarge: AD_MESSAGES.creativeTooLarge,
          type: AD_MESSAGES.creativeType,
          unreadable: AD_MESSAGES.creativeUnreadable,
        },
      }),

    /* ------------------------------------------------------------ zones */

    async listZones(
      tenantId: number,
      query: { page: number; page_size: number },
    ): Promise<AdZoneListResponse> {
      const { items, ...rest } = await listPage(zones, tenantId, query, (range) =>
        repository.zones.list(tenantId, range),
      );
      return { zones: items, ...rest };
    },

    getZone: (tenantId: number, id: number): Promise<AdZone> => present(zones, tenantId, id),

    async createZone(tenant: TenantRow, caller: AdminCaller, input: AdZoneInput): Promise<AdZone> {
      const { width, height } = parseAdDimensions(input.dimensions);
      const created = await write(zones, tenant.id, caller, async (tx) => {
        const row = await tx.ads.zones.insert({
          tenantId: tenant.id,
          name: input.name,
          description: input.description,
          type: input.type,
          width,
          height,
          location: input.location,
          isActive: input.isActive,
        });
        return {
          action: 'create',
          entityId: row.id,
          entityLabel: row.name,
          details: { location: row.location, dimensions: input.dimensions },
        };
      });
      return present(zones, tenant.id, created.entityId);
    },

    async updateZone(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      patch: AdZoneUpdate,
    ): Promise<AdZone> {
      await write(zones, tenant.id, caller, async (tx) => {
        const current = await lock(zones, tx, tenant.id, id);
        const changes: ZoneChanges = {};
        if (patch.name !== undefined) changes.name = patch.name;
        if (patch.description !== undefined) changes.description = patch.description;
        if (patch.type !== undefined) changes.type = patch.type;
        if (patch.location !== undefined) changes.location = patch.location;
        if (patch.isActive !== undefined) changes.isActive = patch.isActive;
        if (patch.dimensions !== undefined)
          Object.assign(changes, parseAdDimensions(patch.dimensions));
        if (Object.keys(changes).length === 0) return undefined;
        await tx.ads.zones.update(tenant.id, id, changes, deps.now());
        return {
          action: 'update',
          entityId: id,
          entityLabel: changes.name ?? current.name,
          details: { fields: Object.keys(patch).sort().join(',') },
        };
      });
      return present(zones, tenant.id, id);
    },

    deleteZone: remove(zones),

    /* ------------------------------------------------------------ reader side */

    /** The zones reader pages may reserve room for: none when the tenant has ads off. */
    async placements(tenant: TenantRow): Promise<AdPlacementsResponse> {
      if (!adsEnabled(tenant)) return { zones: [] };
      const rows = await repository.livePlacements(tenant.id, deps.now());
      return {
        zones: rows.map((row) => ({
          id: row.id,
          location: row.location,
          width: row.width,
          height: row.height,
        })),
      };
    },

    /** The ad for one view of a zone, chosen by weight among its live campaigns; null for none. */
    async serve(tenant: TenantRow, zoneId: number): Promise<AdServeResponse | null> {
      if (!adsEnabled(tenant)) return null;
      const zone = await repository.zones.find(tenant.id, zoneId);
      if (!zone || !zone.isActive) return null;
      const chosen = pickWeighted(
        await repository.serveCandidates(tenant.id, zoneId, deps.now()),
        deps.random,
      );
      if (!chosen) return null;
      return {
        campaignId: chosen.campaignId,
        zoneId,
        creativeUrl: chosen.creativeUrl,
        alt: chosen.creativeAlt,
        width: zone.width,
        height: zone.height,
        clickUrl: `${API_BASE}${API_PATHS.adClick(chosen.campaignId)}?tenant=${encodeURIComponent(tenant.slug)}`,
        impressionUrl: `${API_BASE}${API_PATHS.adImpression(chosen.campaignId)}`,
      };
    },

    /**
     * Counts a view of the campaign when it is live and ads are on; a campaign of another tenant
     * (or none) is a 404.
     */
    async recordImpression(tenant: TenantRow, campaignId: number): Promise<void> {
      const campaign = await repository.campaigns.find(tenant.id, campaignId);
      if (!campaign) throw notFound(AD_MESSAGES.campaignNotFound);
      if (!adsEnabled(tenant)) return;
      const counted = await repository.countImpression(tenant.id, campaignId, deps.now());
      if (counted) await afterCount(tenant.id, counted);
    },

    /**
     * Counts a click (when the campaign is live) and answers where to send the reader: the
     * campaign's own stored https landing page, never an address from the request.
     */
    async recordClick(tenant: TenantRow, campaignId: number): Promise<string> {
      const campaign = await repository.campaigns.find(tenant.id, campaignId);
      if (!campaign) throw notFound(AD_MESSAGES.campaignNotFound);
      // Stored landing pages are https by validation; anything else is never followed.
      if (!/^https:\/\//i.test(campaign.landingPageUrl))
        throw notFound(AD_MESSAGES.campaignNotFound);
      if (adsEnabled(tenant)) {
        const counted = await repository.countClick(tenant.id, campaignId, deps.now());
        if (counted) await afterCount(tenant.id, counted);
      }
      return campaign.landingPageUrl;
    },
  };
}

export type AdsService = ReturnType<typeof createAdsService>;
