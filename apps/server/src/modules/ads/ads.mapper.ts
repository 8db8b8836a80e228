import { deriveAdFigures, type AdCampaign, type AdZone } from '@helionews/contracts';
import type { AdCampaignRow, AdZoneRow } from '../../db/schema/index.js';

type Counts = Pick<
  AdCampaignRow,
  'impressions' | 'clicks' | 'rateCents' | 'budgetCents' | 'pricingModel'
>;

/**
 * What a campaign has spent, in cents: impressions / 1000 * rate (CPM) or clicks * rate (CPC),
 * never more than its budget.
 */
export function spentCents(row: Counts): number {
  const raw =
    row.pricingModel === 'cpm'
      ? (row.impressions * row.rateCents) / 1000
      : row.clicks * row.rateCents;
  return Math.min(row.budgetCents, raw);
}

/** Whether the budget is used up (the campaign is no longer served). */
export function budgetExhausted(row: Counts): boolean {
  return spentCents(row) >= row.budgetCents;
}

const money = (cents: number) => Math.round(cents) / 100;

export function toAdCampaign(row: AdCampaignRow, zoneIds: readonly number[]): AdCampaign {
  const spent = money(spentCents(row));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    type: row.type,
    startDate: row.startAt.toISOString(),
    endDate: row.endAt.toISOString(),
    budget: money(row.budgetCents),
    spent,
    pricingModel: row.pricingModel,
    rate: money(row.rateCents),
    impressions: row.impressions,
    clicks: row.clicks,
    ...deriveAdFigures({ impressions: row.impressions, clicks: row.clicks, spent }),
    targetAudience: [...row.targetAudience],
    adZones: [...zoneIds],
    creativeUrl: row.creativeUrl,
    creativeAlt: row.creativeAlt,
    landingPageUrl: row.landingPageUrl,
    weight: row.weight,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A zone with totals over its campaigns (a campaign running in two zones counts in both: its
 * counts are the campaign's, not per zone) and averages derived from them.
 */
export function toAdZone(row: AdZoneRow, campaigns: readonly AdCampaignRow[]): AdZone {
  const totalImpressions = campaigns.reduce((sum, campaign) => sum + campaign.impressions, 0);
  const totalClicks = campaigns.reduce((sum, campaign) => sum + campaign.clicks, 0);
  const spent = money(campaigns.reduce((sum, campaign) => sum + spentCents(campaign), 0));
  const figures = deriveAdFigures({ impressions: totalImpressions, clicks: totalClicks, spent });
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    dimensions: `${row.width}x${row.height}`,
    location: row.location,
    isActive: row.isActive,
    totalImpressions,
    totalClicks,
    avgCTR: figures.ctr,
    avgCPM: figures.cpm,
    campaigns: campaigns.map((campaign) => ({
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
