import type { Page, Route } from '@playwright/test';
import { analyzeWithAxe, expect } from '../fixtures';
import { scaled } from '../time-scale';

/**
 * The back-office's accessibility checks (issue 30, item 5): every axe rule, whatever its impact
 * (`region` is "moderate"), and the pages judged while their data loads as well as once shown.
 */

/** Fails on any axe violation on the page as it is now, of any impact. */
export async function expectNoA11yViolations(page: Page, state = 'loaded'): Promise<void> {
  const results = await analyzeWithAxe(page);
  expect(
    results.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'no impact'}): ${v.help} (${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
          .join(', ')})`,
    ),
    `axe violations ${state} on ${new URL(page.url()).pathname}`,
  ).toEqual([]);
}

/** Switches the page to the dark theme through its theme button, then checks it as above. */
export async function expectNoA11yViolationsInDarkMode(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /dark mode/i })
    .first()
    .click();
  await expectNoA11yViolations(page, 'in the dark theme');
}

/** Whether a request is one the back-office waits on for a page's figures and lists. */
function isPageData(url: URL): boolean {
  // The access check stays free: without it the shell itself would not be drawn.
  return url.pathname.startsWith('/api/admin/') && url.pathname !== '/api/admin/access';
}

/**
 * Holds every back-office data request (GET /api/admin/..., the access check aside) until
 * `release`: the page, its side panel's figures and its badges show their loading states.
 */
export async function holdAdminData(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  const handler = async (route: Route) => {
    if (holding && route.request().method() === 'GET') held.push(route);
    else await route.fallback();
  };
  await page.route(isPageData, handler);
  return {
    release: async () => {
      holding = false;
      await page.unroute(isPageData, handler);
      await Promise.all(held.splice(0).map((route) => route.fallback().catch(() => undefined)));
    },
  };
}

/**
 * Opens `path` with its data held, checks the loading page with axe, lets the data through and
 * checks the page again once `ready` says it is shown.
 */
export async function expectAccessibleWhileLoadingAndLoaded(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  const hold = await holdAdminData(page);
  try {
    await page.goto(path);
    // The shell is drawn (the access check is free), the page's heading above its skeletons.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: scaled(30_000) });
    await expectNoA11yViolations(page, 'while loading');
  } finally {
    await hold.release();
  }
  await ready(page);
  await expectNoA11yViolations(page, 'once loaded');
}
