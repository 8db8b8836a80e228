import type { Page } from '@playwright/test';
import { watchConsole } from '../console-watch';
import { expect, test } from '../fixtures';
import { adminToken, signInWithToken } from './accounts';
import { scaled } from '../time-scale';

/**
 * Every back-office page says nothing in the console (issue 20, item 9): no console error or
 * warning, no CSP violation; the article editor among them, whose TipTap and ProseMirror styles
 * once broke the CSP and warned. Each page is walked once, in one theme, the themes alternating
 * down the list (the first page of the walk in the light theme and the second in the dark, and so
 * on), so that both themes are seen across the back-office in half the time of walking it twice.
 * It only reads, so it runs in the reader project against the reader's server (playwright.config.ts)
 * beside the back-office journeys. The reader's pages are walked by reader/console.spec.ts.
 */
const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

/** Signed out: the sign-in and registration pages. */
const SIGNED_OUT: readonly { path: string; ready: (page: Page) => Promise<void> }[] = [
  ...['/admin/login', '/admin/login-simple', '/admin/login-test'].map((path) => ({
    path,
    ready: (current: Page) => expect(current.getByRole('textbox', { name: 'Email' })).toBeVisible(),
  })),
  { path: '/admin/register', ready: heading },
];

/** Signed in as the platform admin; `{article}` is the first article's id. */
const SIGNED_IN: readonly string[] = [
  '/admin',
  '/admin/dashboard',
  '/admin/tenants',
  '/admin/tenant-settings',
  '/admin/logo',
  '/admin/users',
  '/admin/articles',
  '/admin/articles/{article}/preview',
  '/admin/stories',
  '/admin/categories',
  '/admin/tags',
  '/admin/rss',
  '/admin/news-scheduler',
  '/admin/ads',
  '/admin/analytics',
  '/admin/settings',
  '/admin/security',
  '/admin/profile',
  '/admin/no-such-section',
  // The editor: TipTap writes its styles as it mounts, and ProseMirror checks them when it first
  // sees the body change (typed into a new article: without a title it is not saved).
  '/admin/articles/new',
  '/admin/articles/{article}',
];

const THEMES = ['light', 'dark'] as const;
const inTheme = <T>(list: readonly T[], theme: (typeof THEMES)[number]) =>
  list.filter((_, index) => THEMES[index % 2] === theme);

for (const theme of THEMES) {
  test(`back-office pages say nothing in the console (${theme}, every other page)`, async ({
    page,
    request,
  }) => {
    // A dozen pages, each loaded and watched: minutes on CI's two busy cores.
    test.setTimeout(scaled(240_000));
    const token = await adminToken(request);
    const listed = await request.get('/api/admin/articles?page_size=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const article = ((await listed.json()) as { articles: { id: number }[] }).articles[0];
    if (!article) throw new Error('the seed should hold articles');

    const watch = await watchConsole(page, theme);
    for (const { path, ready } of inTheme(SIGNED_OUT, theme)) await watch.visit(path, { ready });

    await signInWithToken(page, token, true);
    for (const template of inTheme(SIGNED_IN, theme)) {
      const path = template.replace('{article}', String(article.id));
      if (path === '/admin/articles/new') {
        await watch.visit(path, {
          ready: async (current) => {
            await heading(current);
            const body = current.getByRole('textbox', { name: 'Body' });
            await body.click();
            await current.keyboard.type('Sun');
            await expect(body).toContainText('Sun');
          },
        });
      } else if (path.startsWith('/admin/articles/') && !path.endsWith('/preview')) {
        await watch.visit(path, {
          ready: async (current) => {
            await heading(current);
            await expect(current.getByRole('textbox', { name: 'Body' })).toBeVisible();
          },
        });
      } else {
        await watch.visit(path, { ready: heading });
      }
    }
  });
}
