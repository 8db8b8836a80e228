import type { AdType, AdZoneLocation, CampaignStatus, PricingModel } from '@helionews/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import {
  actorUserColumn,
  generatedId,
  tenantIdColumn,
  tenantRowForeignKey,
  timestampDefaultNow,
} from './columns.js';

/**
 * The columns a zone and a campaign both have, around their own: the tenant's row by id (the key
 * is (tenant_id, id), led by the tenant: ADR 012), a name and a description, and when it was
 * made and last changed. The columns keep the order the migrations created them in.
 */
function adRecordColumns<Own extends Record<string, PgColumnBuilderBase>>(own: Own) {
  return {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...own,
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
  };
}

/** Where on the reader pages an ad renders, and at which size. */
export const adZones = pgTable(
  'ad_zones',
  adRecordColumns({
    type: text('type').$type<AdType>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    location: text('location').$type<AdZoneLocation>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
  }),
  (t) => [
    // Led by the tenant (ADR 012); the target of the campaign links' (tenant_id, zone_id) key.
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('ad_zones_tenant_location_idx').on(t.tenantId, t.location),
  ],
);

/**
 * An advertiser's campaign. Money is kept in cents (budget, rate); `spent` is never stored: it is
 * derived from the counts and the rate. Impressions and clicks are only ever incremented in place.
 */
export const adCampaigns = pgTable(
  'ad_campaigns',
  adRecordColumns({
    status: text('status').$type<CampaignStatus>().notNull(),
    type: text('type').$type<AdType>().notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    budgetCents: bigint('budget_cents', { mode: 'number' }).notNull(),
    pricingModel: text('pricing_model').$type<PricingModel>().notNull(),
    /** Per 1000 impressions (CPM) or per click (CPC), in cents. */
    rateCents: bigint('rate_cents', { mode: 'number' }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    targetAudience: jsonb('target_audience')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    creativeUrl: text('creative_url'),
    creativeAlt: text('creative_alt').notNull().default(''),
    landingPageUrl: text('landing_page_url').notNull(),
    weight: integer('weight').notNull().default(50),
    reviewNote: text('review_note').notNull().default(''),
    createdBy: actorUserColumn('created_by'),
  }),
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('ad_campaigns_tenant_status_idx').on(t.tenantId, t.status),
  ],
);

/** Which zones a campaign runs in; both ends belong to the same tenant by construction. */
export const adCampaignZones = pgTable(
  'ad_campaign_zones',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    zoneId: bigint('zone_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.campaignId, t.zoneId] }),
    index('ad_campaign_zones_tenant_zone_idx').on(t.tenantId, t.zoneId),
    tenantRowForeignKey('ad_campaign_zones_campaign_fk', [t.tenantId, t.campaignId], adCampaigns),
    tenantRowForeignKey('ad_campaign_zones_zone_fk', [t.tenantId, t.zoneId], adZones),
  ],
);

/** Impressions and clicks per campaign and UTC day, for the back-office chart. */
export const adDailyCounts = pgTable(
  'ad_daily_counts',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.campaignId, t.day] }),
    index('ad_daily_counts_tenant_day_idx').on(t.tenantId, t.day),
    tenantRowForeignKey('ad_daily_counts_campaign_fk', [t.tenantId, t.campaignId], adCampaigns),
  ],
);

export type AdZoneRow = typeof adZones.$inferSelect;
export type NewAdZoneRow = typeof adZones.$inferInsert;
export type AdCampaignRow = typeof adCampaigns.$inferSelect;
export type NewAdCampaignRow = typeof adCampaigns.$inferInsert;
