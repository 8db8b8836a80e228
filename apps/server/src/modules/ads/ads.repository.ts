import type { CampaignStatus } from '@helionews/contracts';
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  adCampaigns,
  adCampaignZones,
  adDailyCounts,
  adZones,
  type AdCampaignRow,
  type AdZoneRow,
  type NewAdCampaignRow,
  type NewAdZoneRow,
} from '../../db/schema/index.js';

export type CampaignChanges = Partial<
  Omit<NewAdCampaignRow, 'id' | 'tenantId' | 'impressions' | 'clicks' | 'createdAt' | 'createdBy'>
>;
/** What a campaign list shows (undefined status: every campaign). */
export interface CampaignFilter {
  status?: CampaignStatus | undefined;
}

export type ZoneChanges = Partial<Omit<NewAdZoneRow, 'id' | 'tenantId' | 'createdAt'>>;

/** A campaign a zone may show now, with what the reader needs to render it. */
export interface ServeCandidate {
  campaignId: number;
  weight: number;
  creativeUrl: string;
  creativeAlt: string;
}

export interface ZoneCampaignSummary {
  zoneId: number;
  campaign: AdCampaignRow;
}

/** Counts after an increment, to tell whether the budget has just run out. */
export interface CountedCampaign {
  impressions: number;
  clicks: number;
  budgetCents: number;
  rateCents: number;
  pricingModel: AdCampaignRow['pricingModel'];
}

/** spent < budget, in integer cents: impressions * rate / 1000 (CPM) or clicks * rate (CPC). */
const budgetLeft = sql`(case when ${adCampaigns.pricingModel} = 'cpm'
  then ${adCampaigns.impressions} * ${adCampaigns.rateCents} < ${adCampaigns.budgetCents} * 1000
  else ${adCampaigns.clicks} * ${adCampaigns.rateCents} < ${adCampaigns.budgetCents} end)`;

