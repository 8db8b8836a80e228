import { adminToken, signInWithToken } from '../admin/accounts';
import { watchConsole } from '../console-watch';
import { expect, latestStoriesOf, test } from '../fixtures';
import { scaled } from '../time-scale';

/**
 * Every reader page, and the files crawlers and feed readers fetch, in both themes, one page
 * each: no console error or warning, no CSP violation (issue 20, item 9). The back-office's
 * pages are walked by admin/console.spec.ts.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`reader pages say nothing in the console (${theme})`, async ({ page, request }) => {
    // Two dozen pages, each loaded and watched: minutes on CI's two busy cores.
    test.setTimeout(scaled(180_000));
    const [story] = await latestStoriesOf<{ id: number }>(request);
    const categories = (await (await request.get('/api/categories')).json()) as {
      categories: { slug: string }[];
    };
    const category = categories.categories[0]?.slug;
    if (!story || !category) throw new Error('the seed should hold stories and categories');

    const watch = await watchConsole(page, theme);
    for (const path of [
      '/',
      `/category/${category}`,
      `/story/${story.id}`,
      `/story/${story.id}/detail`,
      '/search?q=the',
      '/realtime-news',
      '/story-demo',
      '/login',
      '/register',
      '/reset-password',
      '/tenant/space',
      '/sitemap.xml',
      '/news-sitemap.xml',
      '/rss.xml',
      '/atom.xml',
      '/robots.txt',
    ]) {
      await watch.visit(path);
    }
    await watch.visit('/no-such-page-here', { status: 404 });
    // Signed in: the profile (a reader's account is enough; the admin's is at hand).
    await signInWithToken(page, await adminToken(request), true);
    await watch.visit('/profile', {
      ready: (current) => expect(current.getByRole('heading', { level: 1 })).toBeVisible(),
    });
  });
}

test('/favicon.ico is an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = await response.body();
  // An ICO file: reserved 0, type 1 (icon), at least one image.
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});
