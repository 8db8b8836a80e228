import type { Page } from '@playwright/test';
import { adminApi, adminToken } from '../admin/accounts';
import {
  expect,
  expectNoSeriousA11yViolations,
  latestStoriesOf,
  test,
  waitForLivePage,
} from '../fixtures';

/**
 * Search from the top bar to a story, and a story published through the API reaching an open
 * realtime page within a second; both pages hydrate without warnings and are axe clean in both
 * themes.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The longest plain word of a headline: specific enough to find that story. */
function distinctiveWord(title: string): string {
  // Whole words only: a test's unique suffix ("changes mwwq8k2") is not one the index holds.
  const words = title.match(/\b[A-Za-z]{5,}\b/g) ?? [];
  const word = [...words].sort((a, b) => b.length - a.length)[0];
  if (!word) throw new Error(`no searchable word in “${title}”`);
  return word;
}

/** Console errors and warnings, and uncaught errors, from now on (hydration mismatches among them). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('a reader searches from the top bar, sees the match highlighted and opens the story', async ({
  page,
  request,
}) => {
  const [story] = await latestStoriesOf<{ id: number; title: string }>(request);
  if (!story) throw new Error('the seed has stories');
  const word = distinctiveWord(story.title);

  await page.goto('/');
  await waitForLivePage(page);
  await page.getByPlaceholder('Search news...').fill(word);
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Results for “${word}”` }),
  ).toBeVisible();
  // The results page keeps the query in the field.
  await expect(page.getByRole('searchbox', { name: 'Search news' })).toHaveValue(word);
  await expect(page).toHaveTitle(new RegExp(`^Search: ${word} \\|`));

  const result = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: story.title }) });
  await expect(result).toBeVisible();
  const marks = result.getByRole('heading').locator('mark');
  await expect(marks.first()).toBeVisible();
  expect((await marks.allTextContents()).map((text) => text.toLowerCase())).toContain(
    word.toLowerCase(),
  );

  await result.getByRole('link', { name: story.title }).click();
  await expect(page).toHaveURL(new RegExp(`/story/${story.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
});

test('a story published through the API appears on an open realtime page within 1 s', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  await page.goto('/realtime-news');
  await expect(page.getByRole('heading', { level: 1, name: 'Realtime news' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const title = `Night ferry resumes its crossing ${unique()}`;
  await adminApi(request, token, 'POST', '/articles', {
    title,
    summary: 'The service returns after the winter break.',
    body_html: '<p>The first crossing left at nine.</p>',
    status: 'published',
  });
  const published = Date.now();
  // Watched on every frame: expect()'s retries back off to 1 s apart, which alone could take
  // a story that arrived in 0.6 s past the limit.
  await page.waitForFunction(
    (text) => Array.from(document.querySelectorAll('h2')).some((h2) => h2.textContent === text),
    title,
    { polling: 'raf', timeout: 1_000 },
  );
  expect(Date.now() - published).toBeLessThanOrEqual(1_000);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // At the top of the list.
  await expect(
    page.getByRole('list', { name: 'Latest stories' }).getByRole('heading').first(),
  ).toHaveText(title);
});

test('a story arriving on the realtime page comes styled, with no CSP error', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  // The story's markup goes in with its styles through the page's nonce (ADR 015): Chromium logs
  // a blocked one, and the policy's own event names what it blocked.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const problems = collectProblems(page);
  await page.goto('/realtime-news');
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  for (const round of [1, 2]) {
    const title = `Harbour lights relit, part ${round} ${unique()}`;
    await adminApi(request, token, 'POST', '/articles', {
      title,
      summary: 'The lamps along the quay shine again.',
      body_html: '<p>The first lamp came on at dusk.</p>',
      status: 'published',
    });
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    // Styled by the rules the page had or was handed: a card of the list, not bare markup.
    await expect(card).toHaveCSS('display', 'grid');
  }
  expect(problems).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`search and realtime pages hydrate cleanly and pass axe, ${mode}`, async ({
    page,
    request,
  }) => {
    const [story] = await latestStoriesOf<{ title: string }>(request);
    const word = distinctiveWord(story?.title ?? '');
    await page.addInitScript((dark) => {
      window.localStorage.setItem('darkMode', String(dark));
    }, mode === 'dark');
    const problems = collectProblems(page);
    const searchReads: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/search') searchReads.push(sent.url());
    });

    const response = await page.goto(`/search?q=${word}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode);
    await expect(page.getByRole('article').first().locator('mark').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(searchReads, 'the results came with the page: no second fetch').toEqual([]);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/realtime-news');
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Latest stories' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
  });
}

test('a misspelt search offers the right spelling; nothing found shows help', async ({ page }) => {
  // A word of a seeded headline: the suggestions' word list is rebuilt at most every few minutes,
  // so a story another test published a moment ago may not be in it yet.
  const word = 'parliament';
  // One letter doubled: the kind of slip "Did you mean" is for.
  const misspelt = `${word.slice(0, 3)}${word[2] ?? ''}${word.slice(3)}`;
  await page.goto(`/search?q=${misspelt}`);
  await page.getByRole('link', { name: word }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(page.getByRole('searchbox', { name: 'Search news' })).toHaveValue(word);

  await page.goto(`/search?q=${encodeURIComponent(`zqxv${unique()}`)}`);
  await expect(page.getByRole('heading', { name: /^No results for/ })).toBeVisible();
  await expect(page.getByText('Check the spelling of your words.')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Back to the front page' }),
  ).toBeVisible();
});
