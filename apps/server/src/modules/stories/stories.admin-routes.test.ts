import type {
  AdminStory,
  AdminStoryBulkResult,
  AdminStoryListResponse,
  NavigationCounts,
  StoryListResponse,
} from '@helionews/contracts';
import { STORY_REVIEW_MESSAGES } from '@helionews/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  stories,
  type CategoryRow,
  type StoryRow,
  type TenantRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { contentVersionOf } from '../../test/queries.js';
import { tenantRequests } from '../../test/auth.js';
import {
  createBackOffice,
  createCategory,
  createMember,
  createStory,
  createTenant,
  type CallerRole,
} from '../../test/factories.js';

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
let world: CategoryRow;
let science: CategoryRow;
let betaDesk: CategoryRow;
let tokens: Record<CallerRole, string>;
let editorId: number;
let betaPending: StoryRow;
/** The review queue of alpha as the file starts: pending feed items, newest first. */
let queue: StoryRow[];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
let sequence = 0;

/** A feed item waiting for review, received `minutes` ago. */
function feedItem(tenantId: number, overrides: Partial<typeof stories.$inferInsert> = {}) {
  sequence += 1;
  return createStory(ctx.database.db, tenantId, {
    origin: 'feed',
    status: 'pending',
    publishedAt: null,
    sourceName: `Wire ${sequence}`,
    sourceUrl: `https://wire.example.org/item/${sequence}`,
    createdAt: minutesAgo(1000 + sequence),
    ...overrides,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const office = await createBackOffice(db);
  ({ alpha, beta, tokens } = office);
  editorId = office.callers.editor.user.id;
  world = await createCategory(db, alpha.id, { slug: 'world', name: 'World' });
  science = await createCategory(db, alpha.id, { slug: 'science', name: 'Science' });
  betaDesk = await createCategory(db, beta.id, { slug: 'beta-desk', name: 'Beta desk' });

  queue = [
    await feedItem(alpha.id, {
      title: 'Comet lights up the northern sky',
      categoryId: science.id,
      sourceName: 'Sky Wire',
      bodyHtml: '<p>A <strong>bright</strong> comet.</p>',
      createdAt: minutesAgo(5),
    }),
    await feedItem(alpha.id, {
      title: 'Harbour strike enters second week',
      categoryId: world.id,
      createdAt: minutesAgo(10),
    }),
    await feedItem(alpha.id, { title: 'Rain expected at the weekend', createdAt: minutesAgo(15) }),
  ];
  // Not in the default queue: other statuses, other origins, other tenants.
  await feedItem(alpha.id, { title: 'Already out', status: 'published', publishedAt: new Date() });
  await feedItem(alpha.id, { title: 'Turned down', status: 'rejected', reviewNote: 'Duplicate' });
  await createStory(db, alpha.id, {
    title: 'Editorial piece awaiting review',
    status: 'pending',
    publishedAt: null,
    createdBy: editorId,
    categoryId: world.id,
  });
  betaPending = await feedItem(beta.id, {
    title: 'Beta secret item',
    categoryId: betaDesk.id,
    createdAt: minutesAgo(1),
  });
});
afterAll(() => ctx.close());

const { headers } = tenantRequests(() => ctx.app);
const get = (url: string, token?: string, tenant = 'alpha') =>
  ctx.app.inject({ url, headers: headers(token, tenant) });
const post = (url: string, token: string | undefined, payload?: object, tenant = 'alpha') =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: headers(token, tenant),
    ...(payload && { payload }),
  });

const contentVersion = (tenantId: number) => contentVersionOf(ctx.database.db, tenantId);

async function storyRow(id: number) {
  const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, id));
  return row;
}

async function storyActivities(ids: number[]) {
  return ctx.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.entityType, 'story'), inArray(activities.entityId, ids)))
    .orderBy(asc(activities.id));
}

