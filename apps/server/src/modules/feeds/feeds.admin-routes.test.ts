import type {
  Feed,
  FeedListResponse,
  FeedTestResult,
  NavigationCounts,
} from '@helionews/contracts';
import { FEED_MESSAGES } from '@helionews/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  feeds,
  securityEvents,
  type CategoryRow,
  type TenantRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { tenantRequests } from '../../test/auth.js';
import {
  createBackOffice,
  createCallers,
  createCategory,
  createTenant,
  type CallerRole,
} from '../../test/factories.js';
import {
  numberedItems,
  rssDocument,
  startFeedServer,
  type FeedTestServer,
} from './feed-server.test-support.js';

let ctx: TestContext;
let server: FeedTestServer;
let alpha: TenantRow;
let beta: TenantRow;
let alphaDesk: CategoryRow;
let betaDesk: CategoryRow;
let tokens: Record<CallerRole, string>;
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestApp({ feeds: { allowHosts: ['127.0.0.1'] } });
  server = await startFeedServer();
  const { db } = ctx.database;
  ({ alpha, beta, tokens } = await createBackOffice(db));
  alphaDesk = await createCategory(db, alpha.id, { slug: 'alpha-desk', name: 'Alpha desk' });
  betaDesk = await createCategory(db, beta.id, { slug: 'beta-desk', name: 'Beta desk' });
});
afterAll(async () => {
  await server.close();
  await ctx.close();
});

const { call } = tenantRequests(() => ctx.app);

const uniqueUrl = (name = 'feed') => server.url(`/${name}-${(sequence += 1)}.xml`);

