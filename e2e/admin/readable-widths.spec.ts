import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { adminApi, adminToken, member, newAccount, signInWithToken } from './accounts';

/**
 * Texts and controls a newsroom found cut off or out of reach (issue 20, item 14), at a phone's
 * width and a laptop's: the campaign dialog's pricing choices, the last day under the users chart
 * and the Articles table's actions; the users' and the tenants' table headings (issue 30, item 12).
 */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/** A publication whose analytics are on and whose users chart has something to draw. */
const ANALYTICS_TENANT = 'health';

/** Whether the text of `element` is drawn whole: not clipped, no ellipsis. */
async function expectWhole(element: Locator, what: string) {
  const fits = await element.evaluate(
    (node) => node.scrollWidth <= node.clientWidth && !(node.textContent ?? '').includes('…'),
  );
  expect(fits, `${what} is cut off: "${await element.textContent()}"`).toBe(true);
}

async function expectWithinViewport(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${what} is not drawn`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what} starts left of the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends right of the screen`).toBeLessThanOrEqual(width);
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`at ${width} px (${name})`, () => {
    test.use({ viewport: { width, height } });

    test('the campaign dialog shows each pricing choice whole', async ({ page, request }) => {
      await signInWithToken(page, await adminToken(request), true);
      await page.goto('/admin/ads');
      await page.getByRole('button', { name: 'New campaign' }).click();
      const dialog = page.getByRole('dialog', { name: 'New campaign' });
      const pricing = dialog.getByRole('combobox', { name: 'Pricing' });
      await expect(pricing).toHaveText('CPM (per 1,000 impressions)');
      await expectWhole(pricing, 'the chosen pricing');

      await pricing.click();
      const options = page.getByRole('listbox', { name: 'Pricing' }).getByRole('option');
      await expect(options).toHaveText(['CPM (per 1,000 impressions)', 'CPC (per click)']);
      for (const option of await options.all()) {
        await expectWhole(option, 'a pricing option');
        await expectWithinViewport(page, option, 'a pricing option');
      }
      await options.filter({ hasText: 'CPC' }).click();
      await expect(pricing).toHaveText('CPC (per click)');
      await expectWhole(pricing, 'the chosen pricing');
    });

    test('the users chart names its last day whole', async ({ page, request }) => {
      const token = await adminToken(request);
      const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': ANALYTICS_TENANT };
      const saved = await request.put('/api/admin/settings', {
        data: { analytics_enabled: true },
        headers,
      });
      expect(saved.status()).toBe(200);
      // A reader registers on the publication today: the chart has a line to draw.
      const registered = await request.post('/api/auth/register', {
        data: newAccount('reader'),
        headers: { 'x-tenant-id': ANALYTICS_TENANT },
      });
      expect(registered.status()).toBe(202);
      const users = await request.get('/api/admin/analytics/users', { headers });
      const { days } = (await users.json()) as { days: { day: string }[] };
      await signInWithToken(page, token, true);
      await page.addInitScript(
        (slug) => window.localStorage.setItem('selectedTenant', slug),
        ANALYTICS_TENANT,
      );
      await page.goto('/admin/analytics');
      const chart = page.getByRole('figure', { name: 'New and active users' });
      const surface = chart.locator('.MuiChartsSurface-root');
      await expect(surface).toBeVisible();
      const labels = chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
      await expect(labels.first()).toBeVisible();

      // Each label under the axis is a day of the range as the page formats it, whole; the last
      // one names the range's last day, on the chart's right edge (where it was cut to "N…").
      const dayNames = await page.evaluate(
        (all) =>
          all.map((day) =>
            new Intl.DateTimeFormat('en', {
              month: 'short',
              day: 'numeric',
              timeZone: 'UTC',
            }).format(new Date(`${day}T00:00:00Z`)),
          ),
        days.map((d) => d.day),
      );
      const shown = await labels.allTextContents();
      expect(shown.length).toBeGreaterThan(1);
      for (const text of shown) expect(dayNames).toContain(text);
      const last = labels.last();
      await expect(last).toHaveText(dayNames.at(-1) ?? '');
      const [labelBox, chartBox] = await Promise.all([last.boundingBox(), surface.boundingBox()]);
      expect(labelBox && chartBox).toBeTruthy();
      if (labelBox && chartBox) {
        expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(chartBox.x + chartBox.width + 0.5);
      }
    });

    test("the Articles table keeps a pending article's actions on screen", async ({
      page,
      request,
    }) => {
      const contributor = await member(request, 'contributor');
      const title = `Waiting at ${width} px ${Date.now().toString(36)}`;
      await adminApi(request, contributor.token, 'POST', '/articles', { title, status: 'pending' });

      await signInWithToken(page, await adminToken(request), true);
      await page.goto('/admin/articles');
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toBeVisible();
      const actions = [
        row.getByRole('link', { name: `Edit “${title}”` }),
        row.getByRole('button', { name: `Approve “${title}”` }),
        row.getByRole('button', { name: `Reject “${title}”` }),
        row.getByRole('button', { name: `More actions for “${title}”` }),
      ];
      for (const action of actions) {
        await expect(action).toBeVisible();
        await expectWithinViewport(page, action, 'an action of the row');
      }
      await expect(row.getByText('Pending review')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    });

    test('the users table shows its first heading whole, beside the actions', async ({
      page,
      request,
    }) => {
      await signInWithToken(page, await adminToken(request), true);
      await page.goto('/admin/users');
      const table = page.getByRole('table', { name: 'Users' });
      await expect(table.getByRole('row')).not.toHaveCount(1);
      const actions = table.getByRole('columnheader', { name: 'Actions' });
      const actionsBox = await actions.boundingBox();
      expect(actionsBox, 'the actions heading is not drawn').not.toBeNull();
      for (const name of ['Username', 'Email']) {
        const label = table.getByRole('button', { name: new RegExp(`^${name}`) });
        await expectWhole(label, `the ${name} heading`);
        await expectWithinViewport(page, label, `the ${name} heading`);
        // The sticky actions column must not lie over it ("/ Em").
        const box = await label.boundingBox();
        expect(box && actionsBox && box.x + box.width <= actionsBox.x + 0.5).toBe(true);
      }
    });

    test('the tenants table shows every heading whole without scrolling', async ({
      page,
      request,
    }) => {
      await signInWithToken(page, await adminToken(request), true);
      await page.goto('/admin/tenants');
      const table = page.getByRole('table', { name: 'Tenants' });
      await expect(table.getByRole('row', { name: /HelioNews/ })).toBeVisible();
      const scroller = page.getByRole('group', { name: 'Tenants' });
      const sideways = await scroller.evaluate((node) => node.scrollWidth - node.clientWidth);
      expect(sideways, 'the tenants table scrolls sideways').toBeLessThanOrEqual(0);
      const headings = table.getByRole('columnheader');
      for (const heading of await headings.all()) {
        if (!(await heading.isVisible())) continue;
        await expectWhole(heading, 'a tenants heading');
        await expectWithinViewport(page, heading, 'a tenants heading');
      }
      await expect(table.getByRole('columnheader', { name: 'Tenant' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
      // At a phone's width the counts move under the name rather than off the screen.
      const row = table.getByRole('row', { name: /HelioNews/ });
      const counts = row.getByText(/^Stories: \d+ · Categories: \d+$/);
      if (width < 600) await expect(counts).toBeVisible();
      else await expect(counts).toBeHidden();
    });
  });
}