describe('GET /api/admin/stories', () => {
  it('is for editors, tenant admins and platform admins of the tenant', async () => {
    expect((await get('/api/admin/stories')).statusCode).toBe(401);
    for (const role of ['reader', 'contributor'] as const) {
      expect((await get('/api/admin/stories', tokens[role])).statusCode).toBe(403);
    }
    for (const role of ['editor', 'tenantAdmin', 'platformAdmin'] as const) {
      expect((await get('/api/admin/stories', tokens[role])).statusCode).toBe(200);
    }
    // Alpha's editor and admin hold no role on beta.
    expect((await get('/api/admin/stories', tokens.editor, 'beta')).statusCode).toBe(403);
    expect((await get('/api/admin/stories', tokens.tenantAdmin, 'beta')).statusCode).toBe(403);
  });

  it('defaults to the review queue: feed items pending review, newest received first', async () => {
    const response = await get('/api/admin/stories', tokens.editor);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminStoryListResponse>();
    expect(body).toMatchObject({ total: 3, page: 1, page_size: 10 });
    expect(body.stories.map((s) => s.id)).toEqual(queue.map((s) => s.id));
    const [comet] = body.stories;
    expect(comet).toMatchObject({
      title: 'Comet lights up the northern sky',
      status: 'pending',
      origin: 'feed',
      source_name: 'Sky Wire',
      source_url: queue[0]?.sourceUrl,
      category: { id: science.id, slug: 'science', name: 'Science' },
      body_html: '<p>A <strong>bright</strong> comet.</p>',
      received_at: queue[0]?.createdAt.toISOString(),
      published_at: null,
      tenant_slug: 'alpha',
      // Made without a feed (stories.admin-feed.test.ts covers imported items).
      feed: null,
    });
    expect(Object.keys(comet ?? {}).sort()).toEqual(
      [
        'access',
        'author',
        'body_html',
        'byline',
        'category',
        'created_at',
        'created_by',
        'feed',
        'id',
        'image_url',
        'language',
        'origin',
        'publish_at',
        'published_at',
        'received_at',
        'review_note',
        'slug',
        'source_name',
        'source_url',
        'status',
        'summary',
        'tenant_slug',
        'title',
        'unpublish_at',
        'updated_at',
      ].sort(),
    );
    expect(response.body).not.toContain('Beta secret item');
  });

  it("filters by status, origin ('all' lifts either), category and search, and pages", async () => {
    const list = async (query: string) =>
      (await get(`/api/admin/stories?${query}`, tokens.editor)).json<AdminStoryListResponse>();
    const titles = (body: AdminStoryListResponse) => body.stories.map((s) => s.title);

    const everything = await list('status=all&origin=all&page_size=100');
    expect(everything.total).toBe(6);
    expect(titles(everything)).not.toContain('Beta secret item');
    expect(titles(await list('origin=editorial'))).toEqual(['Editorial piece awaiting review']);
    expect((await list('origin=editorial')).stories[0]?.created_by?.id).toBe(editorId);
    expect((await list('origin=all')).total).toBe(4);
    expect(titles(await list('status=rejected'))).toEqual(['Turned down']);
    expect((await list('status=rejected')).stories[0]?.review_note).toBe('Duplicate');
    expect(titles(await list('category=world&origin=all'))).toEqual([
      'Editorial piece awaiting review',
      'Harbour strike enters second week',
    ]);
    // A fragment of a title, any case; or a whole word of the body.
    expect(titles(await list('search=HARBO'))).toEqual(['Harbour strike enters second week']);
    expect(titles(await list('search=bright'))).toEqual(['Comet lights up the northern sky']);
    expect(titles(await list('search=sky%20wire'))).toEqual(['Comet lights up the northern sky']);

    const second = await list('page=2&page_size=2');
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.stories.map((s) => s.id)).toEqual([queue[2]?.id]);
  });

  it("answers 404 for a category filter this tenant does not have (another tenant's too)", async () => {
    const foreign = await get('/api/admin/stories?category=beta-desk', tokens.editor);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Category not found' });
    expect((await get('/api/admin/stories?status=nope', tokens.editor)).statusCode).toBe(422);
  });
});

