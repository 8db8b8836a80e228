import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { grantRole, newAccount, register } from '../admin/accounts';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

/**
 * Issue 34, item 1 (the reader half of tags): an editor tags two stories through the admin API;
 * a reader follows a story's tag to the tag's page, which lists both, with and without
 * JavaScript; both themes, at a phone's width and a desktop's, axe clean.
 */

/** A publication other than the default, so the counts other journeys read are untouched. */
const TENANT = 'space';
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
const SHOTS = '/tmp/tags-shots';

interface Tagged {
  tag: { id: number; name: string; slug: string };
  stories: { id: number; title: string }[];
}

/** An editor creates a tag and publishes two articles carrying it. */
async function taggedStories(request: APIRequestContext): Promise<Tagged> {
  const account = newAccount('tagger');
  const { id, token } = await register(request, account, '203.0.113.34');
  await grantRole(request, id, 'editor', TENANT);
  const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': TENANT };
  const suffix = account.username.slice(-4);
  const created = await request.post('/api/admin/tags', {
    headers,
    data: {
      name: `Lunar geology ${suffix}`,
      description: 'Rocks, regolith and the craters they fill.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tag = (await created.json()) as Tagged['tag'];
  const stories: Tagged['stories'] = [];
  for (const n of [1, 2]) {
    const title = `Regolith sample ${n} (${suffix})`;
    const response = await request.post('/api/admin/articles', {
      headers,
      data: {
        title,
        summary: `What sample ${n} holds.`,
        body_html: `<p>Sample ${n} was taken near the rim.</p>`,
        status: 'published',
        tag_ids: [tag.id],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    stories.push({ id: ((await response.json()) as { id: number }).id, title });
  }
  return { tag, stories };
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** The tag page shows the tag and both of its stories, newest first. */
async function expectTagPage(page: Page, { tag, stories }: Tagged): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/tenant/${TENANT}/tag/${tag.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: tag.name })).toBeVisible();
  await expect(page.getByText('Rocks, regolith and the craters they fill.')).toBeVisible();
  await expect(page.getByText('2 published stories')).toBeVisible();
  const list = page.getByRole('region', { name: `Stories tagged ${tag.name}` });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(
    [...stories].reverse().map((story) => story.title),
  );
  await expect(page).toHaveTitle(new RegExp(`^${tag.name} \\| `));
  await expect(
    page.locator(
      `link[rel="alternate"][type="application/rss+xml"][href$="/tag/${tag.slug}/rss.xml"]`,
    ),
  ).toHaveCount(1);
}

let tagged: Tagged;

test.beforeAll(async ({ request }) => {
  tagged = await taggedStories(request);
  mkdirSync(SHOTS, { recursive: true });
});

test("a story's tag leads to the tag's page, which leads back to the story", async ({ page }) => {
  test.slow();
  const [first] = tagged.stories;
  if (!first) throw new Error('no story was published');
  await page.goto(`/tenant/${TENANT}/story/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  const tags = page.getByRole('navigation', { name: 'Tags' });
  await tags.getByRole('link', { name: tagged.tag.name }).click();
  await expectTagPage(page, tagged);

  const collection = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type': string; url: string };
  expect(collection['@type']).toBe('CollectionPage');
  expect(collection.url).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));

  await page
    .getByRole('region', { name: `Stories tagged ${tagged.tag.name}` })
    .getByRole('link', { name: first.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tenant/${TENANT}/story/${first.id}$`));
});

test('the tag page works with JavaScript off', async ({ browser, baseURL }) => {
  test.slow();
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const [first] = tagged.stories;
    if (!first) throw new Error('no story was published');
    await page.goto(`/tenant/${TENANT}/story/${first.id}`);
    await page
      .getByRole('navigation', { name: 'Tags' })
      .getByRole('link', { name: tagged.tag.name })
      .click();
    await expectTagPage(page, tagged);
  } finally {
    await context.close();
  }
});

test('an unknown tag is a page of its own that says so, with a 404', async ({ page }) => {
  const response = await page.goto(`/tenant/${TENANT}/tag/no-such-tag-here`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Tag not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the front page' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the tag page at ${viewport.width} px in the ${mode} theme passes axe`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.addInitScript((dark) => {
        window.localStorage.setItem('darkMode', String(dark));
      }, mode === 'dark');
      const response = await page.goto(`/tenant/${TENANT}/tag/${tagged.tag.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode);
      await expect(page.getByRole('heading', { level: 1, name: tagged.tag.name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/tag-${size}-${mode}.png`, fullPage: true });

      const story = tagged.stories[0];
      if (!story) throw new Error('no story was published');
      await page.goto(`/tenant/${TENANT}/story/${story.id}`);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode);
      await expect(page.getByRole('navigation', { name: 'Tags' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/story-tags-${size}-${mode}.png` });
    });
  }
}
