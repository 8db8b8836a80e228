import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoA11yViolations } from './a11y';
import { adminApi, member, signInWithToken } from './accounts';
import { scaled } from '../time-scale';

/**
 * RSS feeds (issue 11, item 1) on the built product: an editor subscribes the publication to a
 * feed served by this test on 127.0.0.1 (the e2e server allows that host and polls every
 * second), tests it, lets the poller import it, approves an item and finds it on the reader site.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface FeedServer {
  url: string;
  close(): Promise<void>;
}

/** Serves one RSS 2.0 document at /feed.xml on 127.0.0.1. */
async function serveFeed(
  title: string,
  items: { guid: string; title: string }[],
): Promise<FeedServer> {
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${title}</title><link>https://source.example.org/</link>
<description>E2E feed</description>
${items
  .map(
    (item, index) => `<item><title>${item.title}</title>
<link>https://source.example.org/${item.guid}</link><guid isPermaLink="false">${item.guid}</guid>
<pubDate>${new Date(Date.now() - (index + 1) * 3_600_000).toUTCString()}</pubDate>
<description><![CDATA[<p>${item.title}: the full report.</p>]]></description></item>`,
  )
  .join('\n')}
</channel></rss>`;
  const server: Server = createServer((request, response) => {
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(body);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/feed.xml`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One editor for this file's journeys: registration is rate-limited per address (20 an hour), and
 * the whole browser suite registers from 127.0.0.1.
 */
let editorAccount: ReturnType<typeof member> | null = null;
function sharedEditor(request: Parameters<typeof member>[0]) {
  editorAccount ??= member(request, 'editor');
  return editorAccount;
}

async function expectOnReaderHome(page: Page, title: string, timeoutMs = scaled(15_000)) {
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: timeoutMs, intervals: [500, 1_000] });
}

test('an editor adds a local feed, tests it, lets it import and approves an item readers then see', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const id = unique();
  const feedTitle = `Harbour Wire ${id}`;
  const first = `Lighthouse shines again ${id}`;
  const second = `Ferry timetable changes ${id}`;
  const server = await serveFeed(feedTitle, [
    { guid: `first-${id}`, title: first },
    { guid: `second-${id}`, title: second },
  ]);
  const editor = await sharedEditor(request);
  try {
    await signInWithToken(page, editor.token);
    await page.goto('/admin/rss');
    await expect(page.getByRole('heading', { level: 1, name: 'RSS Feeds' })).toBeVisible();

    // Subscribed switched off first, so that "Test" shows everything as new.
    await page.getByRole('button', { name: 'Add feed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add feed' });
    await dialog.getByRole('textbox', { name: /^Feed URL/ }).fill(server.url);
    await dialog.getByRole('spinbutton', { name: /^Poll interval/ }).fill('3');
    await dialog.getByRole('button', { name: 'Add feed' }).click();
    await expect(dialog.getByText('Enter a whole number of minutes from 5 to 10080')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: /^Poll interval/ }).fill('15');
    await dialog.getByRole('switch', { name: 'Active' }).uncheck();
    await dialog.getByRole('button', { name: 'Add feed' }).click();
    await expect(dialog).toBeHidden();
    const host = new URL(server.url).host;
    await expect(page.getByText(`Feed "${host}" added`, { exact: false })).toBeVisible();

    await page.getByRole('button', { name: `Test feed ${host}` }).click();
    const preview = page.getByRole('dialog', { name: `Test of ${host}` });
    await expect(
      preview.getByText(`"${feedTitle}" holds 2 items; 2 would be imported now.`),
    ).toBeVisible();
    await expect(preview.getByText(first, { exact: true })).toBeVisible();
    await expect(preview.getByText(second, { exact: true })).toBeVisible();
    await preview.getByRole('button', { name: 'Close' }).click();

    // Switched on: due at once, and the e2e poller ticks every second.
    // A click rather than check(): the switch is controlled and moves once the optimistic update
    // has run, which check() (reading the state the instant after its click) missed on a busy
    // machine.
    const active = page.getByRole('switch', { name: `Active: ${host}` });
    await active.click();
    await expect(active).toBeChecked();
    await expect(page.getByText(`Feed "${host}" switched on`, { exact: false })).toBeVisible();
    // Each look reloads the page, which on a busy machine takes more than a second to draw the
    // list: the row is waited for, then read at once.
    await expect(async () => {
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: server.url });
      await expect(row).toBeVisible({ timeout: scaled(10_000) });
      await expect(row).toContainText('OK', { timeout: 1_000 });
      await expect(row).toContainText(feedTitle, { timeout: 1_000 });
    }).toPass({ timeout: scaled(45_000), intervals: [1_000] });
    const row = page.getByRole('row').filter({ hasText: server.url });
    await expect(row.getByRole('cell').nth(6)).toHaveText('2');

    await page.goto('/admin/stories');
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    // Each imported item names the feed it came from.
    await expect(page.getByRole('row').filter({ hasText: first })).toContainText(feedTitle);
    await page.getByRole('button', { name: `Approve ${first}` }).click();
    await expect(page.getByText(`“${first}” is published.`)).toBeVisible();

    await expectOnReaderHome(page, first);
    await page.getByRole('link', { name: first }).first().click();
    await expect(page.getByText(`${first}: the full report.`).first()).toBeVisible();
  } finally {
    // Leave the review queue as it was for the other journeys: the second item goes too.
    const stories = (await adminApi(request, editor.token, 'GET', '/stories?page_size=100')) as {
      stories: { id: number; title: string; status: string }[];
    };
    for (const story of stories.stories) {
      if (story.title === second && story.status === 'pending') {
        await adminApi(request, editor.token, 'POST', `/stories/${story.id}/approve`, {});
      }
    }
    const feeds = (await adminApi(request, editor.token, 'GET', '/rss/feeds?page_size=100')) as {
      feeds: { id: number; url: string }[];
    };
    for (const feed of feeds.feeds.filter((entry) => entry.url === server.url)) {
      await adminApi(request, editor.token, 'DELETE', `/rss/feeds/${feed.id}`);
    }
    await server.close();
  }
});

