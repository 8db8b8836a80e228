import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  expect,
  expectNoSeriousA11yViolations,
  latestStoriesOf,
  menuButton,
  test,
  waitForLivePage,
} from '../fixtures';

/** The seven publications the e2e server is seeded with, default first. */
const SEEDED_SLUGS = [
  'helionews',
  'space',
  'health',
  'technology',
  'finance',
  'sports',
  'entertainment',
] as const;
type Slug = (typeof SEEDED_SLUGS)[number];

interface Tenant {
  id: number;
  slug: string;
  display_name: string;
  logo_url: string | null;
  branding: { primary_color: string };
}

interface StorySummary {
  id: number;
  title: string;
  category: { slug: string; name: string } | null;
}

async function tenantInfo(request: APIRequestContext, slug: Slug): Promise<Tenant> {
  const response = await request.get('/api/tenant/info', { headers: { 'X-Tenant-ID': slug } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Tenant;
}

/** What the API says a tenant's front page shows, newest first. */
const latestStories = (request: APIRequestContext, slug: Slug) =>
  latestStoriesOf<StorySummary>(request, slug);

/** '#1e2a78' -> 'rgb(30, 42, 120)', as the browser reports computed colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The first story heading of the front page, proof the tenant's stories are in. */
async function expectFrontPage(page: Page, tenant: Tenant, lead: StorySummary): Promise<void> {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: tenant.display_name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: lead.title })).toBeVisible();
  await expect(page).toHaveTitle(tenant.display_name);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Turns tenantSwitching on or off for some tenants, through the admin API. */
