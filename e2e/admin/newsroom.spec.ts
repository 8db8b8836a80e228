import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForLivePage } from '../fixtures';
import { expectAccessibleWhileLoadingAndLoaded, expectNoA11yViolations } from './a11y';
import {
  adminApi,
  adminToken,
  member,
  newAccount,
  pageOf,
  register,
  signInWithToken,
} from './accounts';
import { scaled } from '../time-scale';

/**
 * A newsroom's day in the back-office, end to end on the seeded install: write, review, publish,
 * schedule, triage the feed queue, order the sections and close a security event.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The reader home page, reloaded until `title` shows (nothing caches it for long). */
async function expectOnReaderHome(page: Page, title: string, timeoutMs = scaled(15_000)) {
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: timeoutMs, intervals: [500, 1_000] });
}

test('a contributor writes and submits an article; an editor approves it and readers see it', async ({
  page,
  browser,
  request,
}) => {
  // Two accounts, the editor, the review queue and the reader site: about 15 s on a quiet machine.
  test.setTimeout(scaled(60_000));
  const contributor = await member(request, 'contributor');
  const editor = await member(request, 'editor');
  const title = `Harbour lights return to the old quay ${unique()}`;

  await signInWithToken(page, contributor.token);
  await page.goto('/admin/articles');
  await page.getByRole('link', { name: 'New article' }).first().click();
  await expect(page).toHaveURL(/\/admin\/articles\/new$/);
  await page.getByRole('textbox', { name: 'Headline' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Summary' })
    .fill('The lamps were restored by volunteers.');
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Forty lamps light the quay again after ten dark winters.');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' Volunteers did it.');
  // Contributors submit; publishing is an editor's decision.
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText(`“${title}” was submitted for review.`)).toBeVisible();

  const editorPage = await pageOf(browser, editor.token);
  await editorPage.goto('/admin/articles?status=pending');
  await editorPage.getByRole('button', { name: `Approve “${title}”` }).click();
  await editorPage.getByRole('button', { name: 'Approve and publish' }).click();
  // Published, it may go out as a newsletter (issue 32): the editor declines the offer here.
  await editorPage
    .getByRole('dialog', { name: 'Send it as a newsletter?' })
    .getByRole('button', { name: 'Not now' })
    .click();
  await expect(editorPage.getByText(`“${title}” was approved and published.`)).toBeVisible();
  await editorPage.context().close();

  await expectOnReaderHome(page, title);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByText('Volunteers did it.')).toBeVisible();

  // The byline is the writer's username until they choose a display name on their profile; then
  // readers see the new name (issue 20, item 13).
  const story = page.url();
  await expect(page.getByText(`By ${contributor.username}`)).toBeVisible();
  await page.goto('/profile');
  await waitForLivePage(page);
  await page.getByRole('textbox', { name: 'Display name' }).fill('Carla Contreras');
  await page.getByRole('button', { name: 'Save display name' }).click();
  await expect(page.getByText('Display name saved.')).toBeVisible();
  await expect(async () => {
    await page.goto(story);
    await expect(page.getByText('By Carla Contreras')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: scaled(10_000), intervals: [500, 1_000] });
  await expect(page.getByText(`By ${contributor.username}`)).toHaveCount(0);
});

test('a rejected article shows its reason to the author', async ({ page, browser, request }) => {
  const contributor = await member(request, 'contributor');
  const editor = await member(request, 'editor');
  const title = `Market hall reopens ${unique()}`;
  await adminApi(request, contributor.token, 'POST', '/articles', {
    title,
    summary: 'After two years of works.',
    body_html: '<p>The hall opened its doors on Saturday.</p>',
    status: 'pending',
  });

  const editorPage = await pageOf(browser, editor.token);
  await editorPage.goto('/admin/articles?status=pending');
  await editorPage.getByRole('button', { name: `Reject “${title}”` }).click();
  const dialog = editorPage.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Add the opening hours and a photo.');
  await dialog.getByRole('button', { name: 'Reject article' }).click();
  await expect(editorPage.getByText(`“${title}” was sent back to its author.`)).toBeVisible();
  await editorPage.context().close();

  await signInWithToken(page, contributor.token);
  await page.goto('/admin/articles');
  await expect(page.getByText('Rejected: Add the opening hours and a photo.')).toBeVisible();
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByText('This article was sent back')).toBeVisible();
  await expect(page.getByText('Add the opening hours and a photo.')).toBeVisible();
});

test('an editor approves the waiting feed stories at once and readers see them', async ({
  page,
  request,
}) => {
  const editor = await member(request, 'editor');
  await signInWithToken(page, editor.token);
  await page.goto('/admin/stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Stories' }).getByRole('checkbox', {
    name: /^Select (?!every)/,
  });
  await expect(rows.first()).toBeVisible();
  const waiting = await rows.count();
  expect(waiting).toBeGreaterThanOrEqual(3);
  await page.getByRole('checkbox', { name: 'Select every story on this page' }).check();
  await expect(page.getByText(`${waiting} selected`)).toBeVisible();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByText(`${waiting} approved`)).toBeVisible();
  await expect(page.getByText('Nothing waiting for review')).toBeVisible();

  await expectOnReaderHome(page, 'Coastal cities agree to share flood forecasting data');
});

