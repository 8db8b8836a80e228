import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoA11yViolations } from './a11y';
import { adminApi, member, signInWithToken } from './accounts';
import { scaled } from '../time-scale';

/**
 * Issue 34, item 4: an editor makes a tag in the back-office, tags two published stories in the
 * article editor, and a reader follows the tag from a story to its page (with and without
 * JavaScript), its feed and a search in it with no words; renamed, the tag's old address redirects to the new one. /admin/tags
 * is judged by axe in both themes at a phone's width and a desktop's, and with its dialog open.
 * The tag and the two stories are removed afterwards, so the other journeys see none of them.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

type Theme = 'light' | 'dark';

/** The page again in `theme`, as the theme button stores it, at `viewport`. */
async function showIn(page: Page, theme: Theme, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.evaluate(
    (dark) => window.localStorage.setItem('darkMode', dark),
    String(theme === 'dark'),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', theme);
}

interface AdminTagRow {
  id: number;
  name: string;
  slug: string;
}

test('an editor tags two stories and a reader follows the tag page, also with JavaScript off', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two accounts, the tag page and editor, five axe runs, three reader contexts and a rename.
  test.setTimeout(scaled(150_000));
  const editor = await member(request, 'editor');
  const suffix = unique();
  const name = `Election 2026 ${suffix}`;
  const description = 'Candidates, polls and results of the 2026 election.';
  const stories: { id: number; title: string }[] = [];
  let tagId: number | null = null;

  try {
    // Two published stories, the second the newer, written through the API: the journey is the
    // tagging, not the writing.
    for (const n of [1, 2]) {
      const title = `Ballot ${n} counted in the harbour district (${suffix})`;
      const created = (await adminApi(request, editor.token, 'POST', '/articles', {
        title,
        summary: `What ballot ${n} decided.`,
        body_html: `<p>The count of ballot ${n} ended at midnight.</p>`,
        status: 'published',
      })) as { id: number };
      stories.push({ id: created.id, title });
    }
    const [older, newer] = stories;
    if (!older || !newer) throw new Error('two stories were published');

    // The tag, made on /admin/tags; the page is judged with its dialog open.
    await signInWithToken(page, editor.token);
    await page.addInitScript(() => {
      if (window.localStorage.getItem('darkMode') === null)
        window.localStorage.setItem('darkMode', 'false');
    });
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    await page.getByRole('button', { name: 'New tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tag' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await expectNoA11yViolations(page, 'with the create dialog open');
    await dialog.getByRole('button', { name: 'Create tag' }).click();
    await expect(page.getByText(`Tag ${name} created.`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Tags' });
    await expect(table.getByRole('rowheader', { name })).toBeVisible();

    const listed = (await adminApi(
      request,
      editor.token,
      'GET',
      `/tags?q=${encodeURIComponent(name)}`,
    )) as { tags: AdminTagRow[] };
    const tag = listed.tags.find((row) => row.name === name);
    if (!tag) throw new Error(`the tag ${name} was not created`);
    tagId = tag.id;
    expect(tag.slug).toBe(`election-2026-${suffix}`);

    // Both themes at both widths, with the new tag in the list.
    for (const [theme, viewport] of [
      ['light', DESKTOP],
      ['dark', PHONE],
      ['dark', DESKTOP],
      ['light', PHONE],
    ] as const) {
      await showIn(page, theme, viewport);
      await expect(page.getByRole('table', { name: 'Tags' }).getByText(name)).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoA11yViolations(page, `in the ${theme} theme at ${viewport.width} px`);
    }
    await page.setViewportSize(DESKTOP);

    // The editor adds the tag to each story in the article editor, and saves.
    for (const story of stories) {
      await page.goto(`/admin/articles/${story.id}`);
      await expect(page.getByRole('textbox', { name: 'Headline' })).toHaveValue(story.title);
      const tags = page.getByRole('combobox', { name: 'Tags' });
      await tags.fill(name.slice(0, 14));
      await page.getByRole('option', { name, exact: true }).click();
      await expect(page.getByRole('button', { name })).toBeVisible();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Saved at / })).toBeVisible();
    }

    // A reader, signed out, follows the tag from the older story to the tag's page.
    const readerContext = await browser.newContext({ baseURL });
    try {
      const reader = await readerContext.newPage();
      const tagLink = reader.getByRole('navigation', { name: 'Tags' }).getByRole('link', {
        name,
      });
      // The story's page is cached by content version: reloaded until the tag shows.
      await expect(async () => {
        await reader.goto(`/story/${older.id}`);
        await expect(tagLink).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: scaled(10_000), intervals: [500, 1_000] });
      await tagLink.click();
      await expect(reader).toHaveURL(new RegExp(`/tag/${tag.slug}$`));
      await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(reader.getByText(description)).toBeVisible();
      await expect(
        reader.getByRole('region', { name: `Stories tagged ${name}` }).getByRole('heading', {
          level: 3,
        }),
      ).toHaveText([newer.title, older.title]);
    } finally {
      await readerContext.close();
    }

    // The same page with no script: both stories, and its links work as the server drew them.
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const reader = await plain.newPage();
      // A page past the last: its "Newer stories" link leads back to the first page.
      await reader.goto(`/tag/${tag.slug}?page=2`);
      await expect(reader.getByText('No stories on this page')).toBeVisible();
      await reader
        .getByRole('navigation', { name: 'Pages of stories' })
        .getByRole('link', { name: 'Newer stories' })
        .click();
      await expect(reader).toHaveURL(new RegExp(`/tag/${tag.slug}$`));
      const list = reader.getByRole('region', { name: `Stories tagged ${name}` });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText([newer.title, older.title]);
      await expect(reader.getByText('2 published stories')).toBeVisible();
      await list.getByRole('link', { name: newer.title }).click();
      await expect(reader).toHaveURL(new RegExp(`/story/${newer.id}$`));
      await expect(reader.getByRole('heading', { level: 1, name: newer.title })).toBeVisible();

      // A search in the tag with no words lists its stories too, newest first.
      await reader.goto(`/search?tag=${tag.slug}`);
      await expect(
        reader.getByRole('heading', { level: 1, name: `Stories tagged “${name}”` }),
      ).toBeVisible();
      await expect(reader.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        newer.title,
        older.title,
      ]);
    } finally {
      await plain.close();
    }

    // The tag's feed lists both.
    const feed = await request.get(`/tag/${tag.slug}/rss.xml`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/xml/);
    const xml = await feed.text();
    for (const story of stories) expect(xml).toContain(story.title);

    // Renamed with a new slug, the old address answers 301 to the new one.
    const renamed = `Election 2026 results ${suffix}`;
    const newSlug = `election-2026-results-${suffix}`;
    await page.goto('/admin/tags');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByRole('textbox', { name: /^Name/ }).fill(renamed);
    await edit.getByRole('textbox', { name: /^Slug/ }).fill(newSlug);
    await expect(edit.getByText(`The old address /tag/${tag.slug} will redirect`)).toBeVisible();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Tag ${renamed} saved.`)).toBeVisible();
    await expect(async () => {
      const moved = await request.get(`/tag/${tag.slug}`, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toMatch(new RegExp(`/tag/${newSlug}$`));
    }).toPass({ timeout: scaled(10_000), intervals: [500, 1_000] });

    // Deleted from the list, as an editor would: the stories stay, without it.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete tag' }).click();
    await expect(page.getByText(`Tag ${renamed} deleted.`)).toBeVisible();
    tagId = null;
  } finally {
    if (tagId !== null) await adminApi(request, editor.token, 'DELETE', `/tags/${tagId}`);
    for (const story of stories)
      await adminApi(request, editor.token, 'DELETE', `/articles/${story.id}`);
  }
});