async function setTenantSwitching(
  request: APIRequestContext,
  slugs: readonly Slug[],
  enabled: boolean,
): Promise<void> {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/tenants/', { headers });
  expect(list.ok()).toBe(true);
  const { tenants } = (await list.json()) as { tenants: Tenant[] };
  for (const slug of slugs) {
    const tenant = tenants.find((candidate) => candidate.slug === slug);
    if (!tenant) throw new Error(`the seed should hold the tenant ${slug}`);
    const response = await request.put(`/api/admin/tenants/${tenant.id}`, {
      headers,
      data: { features: { tenantSwitching: enabled } },
    });
    expect(response.ok()).toBe(true);
  }
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await waitForLivePage(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('tenancy and branding', () => {
  test('/tenant/space is the space publication: its name, colour and stories, links keep the prefix', async ({
    page,
    request,
  }) => {
    const space = await tenantInfo(request, 'space');
    // The newest story leads; the next one with a category is followed to its category (other
    // journeys publish stories of their own on this publication, some without a category).
    const [lead, ...others] = await latestStories(request, 'space');
    const second = others.find((story) => story.category);
    if (!lead || !second) throw new Error('the space seed should hold two stories');

    await page.goto('/tenant/space');
    await expectFrontPage(page, space, lead);
    await expect(page.getByRole('heading', { name: second.title })).toBeVisible();
    const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up' });
    await expect(signUp).toHaveCSS('background-color', rgb(space.branding.primary_color));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: second.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/tenant/space/story/${second.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    await expect(page).toHaveTitle(`${second.title} | ${space.display_name}`);
    await expectNoSeriousA11yViolations(page);

    const category = second.category;
    if (!category) throw new Error('a story with a category was chosen');
    await page.getByRole('article').getByRole('link', { name: category.name }).click();
    await expect(page).toHaveURL(new RegExp(`/tenant/space/category/${category.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: space.display_name, exact: true }),
    ).toHaveAttribute('href', '/tenant/space');
  });

  for (const [index, slug] of SEEDED_SLUGS.entries()) {
    // Dark mode is checked for two publications with very different colours.
    const modes = slug === 'space' || slug === 'finance' ? ['light', 'dark'] : ['light'];
    test(`/tenant/${slug} shows only its own publication (${modes.join(' and ')})`, async ({
      page,
      request,
    }) => {
      const other = SEEDED_SLUGS[(index + 1) % SEEDED_SLUGS.length] ?? 'helionews';
      const tenant = await tenantInfo(request, slug);
      const [lead] = await latestStories(request, slug);
      const [otherLead] = await latestStories(request, other);
      if (!lead || !otherLead) throw new Error('every seeded tenant has stories');

      for (const mode of modes) {
        await page.addInitScript((dark) => {
          window.localStorage.setItem('darkMode', String(dark));
        }, mode === 'dark');
        await page.goto(`/tenant/${slug}`);
        await expectFrontPage(page, tenant, lead);
        await expect(page.getByText(otherLead.title)).toHaveCount(0);

        const brand = page
          .getByRole('banner')
          .getByRole('link', { name: tenant.display_name, exact: true });
        if (tenant.logo_url) {
          await expect(brand.locator('img')).toHaveAttribute('src', /\/uploads\/logos\//);
        } else {
          const letter = tenant.display_name.charAt(0).toUpperCase();
          await expect(brand.getByText(letter, { exact: true })).toBeVisible();
        }
        await expect(
          page.getByRole('button', {
            name: mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode',
          }),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  test('an admin switches tenants from the top bar, and back', async ({ page, request }) => {
    const helionews = await tenantInfo(request, 'helionews');
    const space = await tenantInfo(request, 'space');
    const [helionewsLead] = await latestStories(request, 'helionews');
    const [spaceLead] = await latestStories(request, 'space');
    if (!helionewsLead || !spaceLead) throw new Error('both tenants have stories');

    await setTenantSwitching(request, ['helionews', 'space'], true);
    try {
      await page.goto('/login');
      await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).toHaveURL(/\/profile$/);

      const banner = page.getByRole('banner');
      // On a reader page the switcher is a menu of links (ADR 016): one per publication.
      await page.goto('/');
      const selector = menuButton(banner, /^Tenant: /);
      await expect(selector).toHaveAccessibleName(`Tenant: ${helionews.display_name}`);
      await expectNoSeriousA11yViolations(page);

      await selector.click();
      const menu = banner.getByRole('list', { name: 'Select Tenant' });
      await expect(
        menu.getByRole('link').filter({ hasText: helionews.display_name }),
      ).toContainText('Current');
      await menu.getByRole('link').filter({ hasText: space.display_name }).click();

      // A story of one publication means nothing in another: the switch lands on the front page.
      await expect(page).toHaveURL(/\/$/);
      await expectFrontPage(page, space, spaceLead);
      await expect(page.getByText(helionewsLead.title)).toHaveCount(0);
      await expect(selector).toHaveAccessibleName(`Tenant: ${space.display_name}`);
      expect(await page.evaluate(() => localStorage.getItem('selectedTenant'))).toBe('space');

      await selector.click();
      await menu.getByRole('link').filter({ hasText: helionews.display_name }).click();
      await expectFrontPage(page, helionews, helionewsLead);
      await expect(page.getByText(spaceLead.title)).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('selectedTenant'))).toBe('helionews');
    } finally {
      await setTenantSwitching(request, ['helionews', 'space'], false);
    }
  });

  test('a reader never sees the tenant selector, even where switching is on', async ({
    page,
    request,
  }) => {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const reader = {
      email: `tenancy-${id}@example.com`,
      username: `tenancy_${id}`,
      password: `Comet-${id}-harbour`,
    };
    expect((await request.post('/api/auth/register', { data: reader })).status()).toBe(202);
    const health = await tenantInfo(request, 'health');
    const tenantListCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/tenants/') tenantListCalls.push(sent.url());
    });

    await setTenantSwitching(request, ['health'], true);
    try {
      await page.goto('/tenant/health/login');
      await logIn(page, reader.email, reader.password);
      await expect(page).toHaveURL(/\/tenant\/health\/profile$/);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(
        banner.getByRole('link', { name: health.display_name, exact: true }),
      ).toBeVisible();

      await page.goto('/tenant/health');
      await expect(banner.getByRole('link', { name: 'Profile' })).toBeVisible();
      await expect(banner.getByRole('combobox', { name: 'Tenant' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Refresh tenants' })).toHaveCount(0);
      expect(tenantListCalls).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      await menuButton(banner, 'Open navigation menu').click();
      // The phone menu is a disclosure of links (ADR 016), Logout its one button.
      const menu = page.getByRole('list', { name: 'Main navigation' });
      await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(menu.getByRole('link', { name: /Orbital Dispatch/ })).toHaveCount(0);
    } finally {
      await setTenantSwitching(request, ['health'], false);
    }
  });
});
