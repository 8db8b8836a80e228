import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * axe reads colours as they are this instant: a button still fading to the dark theme's colours
 * (MUI animates background-color) would be judged on a half-way shade. Waits until every finite
 * transition has ended (the endless ones, a loading spinner, never do, so they are left out),
 * then runs every axe rule on the page as it is.
 */
export async function analyzeWithAxe(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  // The root package.json pins axe-core (overrides) ahead of what @axe-core/playwright asks for:
  // its own 4.14 release needs Node 22, the rules of 4.14 (label in name) run on Node 20 too.
  expect(results.testEngine.version, 'axe-core as pinned in package.json').toBe('4.14.1');
  return results;
}

/** Fails on any serious or critical accessibility violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await analyzeWithAxe(page);
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')})`,
    ),
  ).toEqual([]);
}

/** Switches the page to the dark theme through its theme button, then checks it as above. */
export async function expectNoSeriousA11yViolationsInDarkMode(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /dark mode/i })
    .first()
    .click();
  await expectNoSeriousA11yViolations(page);
}

/**
 * A reader page's menu button: the `<summary>` of a `<details>` (ADR 016), named by its
 * aria-label. Browsers expose a summary as a button, but it may carry no role attribute (W3C Nu
 * checker) and Playwright gives it no implicit role, hence a locator of its own.
 */
export function menuButton(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.locator('details > summary').and(scope.getByLabel(name));
}

/**
 * Waits until React has hydrated (or mounted) the page: text typed into a server-rendered form
 * before its handlers are live would be lost when the form is submitted.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
}

/**
 * What the API says a publication's front page shows, newest first (at least two stories). `T`
 * names the fields the caller reads.
 */
export async function latestStoriesOf<T>(
  request: APIRequestContext,
  slug = 'helionews',
): Promise<T[]> {
  const response = await request.get('/api/stories?page_size=10', {
    headers: { 'X-Tenant-ID': slug },
  });
  expect(response.ok()).toBe(true);
  const { stories } = (await response.json()) as { stories: T[] };
  expect(stories.length).toBeGreaterThan(1);
  return stories;
}

interface StoryListBody {
  stories: { id: number; title: string }[];
  total: number;
}

export const test = base.extend<{ latestStories: StoryListBody }>({
  // What the API says the home page should show: the journey compares the page with it.
  latestStories: async ({ request }, use) => {
    const response = await request.get('/api/stories?page_size=10');
    expect(response.ok()).toBe(true);
    await use((await response.json()) as StoryListBody);
  },
});

export { expect };
