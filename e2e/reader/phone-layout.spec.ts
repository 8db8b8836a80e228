import type { Page } from '@playwright/test';
import { expect, menuButton, test, waitForLivePage } from '../fixtures';

/**
 * Issue 9's layout budgets on a phone (390 px): the page does not jump while it loads and
 * hydrates (cumulative layout shift <= 0.05), and every control a thumb has to hit is at least
 * 44 px in both directions. Links inside running text (a story's body) are exempt, as in WCAG's
 * target-size criterion.
 */

const PHONE = { width: 390, height: 844 };
const MAX_CLS = 0.05;
const MIN_TARGET_PX = 44;

declare global {
  interface Window {
    __layoutShift?: number;
    __layoutShiftObserver?: PerformanceObserver;
  }
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** Starts summing layout shifts before the page's first byte, as Lighthouse counts them. */
async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as LayoutShiftEntry[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    window.__layoutShiftObserver = observer;
  });
}

/**
 * The page's shift so far, once what loads late has arrived: hydrated, fonts and images loaded,
 * then two frames painted so that any shift they caused is recorded, and the entries the
 * observer has not been handed yet counted too.
 */
async function settledLayoutShift(page: Page): Promise<number> {
  await waitForLivePage(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      // Images the browser defers (loading="lazy", below the fold) do not load until scrolled to.
      Array.from(document.images, (image) =>
        image.complete ||
        (image.loading === 'lazy' && image.getBoundingClientRect().top > innerHeight)
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return page.evaluate(() => {
    for (const entry of (window.__layoutShiftObserver?.takeRecords() ?? []) as LayoutShiftEntry[]) {
      if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
    }
    return window.__layoutShift ?? 0;
  });
}

/** Visible controls smaller than the minimum, described for the failure message. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]',
    );
    for (const control of Array.from(controls)) {
      // A story headline's ::after stretches over its card (StoryLink): the card is the target.
      const box = (
        control.classList.contains('story-link') ? (control.closest('article') ?? control) : control
      ).getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(control).visibility === 'hidden') continue;
      const inRunningText =
        control.tagName === 'A' &&
        getComputedStyle(control).display === 'inline' &&
        control.closest('p, li, blockquote, figcaption') !== null;
      if (inRunningText) continue;
      if (box.width < min || box.height < min) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
        found.push(
          `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, MIN_TARGET_PX);
}

async function firstStoryPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/stories?page_size=1');
  expect(response.ok()).toBe(true);
  const { stories } = (await response.json()) as { stories: { id: number }[] };
  const [story] = stories;
  if (!story) throw new Error('the demo data has no story');
  return `/story/${story.id}`;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`at phone width (${colorScheme})`, () => {
    test.use({ viewport: PHONE, colorScheme });

    for (const which of ['home', 'story'] as const) {
      test(`the ${which} page does not shift and its controls are at least ${MIN_TARGET_PX} px`, async ({
        page,
      }) => {
        const path = which === 'home' ? '/' : await firstStoryPath(page);
        await recordLayoutShift(page);
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('main')).toBeVisible();
        // Late shifts (hydration, fonts, images, the account menu filling in) count too.
        const shift = await settledLayoutShift(page);
        expect(shift).toBeLessThanOrEqual(MAX_CLS);
        expect(await smallTargets(page)).toEqual([]);
      });
    }
  });
}

test.describe('the phone menu', () => {
  test.use({ viewport: PHONE });

  test('leads to every section of the site, Live news among them', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await menuButton(banner, 'Open navigation menu').click();
    const menu = banner.getByRole('list', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Story Demo' })).toBeVisible();
    await menu.getByRole('link', { name: 'Live news' }).click();
    await expect(page).toHaveURL(/\/realtime-news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Realtime news' })).toBeVisible();
  });
});
