import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoA11yViolations } from './a11y';
import { adminToken, signInWithToken } from './accounts';
import { scaled } from '../time-scale';

/**
 * Ads & Campaigns (issue 11, item 2) on the built product: a tenant admin creates an ad zone and
 * a campaign with an uploaded creative, sees the ad on the reader page labelled Advertisement,
 * has it counted once in view, clicks it (the landing page is intercepted: nothing leaves the
 * machine) and sees the click counted. Everything happens on a publication of its own, so the
 * ads never reach other journeys' pages.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const LANDING = 'https://example.org/spring-sale?utm=e2e';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 728x90 RGB PNG in two colour bands, written by hand (no image library needed). */
function bannerPng(): Buffer {
  const width = 728;
  const height = 90;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = x < width / 2 ? [21, 101, 192] : [255, 193, 7];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Campaign {
  id: number;
  name: string;
  impressions: number;
  clicks: number;
}

async function newPublication(request: APIRequestContext) {
  const token = await adminToken(request);
  const slug = `ads-${unique()}`;
  const created = await request.post('/api/admin/tenants', {
    headers: { authorization: `Bearer ${token}` },
    data: { slug, name: `Ads ${slug}`, description: 'A publication for the ads journey' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { slug, token };
}

async function campaignsOf(request: APIRequestContext, slug: string, token: string) {
  const response = await request.get('/api/admin/ads/campaigns?page_size=100', {
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': slug },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { campaigns: Campaign[] }).campaigns;
}

/** Signed in as the platform admin, working on the publication `slug`. */
async function asAdminOf(page: Page, token: string, slug: string, dark = false) {
  await signInWithToken(page, token, true);
  await page.addInitScript(
    ([tenant, theme]) => {
      window.localStorage.setItem('selectedTenant', tenant);
      window.localStorage.setItem('darkMode', theme);
    },
    [slug, String(dark)] as const,
  );
}

test('an admin runs a campaign that a reader page shows and counts', async ({ page, request }) => {
  test.setTimeout(scaled(90_000));
  const { slug, token } = await newPublication(request);
  const creative = path.join(mkdtempSync(path.join(os.tmpdir(), 'helionews-ads-')), 'banner.png');
  writeFileSync(creative, bannerPng());
  await asAdminOf(page, token, slug);

  // An ad zone for the top of the front page.
  await page.goto('/admin/ads');
  await expect(page.getByRole('heading', { level: 1, name: 'Ads & Campaigns' })).toBeVisible();
  await expect(page.getByText('No campaigns yet.', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'Ad zones' }).click();
  await page.getByRole('button', { name: 'New ad zone' }).click();
  const zoneDialog = page.getByRole('dialog', { name: 'New ad zone' });
  await zoneDialog.getByRole('textbox', { name: 'Name' }).fill('Front page banner');
  await expect(zoneDialog.getByRole('textbox', { name: 'Size (pixels)' })).toHaveValue('728x90');
  await zoneDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Ad zone created')).toBeVisible();
  const zones = page.getByRole('table', { name: 'Ad zones of this publication' });
  await expect(zones.getByRole('row', { name: /Front page banner/ })).toContainText('Top banner');

  // A campaign with an uploaded creative; a plain http landing page is refused first.
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await page.getByRole('button', { name: 'New campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Spring sale');
  await dialog.getByRole('spinbutton', { name: 'Budget' }).fill('100');
  await dialog.getByRole('spinbutton', { name: 'Price per 1,000 impressions' }).fill('2.50');
  await dialog.getByRole('combobox', { name: 'Ad zones' }).click();
  await page.getByRole('option', { name: /Front page banner/ }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('textbox', { name: 'Landing page' }).fill('http://example.org/');
  await dialog.getByTestId('creative-file').setInputFiles(creative);
  const preview = dialog.getByRole('img', { name: 'Preview of the creative' });
  await expect(preview).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter an address starting with https://')).toBeVisible();
  await expect(dialog.getByText('Describe the image')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Landing page' }).fill(LANDING);
  await dialog
    .getByRole('textbox', { name: 'Alternative text' })
    .fill('Spring sale: telescopes 20 % off');
  await expect(dialog.getByRole('img', { name: 'Spring sale: telescopes 20 % off' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Campaign created')).toBeVisible();
  const campaigns = page.getByRole('table', { name: 'Campaigns of this publication' });
  const row = campaigns.getByRole('row', { name: /Spring sale/ });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('0.00 of 100.00');

  // The reader's front page shows it, labelled, with its room reserved from the first paint.
  await page.goto(`/tenant/${slug}/`);
  const slot = page.getByRole('complementary', { name: 'Advertisement' });
  await expect(slot).toBeVisible();
  await expect(slot).toContainText('Advertisement');
  const ad = slot.getByRole('link', { name: 'Spring sale: telescopes 20 % off' });
  await expect(ad).toBeVisible();
  await expect(ad).toHaveAttribute('rel', 'sponsored noopener');
  // At the zone's size (728x90, here the column is wider), not shrunk to its label.
  const box = await slot.locator('img').boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(728);
  expect(Math.round(box?.height ?? 0)).toBe(90);
  await ad.scrollIntoViewIfNeeded();
  const [id] = (await campaignsOf(request, slug, token)).map((c) => c.id);

  // Counted once it has been in view for a second.
  await expect
    .poll(async () => (await campaignsOf(request, slug, token))[0]?.impressions, {
      timeout: scaled(10_000),
    })
    .toBe(1);
  await expectNoA11yViolations(page);

  // The click goes through the counting redirect to the stored https landing page. Nothing
  // leaves the machine: the redirect is read from the server and the landing page stubbed.
  let redirectedTo: string | undefined;
  await page.context().route('**/api/ads/*/click*', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    expect(response.status()).toBe(302);
    redirectedTo = response.headers()['location'];
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Landing</title>' });
  });
  await page
    .context()
    .route('https://example.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Landing</title>' }),
    );
  const [landing] = await Promise.all([page.context().waitForEvent('page'), ad.click()]);
  await landing.waitForLoadState();
  expect(new URL(landing.url()).pathname).toBe(`/api/ads/${id}/click`);
  expect(redirectedTo).toBe(LANDING);
  await landing.close();
  await expect
    .poll(async () => (await campaignsOf(request, slug, token)).find((c) => c.id === id)?.clicks)
    .toBe(1);

  // The back-office shows both counts and the derived figures.
  await page.goto('/admin/ads');
  const counted = page
    .getByRole('table', { name: 'Campaigns of this publication' })
    .getByRole('row', { name: /Spring sale/ });
  await expect(counted.getByRole('cell').nth(4)).toHaveText('1');
  await expect(counted.getByRole('cell').nth(5)).toHaveText('1');
  await expect(counted.getByRole('cell').nth(6)).toHaveText('100.00%');

  // Deleting says so in the spec's words.
  await counted.getByRole('button', { name: 'Delete Spring sale' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this campaign?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Campaign deleted successfully')).toBeVisible();
  await page.goto(`/tenant/${slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
});

async function withSampleCampaign(request: APIRequestContext) {
  const { slug, token } = await newPublication(request);
  const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': slug };
  const zone = await request.post('/api/admin/ads/zones', {
    headers,
    data: { name: 'Sidebar box', dimensions: '300x250', location: 'sidebar' },
  });
  expect(zone.status()).toBe(201);
  const now = Date.now();
  const created = await request.post('/api/admin/ads/campaigns', {
    headers,
    data: {
      name: 'Pending proposal',
      status: 'pending',
      startDate: new Date(now - 86_400_000).toISOString(),
      endDate: new Date(now + 7 * 86_400_000).toISOString(),
      budget: 250,
      pricingModel: 'cpc',
      rate: 0.4,
      adZones: [((await zone.json()) as { id: number }).id],
      landingPageUrl: LANDING,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { slug, token };
}

for (const theme of ['light', 'dark'] as const) {
  test(`/admin/ads passes axe in the ${theme} theme`, async ({ page, request }) => {
    const { slug, token } = await withSampleCampaign(request);
    await asAdminOf(page, token, slug, theme === 'dark');
    await page.goto('/admin/ads');
    const row = page
      .getByRole('table', { name: 'Campaigns of this publication' })
      .getByRole('row', { name: /Pending proposal/ });
    await expect(row).toContainText('Awaiting approval');
    await expect(row.getByRole('button', { name: 'Approve Pending proposal' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'New campaign' }).click();
    await expect(page.getByRole('dialog', { name: 'New campaign' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Ad zones' }).click();
    await expect(page.getByRole('table', { name: 'Ad zones of this publication' })).toBeVisible();
    await expectNoA11yViolations(page);
    // Approving from the keyboard makes it active and clears the badge.
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await row.getByRole('button', { name: 'Approve Pending proposal' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Campaign approved', { exact: false })).toBeVisible();
    await expect(row).toContainText('Active');
  });
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/admin/ads is usable and axe clean at 390 px', async ({ page, request }) => {
    const { slug, token } = await withSampleCampaign(request);
    await asAdminOf(page, token, slug);
    await page.goto('/admin/ads');
    await expect(page.getByRole('heading', { level: 1, name: 'Ads & Campaigns' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Pending proposal/ })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'New campaign' }).click();
    await expect(page.getByRole('dialog', { name: 'New campaign' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
