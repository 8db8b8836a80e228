import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { grantRole, newAccount, register } from '../admin/accounts';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

/**
 * Issue 30, item 4: a story's byline leads to its author's page (the profile and the stories they
 * published in this publication), and the author page leads back to the story; both themes, at a
 * phone's width and a desktop's, axe clean.
 */

/** A publication other than the default, so the counts other journeys read are untouched. */
const TENANT = 'space';
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
const SHOTS = '/tmp/authors-shots';

interface Writer {
  username: string;
  displayName: string;
  stories: { id: number; title: string }[];
}

/**
 * An editor of the publication who has published three articles under their own byline (nothing
 * typed in the Byline field: the byline is their display name).
 */
async function publishedWriter(request: APIRequestContext): Promise<Writer> {
  const account = newAccount('author');
  const displayName = `Ada Lindqvist ${account.username.slice(-4)}`;
  const { id, token } = await register(
    request,
    { ...account, display_name: displayName } as typeof account,
    '203.0.113.30',
  );
  await grantRole(request, id, 'editor', TENANT);
  const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': TENANT };
  const stories: Writer['stories'] = [];
  for (const n of [1, 2, 3]) {
    const title = `Lunar survey, part ${n} (${account.username.slice(-4)})`;
    const response = await request.post('/api/admin/articles', {
      headers,
      data: {
        title,
        summary: `What the survey found, part ${n}.`,
        body_html: `<p>Part ${n} of the survey.</p>`,
        status: 'published',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    stories.push({ id: ((await response.json()) as { id: number }).id, title });
  }
  return { username: account.username, displayName, stories };
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

let writer: Writer;

test.beforeAll(async ({ request }) => {
  writer = await publishedWriter(request);
  mkdirSync(SHOTS, { recursive: true });
});

test('a byline leads to the author page, and the author page back to the story', async ({
  page,
}) => {
  // Four server-rendered pages, the first of the run among them: slow on a busy machine.
  test.slow();
  const newest = writer.stories[2];
  if (!newest) throw new Error('no story was published');
  await page.goto(`/tenant/${TENANT}/story/${newest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
  // The story's own byline (her other stories beside it carry theirs too).
  const byline = page.locator('main article header').first();

  await byline.getByRole('link', { name: writer.displayName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tenant/${TENANT}/author/${writer.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: writer.displayName })).toBeVisible();
  await expect(page.getByText(`@${writer.username}`)).toBeVisible();
  await expect(page.getByText('3 published stories')).toBeVisible();
  const stories = page.getByRole('region', { name: `Stories by ${writer.displayName}` });
  // Newest first, every one of them.
  await expect(stories.getByRole('heading', { level: 3 })).toHaveText(
    [...writer.stories].reverse().map((story) => story.title),
  );
  await expect(page).toHaveTitle(new RegExp(`^${writer.displayName} \\| `));

  // The profile's JSON-LD names the Person at this page's canonical address.
  const profile = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type': string; mainEntity: { '@type': string; url: string } };
  expect(profile['@type']).toBe('ProfilePage');
  expect(profile.mainEntity).toMatchObject({ '@type': 'Person' });
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(profile.mainEntity.url).toBe(canonical);
  expect(new URL(profile.mainEntity.url).pathname).toBe(new URL(page.url()).pathname);

  // A headline leads back to the story, whose own byline links here again.
  await stories.getByRole('link', { name: newest.title }).click();
  await expect(page).toHaveURL(new RegExp(`/tenant/${TENANT}/story/${newest.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
  await expect(byline.getByRole('link', { name: writer.displayName, exact: true })).toHaveAttribute(
    'href',
    `/tenant/${TENANT}/author/${writer.username}`,
  );
});

test("a story card's byline on the front page leads to the author page too", async ({ page }) => {
  await page.goto(`/tenant/${TENANT}/`);
  const byline = page.getByRole('link', { name: writer.displayName, exact: true }).first();
  await expect(byline).toBeVisible();
  await byline.click();
  await expect(page).toHaveURL(new RegExp(`/tenant/${TENANT}/author/${writer.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: writer.displayName })).toBeVisible();
});

test('an unknown author is a page of its own that says so, with a 404', async ({ page }) => {
  const response = await page.goto(`/tenant/${TENANT}/author/nobody-writes-here`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Author not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the front page' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the author page at ${viewport.width} px in the ${mode} theme passes axe`, async ({
      page,
    }) => {
      // Two pages, each checked by axe: more than the default half minute on a busy machine.
      test.slow();
      await page.setViewportSize(viewport);
      await page.addInitScript((dark) => {
        window.localStorage.setItem('darkMode', String(dark));
      }, mode === 'dark');
      const response = await page.goto(`/tenant/${TENANT}/author/${writer.username}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode);
      await expect(page.getByRole('heading', { level: 1, name: writer.displayName })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/author-${size}-${mode}.png`, fullPage: true });

      const story = writer.stories[0];
      if (!story) throw new Error('no story was published');
      await page.goto(`/tenant/${TENANT}/story/${story.id}`);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/story-${size}-${mode}.png` });
    });
  }
}
