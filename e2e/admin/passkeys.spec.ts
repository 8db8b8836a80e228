import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoA11yViolations } from './a11y';
import { logIn, member, newAccount, register } from './accounts';
import { scaled } from '../time-scale';

/**
 * Issue 35, item 1 (ADR 034): a staff member and a reader add a passkey in their profile's
 * Security section, sign out, and sign in again with the passkey alone. Chromium's virtual
 * authenticator (CDP WebAuthn domain) stands in for the device: a platform authenticator that
 * keeps discoverable credentials and verifies its user. Browsers refuse an IP address as RP ID,
 * so these journeys open the server as `localhost`, the same server on the same port.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** Where the screenshots of the journeys go when asked for (SHOTS_DIR=/tmp/shots-passkeys). */
const shotsDir = process.env.SHOTS_DIR;

/** A browser context on `localhost`, with a virtual authenticator on its page. */
async function pageWithAuthenticator(browser: Browser): Promise<Page> {
  const baseURL = String(test.info().project.use.baseURL).replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (window.localStorage.getItem('darkMode') === null) {
      window.localStorage.setItem('darkMode', 'false');
    }
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return page;
}

/** The page again in `theme` at `viewport`, as the theme button stores it. */
async function showIn(page: Page, theme: 'light' | 'dark', viewport: typeof PHONE) {
  await page.setViewportSize(viewport);
  await page.evaluate(
    (dark) => window.localStorage.setItem('darkMode', dark),
    String(theme === 'dark'),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', theme);
}

/** Axe on the page, and a screenshot when asked for, in both themes at a phone's and a desk's width. */
async function judgeInEveryLook(page: Page, ready: () => Promise<void>, name: string) {
  for (const [theme, viewport] of [
    ['light', PHONE],
    ['light', DESKTOP],
    ['dark', PHONE],
    ['dark', DESKTOP],
  ] as const) {
    await showIn(page, theme, viewport);
    await ready();
    await expectNoA11yViolations(page, `${theme} at ${viewport.width} px`);
    if (shotsDir) {
      await page.screenshot({
        path: `${shotsDir}/${name}-${theme}-${viewport.width}.png`,
        fullPage: true,
      });
    }
  }
  await showIn(page, 'light', DESKTOP);
}

/** Adds a passkey named `name` in the Security section on the page. */
async function addPasskey(page: Page, name: string) {
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(security.getByText(`The passkey “${name}” has been added.`)).toBeVisible();
  await expect(
    security.getByRole('list', { name: 'Your passkeys' }).getByText(name, { exact: true }),
  ).toBeVisible();
}

test('a staff member adds a passkey and signs in to the back-office with it alone', async ({
  browser,
  request,
}) => {
  test.setTimeout(scaled(240_000));
  const editor = await member(request, 'editor');
  const page = await pageWithAuthenticator(browser);

  await page.goto('/admin/login');
  await logIn(page, editor.email, editor.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto('/admin/profile');
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByText('You have no passkeys yet.')).toBeVisible();
  await addPasskey(page, 'Newsroom laptop');

  await judgeInEveryLook(
    page,
    () => expect(security.getByRole('heading', { name: 'Passkeys' })).toBeVisible(),
    'admin-profile-security',
  );

  // Signed out through the account menu; the passkey alone signs in again.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await judgeInEveryLook(
    page,
    () => expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible(),
    'admin-login',
  );
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  // Back where the password sign-in would lead: the page signed out from.
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(security.getByText(/Last used on/), 'the passkey shows its use').toBeVisible();
  await page.context().close();
});

test('a reader adds a passkey in the profile and signs in with it alone', async ({
  browser,
  request,
}) => {
  test.setTimeout(scaled(240_000));
  const reader = newAccount('reader');
  await register(request, reader, `192.0.2.${1 + Math.floor(Math.random() * 254)}`);
  const page = await pageWithAuthenticator(browser);

  await page.goto('/login');
  await logIn(page, reader.email, reader.password);
  await expect(page).toHaveURL(/\/profile$/);
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByText('You have no passkeys yet.')).toBeVisible();
  await addPasskey(page, 'My phone');

  await judgeInEveryLook(
    page,
    () => expect(security.getByRole('heading', { name: 'Passkeys' })).toBeVisible(),
    'reader-profile-security',
  );

  // A password sign-in of an account with a passkey asks for the passkey as its second step.
  await page.evaluate(() => {
    for (const key of ['authToken', 'token', 'isAdmin']) window.localStorage.removeItem(key);
  });
  await page.goto('/login');
  await logIn(page, reader.email, reader.password);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Authentication code' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to sign in' }).click();

  await judgeInEveryLook(
    page,
    () => expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible(),
    'reader-login',
  );
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(security.getByText(/Last used on/)).toBeVisible();
  await page.context().close();
});