async function createFeed(payload: object = {}): Promise<Feed> {
  const response = await call('POST', '/api/admin/rss/feeds', tokens.editor, {
    url: uniqueUrl(),
    ...payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Feed>();
}

async function betaFeed(): Promise<number> {
  const [row] = await ctx.database.db
    .insert(feeds)
    .values({
      tenantId: beta.id,
      url: uniqueUrl('beta'),
      title: 'Beta feed',
      categoryId: betaDesk.id,
    })
    .returning({ id: feeds.id });
  if (!row) throw new Error('no feed');
  return row.id;
}

const feedRow = async (id: number) =>
  (await ctx.database.db.select().from(feeds).where(eq(feeds.id, id)))[0];

describe('POST /api/admin/rss/feeds', () => {
  it('subscribes: due at once, with the defaults, recorded in the activity table', async () => {
    const before = Date.now();
    const url = uniqueUrl();
    const response = await call('POST', '/api/admin/rss/feeds', tokens.editor, {
      url,
      title: 'Harbour Wire',
      category_id: alphaDesk.id,
    });
    expect(response.statusCode).toBe(201);
    const feed = response.json<Feed>();
    expect(feed).toMatchObject({
      url,
      title: 'Harbour Wire',
      category: { id: alphaDesk.id, name: 'Alpha desk' },
      is_active: true,
      auto_approve: false,
      poll_interval_minutes: 30,
      status: 'never',
      last_error: null,
      last_fetched_at: null,
      item_count: 0,
    });
    expect(Date.parse(feed.next_fetch_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(feed.next_fetch_at ?? '')).toBeLessThanOrEqual(Date.now());
    const rows = await ctx.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'feed'), eq(activities.entityId, feed.id)));
    expect(rows.map((row) => [row.action, row.entityLabel])).toEqual([['create', 'Harbour Wire']]);
  });

  it.each([
    [{ url: 'ftp://example.org/feed' }, 'body.url'],
    [{ url: 'not a url' }, 'body.url'],
    [{ url: '' }, 'body.url'],
    [{ url: 'https://example.org/f', poll_interval_minutes: 4 }, 'body.poll_interval_minutes'],
    [{ url: 'https://example.org/f', poll_interval_minutes: 2.5 }, 'body.poll_interval_minutes'],
    [{ url: 'https://example.org/f', title: 'x'.repeat(201) }, 'body.title'],
    [{ url: 'https://example.org/f', unknown: true }, 'body'],
  ])('answers 422 naming the field for %o', async (payload, field) => {
    const response = await call('POST', '/api/admin/rss/feeds', tokens.editor, payload);
    expect(response.statusCode).toBe(422);
    const body = response.json<{ detail: string; errors: { field: string }[] }>();
    expect(body.errors.map((error) => error.field)).toContain(field);
  });

  it("refuses another tenant's category (422) and the same URL twice (409)", async () => {
    const foreign = await call('POST', '/api/admin/rss/feeds', tokens.editor, {
      url: uniqueUrl(),
      category_id: betaDesk.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(
      FEED_MESSAGES.categoryNotFound,
    );
    const url = uniqueUrl();
    expect((await call('POST', '/api/admin/rss/feeds', tokens.editor, { url })).statusCode).toBe(
      201,
    );
    const again = await call('POST', '/api/admin/rss/feeds', tokens.editor, { url });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toBe(FEED_MESSAGES.urlTaken);
    // Another tenant may subscribe to the same address.
    const { db } = ctx.database;
    const other = await createTenant(db, { slug: `other-${sequence}` });
    const callers = await createCallers(db, other.id);
    const elsewhere = await call(
      'POST',
      '/api/admin/rss/feeds',
      callers.editor.token,
      { url },
      other.slug,
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('admits editors, tenant admins and platform admins only', async () => {
    expect(
      (await call('POST', '/api/admin/rss/feeds', undefined, { url: uniqueUrl() })).statusCode,
    ).toBe(401);
    const expected: Record<CallerRole, number> = {
      reader: 403,
      contributor: 403,
      editor: 201,
      tenantAdmin: 201,
      platformAdmin: 201,
    };
    for (const role of Object.keys(expected) as CallerRole[]) {
      const response = await call('POST', '/api/admin/rss/feeds', tokens[role], {
        url: uniqueUrl(),
      });
      expect([role, response.statusCode]).toEqual([role, expected[role]]);
    }
  });
});

describe('GET /api/admin/rss/feeds', () => {
  it("lists the tenant's feeds only, newest first, with their state", async () => {
    await betaFeed();
    const newest = await createFeed({ title: 'Newest' });
    const response = await call('GET', '/api/admin/rss/feeds?page_size=100', tokens.editor);
    expect(response.statusCode).toBe(200);
    const body = response.json<FeedListResponse>();
    expect(body.page).toBe(1);
    expect(body.page_size).toBe(100);
    expect(body.total).toBe(body.feeds.length);
    expect(body.feeds[0]?.id).toBe(newest.id);
    expect(response.body).not.toContain('Beta feed');
    expect(Object.keys(body.feeds[0] ?? {}).sort()).toEqual(
      [
        'auto_approve',
        'category',
        'consecutive_failures',
        'created_at',
        'id',
        'is_active',
        'item_count',
        'last_error',
        'last_fetched_at',
        'next_fetch_at',
        'poll_interval_minutes',
        'status',
        'title',
        'updated_at',
        'url',
      ].sort(),
    );
    expect((await call('GET', '/api/admin/rss/feeds', tokens.contributor)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/rss/feeds?page=0', tokens.editor)).statusCode).toBe(422);
  });
});

describe('PUT and DELETE /api/admin/rss/feeds/{id}', () => {
  it('changes only the fields sent; switching off clears the next fetch, on makes it due now', async () => {
    const feed = await createFeed({ title: 'Before' });
    const renamed = await call('PUT', `/api/admin/rss/feeds/${feed.id}`, tokens.editor, {
      title: 'After',
      auto_approve: true,
      poll_interval_minutes: 60,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Feed>()).toMatchObject({
      title: 'After',
      auto_approve: true,
      poll_interval_minutes: 60,
      url: feed.url,
      is_active: true,
    });
    const off = await call('PUT', `/api/admin/rss/feeds/${feed.id}`, tokens.editor, {
      is_active: false,
    });
    expect(off.json<Feed>()).toMatchObject({ is_active: false, next_fetch_at: null });
    // A paused feed switched back on starts afresh and is due at once.
    await ctx.database.db
      .update(feeds)
      .set({ lastStatus: 'paused', consecutiveFailures: 5 })
      .where(eq(feeds.id, feed.id));
    const before = Date.now();
    const on = await call('PUT', `/api/admin/rss/feeds/${feed.id}`, tokens.editor, {
      is_active: true,
    });
    const body = on.json<Feed>();
    expect(body).toMatchObject({ is_active: true, consecutive_failures: 0 });
    expect(Date.parse(body.next_fetch_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const actions = await ctx.database.db
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.entityType, 'feed'), eq(activities.entityId, feed.id)))
      .orderBy(asc(activities.id));
    expect(actions.map((row) => row.action)).toEqual([
      'create',
      'update',
      'deactivate',
      'activate',
    ]);
  });

  it("answers 404 for another tenant's feed and 422 for a malformed id or value", async () => {
    const foreign = await betaFeed();
    expect(
      (await call('PUT', `/api/admin/rss/feeds/${foreign}`, tokens.editor, { title: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/admin/rss/feeds/${foreign}`, tokens.editor)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/admin/rss/feeds/${foreign}/test`, tokens.editor)).statusCode,
    ).toBe(404);
    expect((await feedRow(foreign))?.title).toBe('Beta feed');
    expect((await call('PUT', '/api/admin/rss/feeds/abc', tokens.editor, {})).statusCode).toBe(422);
    const feed = await createFeed();
    expect(
      (
        await call('PUT', `/api/admin/rss/feeds/${feed.id}`, tokens.editor, {
          poll_interval_minutes: 1,
        })
      ).statusCode,
    ).toBe(422);
  });

  it('deletes a feed', async () => {
    const feed = await createFeed();
    expect(
      (await call('DELETE', `/api/admin/rss/feeds/${feed.id}`, tokens.contributor)).statusCode,
    ).toBe(403);
    const response = await call('DELETE', `/api/admin/rss/feeds/${feed.id}`, tokens.editor);
    expect(response.statusCode).toBe(204);
    expect(await feedRow(feed.id)).toBeUndefined();
    expect(
      (await call('DELETE', `/api/admin/rss/feeds/${feed.id}`, tokens.editor)).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/admin/rss/feeds/{id}/test and the import that follows', () => {
  it('shows what a fetch would import, imports nothing, and marks what the poller imported', async () => {
    const path = `/preview-${(sequence += 1)}.xml`;
    server.routes.set(path, {
      body: rssDocument('Preview Wire', [
        { guid: 'p-1', title: 'First', image: 'https://cdn.example.org/first.jpg' },
        ...numberedItems('p', 2, 2),
      ]),
    });
    const feed = await createFeed({ url: server.url(path), is_active: false });
    const response = await call('POST', `/api/admin/rss/feeds/${feed.id}/test`, tokens.editor);
    expect(response.statusCode).toBe(200);
    const preview = response.json<FeedTestResult>();
    expect(preview).toMatchObject({ feed_title: 'Preview Wire', new_count: 3 });
    expect(preview.items[0]).toMatchObject({
      guid: 'p-1',
      title: 'First',
      image_url: 'https://cdn.example.org/first.jpg',
      summary: 'Body of First',
      already_imported: false,
      published_at: new Date(Date.UTC(2026, 10, 20, 12, 0)).toISOString(),
    });
    expect(await feedRow(feed.id)).toMatchObject({ itemCount: 0, lastStatus: 'never' });

    const counts = async () =>
      (
        await call('GET', '/api/admin/dashboard/navigation-counts', tokens.editor)
      ).json<NavigationCounts>();
    const pendingBefore = (await counts()).stories_pending;
    await call('PUT', `/api/admin/rss/feeds/${feed.id}`, tokens.editor, { is_active: true });
    expect((await ctx.app.jobs.each.feeds.runOnce()).imported).toBeGreaterThanOrEqual(3);
    expect((await counts()).stories_pending).toBe(pendingBefore + 3);

    const listed = (await call('GET', '/api/admin/rss/feeds?page_size=100', tokens.editor))
      .json<FeedListResponse>()
      .feeds.find((entry) => entry.id === feed.id);
    expect(listed).toMatchObject({
      status: 'ok',
      item_count: 3,
      title: feed.title || 'Preview Wire',
    });
    expect(listed?.last_fetched_at).not.toBeNull();

    const again = (
      await call('POST', `/api/admin/rss/feeds/${feed.id}/test`, tokens.editor)
    ).json<FeedTestResult>();
    expect(again.new_count).toBe(0);
    expect(again.items.every((item) => item.already_imported)).toBe(true);
  });

  it('answers 502 with the reason when the fetch fails or is refused, recording refusals', async () => {
    const missing = await createFeed({ url: server.url('/nothing-here.xml'), is_active: false });
    const notFound = await call('POST', `/api/admin/rss/feeds/${missing.id}/test`, tokens.editor);
    expect(notFound.statusCode).toBe(502);
    expect(notFound.json<{ detail: string }>().detail).toBe('The feed answered HTTP 404');

    const page = `/page-${(sequence += 1)}.html`;
    server.routes.set(page, { body: '<html><body>Hello</body></html>', contentType: 'text/html' });
    const html = await createFeed({ url: server.url(page), is_active: false });
    const notAFeed = await call('POST', `/api/admin/rss/feeds/${html.id}/test`, tokens.editor);
    expect(notAFeed.json<{ detail: string }>().detail).toBe(FEED_MESSAGES.notAFeed);

    const internal = await createFeed({ url: 'http://192.168.1.1/feed.xml', is_active: false });
    const refused = await call('POST', `/api/admin/rss/feeds/${internal.id}/test`, tokens.editor);
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ detail: string }>().detail).toMatch(/192\.168\.1\.1/);
    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.tenantId, alpha.id), eq(securityEvents.type, 'ssrf_blocked')));
    expect(events.some((event) => event.details.feed_id === internal.id)).toBe(true);
    // Nothing about the feed changed.
    expect(await feedRow(internal.id)).toMatchObject({ consecutiveFailures: 0, lastError: null });
  });
});
