import type { AdCampaign, AdPlacementsResponse, AdServeResponse } from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adCampaigns, adDailyCounts, adZones, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { contentVersionOf } from '../../test/queries.js';
import { bearer, nextClientAddress } from '../../test/auth.js';
import {
  createAdCampaign,
  createMember,
  createTenant,
  createTenantPair,
} from '../../test/factories.js';
import { AD_RATE_LIMITS } from './ads.public-routes.js';
import { pickWeighted } from './ads.service.js';

/** A small seeded generator (mulberry32): the weighted choice is tested against known draws. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
let adminToken: string;
const DAY_MS = 86_400_000;
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestApp({ adsRandom: seeded(20261125) });
  const { db } = ctx.database;
  ({ alpha, beta } = await createTenantPair(db));
  adminToken = (await createMember(db, alpha.id, 'admin')).token;
});
afterAll(() => ctx.close());

async function zoneOf(tenantId: number, overrides: Partial<typeof adZones.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(adZones)
    .values({
      tenantId,
      name: `Zone ${(sequence += 1)}`,
      type: 'banner',
      width: 728,
      height: 90,
      location: 'top_banner',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no zone');
  return row;
}

const campaignIn = (
  tenantId: number,
  zoneId: number,
  overrides: Partial<typeof adCampaigns.$inferInsert> = {},
) => createAdCampaign(ctx.database.db, tenantId, zoneId, overrides);

const asReader = (
  method: 'GET' | 'POST',
  url: string,
  tenant = 'alpha',
  ip = nextClientAddress(),
) => ctx.app.inject({ method, url, headers: { 'x-tenant-id': tenant }, remoteAddress: ip });

async function countsOf(id: number) {
  const [row] = await ctx.database.db
    .select({ impressions: adCampaigns.impressions, clicks: adCampaigns.clicks })
    .from(adCampaigns)
    .where(eq(adCampaigns.id, id));
  return row;
}

const contentVersion = (tenantId: number) => contentVersionOf(ctx.database.db, tenantId);

describe('serving', () => {
  it('serves the live campaign with the zone size and click URL, and only it', async () => {
    const zone = await zoneOf(alpha.id, { width: 300, height: 250, location: 'sidebar' });
    const live = await campaignIn(alpha.id, zone.id);
    await campaignIn(alpha.id, zone.id, {
      startAt: new Date(Date.now() + DAY_MS),
      endAt: new Date(Date.now() + 2 * DAY_MS),
    });
    await campaignIn(alpha.id, zone.id, {
      startAt: new Date(Date.now() - 3 * DAY_MS),
      endAt: new Date(Date.now() - DAY_MS),
    });
    // 20000 impressions at 5.00 CPM = 100.00: the budget of 100.00 is spent.
    await campaignIn(alpha.id, zone.id, { impressions: 20_000 });
    // 100 clicks at 1.00 CPC = 100.00: spent too.
    await campaignIn(alpha.id, zone.id, { pricingModel: 'cpc', rateCents: 100, clicks: 100 });
    for (const status of ['draft', 'pending', 'paused', 'ended', 'rejected'] as const)
      await campaignIn(alpha.id, zone.id, { status });
    await campaignIn(alpha.id, zone.id, { creativeUrl: null });

    for (let round = 0; round < 25; round += 1) {
      const response = await asReader('GET', `/api/ads/serve?zone=${zone.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json<AdServeResponse>()).toEqual({
        campaignId: live.id,
        zoneId: zone.id,
        creativeUrl: live.creativeUrl,
        alt: 'An ad',
        width: 300,
        height: 250,
        clickUrl: `/api/ads/${live.id}/click?tenant=alpha`,
        impressionUrl: `/api/ads/${live.id}/impression`,
      });
    }
  });

  it("answers 204 when nothing fits: no live campaign, an inactive zone, another tenant's zone", async () => {
    const empty = await zoneOf(alpha.id);
    await campaignIn(alpha.id, empty.id, {
      endAt: new Date(Date.now() - 1000),
      startAt: new Date(Date.now() - DAY_MS),
    });
    expect((await asReader('GET', `/api/ads/serve?zone=${empty.id}`)).statusCode).toBe(204);

    const off = await zoneOf(alpha.id, { isActive: false });
    await campaignIn(alpha.id, off.id);
    expect((await asReader('GET', `/api/ads/serve?zone=${off.id}`)).statusCode).toBe(204);

    const betaZone = await zoneOf(beta.id);
    await campaignIn(beta.id, betaZone.id);
    expect((await asReader('GET', `/api/ads/serve?zone=${betaZone.id}`)).statusCode).toBe(204);
    expect((await asReader('GET', `/api/ads/serve?zone=${betaZone.id}`, 'beta')).statusCode).toBe(
      200,
    );
    expect((await asReader('GET', '/api/ads/serve?zone=abc')).statusCode).toBe(422);
  });

  it('chooses among live campaigns by weight', async () => {
    const zone = await zoneOf(alpha.id);
    const heavy = await campaignIn(alpha.id, zone.id, { weight: 80 });
    const light = await campaignIn(alpha.id, zone.id, { weight: 20 });
    const seen = new Map<number, number>();
    const rounds = 200;
    for (let round = 0; round < rounds; round += 1) {
      const ad = (await asReader('GET', `/api/ads/serve?zone=${zone.id}`)).json<AdServeResponse>();
      seen.set(ad.campaignId, (seen.get(ad.campaignId) ?? 0) + 1);
    }
    const heavyShare = (seen.get(heavy.id) ?? 0) / rounds;
    // 80 % expected; 200 seeded draws keep the share well within 70-90 %.
    expect(heavyShare).toBeGreaterThan(0.7);
    expect(heavyShare).toBeLessThan(0.9);
    expect(seen.get(light.id) ?? 0).toBeGreaterThan(0);
  });

  it('pickWeighted follows the weights over many seeded draws, and picks nothing from nothing', () => {
    const random = seeded(7);
    const candidates = [
      { campaignId: 1, weight: 1, creativeUrl: '', creativeAlt: '' },
      { campaignId: 2, weight: 3, creativeUrl: '', creativeAlt: '' },
      { campaignId: 3, weight: 6, creativeUrl: '', creativeAlt: '' },
    ];
    const counts = new Map<number, number>();
    const draws = 20_000;
    for (let i = 0; i < draws; i += 1) {
      const chosen = pickWeighted(candidates, random)?.campaignId ?? 0;
      counts.set(chosen, (counts.get(chosen) ?? 0) + 1);
    }
    const share = (id: number) => (counts.get(id) ?? 0) / draws;
    expect(share(1)).toBeCloseTo(0.1, 1);
    expect(share(2)).toBeCloseTo(0.3, 1);
    expect(share(3)).toBeCloseTo(0.6, 1);
    expect(share(0)).toBe(0);
    expect(pickWeighted([], random)).toBeNull();
    // The edges of [0, 1) land on the first and the last candidate.
    expect(pickWeighted(candidates, () => 0)?.campaignId).toBe(1);
    expect(pickWeighted(candidates, () => 0.999999)?.campaignId).toBe(3);
  });

  it('lists the live zones as placements, and nothing (and no ad) with ads off', async () => {
    const tenant = await createTenant(ctx.database.db, { slug: `switch-${(sequence += 1)}` });
    const zone = await zoneOf(tenant.id, { location: 'in_article', width: 300, height: 250 });
    const idle = await zoneOf(tenant.id);
    await campaignIn(tenant.id, zone.id);
    const placements = await asReader('GET', '/api/ads/placements', tenant.slug);
    expect(placements.json<AdPlacementsResponse>()).toEqual({
      zones: [{ id: zone.id, location: 'in_article', width: 300, height: 250 }],
    });
    expect(placements.json<AdPlacementsResponse>().zones.map((z) => z.id)).not.toContain(idle.id);

    const admin = await createMember(ctx.database.db, tenant.id, 'admin');
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { 'x-tenant-id': tenant.slug, ...bearer(admin.token) },
      payload: { ads_enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<{ ads_enabled: boolean }>().ads_enabled).toBe(false);
    expect((await asReader('GET', `/api/ads/serve?zone=${zone.id}`, tenant.slug)).statusCode).toBe(
      204,
    );
    expect(
      (await asReader('GET', '/api/ads/placements', tenant.slug)).json<AdPlacementsResponse>(),
    ).toEqual({ zones: [] });
  });
});

describe('counting', () => {
  it("counts an impression atomically per call, per day too, and 404s another tenant's campaign", async () => {
    const zone = await zoneOf(alpha.id);
    const campaign = await campaignIn(alpha.id, zone.id);
    const calls = await Promise.all(
      Array.from({ length: 5 }, () => asReader('POST', `/api/ads/${campaign.id}/impression`)),
    );
    expect(calls.map((r) => r.statusCode)).toEqual([204, 204, 204, 204, 204]);
    expect(await countsOf(campaign.id)).toEqual({ impressions: 5, clicks: 0 });
    const [daily] = await ctx.database.db
      .select()
      .from(adDailyCounts)
      .where(eq(adDailyCounts.campaignId, campaign.id));
    expect(daily).toMatchObject({
      impressions: 5,
      clicks: 0,
      day: new Date().toISOString().slice(0, 10),
    });

    const betaZone = await zoneOf(beta.id);
    const betaCampaign = await campaignIn(beta.id, betaZone.id);
    expect((await asReader('POST', `/api/ads/${betaCampaign.id}/impression`)).statusCode).toBe(404);
    expect((await asReader('GET', `/api/ads/${betaCampaign.id}/click`)).statusCode).toBe(404);
    expect(await countsOf(betaCampaign.id)).toEqual({ impressions: 0, clicks: 0 });
  });

  it('does not charge a campaign that is not live', async () => {
    const zone = await zoneOf(alpha.id);
    const paused = await campaignIn(alpha.id, zone.id, { status: 'paused' });
    expect((await asReader('POST', `/api/ads/${paused.id}/impression`)).statusCode).toBe(204);
    expect((await asReader('GET', `/api/ads/${paused.id}/click`)).statusCode).toBe(302);
    expect(await countsOf(paused.id)).toEqual({ impressions: 0, clicks: 0 });
  });

  it('limits impressions per client and campaign, so a script cannot burn a budget', async () => {
    const zone = await zoneOf(alpha.id);
    const campaign = await campaignIn(alpha.id, zone.id);
    const ip = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < AD_RATE_LIMITS.impressionsPerMinute + 4; i += 1)
      statuses.push(
        (await asReader('POST', `/api/ads/${campaign.id}/impression`, 'alpha', ip)).statusCode,
      );
    expect(statuses.filter((s) => s === 204)).toHaveLength(AD_RATE_LIMITS.impressionsPerMinute);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect((await countsOf(campaign.id))?.impressions).toBe(AD_RATE_LIMITS.impressionsPerMinute);
  });

  it('redirects a click to the stored https landing page only, ignoring any ?to=', async () => {
    const zone = await zoneOf(alpha.id);
    const campaign = await campaignIn(alpha.id, zone.id, {
      pricingModel: 'cpc',
      rateCents: 25,
    });
    const click = await asReader('GET', `/api/ads/${campaign.id}/click?to=https://evil.example/`);
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://example.org/landing?from=helionews');
    expect(click.headers['cache-control']).toBe('no-store');
    expect(await countsOf(campaign.id)).toEqual({ impressions: 0, clicks: 1 });

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/ads/campaigns?page_size=100',
      headers: { 'x-tenant-id': 'alpha', ...bearer(adminToken) },
    });
    const listed = list
      .json<{ campaigns: AdCampaign[] }>()
      .campaigns.find((c) => c.id === campaign.id);
    expect(listed).toMatchObject({ clicks: 1, spent: 0.25, cpc: 0.25 });
    expect((await asReader('GET', '/api/ads/999999/click')).statusCode).toBe(404);

    // A link followed in the browser sends no X-Tenant-ID: ?tenant= names the publication, and
    // a campaign of another publication than the one named is still a 404.
    const viaLink = await ctx.app.inject({
      method: 'GET',
      url: `/api/ads/${campaign.id}/click?tenant=alpha`,
      remoteAddress: nextClientAddress(),
    });
    expect(viaLink.statusCode).toBe(302);
    expect(viaLink.headers.location).toBe('https://example.org/landing?from=helionews');
    const wrongTenant = await ctx.app.inject({
      method: 'GET',
      url: `/api/ads/${campaign.id}/click?tenant=beta`,
      remoteAddress: nextClientAddress(),
    });
    expect(wrongTenant.statusCode).toBe(404);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/ads/${campaign.id}/click?tenant=nobody-here`,
      remoteAddress: nextClientAddress(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('never redirects to a stored landing page that is not https', async () => {
    const zone = await zoneOf(alpha.id);
    // Only a direct database write could store one: validation refuses it on every API path.
    const campaign = await campaignIn(alpha.id, zone.id, { landingPageUrl: 'http://example.org/' });
    const click = await asReader('GET', `/api/ads/${campaign.id}/click`);
    expect(click.statusCode).toBe(404);
    expect(click.headers.location).toBeUndefined();
  });

  it('bumps the content version when a counted view spends the last of the budget', async () => {
    const zone = await zoneOf(alpha.id);
    // CPC at 1.00 with a 2.00 budget: the second click spends it.
    const campaign = await campaignIn(alpha.id, zone.id, {
      pricingModel: 'cpc',
      rateCents: 100,
      budgetCents: 200,
    });
    const before = await contentVersion(alpha.id);
    await asReader('GET', `/api/ads/${campaign.id}/click`);
    expect(await contentVersion(alpha.id)).toBe(before);
    await asReader('GET', `/api/ads/${campaign.id}/click`);
    expect(await contentVersion(alpha.id)).toBe(before + 1);
    // Spent: no longer served, no longer counted.
    await asReader('GET', `/api/ads/${campaign.id}/click`);
    expect((await countsOf(campaign.id))?.clicks).toBe(2);
  });
});
