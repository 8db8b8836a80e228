import type { AdminStory, AdminStoryListResponse, Feed } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { tenantRequests } from '../../test/auth.js';
import { createCallers, createStory, createTenantPair } from '../../test/factories.js';
import {
  numberedItems,
  rssDocument,
  startFeedServer,
  type FeedTestServer,
} from '../feeds/feed-server.test-support.js';

/**
 * The review queue names the feed an item was imported from ({id, title}), in the list and in
 * the detail, for items the poller really imported; null for editorial stories, for a feed of
 * another tenant and once the feed is deleted.
 */

let ctx: TestContext;
let server: FeedTestServer;
let alpha: TenantRow;
let beta: TenantRow;
let editor: string;
let betaEditor: string;

beforeAll(async () => {
  ctx = await createTestApp({ feeds: { allowHosts: ['127.0.0.1'] } });
  server = await startFeedServer();
  const { db } = ctx.database;
  ({ alpha, beta } = await createTenantPair(db));
  editor = (await createCallers(db, alpha.id)).editor.token;
  betaEditor = (await createCallers(db, beta.id)).editor.token;
});
afterAll(async () => {
  await server.close();
  await ctx.close();
});

const { call } = tenantRequests(() => ctx.app);

async function importFeed(path: string, title: string, items: number): Promise<Feed> {
  server.routes.set(path, {
    body: rssDocument('The wire of its own', numberedItems(path.slice(1, -4), items)),
  });
  const created = await call('POST', '/api/admin/rss/feeds', editor, {
    url: server.url(path),
    title,
  });
  expect(created.statusCode).toBe(201);
  expect((await ctx.app.jobs.each.feeds.runOnce()).imported).toBeGreaterThanOrEqual(items);
  return created.json<Feed>();
}

async function queue(tenant = 'alpha', token = editor): Promise<AdminStory[]> {
  const response = await call(
    'GET',
    '/api/admin/stories?origin=all&status=all&page_size=100',
    token,
    undefined,
    tenant,
  );
  expect(response.statusCode).toBe(200);
  return response.json<AdminStoryListResponse>().stories;
}

async function detail(id: number): Promise<AdminStory> {
  const response = await call('GET', `/api/admin/stories/${id}`, editor);
  expect(response.statusCode).toBe(200);
  return response.json<AdminStory>();
}

describe('the feed of a story in the back-office', () => {
  it('answers the feed of imported items in the list and the detail', async () => {
    const feed = await importFeed('/harbour.xml', 'Harbour desk wire', 2);
    const imported = (await queue()).filter((story) => story.origin === 'feed');
    expect(imported).toHaveLength(2);
    for (const story of imported) {
      expect(story.feed).toEqual({ id: feed.id, title: 'Harbour desk wire' });
      expect((await detail(story.id)).feed).toEqual({ id: feed.id, title: 'Harbour desk wire' });
    }
  });

  it('answers null for editorial stories and for a feed id of another tenant', async () => {
    const [feed] = (await call('GET', '/api/admin/rss/feeds', editor)).json<{ feeds: Feed[] }>()
      .feeds;
    const { db } = ctx.database;
    const editorial = await createStory(db, alpha.id, { title: 'Written here', status: 'pending' });
    const stray = await createStory(db, beta.id, {
      title: 'Beta item',
      origin: 'feed',
      feedId: feed?.id ?? 0,
      guid: 'stray-1',
    });
    expect((await detail(editorial.id)).feed).toBeNull();
    const betaStory = (await queue('beta', betaEditor)).find((story) => story.id === stray.id);
    expect(betaStory?.feed).toBeNull();
  });

  it('answers null once the feed is deleted, and keeps the stories', async () => {
    const feed = await importFeed('/closing.xml', 'Closing wire', 1);
    const story = (await queue()).find((entry) => entry.feed?.id === feed.id);
    expect(story?.feed).toEqual({ id: feed.id, title: 'Closing wire' });

    expect((await call('DELETE', `/api/admin/rss/feeds/${feed.id}`, editor)).statusCode).toBe(204);
    const after = await detail(story?.id ?? 0);
    expect(after.feed).toBeNull();
    expect(after.title).toBe(story?.title);
    expect((await queue()).find((entry) => entry.id === story?.id)?.feed).toBeNull();
  });
});
