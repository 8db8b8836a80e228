import type { CampaignStatus } from '@helionews/contracts';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { countWhere } from '../../db/count-each.js';
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

/** The campaign of a zone link (both ends belong to the link's tenant). */
const linkedCampaign = and(
  eq(adCampaigns.tenantId, adCampaignZones.tenantId),
  eq(adCampaigns.id, adCampaignZones.campaignId),
);

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

type AdTable = typeof adCampaigns | typeof adZones;

/**
 * The rows of one of the tenant's ad tables (campaigns or zones) by id, and pages of them: what
 * the back-office does alike with both. Every query names the tenant.
 */
function tenantRecords<T extends AdTable, Changes extends Partial<T['$inferInsert']>>(
  db: Executor,
  table: T,
  what: string,
) {
  // One type for both tables in the queries; callers see the rows of their own table.
  const source: AdTable = table;
  const one = (tenantId: number, id: number) =>
    and(eq(source.tenantId, tenantId), eq(source.id, id));

  return {
    countWhere: (where: SQL | undefined) => countWhere(db, source, where),

    /** The rows matching `where` in `order`, one page of them, and how many match in all. */
    async pageWhere(
      where: SQL | undefined,
      order: readonly SQL[],
      page: { limit: number; offset: number },
    ): Promise<{ rows: T['$inferSelect'][]; total: number }> {
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(source)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        countWhere(db, source, where),
      ]);
      return { rows, total };
    },

    async find(tenantId: number, id: number): Promise<T['$inferSelect'] | undefined> {
      const [row] = await db.select().from(source).where(one(tenantId, id)).limit(1);
      return row;
    },

    /** The row, locked until the transaction ends. */
    async findForUpdate(tenantId: number, id: number): Promise<T['$inferSelect'] | undefined> {
      const [row] = await db.select().from(source).where(one(tenantId, id)).limit(1).for('update');
      return row;
    },

    async insert(row: T['$inferInsert']): Promise<T['$inferSelect']> {
      const [created] = await db.insert(source).values(row).returning();
      if (!created) throw new Error(`${what} not inserted`);
      return created;
    },

    async update(tenantId: number, id: number, changes: Changes, now: Date): Promise<void> {
      await db
        .update(source)
        .set({ ...changes, updatedAt: now })
        .where(one(tenantId, id));
    },

    async delete(tenantId: number, id: number): Promise<void> {
      await db.delete(source).where(one(tenantId, id));
    },
  };
}

export function createAdsRepository(db: Executor) {
  const {
    countWhere: countCampaignsWhere,
    pageWhere: campaignsPage,
    ...campaignRecords
  } = tenantRecords<typeof adCampaigns, CampaignChanges>(db, adCampaigns, 'campaign');
  const { pageWhere: zonesPage, ...zoneRecords } = tenantRecords<typeof adZones, ZoneChanges>(
    db,
    adZones,
    'zone',
  );
  const campaignOf = (tenantId: number, id: number) =>
    and(eq(adCampaigns.tenantId, tenantId), eq(adCampaigns.id, id));

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

  /**
   * One more impression or click, in place, only while the campaign is live (an exhausted or
   * ended campaign is not charged); undefined when nothing was counted.
   */
  async function countView(
    tenantId: number,
    id: number,
    now: Date,
    column: 'impressions' | 'clicks',
  ): Promise<CountedCampaign | undefined> {
    const counted = column === 'impressions' ? adCampaigns.impressions : adCampaigns.clicks;
    const [row] = await db
      .update(adCampaigns)
      .set({ [column]: sql`${counted} + 1` })
      .where(and(campaignOf(tenantId, id), live(now)))
      .returning({
        impressions: adCampaigns.impressions,
        clicks: adCampaigns.clicks,
        budgetCents: adCampaigns.budgetCents,
        rateCents: adCampaigns.rateCents,
        pricingModel: adCampaigns.pricingModel,
      });
    if (row) await addDaily(tenantId, id, now, column);
    return row;
  }

  const campaignsMatching = (tenantId: number, filter: CampaignFilter) =>
    and(
      eq(adCampaigns.tenantId, tenantId),
      filter.status ? eq(adCampaigns.status, filter.status) : undefined,
    );

  return {
    campaigns: {
      ...campaignRecords,

      /** Newest first. */
      async list(
        tenantId: number,
        query: CampaignFilter & { limit: number; offset: number },
      ): Promise<{ rows: AdCampaignRow[]; total: number }> {
        return campaignsPage(
          campaignsMatching(tenantId, query),
          [desc(adCampaigns.createdAt), desc(adCampaigns.id)],
          query,
        );
      },

      /** The campaigns `list` pages through, counted (its total; the Ads badge). */
      async count(tenantId: number, filter: CampaignFilter): Promise<number> {
        return countCampaignsWhere(campaignsMatching(tenantId, filter));
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

      /** Replaces the campaign's zones. */
      async setZones(tenantId: number, campaignId: number, zoneIds: readonly number[]) {
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
    },

    zones: {
      ...zoneRecords,

      /** By name. */
      async list(
        tenantId: number,
        page: { limit: number; offset: number },
      ): Promise<{ rows: AdZoneRow[]; total: number }> {
        return zonesPage(
          eq(adZones.tenantId, tenantId),
          [asc(adZones.name), asc(adZones.id)],
          page,
        );
      },

      /** Which of these ids are zones of the tenant. */
      async existingIds(tenantId: number, ids: readonly number[]): Promise<number[]> {
        if (ids.length === 0) return [];
        const rows = await db
          .select({ id: adZones.id })
          .from(adZones)
          .where(and(eq(adZones.tenantId, tenantId), inArray(adZones.id, [...ids])));
        return rows.map((row) => row.id);
      },

      /** The campaigns of these zones (for the zone totals and lists). */
      async campaignsOf(
        tenantId: number,
        zoneIds: readonly number[],
      ): Promise<ZoneCampaignSummary[]> {
        if (zoneIds.length === 0) return [];
        return db
          .select({ zoneId: adCampaignZones.zoneId, campaign: adCampaigns })
          .from(adCampaignZones)
          .innerJoin(adCampaigns, linkedCampaign)
          .where(
            and(
              eq(adCampaignZones.tenantId, tenantId),
              inArray(adCampaignZones.zoneId, [...zoneIds]),
            ),
          )
          .orderBy(asc(adCampaigns.name), asc(adCampaigns.id));
      },
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
              on ${linkedCampaign}
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
        .innerJoin(adCampaigns, linkedCampaign)
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

    /** One more impression, in place, only while the campaign is live. */
    countImpression: (tenantId: number, id: number, now: Date) =>
      countView(tenantId, id, now, 'impressions'),

    /** One more click, in place, only while the campaign is live. */
    countClick: (tenantId: number, id: number, now: Date) => countView(tenantId, id, now, 'clicks'),

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