/** Served now: active, between its dates, with budget left and a creative. */
function live(now: Date): SQL {
  return and(
    eq(adCampaigns.status, 'active'),
    sql`${adCampaigns.startAt} <= ${now.toISOString()}::timestamptz`,
    sql`${adCampaigns.endAt} > ${now.toISOString()}::timestamptz`,
    sql`${adCampaigns.creativeUrl} is not null`,
    budgetLeft,
  ) as SQL;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export function createAdsRepository(db: Executor) {
  const campaignOf = (tenantId: number, id: number) =>
    and(eq(adCampaigns.tenantId, tenantId), eq(adCampaigns.id, id));
  const zoneOf = (tenantId: number, id: number) =>
    and(eq(adZones.tenantId, tenantId), eq(adZones.id, id));

  async function addDaily(
    tenantId: number,
    campaignId: number,
    now: Date,
    column: 'impressions' | 'clicks',
  ) {
    const target = column === 'impressions' ? adDailyCounts.impressions : adDailyCounts.clicks;
    await db
      .insert(adDailyCounts)
      .values({ tenantId, campaignId, day: utcDay(now), [column]: 1 })
      .onConflictDoUpdate({
        target: [adDailyCounts.tenantId, adDailyCounts.campaignId, adDailyCounts.day],
        set: { [column]: sql`${target} + 1` },
      });
  }

  const campaignsMatching = (tenantId: number, filter: CampaignFilter) =>
    and(
      eq(adCampaigns.tenantId, tenantId),
      filter.status ? eq(adCampaigns.status, filter.status) : undefined,
    );

  return {
    /* -------------------------------------------------------------- campaigns */

    async listCampaigns(
      tenantId: number,
      query: CampaignFilter & { limit: number; offset: number },
    ): Promise<{ rows: AdCampaignRow[]; total: number }> {
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(adCampaigns)
          .where(campaignsMatching(tenantId, query))
          .orderBy(desc(adCampaigns.createdAt), desc(adCampaigns.id))
          .limit(query.limit)
          .offset(query.offset),
        this.countCampaigns(tenantId, query),
      ]);
      return { rows, total };
    },

    /** The campaigns `listCampaigns` pages through, counted (its total; the Ads badge). */
    async countCampaigns(tenantId: number, filter: CampaignFilter): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(adCampaigns)
        .where(campaignsMatching(tenantId, filter));
      return Number(row?.value ?? 0);
    },

    async findCampaign(tenantId: number, id: number): Promise<AdCampaignRow | undefined> {
      const [row] = await db.select().from(adCampaigns).where(campaignOf(tenantId, id)).limit(1);
      return row;
    },

    async findCampaignForUpdate(tenantId: number, id: number): Promise<AdCampaignRow | undefined> {
      const [row] = await db
        .select()
        .from(adCampaigns)
        .where(campaignOf(tenantId, id))
        .limit(1)
        .for('update');
      return row;
    },

    /** Zone ids per campaign, in zone id order. */
    async zoneIdsOf(
      tenantId: number,
      campaignIds: readonly number[],
    ): Promise<Map<number, number[]>> {
      const result = new Map<number, number[]>();
      if (campaignIds.length === 0) return result;
      const rows = await db
        .select({ campaignId: adCampaignZones.campaignId, zoneId: adCampaignZones.zoneId })
        .from(adCampaignZones)
        .where(
          and(
            eq(adCampaignZones.tenantId, tenantId),
            inArray(adCampaignZones.campaignId, [...campaignIds]),
          ),
        )
        .orderBy(asc(adCampaignZones.zoneId));
      for (const row of rows) {
        const list = result.get(row.campaignId) ?? [];
        list.push(row.zoneId);
        result.set(row.campaignId, list);
      }
      return result;
    },

    async insertCampaign(row: NewAdCampaignRow): Promise<AdCampaignRow> {
      const [created] = await db.insert(adCampaigns).values(row).returning();
      if (!created) throw new Error('campaign not inserted');
      return created;
    },

    async updateCampaign(tenantId: number, id: number, changes: CampaignChanges, now: Date) {
      await db
        .update(adCampaigns)
        .set({ ...changes, updatedAt: now })
        .where(campaignOf(tenantId, id));
    },

    /** Replaces the campaign's zones. */
    async setCampaignZones(tenantId: number, campaignId: number, zoneIds: readonly number[]) {
      await db
        .delete(adCampaignZones)
        .where(
          and(eq(adCampaignZones.tenantId, tenantId), eq(adCampaignZones.campaignId, campaignId)),
        );
      if (zoneIds.length === 0) return;
      await db
        .insert(adCampaignZones)
        .values(zoneIds.map((zoneId) => ({ tenantId, campaignId, zoneId })));
    },

    async deleteCampaign(tenantId: number, id: number): Promise<void> {
      await db.delete(adCampaigns).where(campaignOf(tenantId, id));
    },

    /* -------------------------------------------------------------- zones */

    async listZones(
      tenantId: number,
      query: { limit: number; offset: number },
    ): Promise<{ rows: AdZoneRow[]; total: number }> {
      const where = eq(adZones.tenantId, tenantId);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(adZones)
          .where(where)
          .orderBy(asc(adZones.name), asc(adZones.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ value: count() }).from(adZones).where(where),
      ]);
      return { rows, total: Number(totalRow?.value ?? 0) };
    },

    async findZone(tenantId: number, id: number): Promise<AdZoneRow | undefined> {
      const [row] = await db.select().from(adZones).where(zoneOf(tenantId, id)).limit(1);
      return row;
    },

    async findZoneForUpdate(tenantId: number, id: number): Promise<AdZoneRow | undefined> {
      const [row] = await db
        .select()
        .from(adZones)
        .where(zoneOf(tenantId, id))
        .limit(1)
        .for('update');
      return row;
    },

    /** Which of these ids are zones of the tenant. */
    async existingZoneIds(tenantId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: adZones.id })
        .from(adZones)
        .where(and(eq(adZones.tenantId, tenantId), inArray(adZones.id, [...ids])));
      return rows.map((row) => row.id);
    },

    /** The campaigns of these zones (for the zone totals and lists). */
    async campaignsOfZones(
      tenantId: number,
      zoneIds: readonly number[],
    ): Promise<ZoneCampaignSummary[]> {
      if (zoneIds.length === 0) return [];
      const rows = await db
        .select({ zoneId: adCampaignZones.zoneId, campaign: adCampaigns })
        .from(adCampaignZones)
        .innerJoin(
          adCampaigns,
          and(
            eq(adCampaigns.tenantId, adCampaignZones.tenantId),
            eq(adCampaigns.id, adCampaignZones.campaignId),
          ),
        )
        .where(
          and(
            eq(adCampaignZones.tenantId, tenantId),
            inArray(adCampaignZones.zoneId, [...zoneIds]),
          ),
        )
        .orderBy(asc(adCampaigns.name), asc(adCampaigns.id));
      return rows;
    },

    async insertZone(row: NewAdZoneRow): Promise<AdZoneRow> {
      const [created] = await db.insert(adZones).values(row).returning();
      if (!created) throw new Error('zone not inserted');
      return created;
    },

    async updateZone(tenantId: number, id: number, changes: ZoneChanges, now: Date) {
      await db
        .update(adZones)
        .set({ ...changes, updatedAt: now })
        .where(zoneOf(tenantId, id));
    },

    async deleteZone(tenantId: number, id: number): Promise<void> {
      await db.delete(adZones).where(zoneOf(tenantId, id));
    },

    /* -------------------------------------------------------------- serving */

    /** The active zones of the tenant that have at least one live campaign. */
    async livePlacements(tenantId: number, now: Date): Promise<AdZoneRow[]> {
      return db
        .select()
        .from(adZones)
        .where(
          and(
            eq(adZones.tenantId, tenantId),
            eq(adZones.isActive, true),
            sql`exists (select 1 from ${adCampaignZones} inner join ${adCampaigns}
              on ${adCampaigns.tenantId} = ${adCampaignZones.tenantId}
              and ${adCampaigns.id} = ${adCampaignZones.campaignId}
              where ${adCampaignZones.tenantId} = ${tenantId}
              and ${adCampaignZones.zoneId} = ${adZones.id} and ${live(now)})`,
          ),
        )
        .orderBy(asc(adZones.id));
    },

    /** The live campaigns of an active zone of the tenant (none when the zone is off or absent). */
    async serveCandidates(tenantId: number, zoneId: number, now: Date): Promise<ServeCandidate[]> {
      const rows = await db
        .select({
          campaignId: adCampaigns.id,
          weight: adCampaigns.weight,
          creativeUrl: adCampaigns.creativeUrl,
          creativeAlt: adCampaigns.creativeAlt,
        })
        .from(adCampaignZones)
        .innerJoin(
          adZones,
          and(
            eq(adZones.tenantId, adCampaignZones.tenantId),
            eq(adZones.id, adCampaignZones.zoneId),
          ),
        )
        .innerJoin(
          adCampaigns,
          and(
            eq(adCampaigns.tenantId, adCampaignZones.tenantId),
            eq(adCampaigns.id, adCampaignZones.campaignId),
          ),
        )
        .where(
          and(
            eq(adCampaignZones.tenantId, tenantId),
            eq(adCampaignZones.zoneId, zoneId),
            eq(adZones.isActive, true),
            live(now),
          ),
        )
        .orderBy(asc(adCampaigns.id));
      return rows.map((row) => ({ ...row, creativeUrl: row.creativeUrl ?? '' }));
    },

    /**
     * One more impression, in place, only while the campaign is live (an exhausted or ended
     * campaign is not charged); undefined when nothing was counted.
     */
    async countImpression(
      tenantId: number,
      id: number,
      now: Date,
    ): Promise<CountedCampaign | undefined> {
      const [row] = await db
        .update(adCampaigns)
        .set({ impressions: sql`${adCampaigns.impressions} + 1` })
        .where(and(campaignOf(tenantId, id), live(now)))
        .returning({
          impressions: adCampaigns.impressions,
          clicks: adCampaigns.clicks,
          budgetCents: adCampaigns.budgetCents,
          rateCents: adCampaigns.rateCents,
          pricingModel: adCampaigns.pricingModel,
        });
      if (row) await addDaily(tenantId, id, now, 'impressions');
      return row;
    },

    /** One more click, in place, only while the campaign is live. */
    async countClick(
      tenantId: number,
      id: number,
      now: Date,
    ): Promise<CountedCampaign | undefined> {
      const [row] = await db
        .update(adCampaigns)
        .set({ clicks: sql`${adCampaigns.clicks} + 1` })
        .where(and(campaignOf(tenantId, id), live(now)))
        .returning({
          impressions: adCampaigns.impressions,
          clicks: adCampaigns.clicks,
          budgetCents: adCampaigns.budgetCents,
          rateCents: adCampaigns.rateCents,
          pricingModel: adCampaigns.pricingModel,
        });
      if (row) await addDaily(tenantId, id, now, 'clicks');
      return row;
    },

    /** Impressions and clicks per day since `fromDay` (YYYY-MM-DD), optionally of one campaign. */
    async dailyCounts(tenantId: number, fromDay: string, campaignId?: number) {
      const rows = await db
        .select({
          day: adDailyCounts.day,
          impressions: sql<string>`sum(${adDailyCounts.impressions})`,
          clicks: sql<string>`sum(${adDailyCounts.clicks})`,
        })
        .from(adDailyCounts)
        .where(
          and(
            eq(adDailyCounts.tenantId, tenantId),
            gte(adDailyCounts.day, fromDay),
            campaignId === undefined ? undefined : eq(adDailyCounts.campaignId, campaignId),
          ),
        )
        .groupBy(adDailyCounts.day)
        .orderBy(asc(adDailyCounts.day));
      return rows.map((row) => ({
        day: row.day,
        impressions: Number(row.impressions),
        clicks: Number(row.clicks),
      }));
    },
  };
}

export type AdsRepository = ReturnType<typeof createAdsRepository>;
