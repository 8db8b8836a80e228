import {
  AD_MESSAGES,
  type AdCampaign,
  type AdCampaignListResponse,
  type AdCreativeUpload,
  type AdDailyStats,
  type AdZone,
  type AdZoneListResponse,
  type NavigationCounts,
} from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, adCampaigns, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { contentVersionOf } from '../../test/queries.js';
import { bearer } from '../../test/auth.js';
import { createBackOffice, type CallerRole } from '../../test/factories.js';
import { adCampaignPayload } from '../../test/payloads.js';

let ctx: TestContext;
let alpha: TenantRow;
let png: Buffer;
let tokens: Record<CallerRole, string>;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  ({ alpha, tokens } = await createBackOffice(db));
  png = await sharp({ create: { width: 728, height: 90, channels: 4, background: '#1e88e5' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token = tokens.tenantAdmin, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'x-tenant-id': 'alpha', ...bearer(token) },
    ...(payload && { payload }),
  });

function multipart(bytes: Buffer, filename = 'ad.png', type = 'image/png') {
  const boundary = '----helionews-ads-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, 'content-type': `multipart/form-data; boundary=${boundary}` };
}

async function upload(bytes: Buffer, token = tokens.tenantAdmin) {
  const { payload, 'content-type': contentType } = multipart(bytes);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/ads/creatives',
    headers: { 'x-tenant-id': 'alpha', ...bearer(token), 'content-type': contentType },
    payload,
  });
}

