import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from '../fixtures';
import { scaled } from '../time-scale';

test.describe('a signed-in reader', () => {
  test('reaches network idle on a reader page once the session check has answered', async ({
    browser,
    request,
  }) => {
    const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
    expect(login.status()).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((value) => {
      window.localStorage.setItem('authToken', value);
      window.localStorage.setItem('token', value);
    }, token);
    // The pre-paint script shows the account links; the session check asks the server whether
    // the token still holds and must let its request end (issue 30, item 6).
    const checked = page.waitForEvent('requestfinished', (finished) =>
      finished.url().endsWith('/api/auth/user/profile'),
    );
    await page.goto('/', { waitUntil: 'networkidle', timeout: scaled(15_000) });
    expect((await (await checked).response())?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    await context.close();
  });
});
