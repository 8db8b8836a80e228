import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test, waitForLivePage } from '../fixtures';
import { expectNoA11yViolations } from './a11y';
import { grantRole, logIn, newAccount, pageOf, register } from './accounts';
import { scaled } from '../time-scale';

/**
 * Issue 35: a publication's "Staff must use a second factor" rule. Its admin turns it on; a staff
 * member without a second factor signs in, is sent to the enrolment screen, sets up an
 * authenticator app (the codes computed here from the secret shown on screen, RFC 6238), saves
 * the recovery codes and reaches the dashboard; signs in again with a fresh code, then with a
 * recovery code; the admin removes the member's factor on the users page. On a publication of
 * its own (entertainment, which no other back-office journey uses), so that the rule never
 * reaches them.
 */
const TENANT = 'entertainment';
const STEP_MS = 30_000;
const SHOTS = process.env.SHOTS_DIR;

const currentStep = () => Math.floor(Date.now() / STEP_MS);
/** A code of a time step after `usedStep` (a code is accepted once): waits for it if need be. */
async function freshCode(
  secret: string,
  usedStep: number,
): Promise<{ code: string; step: number }> {
  while (currentStep() <= usedStep) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  // Not in the last second of a step: the server must see the same step.
  if (STEP_MS - (Date.now() % STEP_MS) < 2_000) await new Promise((r) => setTimeout(r, 2_500));
  const step = currentStep();
  return { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }), step };
}

const onTenant = (token: string) => ({ authorization: `Bearer ${token}`, 'x-tenant-id': TENANT });

/** The publication chosen before any script of the app runs. */
async function chooseTenant(page: Page) {
  await page.addInitScript((slug) => window.localStorage.setItem('selectedTenant', slug), TENANT);
}

/** A new account holding `role` on the publication, with its token. */
async function staff(request: APIRequestContext, role: 'admin' | 'editor') {
  const account = newAccount(`mfa-${role}`);
  const address = `192.0.2.${1 + Math.floor(Math.random() * 254)}`;
  // Signed up on the publication itself: its admin may then remove the editor's factors.
  const { id, token } = await register(request, account, address, TENANT);
  await grantRole(request, id, role, TENANT);
  return { ...account, id, token };
}

/** Sets up an authenticator app through the API (the admin, before turning the rule on). */
async function enrolThroughApi(request: APIRequestContext, token: string) {
  const setup = await request.post('/api/auth/2fa/totp/setup', { headers: onTenant(token) });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const { code } = await freshCode(secret, currentStep() - 1);
  const confirmed = await request.post('/api/auth/2fa/totp/confirm', {
    headers: onTenant(token),
    data: { code },
  });
  expect(confirmed.status()).toBe(200);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a publication requires its staff to use a second factor', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(scaled(360_000));
  const admin = await staff(request, 'admin');
  await enrolThroughApi(request, admin.token);
  const editor = await staff(request, 'editor');

  try {
    // The admin turns the rule on in Tenant Settings.
    const adminPage = await pageOf(browser, admin.token);
    await chooseTenant(adminPage);
    await adminPage.goto('/admin/tenant-settings');
    await waitForLivePage(adminPage);
    const rule = adminPage.getByLabel('Staff must use a second factor');
    await expect(rule).not.toBeChecked();
    await rule.check();
    await adminPage.getByRole('button', { name: 'Save changes' }).click();
    await expect(adminPage.getByText('Tenant settings saved.', { exact: false })).toBeVisible();

    // The editor signs in and is sent to enrolment before any page.
    await chooseTenant(page);
    await page.goto('/admin/login');
    await logIn(page, editor.email, editor.password);
    await expect(page).toHaveURL(/\/admin\/security\/enroll$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set up two-step verification' }),
    ).toBeVisible();
    await expect(page.getByText(/requires everyone on its staff/)).toBeVisible();

    // Judged in both themes at both widths.
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(page);
      await shoot(page, `enroll-light-${width}`);
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await expectNoA11yViolations(page, 'in the dark theme');
      await shoot(page, `enroll-dark-${width}`);
      await page.getByRole('button', { name: 'Switch to light mode' }).click();
    }

    // The authenticator app, from the key shown on screen.
    await page.getByRole('button', { name: 'Set up', exact: true }).click();
    const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    const key = setup.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    await expect(key).toBeVisible();
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    const first = await freshCode(secret, currentStep() - 1);
    await setup.getByRole('textbox', { name: 'Code from the app' }).fill(first.code);
    await setup.getByRole('button', { name: 'Turn on' }).click();
    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const listed = saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    // The dialog opens once the server answered: read the codes when they are there.
    await expect(listed).toHaveCount(10);
    const recoveryCodes = (await listed.allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await saved.getByRole('checkbox', { name: 'I have saved these recovery codes' }).check();
    await saved.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Again with the password and a fresh code (never the one used to turn it on).
    await signOut(page);
    await logIn(page, editor.email, editor.password);
    const second = await freshCode(secret, first.step);
    await page.getByRole('textbox', { name: 'Authentication code' }).fill(second.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin(\/dashboard)?$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    // And with a recovery code.
    await signOut(page);
    await logIn(page, editor.email, editor.password);
    await page.getByRole('switch', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    // The admin removes the editor's factor on the users page.
    await adminPage.goto('/admin/users');
    await waitForLivePage(adminPage);
    await adminPage.getByLabel('Search users').fill(editor.username);
    const remove = adminPage.getByRole('button', {
      name: `Remove two-step verification of ${editor.username}`,
    });
    await expect(remove).toBeVisible();
    // The action is on screen at both widths (at 390 px the row's actions wrap two a line).
    for (const width of [390, 1366]) {
      await adminPage.setViewportSize({ width, height: 900 });
      await remove.scrollIntoViewIfNeeded();
      await expect(remove).toBeInViewport();
      await shoot(adminPage, `users-${width}`);
    }
    await remove.click();
    const confirm = adminPage.getByRole('dialog', {
      name: `Remove two-step verification of ${editor.username}?`,
    });
    await expect(confirm).toBeVisible();
    await shoot(adminPage, 'users-confirm-light-1366');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(
      adminPage.getByText(`Two-step verification of ${editor.username} removed`, { exact: false }),
    ).toBeVisible();
    await expect(remove).toHaveCount(0);
    // The editor was signed out everywhere.
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login/);
    await adminPage.close();
  } finally {
    const off = await request.put('/api/admin/tenant-settings', {
      headers: onTenant(admin.token),
      data: { security: { require_staff_mfa: false } },
    });
    expect(off.status()).toBe(200);
  }
});
