import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from '../fixtures';
import { expectNoA11yViolations, expectNoA11yViolationsInDarkMode } from './a11y';
import { adminToken, grantRole, logIn, newAccount, register, signInWithToken } from './accounts';

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Back-office navigation' });

test('a reader who opens /admin is told access is denied', async ({ page, request }) => {
  const reader = await register(request, newAccount('reader'));
  await signInWithToken(page, reader.token);
  await page.goto('/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(
    page.getByText(
      "You don't have permission to access the admin panel. Please contact an administrator.",
    ),
  ).toBeVisible();
});

test('nobody signed in is sent to the back-office sign-in', async ({ page }) => {
  await page.goto('/admin/tenants');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an administrator signs in at /admin/login and sees the dashboard with charts', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin(\/dashboard)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = sideNav(page);
  for (const entry of [
    'Dashboard',
    'Tenant Management',
    'Tenant Settings',
    'Logo Management',
    'User Management',
    'Articles',
    'Categories',
    'Stories',
    'Comments',
    'RSS Feeds',
    'News Scheduler',
    'Ads & Campaigns',
    'Analytics',
    'Site Settings',
    'Security',
  ]) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${entry}`) })).toBeVisible();
  }
  // The weekly activity and articles-by-category charts are drawn (SVG from MUI X Charts).
  await expect(
    page.locator('main svg.MuiChartsSurface-root, main .MuiChartsSurface-root').first(),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  await expectNoA11yViolationsInDarkMode(page);
});

test('a contributor sees only the entries of that role', async ({ page, request }) => {
  const account = newAccount('contributor');
  const contributor = await register(request, account);
  await grantRole(request, contributor.id, 'contributor');

  await page.goto('/admin/login');
  await logIn(page, account.email, account.password);
  const nav = sideNav(page);
  await expect(nav.getByRole('link', { name: /^Dashboard/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Articles/ })).toBeVisible();
  // The media library (issue 34): contributors upload into it and pick from it.
  await expect(nav.getByRole('link', { name: /^Media library/ })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(3);
  await page.goto('/admin/tenants');
  await expect(page.getByText('Access Denied')).toBeVisible();
});

test('a new request for access raises the badge and the bell within one refresh', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  await signInWithToken(page, token, true);
  await page.goto('/admin');
  const userManagement = sideNav(page).getByRole('link', { name: /^User Management/ });
  // '1 unread notification', '3 unread notifications' or 'Notifications'.
  const bell = page.getByRole('button', { name: /notification/i });
  await expect(userManagement).toBeVisible();
  const before = await (
    await request.get('/api/admin/dashboard/navigation-counts', { headers: auth })
  ).json();
  const unreadBefore = await (
    await request.get('/api/admin/notifications/unread-count', { headers: auth })
  ).json();

  const account = newAccount('applicant');
  const applicant = await register(request, account);
  const asked = await request.post('/api/admin/access/request', {
    headers: { authorization: `Bearer ${applicant.token}` },
  });
  expect(asked.status()).toBe(202);

  // The tab regains focus: counts and notifications refresh (they also poll every 30 s).
  // TanStack Query listens for visibilitychange on window.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(userManagement).toContainText(String(before.user_management_pending + 1));
  await expect(bell).toContainText(String(unreadBefore.unread_count + 1));
  await bell.click();
  await expect(page.getByRole('menu')).toContainText(
    `${account.username} asked for access to the back-office`,
  );
});

test('/admin/login-simple signs in and lands in the back-office', async ({ page }) => {
  await page.goto('/admin/login-simple');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation opens as a drawer and leads to Site Settings', async ({ page, request }) => {
    await signInWithToken(page, await adminToken(request), true);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(sideNav(page)).toBeHidden();
    await page.getByRole('button', { name: /open navigation/i }).click();
    await sideNav(page)
      .getByRole('link', { name: /^Site Settings/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test('a Site Settings change reaches the reader site at once', async ({ page, request }) => {
  await signInWithToken(page, await adminToken(request), true);
  await page.goto('/admin/settings');
  const tagline = page.getByRole('textbox', { name: 'Tagline' });
  const words = `Sunlight on every story ${Date.now().toString(36)}`;
  await tagline.fill(words);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Site settings saved. Readers see the change now.')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(words);
});