async function withSampleFeed(request: Parameters<typeof member>[0]) {
  const editor = await sharedEditor(request);
  const feed = (await adminApi(request, editor.token, 'POST', '/rss/feeds', {
    url: `https://feeds.example.org/${unique()}.xml`,
    title: `Axe sample ${unique()}`,
    is_active: false,
  })) as { id: number };
  return { editor, feedId: feed.id };
}

for (const theme of ['light', 'dark'] as const) {
  test(`/admin/rss passes axe in the ${theme} theme`, async ({ page, request }) => {
    const { editor, feedId } = await withSampleFeed(request);
    try {
      await signInWithToken(page, editor.token);
      await page.addInitScript(
        (dark) => window.localStorage.setItem('darkMode', dark),
        String(theme === 'dark'),
      );
      await page.goto('/admin/rss');
      await expect(page.getByRole('heading', { level: 1, name: 'RSS Feeds' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'RSS Feeds' })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByRole('button', { name: 'Add feed' }).click();
      await expect(page.getByRole('dialog', { name: 'Add feed' })).toBeVisible();
      await expectNoA11yViolations(page);
    } finally {
      await adminApi(request, editor.token, 'DELETE', `/rss/feeds/${feedId}`);
    }
  });
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/admin/rss shows feeds as cards, usable and axe clean', async ({ page, request }) => {
    const { editor, feedId } = await withSampleFeed(request);
    try {
      await signInWithToken(page, editor.token);
      await page.goto('/admin/rss');
      await expect(page.getByRole('heading', { level: 1, name: 'RSS Feeds' })).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: 'feeds.example.org' }).first();
      await expect(card.getByRole('button', { name: /^Test feed/ })).toBeVisible();
      // Nothing wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoA11yViolations(page);
    } finally {
      await adminApi(request, editor.token, 'DELETE', `/rss/feeds/${feedId}`);
    }
  });
});
