import {
  expect,
  expectNoSeriousA11yViolations,
  menuButton,
  test,
  waitForLivePage,
} from '../fixtures';

/** LIMITS.searchDebounceMs (packages/contracts): how long the search field waits for a pause. */
const SEARCH_DEBOUNCE_MS = 500;

test.describe('reader home', () => {
  test('shows the seeded stories, opens one, keeps dark mode and switches language', async ({
    page,
    latestStories,
  }) => {
    await page.goto('/');
    const [lead, second] = latestStories.stories;
    if (!lead || !second) throw new Error('the seed should hold at least two stories');
    await expect(page.getByRole('heading', { name: lead.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: second.title })).toBeVisible();
    await expect(page).toHaveTitle(/HelioNews/);

    await page.getByRole('link', { name: second.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/story/${second.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();

    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    const darkBackground = await background();
    expect(darkBackground).not.toBe(lightBackground);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(await background()).toBe(darkBackground);

    await menuButton(page, /Change language/).click();
    // A language is a link: with or without script, the page comes back in it (ADR 016).
    await page.getByRole('link', { name: 'Français' }).click();
    // The main navigation's link: while the tenant loads, the logo link is named 'Accueil' too.
    const frenchHome = page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Accueil' });
    await expect(frenchHome).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(frenchHome).toBeVisible();
  });

  test('searches after the debounce, only for non-empty text', async ({ page }) => {
    // The page's timers run on a clock the test holds still and moves: the debounce passes
    // without waiting it out, and "nothing happened" is checked after its timer has fired.
    await page.clock.install();
    await page.goto('/');
    const search = page.getByPlaceholder('Search news...');
    await waitForLivePage(page);
    await page.clock.pauseAt(Date.now() + 1_000);
    await search.fill('   ');
    await page.clock.runFor(SEARCH_DEBOUNCE_MS + 200);
    await expect(page).toHaveURL(/\/$/);
    await search.fill('  mars lander ');
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1);
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/search\?q=mars(\+|%20)lander$/);
  });

  test('has no serious accessibility violations', async ({ page, latestStories }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: latestStories.stories[0]?.title ?? '' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    // Let the toggle's tooltip finish: axe misreads contrast while it fades.
    await page.mouse.move(0, 400);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('shows a clear message for a story that does not exist', async ({ page }) => {
    await page.goto('/story/999999');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/not found|no longer/i).first()).toBeVisible();
  });
});