async function createZone(overrides: Record<string, unknown> = {}): Promise<AdZone> {
  const response = await call('POST', '/api/admin/ads/zones', tokens.tenantAdmin, {
    name: 'Home banner',
    dimensions: '728x90',
    location: 'top_banner',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json<AdZone>();
}

const contentVersion = () => contentVersionOf(ctx.database.db, alpha.id);

describe('ad zones', () => {
  it('creates, lists, updates and deletes a zone with the spec text', async () => {
    const before = await contentVersion();
    const zone = await createZone({
      name: 'Sidebar box',
      dimensions: '300x250',
      location: 'sidebar',
    });
    expect(zone).toMatchObject({
      name: 'Sidebar box',
      dimensions: '300x250',
      location: 'sidebar',
      isActive: true,
      totalImpressions: 0,
      totalClicks: 0,
      avgCTR: 0,
      avgCPM: 0,
      campaigns: [],
    });
    expect(await contentVersion()).toBeGreaterThan(before);

    const list = (
      await call('GET', '/api/admin/ads/zones?page_size=100')
    ).json<AdZoneListResponse>();
    expect(list.zones.map((z) => z.id)).toContain(zone.id);
    expect(list).toMatchObject({ page: 1, page_size: 100 });

    const updated = await call('PUT', `/api/admin/ads/zones/${zone.id}`, tokens.tenantAdmin, {
      isActive: false,
      dimensions: '320x100',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<AdZone>()).toMatchObject({ isActive: false, dimensions: '320x100' });

    const deleted = await call('DELETE', `/api/admin/ads/zones/${zone.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Ad zone deleted successfully' });
    expect((await call('DELETE', `/api/admin/ads/zones/${zone.id}`)).statusCode).toBe(404);

    const logged = await ctx.database.db
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.entityType, 'ad_zone'), eq(activities.entityId, zone.id)));
    expect(logged.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses bad dimensions and locations with 422', async () => {
    const bad = await call('POST', '/api/admin/ads/zones', tokens.tenantAdmin, {
      name: 'Bad',
      dimensions: '728 by 90',
      location: 'top_banner',
    });
    expect(bad.statusCode).toBe(422);
    const where = await call('POST', '/api/admin/ads/zones', tokens.tenantAdmin, {
      name: 'Bad',
      dimensions: '728x90',
      location: 'footer',
    });
    expect(where.statusCode).toBe(422);
  });

  it('lets editors read zones but not change them', async () => {
    expect((await call('GET', '/api/admin/ads/zones', tokens.editor)).statusCode).toBe(200);
    const response = await call('POST', '/api/admin/ads/zones', tokens.editor, {
      name: 'Editor zone',
      dimensions: '728x90',
      location: 'top_banner',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('campaigns', () => {
  it('creates a campaign with an uploaded creative, lists and updates it, derives the figures', async () => {
    const zone = await createZone();
    const uploaded = await upload(png);
    expect(uploaded.statusCode).toBe(201);
    const creative = uploaded.json<AdCreativeUpload>();
    expect(creative.url).toMatch(new RegExp(`^/uploads/ads/${alpha.id}/[0-9a-f]{24}\\.webp$`));
    expect(creative).toMatchObject({ width: 728, height: 90 });
    const served = await ctx.app.inject({ method: 'GET', url: creative.url });
    expect(served.statusCode).toBe(200);

    const created = await call(
      'POST',
      '/api/admin/ads/campaigns',
      tokens.tenantAdmin,
      adCampaignPayload({
        creativeUrl: creative.url,
        creativeAlt: 'Spring sale banner',
        adZones: [zone.id],
        targetAudience: ['readers', 'readers', 'tech'],
        weight: 30,
      }),
    );
    expect(created.statusCode).toBe(201);
    const campaign = created.json<AdCampaign>();
    expect(campaign).toMatchObject({
      status: 'active',
      budget: 500,
      rate: 4.5,
      spent: 0,
      impressions: 0,
      clicks: 0,
      ctr: 0,
      cpc: 0,
      cpm: 0,
      adZones: [zone.id],
      targetAudience: ['readers', 'tech'],
      creativeUrl: creative.url,
      creativeAlt: 'Spring sale banner',
      weight: 30,
    });

    // Counts change only by counting; the derived figures follow them.
    await ctx.database.db
      .update(adCampaigns)
      .set({ impressions: 2000, clicks: 30 })
      .where(eq(adCampaigns.id, campaign.id));
    const list = (
      await call('GET', '/api/admin/ads/campaigns?page_size=100')
    ).json<AdCampaignListResponse>();
    const listed = list.campaigns.find((c) => c.id === campaign.id);
    // CPM 4.50 over 2000 impressions: 9.00 spent; CTR 1.5 %; CPC 0.30; CPM 4.50.
    expect(listed).toMatchObject({ spent: 9, ctr: 1.5, cpc: 0.3, cpm: 4.5 });

    const zoneAfter = (await call('GET', '/api/admin/ads/zones?page_size=100'))
      .json<AdZoneListResponse>()
      .zones.find((z) => z.id === zone.id);
    expect(zoneAfter).toMatchObject({
      totalImpressions: 2000,
      totalClicks: 30,
      avgCTR: 1.5,
      avgCPM: 4.5,
      campaigns: [{ id: campaign.id, name: 'Spring sale', status: 'active' }],
    });

    const updated = await call(
      'PUT',
      `/api/admin/ads/campaigns/${campaign.id}`,
      tokens.tenantAdmin,
      {
        pricingModel: 'cpc',
        rate: 1,
        budget: 20,
      },
    );
    expect(updated.statusCode).toBe(200);
    // 30 clicks at 1.00 = 30.00, capped at the budget of 20.00.
    expect(updated.json<AdCampaign>()).toMatchObject({ spent: 20, cpc: 0.67 });
  });

  it('refuses typed-in derived figures', async () => {
    const response = await call(
      'POST',
      '/api/admin/ads/campaigns',
      tokens.tenantAdmin,
      adCampaignPayload({ ctr: 50 }),
    );
    expect(response.statusCode).toBe(422);
  });

  it.each([
    ['http://example.org/landing'],
    ['javascript:alert(1)'],
    ['https://user:pw@example.org/'],
    ['//example.org/'],
    ['ftp://example.org/'],
  ])('refuses the landing page %s with 422', async (landingPageUrl) => {
    const response = await call(
      'POST',
      '/api/admin/ads/campaigns',
      tokens.tenantAdmin,
      adCampaignPayload({ landingPageUrl }),
    );
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain('landingPageUrl');
  });

  it('refuses an end date before the start date, on create and on update', async () => {
    const start = new Date(Date.now() + 5 * DAY_MS).toISOString();
    const response = await call(
      'POST',
      '/api/admin/ads/campaigns',
      tokens.tenantAdmin,
      adCampaignPayload({ startDate: start, endDate: new Date(Date.now()).toISOString() }),
    );
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain('endDate');

    const created = (
      await call('POST', '/api/admin/ads/campaigns', tokens.tenantAdmin, adCampaignPayload())
    ).json<AdCampaign>();
    const update = await call('PUT', `/api/admin/ads/campaigns/${created.id}`, tokens.tenantAdmin, {
      endDate: new Date(Date.now() - 2 * DAY_MS).toISOString(),
    });
    expect(update.statusCode).toBe(422);
  });

  it('refuses a creative that was not uploaded here, and one without alt text', async () => {
    const foreign = await call(
      'POST',
      '/api/admin/ads/campaigns',
      tokens.tenantAdmin,
      adCampaignPayload({ creativeUrl: 'https://tracker.example/ad.png', creativeAlt: 'Ad' }),
    );
    expect(foreign.statusCode).toBe(422);
    const creative = (await upload(png)).json<AdCreativeUpload>();
    const noAlt = await call(
      'POST',
      '/api/admin/ads/campaigns',
      tokens.tenantAdmin,
      adCampaignPayload({ creativeUrl: creative.url }),
    );
    expect(noAlt.statusCode).toBe(422);
    expect(JSON.stringify(noAlt.json())).toContain('creativeAlt');
  });

  it('refuses zones of another tenant or unknown ones', async () => {
    const response = await call(
      'POST',
      '/api/admin/ads/campaigns',
      tokens.tenantAdmin,
      adCampaignPayload({ adZones: [987_654] }),
    );
    expect(response.statusCode).toBe(422);
  });

  it('refuses bad creative uploads: not an image (415), damaged (422), not multipart (415)', async () => {
    const script = await upload(Buffer.from('<script>alert(1)</script>'));
    expect(script.statusCode).toBe(415);
    expect(script.json()).toEqual({ detail: AD_MESSAGES.creativeType });
    const truncated = await upload(png.subarray(0, 60));
    expect(truncated.statusCode).toBe(422);
    const json = await call('POST', '/api/admin/ads/creatives', tokens.tenantAdmin, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('deletes a campaign with the spec text', async () => {
    const created = (
      await call('POST', '/api/admin/ads/campaigns', tokens.tenantAdmin, adCampaignPayload())
    ).json<AdCampaign>();
    const deleted = await call('DELETE', `/api/admin/ads/campaigns/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Campaign deleted successfully' });
    expect(
      (
        await call('PUT', `/api/admin/ads/campaigns/${created.id}`, tokens.tenantAdmin, {
          name: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('approval workflow', () => {
  const pendingCount = async () =>
    (await call('GET', '/api/admin/dashboard/navigation-counts')).json<NavigationCounts>()
      .ads_campaigns_pending;

  it('submits an editor campaign as pending, counts it, and lets an admin approve or reject', async () => {
    const before = await pendingCount();
    const submitted = await call(
      'POST',
      '/api/admin/ads/campaigns',
      tokens.editor,
      adCampaignPayload(),
    );
    expect(submitted.statusCode).toBe(201);
    const first = submitted.json<AdCampaign>();
    expect(first.status).toBe('pending');
    const second = (
      await call(
        'POST',
        '/api/admin/ads/campaigns',
        tokens.editor,
        adCampaignPayload({ name: 'Other' }),
      )
    ).json<AdCampaign>();
    expect(await pendingCount()).toBe(before + 2);

    // Editors cannot approve, nor make a campaign active themselves.
    expect(
      (await call('POST', `/api/admin/ads/campaigns/${first.id}/approve`, tokens.editor))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/api/admin/ads/campaigns/${first.id}`, tokens.editor, {
          status: 'active',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/api/admin/ads/campaigns',
          tokens.editor,
          adCampaignPayload({ status: 'active' }),
        )
      ).statusCode,
    ).toBe(403);

    const approved = await call('POST', `/api/admin/ads/campaigns/${first.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdCampaign>().status).toBe('active');
    const rejected = await call(
      'POST',
      `/api/admin/ads/campaigns/${second.id}/reject`,
      tokens.tenantAdmin,
      {
        note: 'Off-brand',
      },
    );
    expect(rejected.json<AdCampaign>()).toMatchObject({
      status: 'rejected',
      reviewNote: 'Off-brand',
    });
    expect(await pendingCount()).toBe(before);
    // Only a pending campaign can be decided.
    expect((await call('POST', `/api/admin/ads/campaigns/${first.id}/approve`)).statusCode).toBe(
      409,
    );

    // An editor's change to the approved campaign sends it back for approval.
    const edited = await call('PUT', `/api/admin/ads/campaigns/${first.id}`, tokens.editor, {
      landingPageUrl: 'https://example.org/changed',
    });
    expect(edited.json<AdCampaign>().status).toBe('pending');
    expect(await pendingCount()).toBe(before + 1);
  });

  it('lets only admins delete campaigns', async () => {
    const created = (
      await call('POST', '/api/admin/ads/campaigns', tokens.editor, adCampaignPayload())
    ).json<AdCampaign>();
    expect(
      (await call('DELETE', `/api/admin/ads/campaigns/${created.id}`, tokens.editor)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/ads/campaigns/${created.id}`)).statusCode).toBe(200);
  });
});

describe('daily stats', () => {
  it('answers one entry per day, zero days included', async () => {
    const before = today();
    const response = await call('GET', '/api/admin/ads/stats?days=7');
    expect(response.statusCode).toBe(200);
    const { days } = response.json<AdDailyStats>();
    expect(days).toHaveLength(7);
    // Today by the server's clock: the day it was asked, or the next if midnight fell between.
    expect([before, today()]).toContain(days.at(-1)?.date);
  });
});

const today = () => new Date().toISOString().slice(0, 10);
