import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoA11yViolations } from './a11y';
import { adminApi, member, signInWithToken } from './accounts';
import { scaled } from '../time-scale';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The page again in `theme`, as the theme button stores it, at `viewport`. */
async function showIn(
  page: Page,
  theme: 'light' | 'dark',
  viewport: { width: number; height: number },
) {
  await page.setViewportSize(viewport);
  await page.evaluate(
    (dark) => window.localStorage.setItem('darkMode', dark),
    String(theme === 'dark'),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', theme);
}

/**
 * Issue 34, item 2: an editor writes a corrections page in the back-office, publishes it in the
 * footer, and readers find it there and at /page/{slug}. The page is removed afterwards: the
 * seeded Corrections page stays as it was for the other journeys.
 */
test('an editor writes a corrections page and it appears in the reader footer', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(180_000));
  const editor = await member(request, 'editor');
  const title = `Corrections and clarifications ${unique()}`;
  let createdId: number | null = null;

  try {
    await signInWithToken(page, editor.token);
    await page.addInitScript(() => {
      if (window.localStorage.getItem('darkMode') === null)
        window.localStorage.setItem('darkMode', 'false');
    });
    await page.goto('/admin/pages');
    // The list in both themes at a desktop's width and a phone's (issue 34, item 4).
    for (const [theme, viewport] of [
      ['light', DESKTOP],
      ['dark', PHONE],
      ['dark', DESKTOP],
      ['light', PHONE],
    ] as const) {
      await showIn(page, theme, viewport);
      await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Footer' })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoA11yViolations(page, `in the ${theme} theme at ${viewport.width} px`);
    }
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'New page' }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/new$/);
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('We correct our mistakes openly and promptly.');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await page.getByRole('combobox', { name: /^Placement/ }).click();
    await page.getByRole('option', { name: 'Footer' }).click();
    await expectNoA11yViolations(page, 'editor, light theme at 1366 px');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
    createdId = Number(/\/admin\/pages\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByText(`Page “${title}” created.`)).toBeVisible();
    const slug = await page.getByRole('textbox', { name: /^Slug/ }).inputValue();
    expect(slug).not.toBe('');
    // The editor of the saved page in the other three combinations of theme and width.
    for (const [theme, viewport] of [
      ['dark', PHONE],
      ['dark', DESKTOP],
      ['light', PHONE],
    ] as const) {
      await showIn(page, theme, viewport);
      await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoA11yViolations(page, `editor, ${theme} theme at ${viewport.width} px`);
    }
    await page.setViewportSize(DESKTOP);

    await page.goto('/');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: title });
    await expect(footerLink).toHaveAttribute('href', new RegExp(`/page/${slug}$`));
    await footerLink.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('We correct our mistakes openly and promptly.')).toBeVisible();
  } finally {
    if (createdId) await adminApi(request, editor.token, 'DELETE', `/pages/${createdId}`);
  }
});
