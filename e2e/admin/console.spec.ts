import type { Page } from '@playwright/test';
import { watchConsole } from '../console-watch';
import { expect, test } from '../fixtures';
import { adminToken, signInWithToken } from './accounts';

/**
 * Every back-office page in both themes, one page each: no console error or warning, no CSP
 * violation (issue 20, item 9): the article editor among them, whose TipTap and ProseMirror
 * styles once broke the CSP and warned. The reader's pages are walked by reader/console.spec.ts.
 */
const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

for (const theme of ['light', 'dark'] as const) {
  test(`back-office pages say nothing in the console (${theme})`, async ({ page, request }) => {
    // Two dozen pages, each loaded and watched: minutes on CI's two busy cores.
    test.setTimeout(240_000);
    const token = await adminToken(request);
    const listed = await request.get('/api/admin/articles?page_size=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const article = ((await listed.json()) as { articles: { id: number }[] }).articles[0];
    if (!article) throw new Error('the seed should hold articles');

    const watch = await watchConsole(page, theme);
    for (const path of ['/admin/login', '/admin/login-simple', '/admin/login-test']) {
      await watch.visit(path, {
        ready: (current) => expect(current.getByRole('textbox', { name: 'Email' })).toBeVisible(),
      });
    }
    await watch.visit('/admin/register', { ready: heading });

    await signInWithToken(page, token, true);
    for (const path of [
      '/admin',
      '/admin/dashboard',
      '/admin/tenants',
      '/admin/tenant-settings',
      '/admin/logo',
      '/admin/users',
      '/admin/articles',
      `/admin/articles/${article.id}/preview`,
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
    ]) {
      await watch.visit(path, { ready: heading });
    }
    // The editor: TipTap writes its styles as it mounts, and ProseMirror checks them when it
    // first sees the body change (typed into a new article: without a title it is not saved).
    await watch.visit('/admin/articles/new', {
      ready: async (current) => {
        await heading(current);
        const body = current.getByRole('textbox', { name: 'Body' });
        await body.click();
        await current.keyboard.type('Sun');
        await expect(body).toContainText('Sun');
      },
    });
    await watch.visit(`/admin/articles/${article.id}`, {
      ready: async (current) => {
        await heading(current);
        await expect(current.getByRole('textbox', { name: 'Body' })).toBeVisible();
      },
    });
  });
}
