import type { Page, Response } from '@playwright/test';
import { adminToken, signInWithToken } from './admin/accounts';
import { expect, test, waitForLivePage } from './fixtures';

/**
 * The Content Security Policy holds for styles as it does for scripts (ADR 015): no
 * 'unsafe-inline' in style-src, every style tag carries the response's nonce, and the pages a
 * reader and an editor open, in either colour scheme, raise no violation while they render,
 * hydrate and switch scheme.
 */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Every violation the page reports, from the first byte on. */
async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (apply|load|execute)/i.test(text)) console.push(text);
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  return console;
}

async function violationsOf(page: Page, console: string[]): Promise<string[]> {
  const events = await page.evaluate(() => window.cspViolations);
  return [...events, ...console];
}

function expectStrictStyles(response: Response | null): string {
  expect(response, 'the page answered').not.toBeNull();
  const csp = response?.headers()['content-security-policy'] ?? '';
  const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(styleSrc).not.toContain('unsafe-inline');
  const nonce = /'nonce-([\w-]+)'/.exec(styleSrc)?.[1];
  expect(nonce, `a nonce in ${styleSrc}`).toBeTruthy();
  return nonce ?? '';
}

/** The page was styled by emotion: its app bar is MUI's, not a bare <header>. */
async function expectStyled(page: Page): Promise<void> {
  const header = page.locator('header').first();
  await expect(header).toBeVisible();
  const position = await header.evaluate((element) => getComputedStyle(element).position);
  expect(['sticky', 'fixed']).toContain(position);
  const display = await page
    .locator('.MuiToolbar-root')
    .first()
    .evaluate((element) => getComputedStyle(element).display);
  expect(display).toBe('flex');
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`styles under the CSP (${mode})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((dark) => {
        if (window.localStorage.getItem('csp-spec-set')) return;
        window.localStorage.setItem('darkMode', String(dark));
        window.localStorage.setItem('csp-spec-set', '1');
      }, mode === 'dark');
    });

    test('reader pages render, hydrate and switch scheme without a violation', async ({
      page,
      request,
      latestStories,
    }) => {
      const story = latestStories.stories[0];
      if (!story) throw new Error('the seed should hold stories');
      const categories = (await (await request.get('/api/categories')).json()) as {
        categories: { slug: string }[];
      };
      const category = categories.categories[0]?.slug;
      if (!category) throw new Error('the seed should hold categories');
      const console = await watchViolations(page);
      const nonces = new Set<string>();

      for (const path of ['/', `/story/${story.id}`, `/category/${category}`, '/search?q=the']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const nonce = expectStrictStyles(response);
        expect(nonces.has(nonce), 'a nonce seen on an earlier response').toBe(false);
        nonces.add(nonce);
        await waitForLivePage(page);
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode);
        await expectStyled(page);
        expect(await violationsOf(page, console), path).toEqual([]);
      }

      // Switching the scheme: one attribute on <html> (ADR 016), nothing the policy refuses.
      const other = mode === 'dark' ? 'light' : 'dark';
      await page.getByRole('button', { name: `Switch to ${other} mode` }).click();
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', other);
      await page.getByRole('button', { name: `Switch to ${mode} mode` }).click();
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode);
      // Back to a page the browser holds: revalidated (304), its copy keeps the policy it came
      // with (a 304 carries no CSP), whose nonce the copy's style tags have.
      const again = await page.goto('/');
      const kept = expectStrictStyles(again);
      await waitForLivePage(page);
      // A page of islands may have no emotion tag of its own (its styles are in the reader
      // stylesheet, ADR 016): the template's style tag carries the nonce as well.
      const tagNonce = await page
        .locator('head style')
        .first()
        .evaluate((element) => (element as HTMLStyleElement).nonce);
      expect(tagNonce).toBe(kept);
      await expectStyled(page);
      expect(await violationsOf(page, console)).toEqual([]);
    });

    test('the back-office signs in and renders without a violation', async ({ page, request }) => {
      // Three back-office pages, each a cold chunk and its data: more than 30 s when busy.
      test.slow();
      const console = await watchViolations(page);
      const login = await page.goto('/admin/login');
      expectStrictStyles(login);
      await waitForLivePage(page);
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
      expect(await violationsOf(page, console)).toEqual([]);

      await signInWithToken(page, await adminToken(request), true);
      const dashboard = await page.goto('/admin/stories');
      expectStrictStyles(dashboard);
      await waitForLivePage(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectStyled(page);
      // Dialogs and menus insert their styles at run time: emotion gives them the nonce.
      await page.goto('/admin/categories');
      await waitForLivePage(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await violationsOf(page, console)).toEqual([]);
    });
  });
}
