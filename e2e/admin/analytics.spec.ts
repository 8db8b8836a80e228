import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoA11yViolations, expectNoA11yViolationsInDarkMode } from './a11y';
import { adminToken, signInWithToken } from './accounts';
import { scaled } from '../time-scale';

/** A publication of its own, so that other journeys' page views never mix into these figures. */
const TENANT = 'sports';
const READER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

interface ContentFigures {
  enabled: boolean;
  totals: { views: number; visitors: number };
  top_stories: { story_id: number; title: string | null; views: number }[];
}

async function contentFigures(request: APIRequestContext, token: string): Promise<ContentFigures> {
  const response = await request.get('/api/admin/analytics/content', {
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': TENANT },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ContentFigures;
}

const beacon = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/analytics/views') && response.status() === 204,
  );

test('page views of a publication with analytics on appear on its Analytics page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const token = await adminToken(request);
  // Site Settings' analytics switch, as an admin saves it.
  const saved = await request.put('/api/admin/settings', {
    data: { analytics_enabled: true },
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': TENANT },
  });
  expect(saved.status()).toBe(200);
  const before = await contentFigures(request, token);
  expect(before.enabled).toBe(true);

  // A reader (own browser context, no account) opens the front page, then a story in the app.
  // With a desktop Chrome's User-Agent: a headless browser announces itself (HeadlessChrome) and,
  // like other automation, is not counted as a reader (isbot's list).
  const reader = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: READER_USER_AGENT,
  });
  const readerPage = await reader.newPage();
  const first = beacon(readerPage);
  await readerPage.goto(`/tenant/${TENANT}`);
  const firstBeacon = await first;
  const storyLink = readerPage.locator('main a[href*="/story/"]').first();
  const storyTitle = (await storyLink.innerText()).trim();
  const second = beacon(readerPage);
  await storyLink.click();
  await expect(readerPage).toHaveURL(/\/story\/\d+/);
  const secondBeacon = await second;
  const storyId = Number(/\/story\/(\d+)/.exec(readerPage.url())?.[1]);
  // Counting sets no cookie.
  for (const response of [firstBeacon, secondBeacon]) {
    expect(await response.headerValue('set-cookie')).toBeNull();
  }
  await reader.close();

  // Written by the server's recorder within its flush interval.
  await expect
    .poll(async () => (await contentFigures(request, token)).totals.views, {
      timeout: scaled(15_000),
    })
    .toBeGreaterThanOrEqual(before.totals.views + 2);
  const after = await contentFigures(request, token);
  expect(after.top_stories.some((story) => story.story_id === storyId)).toBe(true);

  await signInWithToken(page, token, true);
  await page.addInitScript((slug) => window.localStorage.setItem('selectedTenant', slug), TENANT);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByTestId('stat-views')).toContainText(String(after.totals.views));
  await expect(page.getByTestId('stat-visitors')).toContainText(String(after.totals.visitors));
  await expect(page.getByRole('figure', { name: 'Views and visitors' })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Views and visitors' }).locator('.MuiChartsSurface-root'),
  ).toBeVisible();
  const stories = page.getByRole('table', { name: 'Top stories' });
  await expect(stories.getByRole('link', { name: storyTitle })).toHaveAttribute(
    'href',
    new RegExp(`/story/${storyId}$`),
  );
  await expect(page.getByTestId('analytics-off')).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The CSV export downloads the figures of the range shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export content (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^analytics-content-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.startsWith('day,views,visitors\r\n')).toBe(true);
  expect(csv).toContain(`total,${after.totals.views},${after.totals.visitors}`);
  expect(csv).toContain(`${storyId},`);

  // A range preset asks again, keyboard first.
  await page.getByRole('button', { name: 'Last 7 days' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await expectNoA11yViolationsInDarkMode(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});

test('a publication with analytics off says so and links to Site Settings', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  await signInWithToken(page, token, true);
  // The default publication keeps analytics off (SPEC section 1).
  await page.goto('/admin/analytics');
  const notice = page.getByTestId('analytics-off');
  await expect(notice).toContainText('Analytics is off for this publication');
  await expectNoA11yViolations(page);
  await notice.getByRole('link', { name: 'Turn it on in Site Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
});
