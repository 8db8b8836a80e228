import { expect, expectNoSeriousA11yViolations, menuButton, test } from '../fixtures';
import { scaled } from '../time-scale';

/**
 * A browser that runs no script (issue 30, item 1): the chrome around the sign-in pages works as
 * on reader pages (search is a GET form, the language a link through /choose), and nothing that
 * only a script can work is shown: no theme toggle, no "Connecting..." on the realtime page. The
 * pages follow the system's colour scheme instead of always opening light.
 */
test.use({ javaScriptEnabled: false });

for (const path of ['/login', '/register'] as const) {
  test(`${path}: search and language work, the theme toggle is not offered`, async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await page.goto(path);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /dark mode|light mode/i })).toBeHidden();

    await banner.getByRole('searchbox', { name: 'Search news' }).fill('parliament');
    await banner.getByRole('searchbox', { name: 'Search news' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=parliament$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Results for “parliament”' }),
    ).toBeVisible();

    await page.goto(path);
    await menuButton(banner, /^Change language/).click();
    await banner.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The address was already this page's: wait for the new one to have come in whole.
    await page.waitForLoadState('load');
    await menuButton(banner, /^Sprache/).click();
    await banner.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('the realtime page says what to do instead of "Connecting..."', async ({ page }) => {
  await page.goto('/realtime-news');
  await expect(page.getByRole('heading', { level: 1, name: 'Realtime news' })).toBeVisible();
  await expect(page.getByText('Connecting...', { exact: true })).toBeHidden();
  await expect(
    page.getByText('Live updates need JavaScript: reload the page to see new stories.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /dark mode|light mode/i })).toBeHidden();
});

test('the back-office says it needs JavaScript instead of a blank page', async ({ page }) => {
  for (const path of ['/admin/login', '/admin/login-simple', '/admin/dashboard']) {
    await page.goto(path);
    await expect(
      page.getByRole('alert').filter({
        hasText:
          'The back-office needs JavaScript: turn it on in your browser, then reload the page.',
      }),
    ).toBeVisible();
  }
});

const DARK_PAGES = ['/', '/login', '/membership', '/tenant/space'] as const;

test.describe('in a dark system scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('reader pages follow it, as they do with a script', async ({ page }) => {
    for (const path of DARK_PAGES) {
      await page.goto(path);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), path).toBe(
        'rgb(18, 18, 18)',
      );
    }
  });

  test('a light system scheme keeps them light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
  });

  test.describe('judged by axe', () => {
    // axe runs as a script in the page: the same pages, with the scheme left unset as a browser
    // without script leaves it, so only the system's scheme decides their colours.
    test.use({ javaScriptEnabled: true });

    test('they read well: no serious violation', async ({ page }) => {
      test.setTimeout(scaled(120_000));
      for (const path of DARK_PAGES) {
        await page.goto(path);
        await page.evaluate(() => {
          document.documentElement.removeAttribute('data-color-scheme');
          document.documentElement.style.colorScheme = '';
        });
        expect(
          await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
          path,
        ).toBe('rgb(18, 18, 18)');
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
});

test.describe('with a script', () => {
  test.use({ javaScriptEnabled: true });

  test('the theme toggle is there and the realtime page connects', async ({ page }) => {
    await page.goto('/realtime-news');
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expect(
      page.getByText('Live updates need JavaScript: reload the page to see new stories.'),
    ).toBeHidden();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  });
});
