import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from '../admin/accounts';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

/**
 * Issue 10's story detail and story demo pages in both themes, on a desktop and at phone width
 * (390 px): axe clean and no sideways scrolling; a feed item's detail page credits and links its
 * source; the story page lists related stories and leads to its detail page and back.
 */

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** A publication other than the default, so the review queue other journeys count is untouched. */
const TENANT = 'space';
const headers = { 'X-Tenant-ID': TENANT };

interface FeedStory {
  id: number;
  title: string;
  source_name: string;
  source_url: string;
}

interface StorySummary {
  id: number;
  title: string;
  origin: 'editorial' | 'feed';
  source_name: string | null;
}

/** A published feed item of the tenant; one of its waiting wire items is approved if none is. */
async function publishedFeedStory(request: APIRequestContext): Promise<FeedStory> {
  const list = await request.get('/api/stories?page_size=100', { headers });
  expect(list.ok()).toBe(true);
  let feed = ((await list.json()) as { stories: StorySummary[] }).stories.find(
    (story) => story.origin === 'feed' && story.source_name,
  );
  if (!feed) {
    const token = await adminToken(request);
    const auth = { ...headers, authorization: `Bearer ${token}` };
    const waiting = await request.get('/api/admin/stories?status=pending&origin=feed', {
      headers: auth,
    });
    expect(waiting.ok()).toBe(true);
    const [item] = ((await waiting.json()) as { stories: StorySummary[] }).stories;
    if (!item) throw new Error(`the ${TENANT} publication has no waiting feed item to publish`);
    const approved = await request.post(`/api/admin/stories/${item.id}/approve`, { headers: auth });
    expect(approved.ok()).toBe(true);
    feed = item;
  }
  const story = await request.get(`/api/stories/${feed.id}`, { headers });
  expect(story.ok()).toBe(true);
  const body = (await story.json()) as FeedStory;
  expect(body.source_url).toMatch(/^https?:\/\//);
  return body;
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${size} (${viewport.width} px), ${mode} theme`, () => {
      test.use({ viewport });

      test.beforeEach(async ({ page }) => {
        await page.addInitScript((dark) => {
          window.localStorage.setItem('darkMode', String(dark));
        }, mode === 'dark');
      });

      test('the detail page of a feed item credits its source and passes axe', async ({
        page,
        request,
      }) => {
        const story = await publishedFeedStory(request);
        const response = await page.goto(`/tenant/${TENANT}/story/${story.id}/detail`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode);
        await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();

        const facts = page.getByRole('region', { name: 'About this story' });
        const source = facts.getByRole('link', {
          name: `${story.source_name} (opens in a new tab)`,
        });
        await expect(source).toHaveAttribute('href', story.source_url);
        await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(source).toHaveAttribute('target', '_blank');
        await expect(facts.getByText('Reading time')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Back to the story' })).toHaveAttribute(
          'href',
          `/tenant/${TENANT}/story/${story.id}`,
        );
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousA11yViolations(page);
      });

      test('the story demo shows every section in both themes and passes axe', async ({ page }) => {
        await page.goto('/story-demo');
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode);
        await expect(page.getByRole('heading', { level: 1, name: 'Story demo' })).toBeVisible();
        const contents = page.getByRole('navigation', { name: 'On this page' });
        await expect(contents.getByRole('link')).toHaveCount(8);
        for (const scheme of ['light', 'dark']) {
          await expect(page.locator(`section [data-scheme="${scheme}"]`)).toHaveCount(8);
        }
        await expect(page.locator('[dir="rtl"][lang="ar"]')).toHaveCount(2);

        // The table of contents is a keyboard's way down the page.
        await contents.getByRole('link', { name: 'Right-to-left text' }).focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/#demo-rtl$/);
        await expect(
          page.getByRole('heading', { level: 2, name: 'Right-to-left text' }),
        ).toBeInViewport();

        await page.waitForLoadState('networkidle');
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
}

test('the story page lists related stories and leads to its details and back', async ({
  page,
  request,
}) => {
  const latest = await request.get('/api/stories?page_size=1');
  const [first] = ((await latest.json()) as { stories: StorySummary[] }).stories;
  if (!first) throw new Error('the demo data has no story');
  const relatedResponse = await request.get(`/api/stories/${first.id}/related?limit=4`);
  expect(relatedResponse.ok()).toBe(true);
  const related = ((await relatedResponse.json()) as { stories: StorySummary[] }).stories;
  expect(related.length).toBeGreaterThan(0);

  // Server-rendered with the page, so it takes no room late (no layout shift when it arrives).
  const html = await (await request.get(`/story/${first.id}`)).text();
  expect(html).toContain('Related stories');
  expect(html).toContain(`href="/story/${related[0]?.id}"`);

  const relatedReads: string[] = [];
  page.on('request', (sent) => {
    if (/^\/api\/stories\/\d+\/related/.test(new URL(sent.url()).pathname)) {
      relatedReads.push(sent.url());
    }
  });
  await page.goto(`/story/${first.id}`);
  await page.waitForLoadState('networkidle');
  expect(relatedReads, 'the list came with the page: no second fetch on hydration').toEqual([]);
  const aside = page.getByRole('complementary', { name: 'Related stories' });
  for (const story of related) {
    await expect(aside.getByRole('link', { name: story.title })).toHaveAttribute(
      'href',
      `/story/${story.id}`,
    );
  }
  expect(related.map((story) => story.id)).not.toContain(first.id);

  // The server names the detail page after its story, not as a missing page.
  const detailHtml = await (await request.get(`/story/${first.id}/detail`)).text();
  expect(detailHtml).toMatch(/<title>[^<]+: story details \| [^<]+<\/title>/);
  const demoHtml = await (await request.get('/story-demo')).text();
  expect(demoHtml).toMatch(/<title>Story demo \| [^<]+<\/title>/);

  await page.getByRole('link', { name: 'Story details' }).click();
  await expect(page).toHaveURL(`/story/${first.id}/detail`);
  await expect(page.getByRole('region', { name: 'About this story' })).toBeVisible();
  await expect(page).toHaveTitle(
    new RegExp(`^${first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: story details`),
  );
  await page.getByRole('link', { name: 'Back to the story' }).click();
  await expect(page).toHaveURL(`/story/${first.id}`);
});