describe('GET /api/admin/stories/:id', () => {
  it("shows one story of the tenant; another tenant's is exactly like a missing one", async () => {
    const own = await get(`/api/admin/stories/${queue[1]?.id}`, tokens.tenantAdmin);
    expect(own.statusCode).toBe(200);
    expect(own.json<AdminStory>()).toMatchObject({ id: queue[1]?.id, category: { slug: 'world' } });

    const foreign = await get(`/api/admin/stories/${betaPending.id}`, tokens.platformAdmin);
    const missing = await get('/api/admin/stories/987654321', tokens.platformAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.json()).toEqual({ detail: STORY_REVIEW_MESSAGES.notFound });
    expect((await get('/api/admin/stories/abc', tokens.editor)).statusCode).toBe(422);
    expect((await get(`/api/admin/stories/${queue[1]?.id}`, tokens.contributor)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/admin/stories/${queue[1]?.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/admin/stories/:id/approve', () => {
  it('publishes a pending story now, in one transaction with activity and content version', async () => {
    const story = await feedItem(alpha.id, { title: 'Approve me', categoryId: world.id });
    const versionBefore = await contentVersion(alpha.id);
    const before = Date.now();
    const response = await post(`/api/admin/stories/${story.id}/approve`, tokens.editor);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminStory>();
    expect(body).toMatchObject({ id: story.id, status: 'published', review_note: null });
    const publishedAt = new Date(body.published_at ?? 0).getTime();
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(publishedAt).toBeLessThanOrEqual(Date.now() + 1000);

    expect(await contentVersion(alpha.id)).toBe(versionBefore + 1);
    const [activity] = await storyActivities([story.id]);
    expect(activity).toMatchObject({
      tenantId: alpha.id,
      actorId: editorId,
      action: 'approve',
      entityType: 'story',
      entityLabel: 'Approve me',
      details: { from: 'pending', to: 'published', origin: 'feed' },
    });

    // Readers see it at once.
    const reader = await get('/api/stories?page_size=100');
    expect(reader.json<StoryListResponse>().stories.map((s) => s.id)).toContain(story.id);
  });

  it('takes an empty body where JSON is declared, as clients that always send the header do', async () => {
    const story = await feedItem(alpha.id, { title: 'Approve me with an empty body' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/stories/${story.id}/approve`,
      headers: { ...headers(tokens.editor, 'alpha'), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminStory>().status).toBe('published');
  });

  it('refuses a story that is not pending with 409, and changes nothing', async () => {
    const published = await feedItem(alpha.id, { status: 'published', publishedAt: new Date() });
    const versionBefore = await contentVersion(alpha.id);
    const response = await post(`/api/admin/stories/${published.id}/approve`, tokens.editor);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: STORY_REVIEW_MESSAGES.notPending });
    expect(await contentVersion(alpha.id)).toBe(versionBefore);
    expect(await storyActivities([published.id])).toEqual([]);
  });

  it("answers 404 for another tenant's story and leaves it pending", async () => {
    const response = await post(
      `/api/admin/stories/${betaPending.id}/approve`,
      tokens.platformAdmin,
    );
    expect(response.statusCode).toBe(404);
    expect((await storyRow(betaPending.id))?.status).toBe('pending');
  });

  it('is for editors, tenant admins and platform admins only', async () => {
    const expected: Record<CallerRole, number> = {
      reader: 403,
      contributor: 403,
      editor: 200,
      tenantAdmin: 200,
      platformAdmin: 200,
    };
    for (const [role, status] of Object.entries(expected) as [CallerRole, number][]) {
      const story = await feedItem(alpha.id);
      const response = await post(`/api/admin/stories/${story.id}/approve`, tokens[role]);
      expect(response.statusCode, role).toBe(status);
      expect((await storyRow(story.id))?.status).toBe(status === 200 ? 'published' : 'pending');
    }
    const story = await feedItem(alpha.id);
    expect((await post(`/api/admin/stories/${story.id}/approve`, undefined)).statusCode).toBe(401);
    // Members of alpha act on beta only where they hold a role.
    expect(
      (await post(`/api/admin/stories/${betaPending.id}/approve`, tokens.editor, undefined, 'beta'))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/admin/stories/:id/reject', () => {
  it('needs a reason, keeps it as the review note and records the rejection', async () => {
    const story = await feedItem(alpha.id, { title: 'Reject me' });
    const versionBefore = await contentVersion(alpha.id);
    const url = `/api/admin/stories/${story.id}/reject`;
    expect((await post(url, tokens.tenantAdmin, {})).statusCode).toBe(422);
    expect((await post(url, tokens.tenantAdmin, { reason: '   ' })).statusCode).toBe(422);

    const response = await post(url, tokens.tenantAdmin, { reason: 'Not our beat' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminStory>()).toMatchObject({
      status: 'rejected',
      review_note: 'Not our beat',
      published_at: null,
    });
    const [activity] = await storyActivities([story.id]);
    expect(activity).toMatchObject({
      action: 'reject',
      details: { from: 'pending', to: 'rejected', reason: 'Not our beat' },
    });
    // Readers saw nothing of it before or after: their caches stay valid.
    expect(await contentVersion(alpha.id)).toBe(versionBefore);
    expect((await post(url, tokens.tenantAdmin, { reason: 'Again' })).statusCode).toBe(409);
  });

  it('refuses a reason with an unpaired UTF-16 surrogate (422) and leaves the story pending', async () => {
    const story = await feedItem(alpha.id, { title: 'Half a character' });
    const url = `/api/admin/stories/${story.id}/reject`;
    for (const reason of ['Not \ud800 ours', '\udfff', 'a\udc00\ud800b']) {
      const refused = await post(url, tokens.tenantAdmin, { reason });
      expect(refused.statusCode, JSON.stringify(reason)).toBe(422);
      expect(refused.json<{ errors: { field: string }[] }>().errors).toEqual([
        { field: 'body.reason', message: 'must not contain an unpaired UTF-16 surrogate' },
      ]);
    }
    expect(await storyRow(story.id)).toMatchObject({ status: 'pending', reviewNote: null });
    expect(await storyActivities([story.id])).toEqual([]);
  });

  it('is refused to contributors, readers and anonymous callers, and 404 across tenants', async () => {
    const story = await feedItem(alpha.id);
    const url = `/api/admin/stories/${story.id}/reject`;
    expect((await post(url, undefined, { reason: 'x' })).statusCode).toBe(401);
    expect((await post(url, tokens.reader, { reason: 'x' })).statusCode).toBe(403);
    expect((await post(url, tokens.contributor, { reason: 'x' })).statusCode).toBe(403);
    expect((await storyRow(story.id))?.status).toBe('pending');
    const foreign = await post(`/api/admin/stories/${betaPending.id}/reject`, tokens.editor, {
      reason: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await storyRow(betaPending.id))?.status).toBe('pending');
  });
});

describe('POST /api/admin/stories/bulk', () => {
  it('decides each id on its own: pending ones move, the others fail with the reason', async () => {
    const first = await feedItem(alpha.id, { title: 'Bulk one' });
    const second = await feedItem(alpha.id, { title: 'Bulk two' });
    const done = await feedItem(alpha.id, { status: 'published', publishedAt: new Date() });
    const versionBefore = await contentVersion(alpha.id);

    const response = await post('/api/admin/stories/bulk', tokens.editor, {
      action: 'approve',
      ids: [first.id, betaPending.id, second.id, done.id, 987654321, first.id],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminStoryBulkResult>();
    expect(body.updated).toEqual([first.id, second.id]);
    expect(body.failed).toEqual([
      { id: betaPending.id, detail: STORY_REVIEW_MESSAGES.notFound },
      { id: done.id, detail: STORY_REVIEW_MESSAGES.notPending },
      { id: 987654321, detail: STORY_REVIEW_MESSAGES.notFound },
    ]);
    expect(response.body).not.toContain('Beta secret item');

    expect((await storyRow(first.id))?.status).toBe('published');
    expect((await storyRow(second.id))?.status).toBe('published');
    expect((await storyRow(betaPending.id))?.status).toBe('pending');
    // One request, one content version.
    expect(await contentVersion(alpha.id)).toBe(versionBefore + 1);
    const rows = await storyActivities([first.id, second.id, done.id, betaPending.id]);
    expect(rows.map((row) => [row.entityId, row.action])).toEqual([
      [first.id, 'approve'],
      [second.id, 'approve'],
    ]);
  });

  it('rejects many with one reason, which is required', async () => {
    const first = await feedItem(alpha.id);
    const second = await feedItem(alpha.id);
    const missing = await post('/api/admin/stories/bulk', tokens.tenantAdmin, {
      action: 'reject',
      ids: [first.id],
    });
    expect(missing.statusCode).toBe(422);
    const response = await post('/api/admin/stories/bulk', tokens.tenantAdmin, {
      action: 'reject',
      ids: [first.id, second.id],
      reason: 'Off topic',
    });
    expect(response.json<AdminStoryBulkResult>()).toEqual({
      updated: [first.id, second.id],
      failed: [],
    });
    expect((await storyRow(second.id))?.reviewNote).toBe('Off topic');
    expect(
      (await post('/api/admin/stories/bulk', tokens.tenantAdmin, { action: 'approve', ids: [] }))
        .statusCode,
    ).toBe(422);
  });

  it('changes nothing when no id can be decided', async () => {
    const versionBefore = await contentVersion(alpha.id);
    const response = await post('/api/admin/stories/bulk', tokens.platformAdmin, {
      action: 'approve',
      ids: [betaPending.id],
    });
    expect(response.json<AdminStoryBulkResult>()).toEqual({
      updated: [],
      failed: [{ id: betaPending.id, detail: STORY_REVIEW_MESSAGES.notFound }],
    });
    expect(await contentVersion(alpha.id)).toBe(versionBefore);
  });

  it('is for editors, tenant admins and platform admins only', async () => {
    const story = await feedItem(alpha.id);
    const payload = { action: 'approve', ids: [story.id] };
    expect((await post('/api/admin/stories/bulk', undefined, payload)).statusCode).toBe(401);
    expect((await post('/api/admin/stories/bulk', tokens.reader, payload)).statusCode).toBe(403);
    expect((await post('/api/admin/stories/bulk', tokens.contributor, payload)).statusCode).toBe(
      403,
    );
    expect((await storyRow(story.id))?.status).toBe('pending');
  });
});

describe('stories_pending in the navigation counts', () => {
  it('counts the feed items pending review, and drops as they are decided', async () => {
    const fresh = await createTenant(ctx.database.db, { slug: 'gamma' });
    const token = (await createMember(ctx.database.db, fresh.id, 'editor')).token;
    const counts = async () =>
      (
        await get('/api/admin/dashboard/navigation-counts', token, 'gamma')
      ).json<NavigationCounts>();
    const items = [await feedItem(fresh.id), await feedItem(fresh.id), await feedItem(fresh.id)];
    // Editorial pending stories are articles_pending, not stories_pending.
    await createStory(ctx.database.db, fresh.id, { status: 'pending', publishedAt: null });
    await feedItem(fresh.id, { status: 'published', publishedAt: new Date() });
    expect(await counts()).toMatchObject({ stories_pending: 3, articles_pending: 1 });

    const queued = (await get('/api/admin/stories', token, 'gamma')).json<AdminStoryListResponse>();
    expect(queued.total).toBe(3);

    await post(`/api/admin/stories/${items[0]?.id}/approve`, token, undefined, 'gamma');
    await post(
      '/api/admin/stories/bulk',
      token,
      { action: 'reject', ids: [items[1]?.id], reason: 'No' },
      'gamma',
    );
    expect((await counts()).stories_pending).toBe(1);
  });
});

describe('/api/docs', () => {
  it('documents every review route', async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [
        `${method.toUpperCase()} ${path}`,
        operation.tags?.[0],
      ]),
    );
    expect(documented.filter(([key]) => key?.includes('/api/admin/stories'))).toEqual(
      expect.arrayContaining([
        ['GET /api/admin/stories', 'admin: stories'],
        ['GET /api/admin/stories/{id}', 'admin: stories'],
        ['POST /api/admin/stories/{id}/approve', 'admin: stories'],
        ['POST /api/admin/stories/{id}/reject', 'admin: stories'],
        ['POST /api/admin/stories/bulk', 'admin: stories'],
      ]),
    );
  });
});
