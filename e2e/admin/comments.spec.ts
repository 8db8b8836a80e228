import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, latestStoriesOf, test } from '../fixtures';
import { member, newAccount, register, signInWithToken } from './accounts';
import { scaled } from '../time-scale';

/**
 * Comment moderation (issue 24) on the built product: readers registered through the API comment
 * on a story of the default publication (whose Site Settings hold a reader's first comments for
 * an editor); the editor sees the Comments badge, approves one comment, rejects the others at
 * once, and bans then lets back their author. The page passes axe in both themes at 390 and
 * 1366 px.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Where this journey's readers and editors register from (a documentation address). */
const COMMENTERS_ADDRESS = '198.51.100.24';

interface Reader {
  id: number;
  token: string;
  username: string;
}

async function newReader(request: APIRequestContext, prefix: string): Promise<Reader> {
  const account = newAccount(prefix);
  const { id, token } = await register(request, account, COMMENTERS_ADDRESS);
  return { id, token, username: account.username };
}

/** Posts a comment as `reader` through the reader API; the publication holds it for an editor. */
async function comment(request: APIRequestContext, reader: Reader, storyId: number, body: string) {
  const response = await request.post(`/api/stories/${storyId}/comments`, {
    data: { body },
    // From the commenters' own address: the per-address comment limit (ADR 021) stays the
    // reader journeys'.
    headers: {
      authorization: `Bearer ${reader.token}`,
      'x-tenant-id': 'helionews',
      'x-forwarded-for': COMMENTERS_ADDRESS,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  expect(((await response.json()) as { status: string }).status).toBe('pending');
}

/** The card of the comment whose text is `body`. */
const cardOf = (page: Page, body: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(body, { exact: true }) });

async function seedQueue(request: APIRequestContext) {
  const [story] = await latestStoriesOf<{ id: number; title: string }>(request);
  if (!story) throw new Error('no story');
  const run = unique();
  const kind = await newReader(request, 'kind');
  const noisy = await newReader(request, 'noisy');
  const texts = {
    kind: `Thank you for this report (${run})`,
    noisy: [`Buy my course now (${run})`, `Really, buy it (${run})`],
  };
  await comment(request, kind, story.id, texts.kind);
  for (const text of texts.noisy) await comment(request, noisy, story.id, text);
  return { story, kind, noisy, texts };
}

async function checkAxe(page: Page) {
  for (const dark of [false, true]) {
    await page.evaluate((value) => window.localStorage.setItem('darkMode', value), String(dark));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Comments' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  }
  await page.evaluate(() => window.localStorage.setItem('darkMode', 'false'));
}

test('an editor approves, bulk-rejects and bans from the comment queue', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const { story, noisy, texts } = await seedQueue(request);
  const editor = await member(request, 'editor', COMMENTERS_ADDRESS);
  await signInWithToken(page, editor.token);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The side navigation counts the queue and opens it.
  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Back-office navigation' });
  const entry = nav.getByRole('link', { name: /^Comments/ });
  await expect(entry).toHaveAccessibleName(/\d+ pending/);
  await expect(entry.getByTestId('badge-comments')).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/admin\/comments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');

  // One story's comments: the three just written.
  await cardOf(page, texts.kind)
    .getByRole('button', { name: `Only the comments on “${story.title}”` })
    .click();
  await expect(page).toHaveURL(new RegExp(`story_id=${story.id}`));
  await expect(cardOf(page, texts.noisy[1] ?? '')).toBeVisible();
  await expect(cardOf(page, texts.kind).getByRole('link', { name: story.title })).toHaveAttribute(
    'href',
    `/story/${story.id}`,
  );
  await expect(
    cardOf(page, texts.noisy[0] ?? '').getByRole('group', {
      name: `Comments by ${noisy.username} in this publication`,
    }),
  ).toContainText('Pending2');

  await checkAxe(page);

  // Approve one.
  await cardOf(page, texts.kind).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/is approved$/)).toBeVisible();
  await expect(cardOf(page, texts.kind)).toHaveCount(0);

  // Reject the others at once, selected from the keyboard.
  for (const text of texts.noisy) {
    await cardOf(page, text).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByText('Selected: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Reject selected' }).click();
  await expect(page.getByText('Rejected: 2')).toBeVisible();
  for (const text of texts.noisy) await expect(cardOf(page, text)).toHaveCount(0);

  // The author's rejected comments, and their ban.
  await page.getByRole('tab', { name: 'Rejected' }).click();
  const rejected = cardOf(page, texts.noisy[0] ?? '');
  await expect(rejected).toBeVisible();
  await rejected.getByRole('button', { name: 'Ban author' }).click();
  const ban = page.getByRole('dialog', { name: `Ban ${noisy.username} from commenting?` });
  await expect(ban.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await ban.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(page.getByText(`${noisy.username} can no longer comment here`)).toBeVisible();
  await expect(rejected.getByText('Banned from commenting')).toBeVisible();

  // The reader can no longer write here.
  const refused = await request.post(`/api/stories/${story.id}/comments`, {
    data: { body: 'Still here' },
    headers: { authorization: `Bearer ${noisy.token}`, 'x-tenant-id': 'helionews' },
  });
  expect(refused.status()).toBe(403);

  await rejected.getByRole('button', { name: 'Lift ban' }).click();
  await page
    .getByRole('dialog', { name: `Let ${noisy.username} comment again?` })
    .getByRole('button', { name: 'Lift ban' })
    .click();
  await expect(page.getByText(`${noisy.username} can comment here again`)).toBeVisible();
  await expect(rejected.getByText('Banned from commenting')).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/admin/comments is usable and axe clean at 390 px', async ({ page, request }) => {
    test.setTimeout(scaled(90_000));
    const { texts } = await seedQueue(request);
    const editor = await member(request, 'editor', COMMENTERS_ADDRESS);
    await signInWithToken(page, editor.token);
    await page.goto('/admin/comments');
    await expect(cardOf(page, texts.kind)).toBeVisible();
    await checkAxe(page);
    // The decisions stay within reach on a phone.
    await expect(cardOf(page, texts.kind).getByRole('button', { name: 'Approve' })).toBeVisible();
  });
});