test('a category moved to the top leads the reader navigation', async ({ page, request }) => {
  const token = await adminToken(request);
  const before = (await adminApi(request, token, 'GET', '/categories')) as {
    categories: { id: number; name: string }[];
  };
  const last = before.categories.at(-1);
  if (!last) throw new Error('the seeded publication has categories');
  try {
    await signInWithToken(page, token, true);
    await page.goto('/admin/categories');
    const handle = page.getByRole('button', { name: `Reorder ${last.name}` });
    await handle.focus();
    // dnd-kit's keyboard sensor: pick up, move to the top, drop.
    await page.keyboard.press('Space');
    for (let step = 1; step < before.categories.length; step += 1) {
      await page.keyboard.press('ArrowUp');
    }
    await page.keyboard.press('Space');
    await expect(page.getByText('Navigation order saved.')).toBeVisible();

    await page.goto('/');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link').nth(1)).toHaveText(last.name);
  } finally {
    await adminApi(request, token, 'PUT', '/categories/order', {
      ids: before.categories.map((category) => category.id),
    });
  }
});

test('a scheduled story goes live on time', async ({ page, request }) => {
  test.setTimeout(scaled(60_000));
  const editor = await member(request, 'editor');
  const title = `Night ferry timetable changes ${unique()}`;
  const publishAt = new Date(Date.now() + 10_000);
  await adminApi(request, editor.token, 'POST', '/articles', {
    title,
    summary: 'Sailings move half an hour later from Monday.',
    body_html: '<p>The operator announced the change on Friday.</p>',
    status: 'scheduled',
    publish_at: publishAt.toISOString(),
  });

  await signInWithToken(page, editor.token);
  await page.goto('/admin/news-scheduler');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByText(title).first()).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  // The scheduler runs every 5 s on every node: live within 30 s of the due time at the latest.
  await expectOnReaderHome(page, title, 40_000);
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
});

test('an administrator resolves a security event and the page says who did', async ({
  page,
  request,
}) => {
  const failed = await request.post('/api/auth/login', {
    data: { email: `nobody-${unique()}@example.com`, password: 'Not-the-password-1' },
  });
  expect(failed.status()).toBe(401);
  const token = await adminToken(request);
  await signInWithToken(page, token, true);
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { name: 'Events per day' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Resolve: Failed sign-in/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Resolve security event' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('A mistyped address; nothing to do.');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Security event resolved.')).toBeVisible();
  await expect(page.getByText(/Resolved by admin/).first()).toBeVisible();
});

const PAGES = [
  ['User Management', '/admin/users'],
  ['Articles', '/admin/articles'],
  ['New article', '/admin/articles/new'],
  ['Stories', '/admin/stories'],
  ['Categories', '/admin/categories'],
  ['News Scheduler', '/admin/news-scheduler'],
  ['Security', '/admin/security'],
] as const;

/**
 * Every state a row can show, whatever ran before: a pending, a rejected and a scheduled article,
 * and an account waiting for a role (the chips and buttons axe must judge in both themes).
 */
let statesReady: Promise<void> | null = null;
async function prepareStates(request: APIRequestContext) {
  const contributor = await member(request, 'contributor');
  const editor = await member(request, 'editor');
  const write = (title: string, status: 'pending' | 'scheduled', publishAt?: string) =>
    adminApi(
      request,
      status === 'pending' ? contributor.token : editor.token,
      'POST',
      '/articles',
      {
        title,
        status,
        ...(publishAt && { publish_at: publishAt }),
      },
    ) as Promise<{ id: number }>;
  await write(`Waiting for review ${unique()}`, 'pending');
  const rejected = await write(`Sent back ${unique()}`, 'pending');
  await adminApi(request, editor.token, 'POST', `/articles/${rejected.id}/reject`, {
    reason: 'Needs a second source.',
  });
  await write(
    `Due next week ${unique()}`,
    'scheduled',
    new Date(Date.now() + 7 * 86_400_000).toISOString(),
  );
  const applicant = await register(request, newAccount('applicant'));
  const asked = await request.post('/api/admin/access/request', {
    headers: { authorization: `Bearer ${applicant.token}` },
  });
  expect(asked.status()).toBe(202);
}

/**
 * Each page in one theme, the themes alternating down the list, and in the other theme at a
 * phone's width (switched by its toggle): both themes on every page in three axe runs instead of
 * four (CI's 45-minute budget).
 */
for (const [index, [name, path]] of PAGES.entries()) {
  const theme = index % 2 === 0 ? 'light' : 'dark';
  test(`${name} is accessible in both themes and fits a phone`, async ({ page, request }) => {
    statesReady ??= prepareStates(request);
    await statesReady;
    await signInWithToken(page, await adminToken(request), true);
    await page.addInitScript(
      (dark) => {
        if (window.localStorage.getItem('darkMode') === null)
          window.localStorage.setItem('darkMode', dark);
      },
      String(theme === 'dark'),
    );
    // Judged while its data is held back, then once shown.
    await expectAccessibleWhileLoadingAndLoaded(page, path, async (shown) => {
      await expect(shown.getByRole('progressbar')).toHaveCount(0);
    });
    await page
      .getByRole('button', { name: theme === 'dark' ? /light mode/i : /dark mode/i })
      .first()
      .click();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute(
      'data-color-scheme',
      theme === 'dark' ? 'light' : 'dark',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
}
