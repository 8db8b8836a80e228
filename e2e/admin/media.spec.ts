import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { expectNoA11yViolations } from './a11y';
import { adminApi, member, signInWithToken } from './accounts';
import { scaled } from '../time-scale';

/**
 * Issue 34, item 3 (responsive images): an editor uploads three photos to the media library at
 * once, picks one as an article's lead image and publishes it; a reader on a 390 px phone then
 * gets the story's lead image as the 640-wide AVIF variant, not the 1,600-wide rendering nor the
 * original, with its width and height set. What the journey made is removed afterwards: the
 * other journeys share this server.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 2000 x 1200 photo-like PNG of its own colours: a background, a sun and a band of land. */
function photo(background: string, sun: string, land: string): Promise<Buffer> {
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1200">
      <circle cx="1400" cy="380" r="220" fill="${sun}"/>
      <rect x="0" y="820" width="2000" height="380" fill="${land}"/>
      <path d="M0 820 L500 520 L900 820 Z" fill="${land}"/>
    </svg>`,
  );
  return sharp({ create: { width: 2000, height: 1200, channels: 3, background } })
    .composite([{ input: shapes }])
    .png()
    .toBuffer();
}

/** The library in the light and the dark theme, at a phone's and a desktop's width. */
async function checkLibraryA11y(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const dark of [false, true]) {
      await page.evaluate((value) => window.localStorage.setItem('darkMode', value), String(dark));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Images' })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoA11yViolations(page, `${dark ? 'dark' : 'light'} at ${width} px`);
    }
  }
  await page.evaluate(() => window.localStorage.setItem('darkMode', 'false'));
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an editor uploads three images, leads an article with one, and a phone gets its AVIF variant', async ({
  page,
  browser,
  request,
}) => {
  // Three uploads rendered at four widths in two formats, four axe runs, a publication: minutes
  // on CI's two busy cores.
  test.setTimeout(scaled(240_000));
  const editor = await member(request, 'editor');
  const run = unique();
  const names = [`harbour-${run}`, `meadow-${run}`, `dunes-${run}`];
  const title = `The harbour at first light ${run}`;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'helionews-e2e-media-'));
  const files = [
    { name: names[0], bytes: await photo('#1d4e89', '#f6c445', '#2b2d42') },
    { name: names[1], bytes: await photo('#88b04b', '#fff1a8', '#3c6e47') },
    { name: names[2], bytes: await photo('#e9c46a', '#e76f51', '#a0522d') },
  ].map((file) => ({ ...file, path: path.join(folder, `${file.name}.png`) }));
  for (const file of files) await writeFile(file.path, file.bytes);
  const originalBytes = files[0]?.bytes.length ?? 0;

  try {
    await signInWithToken(page, editor.token);
    await page.goto('/admin/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();

    // Three at once through the file input, as a person choosing them in the file dialog.
    await page.getByLabel('Image files').setInputFiles(files.map((file) => file.path));
    await expect(page.getByRole('status').filter({ hasText: '3 stored, 0 refused' })).toBeVisible({
      timeout: scaled(60_000),
    });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const grid = page.getByRole('list', { name: 'Images' });
    for (const name of names) {
      await expect(grid.getByRole('button', { name: `Open ${name}` })).toBeVisible();
    }

    await checkLibraryA11y(page);

    // The article: written, led by the first image from the library, published.
    await page.goto('/admin/articles/new');
    await page.getByRole('textbox', { name: 'Headline' }).fill(title);
    await page.getByRole('textbox', { name: 'Summary' }).fill('The quay at dawn, from the pier.');
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('The fishing boats came back before the sun rose over the quay.');
    await page.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image from the library' });
    await picker.getByRole('button', { name: `Choose ${names[0]}` }).click();
    await expect(picker).toHaveCount(0);
    // A new upload has no alt text yet: the lead image is described here.
    await page
      .getByRole('textbox', { name: 'Lead image description' })
      .fill('Fishing boats at the quay under a rising sun');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    // Where the publication has newsletters, publishing offers one (issue 32): declined here.
    const offer = page.getByRole('dialog', { name: 'Send it as a newsletter?' });
    if ((await offer.count()) > 0) await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
    const articleId = Number(/\/admin\/articles\/(\d+)$/.exec(page.url())?.[1]);

    // A reader on a phone: Playwright's 390 x 844 at DPR 1.
    const reader = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
    });
    const phone = await reader.newPage();
    const images: { url: string; type: string; bytes: number }[] = [];
    phone.on('response', async (response) => {
      if (!/\/uploads\/media\//.test(response.url())) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      images.push({
        url: new URL(response.url()).pathname,
        type: response.headers()['content-type'] ?? '',
        bytes: body.length,
      });
    });
    await phone.goto(`/story/${articleId}`);
    await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const lead = phone.locator('article figure picture img');
    await expect(lead).toBeVisible();
    await expect(lead).toHaveAttribute('width', '2000');
    await expect(lead).toHaveAttribute('height', '1200');
    await expect(lead).toHaveAttribute('fetchpriority', 'high');
    await expect(phone.locator('article figure picture source[type="image/avif"]')).toHaveCount(1);
    await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const chosen = await lead.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(chosen).toMatch(/\/w640\.avif$/);
    await expect.poll(() => images.find((image) => image.url === chosen)?.type).toBe('image/avif');
    // Only that rendering of the lead image: neither a wider one nor the original.
    const leadFolder = chosen.replace(/\/w640\.avif$/, '/');
    const ofLead = images.filter((image) => image.url.startsWith(leadFolder));
    expect(ofLead.map((image) => image.url)).toEqual([chosen]);
    // No layout shift: the box had its proportions before the image arrived.
    const box = await lead.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    const fetched = ofLead[0]?.bytes ?? 0;
    const sizeOf = async (file: string) =>
      (await (await request.get(`${leadFolder}${file}`)).body()).length;
    test.info().annotations.push({
      type: 'lead image',
      description: `${chosen}: ${fetched} bytes (image/avif); w1600.avif ${await sizeOf('w1600.avif')} bytes, original.webp ${await sizeOf('original.webp')} bytes, the 2000 x 1200 PNG upload ${originalBytes} bytes`,
    });
    expect(fetched).toBeGreaterThan(0);
    expect(fetched).toBeLessThan(originalBytes);
    // How the phone's story page looks, kept with the results for a person to judge.
    await test.info().attach('story page at 390 px', {
      body: await phone.screenshot(),
      contentType: 'image/png',
    });
    await reader.close();
  } finally {
    // Found by name, so a journey that stopped half-way still removes what it stored.
    const listed = (await adminApi(request, editor.token, 'GET', `/media?q=${run}`)) as {
      media: { id: number }[];
    };
    const articles = (await adminApi(request, editor.token, 'GET', `/articles?search=${run}`)) as {
      articles: { id: number }[];
    };
    for (const { id } of articles.articles) {
      await adminApi(request, editor.token, 'DELETE', `/articles/${id}`);
    }
    for (const { id } of listed.media)
      await adminApi(request, editor.token, 'DELETE', `/media/${id}`);
    await rm(folder, { recursive: true, force: true });
  }
});
