import {
  COMMENT_MESSAGES,
  COMMENT_RATE_LIMITS,
  type CommentListResponse,
  type CommentModerationMode,
  type CommentViewer,
  type CommentWriteResult,
  type TenantInfo,
} from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import {
  commentBans,
  comments,
  notifications,
  securityEvents,
  users,
  type StoryRow,
  type TenantRow,
  type UserRow,
} from '../../db/schema/index.js';
import { X_CACHE } from '../../plugins/read-cache.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { openSecondNode } from '../../test/database.js';
import { bearer, clientRequests } from '../../test/auth.js';
import {
  createComment,
  createMember,
  createStory,
  createTenant,
  createUserWithSession,
  type CommentValues,
} from '../../test/factories.js';

/**
 * Issue 24, the reader side: a story's comments (approved only, top-level paginated with their
 * replies, cached per story), and a signed-in reader's comments, edits, deletions and reports,
 * under the publication's switch, moderation mode, links and burst rules and bans.
 */

let ctx: TestContext;
/** The app's clock runs this far ahead of the wall clock (the edit window, the burst window). */
let offsetMs = 0;
const appNow = () => Date.now() + offsetMs;
let sequence = 0;

interface Newsroom {
  tenant: TenantRow;
  slug: string;
  story: StoryRow;
  editor: string;
}

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(appNow()) });
  await createTenant(ctx.database.db, { slug: 'helionews' });
});
afterAll(() => ctx.close());

/** A publication of its own with a published story and an editor. */
async function newsroom(
  mode: CommentModerationMode = 'none',
  enableComments = true,
): Promise<Newsroom> {
  sequence += 1;
  const slug = `talk-${sequence}`;
  const { db } = ctx.database;
  const tenant = await createTenant(db, {
    slug,
    settings: { articles_per_page: 10, enable_comments: enableComments, rss_enabled: true },
    siteSettings: { comments_moderation: mode },
  });
  const story = await createStory(db, tenant.id, { title: `Story of ${slug}` });
  const editor = (await createMember(db, tenant.id, 'editor')).token;
  return { tenant, slug, story, editor };
}

const reader = () => createUserWithSession(ctx.database.db);

const call = clientRequests(() => ctx.app);

async function post(room: Newsroom, token: string, body: string, parentId?: number) {
  const response = await call('POST', `/stories/${room.story.id}/comments`, room.slug, token, {
    body,
    ...(parentId !== undefined && { parent_id: parentId }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CommentWriteResult>();
}

async function list(room: Newsroom, query = '') {
  const response = await call('GET', `/stories/${room.story.id}/comments${query}`, room.slug);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommentListResponse>();
}

/** A comment written straight into the table, at a time of the test's choosing (app clock). */
function insertComment(room: Newsroom, author: UserRow, values: CommentValues = {}) {
  const place = { tenantId: room.tenant.id, storyId: room.story.id, authorId: author.id };
  return createComment(ctx.database.db, place, { ...values, now: appNow() });
}

const statusOf = async (id: number) => {
  const [row] = await ctx.database.db
    .select({ status: comments.status })
    .from(comments)
    .where(eq(comments.id, id));
  return row?.status;
};

describe('GET /api/stories/:id/comments', () => {
  it('lists approved top-level comments a page at a time, each with its approved replies', async () => {
    const room = await newsroom();
    const { db } = ctx.database;
    const ada = (await reader()).user;
    const bob = (await reader()).user;
    await db.update(users).set({ displayName: 'Ada L.' }).where(eq(users.id, ada.id));
    const first = await insertComment(room, ada, { body: 'First', minutesAgo: 50 });
    const second = await insertComment(room, bob, { body: 'Second', minutesAgo: 40 });
    const third = await insertComment(room, ada, { body: 'Third', minutesAgo: 30 });
    await insertComment(room, bob, { body: 'Held', status: 'pending', minutesAgo: 20 });
    await insertComment(room, bob, { body: 'Rejected', status: 'rejected', minutesAgo: 19 });
    await insertComment(room, bob, { body: 'Spam', status: 'spam', minutesAgo: 18 });
    await insertComment(room, bob, { body: 'Deleted', deleted: true, minutesAgo: 17 });
    const late = await insertComment(room, bob, {
      parentId: first.id,
      body: 'Late',
      minutesAgo: 5,
    });
    const early = await insertComment(room, ada, {
      parentId: first.id,
      body: 'Early',
      minutesAgo: 45,
    });
    await insertComment(room, bob, { parentId: first.id, body: 'Held', status: 'pending' });
    await insertComment(room, bob, { parentId: first.id, body: 'Gone', deleted: true });

    const newest = await list(room, '?page_size=2');
    expect(newest.total).toBe(3);
    expect(newest).toMatchObject({ page: 1, page_size: 2 });
    expect(newest.comments.map((c) => c.body)).toEqual(['Third', 'Second']);
    const rest = await list(room, '?page_size=2&page=2');
    expect(rest.comments.map((c) => c.body)).toEqual(['First']);
    const [withReplies] = rest.comments;
    expect(withReplies?.replies.map((r) => r.body)).toEqual(['Early', 'Late']);
    expect(withReplies?.replies.map((r) => r.id)).toEqual([early.id, late.id]);

    const oldest = await list(room, '?sort=oldest');
    expect(oldest.comments.map((c) => c.id)).toEqual([first.id, second.id, third.id]);
    expect(oldest.comments[0]).toEqual({
      id: first.id,
      body: 'First',
      author: { id: ada.id, display_name: 'Ada L.' },
      created_at: first.createdAt.toISOString(),
      edited_at: null,
      parent_id: null,
      replies: [
        {
          id: early.id,
          body: 'Early',
          author: { id: ada.id, display_name: 'Ada L.' },
          created_at: early.createdAt.toISOString(),
          edited_at: null,
          parent_id: first.id,
        },
        expect.objectContaining({
          id: late.id,
          author: { id: bob.id, display_name: bob.username },
        }),
      ],
    });
    expect(JSON.stringify(oldest)).not.toMatch(/Held|Rejected|Spam|Deleted|Gone/);
  });

  it('refuses bad queries and answers 404 for a story readers cannot open', async () => {
    const room = await newsroom();
    const draft = await createStory(ctx.database.db, room.tenant.id, {
      status: 'draft',
      publishedAt: null,
    });
    for (const query of ['?sort=best', '?page=0', '?page_size=101']) {
      expect(
        (await call('GET', `/stories/${room.story.id}/comments${query}`, room.slug)).statusCode,
      ).toBe(422);
    }
    for (const id of [draft.id, 987654321]) {
      const response = await call('GET', `/stories/${id}/comments`, room.slug);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: COMMENT_MESSAGES.storyNotFound });
    }
  });

  it('is served from the read cache per story: a comment changes its list and nothing else', async () => {
    const room = await newsroom();
    const other = await createStory(ctx.database.db, room.tenant.id);
    const url = `/stories/${room.story.id}/comments`;
    const storyUrl = `/stories/${room.story.id}`;
    const version = async () =>
      (await call('GET', '/tenant/info', room.slug)).json<TenantInfo>().content_version;
    const before = await version();
    expect((await call('GET', url, room.slug)).headers[X_CACHE]).toBe('MISS');
    const cached = await call('GET', url, room.slug);
    expect(cached.headers[X_CACHE]).toBe('HIT');
    expect(cached.headers['cache-control']).toBe('public, no-cache');
    expect(cached.headers['cdn-cache-control']).toBe(
      'public, max-age=10, stale-while-revalidate=300',
    );
    const page = await call('GET', storyUrl, room.slug);
    await call('GET', storyUrl, room.slug);
    await call('GET', `/stories/${other.id}/comments`, room.slug);

    const { token } = await reader();
    const created = await post(room, token, 'Fresh thoughts');
    expect(created.status).toBe('approved');
    const after = await call('GET', url, room.slug);
    expect(after.headers[X_CACHE]).toBe('MISS');
    expect(after.json<CommentListResponse>().comments.map((c) => c.id)).toEqual([created.id]);
    // Revalidation with the old ETag is a fresh 200, the new one a 304.
    const revalidated = await ctx.app.inject({
      url: `/api${url}`,
      headers: { 'x-tenant-id': room.slug, 'if-none-match': String(cached.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    // The story itself, the other story's comments and the tenant's version are untouched.
    const story = await call('GET', storyUrl, room.slug);
    expect(story.headers[X_CACHE]).toBe('HIT');
    expect(story.body).toBe(page.body);
    expect((await call('GET', `/stories/${other.id}/comments`, room.slug)).headers[X_CACHE]).toBe(
      'HIT',
    );
    expect(await version()).toBe(before);

    // A held comment changes nothing readers see: the cached list stays.
    await call('GET', url, room.slug);
    const held = await post(room, token, 'https://a.example https://b.example https://c.example');
    expect(held.status).toBe('pending');
    expect((await call('GET', url, room.slug)).headers[X_CACHE]).toBe('HIT');
  });
});

describe('the comment list on another app node', () => {
  it('follows a comment written on this one at once, though it had the list cached', async () => {
    const room = await newsroom();
    const second = await openSecondNode(ctx.database);
    // PostgreSQL: a pool and a listener of its own, as a second server has; PGlite: one in process.
    const nodeB = await buildApp({
      database: second ?? ctx.database,
      closeDatabaseOnClose: second !== null,
    });
    try {
      const url = `/api/stories/${room.story.id}/comments`;
      const onB = () =>
        nodeB.inject({ url, headers: { 'x-tenant-id': room.slug }, remoteAddress: '127.0.0.9' });
      await onB();
      expect((await onB()).headers[X_CACHE]).toBe('HIT');
      const created = await post(room, (await reader()).token, 'Written on node A');
      await vi.waitFor(
        async () => {
          const response = await onB();
          expect(response.json<CommentListResponse>().comments.map((c) => c.id)).toEqual([
            created.id,
          ]);
        },
        { timeout: 2_000, interval: 20 },
      );
    } finally {
      await nodeB.close();
    }
  });
});

describe('when the publication has comments turned off', () => {
  it('answers 404 to the list and 403 to every write, with the same text', async () => {
    const room = await newsroom('none', false);
    const { user, token } = await reader();
    const mine = await insertComment(room, user);
    const list = await call('GET', `/stories/${room.story.id}/comments`, room.slug);
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ detail: COMMENT_MESSAGES.disabled });
    const writes = [
      call('POST', `/stories/${room.story.id}/comments`, room.slug, token, { body: 'Hello' }),
      call('PUT', `/comments/${mine.id}`, room.slug, token, { body: 'Changed' }),
      call('DELETE', `/comments/${mine.id}`, room.slug, token),
      call('POST', `/comments/${mine.id}/report`, room.slug, (await reader()).token, {
        reason: 'rude',
      }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: COMMENT_MESSAGES.disabled });
    }
    expect(await statusOf(mine.id)).toBe('approved');
  });
});

describe('writes', () => {
  it('are for signed-in readers: 401 without a session', async () => {
    const room = await newsroom();
    const target = await insertComment(room, (await reader()).user);
    const anonymous = [
      call('POST', `/stories/${room.story.id}/comments`, room.slug, undefined, { body: 'Hi' }),
      call('PUT', `/comments/${target.id}`, room.slug, undefined, { body: 'Hi' }),
      call('DELETE', `/comments/${target.id}`, room.slug),
      call('POST', `/comments/${target.id}/report`, room.slug, undefined, { reason: 'x' }),
      call('POST', `/stories/${room.story.id}/comments`, room.slug, 'not-a-token', { body: 'Hi' }),
    ];
    for (const response of await Promise.all(anonymous)) expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/stories/:id/comments', () => {
  it('stores the body trimmed and as written, never as HTML, and answers its status', async () => {
    const room = await newsroom();
    const { token } = await reader();
    const body = '<b>Bold</b> & "quoted"\n\nSecond paragraph, with <script>alert(1)</script>';
    const created = await post(room, token, `  ${body}\n `);
    expect(created).toEqual({ id: expect.any(Number), status: 'approved' });
    const shown = await list(room);
    expect(shown.comments[0]?.body).toBe(body);
  });

  it('posts once however often a retry sends the same Idempotency-Key', async () => {
    const room = await newsroom();
    const { user, token } = await reader();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/stories/${room.story.id}/comments`,
        headers: { 'x-tenant-id': room.slug, 'idempotency-key': 'comment-1', ...bearer(token) },
        payload: { body: 'Only once' },
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const stored = await ctx.database.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.authorId, user.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses empty, too long and unknown fields (422), and stories readers cannot open (404)', async () => {
    const room = await newsroom();
    const { token } = await reader();
    const url = `/stories/${room.story.id}/comments`;
    for (const payload of [
      { body: '' },
      { body: ' \n\t ' },
      { body: 'x'.repeat(2001) },
      { body: 'ok', status: 'approved' },
      { body: 'ok', parent_id: 'first' },
      {},
    ]) {
      const response = await call('POST', url, room.slug, token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await call('POST', url, room.slug, token, { body: 'x'.repeat(2000) })).statusCode).toBe(
      201,
    );
    const draft = await createStory(ctx.database.db, room.tenant.id, {
      status: 'draft',
      publishedAt: null,
    });
    const response = await call('POST', `/stories/${draft.id}/comments`, room.slug, token, {
      body: 'Early bird',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: COMMENT_MESSAGES.storyNotFound });
  });

  it('takes replies to approved top-level comments of the same story only, one level deep', async () => {
    const room = await newsroom();
    const elsewhere = await newsroom();
    const other = await createStory(ctx.database.db, room.tenant.id);
    const author = (await reader()).user;
    const top = await insertComment(room, author);
    const reply = await insertComment(room, author, { parentId: top.id });
    const held = await insertComment(room, author, { status: 'pending' });
    const deleted = await insertComment(room, author, { deleted: true });
    const [onOther] = await ctx.database.db
      .insert(comments)
      .values({
        tenantId: room.tenant.id,
        storyId: other.id,
        authorId: author.id,
        body: 'x',
        status: 'approved',
      })
      .returning();
    const foreign = await insertComment(elsewhere, author);
    const { token } = await reader();

    const answered = await post(room, token, 'Agreed', top.id);
    expect(answered.status).toBe('approved');
    for (const parent of [reply.id, held.id, deleted.id, onOther?.id ?? 0, foreign.id, 987654321]) {
      const response = await call('POST', `/stories/${room.story.id}/comments`, room.slug, token, {
        body: 'Nested',
        parent_id: parent,
      });
      expect(response.statusCode, String(parent)).toBe(422);
      expect(response.json()).toEqual({ detail: COMMENT_MESSAGES.invalidParent });
    }
    const shown = await list(room);
    expect(shown.comments.find((c) => c.id === top.id)?.replies.map((r) => r.id)).toEqual([
      reply.id,
      answered.id,
    ]);
  });
});

describe('moderation', () => {
  it('`none` shows comments at once, `all` holds every one', async () => {
    const open = await newsroom('none');
    const strict = await newsroom('all');
    const { token } = await reader();
    expect((await post(open, token, 'Shown')).status).toBe('approved');
    expect((await post(strict, token, 'Held')).status).toBe('pending');
    expect((await list(strict)).total).toBe(0);
  });

  it("`first` holds a reader's first comment here until one of theirs is approved", async () => {
    const room = await newsroom('first');
    const { token } = await reader();
    const first = await post(room, token, 'Hello there');
    expect(first.status).toBe('pending');
    // Still no approved comment: the next one waits too.
    expect((await post(room, token, 'Anyone?')).status).toBe('pending');
    const approved = await call(
      'POST',
      `/admin/comments/${first.id}/approve`,
      room.slug,
      room.editor,
    );
    expect(approved.statusCode).toBe(200);
    expect((await post(room, token, 'Thanks!')).status).toBe('approved');
    // Approved in one publication is a first comment in another.
    const elsewhere = await newsroom('first');
    expect((await post(elsewhere, token, 'New here')).status).toBe('pending');
    // The default mode of a publication that never saved one is `first`.
    const unsaved = await createTenant(ctx.database.db, { slug: `unsaved-${(sequence += 1)}` });
    const story = await createStory(ctx.database.db, unsaved.id);
    const response = await call('POST', `/stories/${story.id}/comments`, unsaved.slug, token, {
      body: 'Hi',
    });
    expect(response.json<CommentWriteResult>().status).toBe('pending');
  });

  it('holds a comment with more than two links whatever the mode', async () => {
    const room = await newsroom('none');
    const { token } = await reader();
    expect((await post(room, token, 'See https://a.example and www.b.example')).status).toBe(
      'approved',
    );
    expect(
      (await post(room, token, 'https://a.example http://b.example/x www.c.example')).status,
    ).toBe('pending');
  });

  it("holds a reader's fifth comment within a minute, refuses the sixth (429) and records it", async () => {
    const room = await newsroom('none');
    const { user, token } = await reader();
    const statuses: string[] = [];
    for (let i = 1; i <= 5; i += 1) statuses.push((await post(room, token, `Burst ${i}`)).status);
    expect(statuses).toEqual(['approved', 'approved', 'approved', 'approved', 'pending']);
    for (let i = 6; i <= 7; i += 1) {
      const refused = await call('POST', `/stories/${room.story.id}/comments`, room.slug, token, {
        body: `Burst ${i}`,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: COMMENT_MESSAGES.tooFast });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const stored = await ctx.database.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.authorId, user.id));
    expect(stored).toHaveLength(5);
    // One security event for the burst, however many refusals.
    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, user.id), eq(securityEvents.tenantId, room.tenant.id)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'rate_limited',
      details: { rule: 'comment_burst', story_id: room.story.id },
    });
    // Another reader is not held back by this one.
    expect((await post(room, (await reader()).token, 'Calm')).status).toBe('approved');
    // The window passes (on the app's clock; Redis keeps its own time).
    if (!ctx.redis) {
      offsetMs += 61_000;
      expect((await post(room, token, 'A minute later')).status).toBe('approved');
    }
  });

  it('tells the editors when the queue was empty and now holds a comment, once', async () => {
    const room = await newsroom('all');
    const { token } = await reader();
    const queued = async () =>
      ctx.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.tenantId, room.tenant.id),
            eq(notifications.type, 'comments_pending'),
          ),
        );
    const first = await post(room, token, 'One');
    const second = await post(room, token, 'Two');
    expect(await queued()).toHaveLength(1);
    expect((await queued())[0]).toMatchObject({ link: '/admin/comments' });
    // Emptied by an editor, then a new comment waits: the editors hear of it again.
    const bulk = await call('POST', '/admin/comments/bulk', room.slug, room.editor, {
      ids: [first.id, second.id],
      action: 'approve',
    });
    expect(bulk.statusCode).toBe(200);
    await post(room, (await reader()).token, 'Three');
    expect(await queued()).toHaveLength(2);
  });
});

describe('PUT /api/comments/:id', () => {
  it('lets the author change a comment within 15 minutes, then answers 403', async () => {
    const room = await newsroom();
    const { token } = await reader();
    const created = await post(room, token, 'Frist');
    const edited = await call('PUT', `/comments/${created.id}`, room.slug, token, {
      body: ' First ',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id: created.id, status: 'approved' });
    const shown = (await list(room)).comments[0];
    expect(shown).toMatchObject({ body: 'First', edited_at: expect.any(String) });

    offsetMs += 16 * 60_000;
    const late = await call('PUT', `/comments/${created.id}`, room.slug, token, { body: 'Fast' });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ detail: COMMENT_MESSAGES.editWindowClosed });
    expect((await list(room)).comments[0]?.body).toBe('First');
  });

  it("refuses someone else's comment, and knows none it may not see", async () => {
    const room = await newsroom();
    const author = (await reader()).user;
    const shown = await insertComment(room, author);
    const held = await insertComment(room, author, { status: 'pending' });
    const gone = await insertComment(room, author, { deleted: true });
    const { token } = await reader();
    const other = await call('PUT', `/comments/${shown.id}`, room.slug, token, { body: 'Mine' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: COMMENT_MESSAGES.notAuthor });
    for (const id of [held.id, gone.id, 987654321]) {
      const response = await call('PUT', `/comments/${id}`, room.slug, token, { body: 'Mine' });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ detail: COMMENT_MESSAGES.notFound });
    }
  });

  it('sends an approved comment back to the queue where the mode or the links rule says so', async () => {
    const strict = await newsroom('all');
    const open = await newsroom('none');
    const { user, token } = await reader();
    const inStrict = await insertComment(strict, user);
    const inOpen = await insertComment(open, user);
    const rejected = await insertComment(open, user, { status: 'rejected' });

    const a = await call('PUT', `/comments/${inStrict.id}`, strict.slug, token, { body: 'Again' });
    expect(a.json()).toEqual({ id: inStrict.id, status: 'pending' });
    expect((await list(strict)).total).toBe(0);
    const b = await call('PUT', `/comments/${inOpen.id}`, open.slug, token, {
      body: 'https://a.example https://b.example https://c.example',
    });
    expect(b.json()).toEqual({ id: inOpen.id, status: 'pending' });
    const c = await call('PUT', `/comments/${rejected.id}`, open.slug, token, { body: 'Please' });
    expect(c.statusCode).toBe(403);
    expect(c.json()).toEqual({ detail: COMMENT_MESSAGES.removed });
  });
});

describe('DELETE /api/comments/:id', () => {
  it("deletes the author's own comment from view, replies included, and keeps the row", async () => {
    const room = await newsroom();
    const { user, token } = await reader();
    const mine = await insertComment(room, user, { body: 'Regret' });
    await insertComment(room, (await reader()).user, { parentId: mine.id, body: 'Reply' });
    const theirs = await insertComment(room, (await reader()).user, { body: 'Theirs' });
    expect((await list(room)).total).toBe(2);

    const other = await call('DELETE', `/comments/${theirs.id}`, room.slug, token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: COMMENT_MESSAGES.notAuthor });
    const deleted = await call('DELETE', `/comments/${mine.id}`, room.slug, token);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const shown = await list(room);
    expect(shown.comments.map((c) => c.body)).toEqual(['Theirs']);
    expect(JSON.stringify(shown)).not.toContain('Reply');
    expect((await call('DELETE', `/comments/${mine.id}`, room.slug, token)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(comments).where(eq(comments.id, mine.id));
    expect(row?.deletedAt).not.toBeNull();
  });
});

describe('GET /api/stories/:id/comments/mine', () => {
  it('shows the author their held comments and replies, and what they reported, to them alone', async () => {
    const room = await newsroom('all');
    const { user, token } = await reader();
    const other = await reader();
    const shown = await insertComment(room, other.user, { body: 'Shown', minutesAgo: 10 });
    const held = await post(room, token, 'Mine, held');
    expect(held.status).toBe('pending');
    // The author answers their own held comment; nobody else may.
    const reply = await post(room, token, 'Adding to it', held.id);
    const stranger = await call(
      'POST',
      `/stories/${room.story.id}/comments`,
      room.slug,
      other.token,
      {
        body: 'Me too',
        parent_id: held.id,
      },
    );
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toEqual({ detail: COMMENT_MESSAGES.invalidParent });
    const replyToShown = await post(room, token, 'Replying to the shown one', shown.id);
    expect(
      (await call('POST', `/comments/${shown.id}/report`, room.slug, token, { reason: 'Rude' }))
        .statusCode,
    ).toBe(204);

    const mine = await call('GET', `/stories/${room.story.id}/comments/mine`, room.slug, token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const state = mine.json<CommentViewer>();
    expect(state.banned).toBe(false);
    expect(state.held.map((c) => [c.id, c.parent_id, c.body])).toEqual([
      [held.id, null, 'Mine, held'],
      [reply.id, held.id, 'Adding to it'],
      [replyToShown.id, shown.id, 'Replying to the shown one'],
    ]);
    expect(state.held[0]?.author).toEqual({ id: user.id, display_name: expect.any(String) });
    expect(state.reported).toEqual([shown.id]);

    // Someone else sees none of it; the public list neither.
    const theirs = await call(
      'GET',
      `/stories/${room.story.id}/comments/mine`,
      room.slug,
      other.token,
    );
    expect(theirs.json<CommentViewer>()).toEqual({ banned: false, held: [], reported: [] });
    expect(JSON.stringify(await list(room))).not.toContain('Mine, held');
    expect(
      (await call('GET', `/stories/${room.story.id}/comments/mine`, room.slug)).statusCode,
    ).toBe(401);

    // Approved, the comment leaves the reader's own list for the public one, its reply with it.
    const approved = await call(
      'POST',
      `/admin/comments/${held.id}/approve`,
      room.slug,
      room.editor,
    );
    expect(approved.statusCode).toBe(200);
    const after = (
      await call('GET', `/stories/${room.story.id}/comments/mine`, room.slug, token)
    ).json<CommentViewer>();
    expect(after.held.map((c) => c.id)).toEqual([reply.id, replyToShown.id]);
  });

  it('tells a banned reader so, and 404s where the list does', async () => {
    const room = await newsroom();
    const { user, token } = await reader();
    await insertComment(room, user);
    await ctx.database.db.insert(commentBans).values({ tenantId: room.tenant.id, userId: user.id });
    const mine = await call('GET', `/stories/${room.story.id}/comments/mine`, room.slug, token);
    expect(mine.json<CommentViewer>().banned).toBe(true);
    const off = await newsroom('none', false);
    const closed = await call('GET', `/stories/${off.story.id}/comments/mine`, off.slug, token);
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toEqual({ detail: COMMENT_MESSAGES.disabled });
  });
});

describe('the count of a thread', () => {
  it('counts replies too in total_with_replies, but not those under a hidden comment', async () => {
    const room = await newsroom();
    const author = (await reader()).user;
    const first = await insertComment(room, author, { body: 'One' });
    await insertComment(room, author, { body: 'Reply', parentId: first.id });
    await insertComment(room, author, {
      body: 'Held reply',
      parentId: first.id,
      status: 'pending',
    });
    const hidden = await insertComment(room, author, { body: 'Hidden', status: 'rejected' });
    await insertComment(room, author, { body: 'Orphan', parentId: hidden.id });
    const shown = await list(room);
    expect(shown.total).toBe(1);
    expect(shown.total_with_replies).toBe(2);
  });
});

describe('POST /api/comments/:id/report', () => {
  it('takes one report per reader, never on their own comment, and never hides the comment', async () => {
    const room = await newsroom('none');
    const { user, token } = await reader();
    const target = await insertComment(room, user, { body: 'Edgy' });
    const report = (as: string, reason = 'Rude') =>
      call('POST', `/comments/${target.id}/report`, room.slug, as, { reason });

    const own = await report(token);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: COMMENT_MESSAGES.ownComment });
    const first = (await reader()).token;
    expect((await report(first)).statusCode).toBe(204);
    const again = await report(first, 'Still rude');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: COMMENT_MESSAGES.alreadyReported });
    expect((await report((await reader()).token, '')).statusCode).toBe(422);
    for (let count = 0; count < 4; count += 1) {
      expect((await report((await reader()).token)).statusCode).toBe(204);
    }
    // Five reports: still shown to readers, waiting in the editors' reported list (ADR 021).
    expect(await statusOf(target.id)).toBe('approved');
    expect((await list(room)).total).toBe(1);
    const reported = await call('GET', '/admin/comments?status=reported', room.slug, room.editor);
    expect(reported.json<{ comments: { id: number; report_count: number }[] }>().comments).toEqual([
      expect.objectContaining({ id: target.id, report_count: 5 }),
    ]);
    // Editors hear of the first reported comment once, not of every report.
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.tenantId, room.tenant.id), eq(notifications.type, 'comments_pending')),
      );
    expect(told.length).toBeGreaterThan(0);
    const perEditor = new Set(told.map((row) => row.userId)).size;
    expect(told.length).toBe(perEditor);
  });

  it('does not hide a comment at its first report when every comment is moderated', async () => {
    const room = await newsroom('all');
    const target = await insertComment(room, (await reader()).user);
    const response = await call(
      'POST',
      `/comments/${target.id}/report`,
      room.slug,
      (await reader()).token,
      { reason: 'Spam link' },
    );
    expect(response.statusCode).toBe(204);
    expect(await statusOf(target.id)).toBe('approved');
    expect((await list(room)).total).toBe(1);
  });

  it('cannot silence a thread: three accounts reporting every comment leave them all shown', async () => {
    const room = await newsroom('none');
    const author = (await reader()).user;
    const targets = [];
    for (let index = 0; index < 8; index += 1) {
      targets.push(await insertComment(room, author, { body: `Comment ${index}` }));
    }
    const reporters = [await reader(), await reader(), await reader()];
    for (const { token } of reporters) {
      for (const target of targets) {
        const response = await call('POST', `/comments/${target.id}/report`, room.slug, token, {
          reason: 'Silence',
        });
        expect(response.statusCode).toBe(204);
      }
    }
    expect((await list(room)).total).toBe(targets.length);
  });
});

describe('rate limits of comment writes (ADR 021)', () => {
  /** A request from a client address the test names. */
  const from = (
    address: string,
    method: 'POST' | 'PUT',
    url: string,
    slug: string,
    token: string,
    payload: object,
  ) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-tenant-id': slug, ...bearer(token) },
      remoteAddress: address,
      payload,
    });

  let addressSequence = 0;
  const newAddress = () => {
    addressSequence += 1;
    return `10.30.0.${addressSequence}`;
  };

  function expectLimited(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(429);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body)).toEqual(['detail']);
    expect(body.detail).toMatch(/^Too many requests: try again in \d+ (second|minute|hour)s?$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('refuses reports past the limit of one account, from any address', async () => {
    const room = await newsroom('none');
    const author = (await reader()).user;
    const { user, token } = await reader();
    const max = COMMENT_RATE_LIMITS.reportsPerAccountPerHour;
    const targets = [];
    for (let index = 0; index <= max; index += 1) targets.push(await insertComment(room, author));
    for (const target of targets.slice(0, max)) {
      const response = await from(
        newAddress(),
        'POST',
        `/comments/${target.id}/report`,
        room.slug,
        token,
        { reason: 'Rude' },
      );
      expect(response.statusCode).toBe(204);
    }
    const last = targets[max];
    if (!last) throw new Error('no comment left to report');
    const refused = await from(
      newAddress(),
      'POST',
      `/comments/${last.id}/report`,
      room.slug,
      token,
      { reason: 'Rude' },
    );
    expectLimited(refused);
    const [row] = await ctx.database.db
      .select({ reportCount: comments.reportCount })
      .from(comments)
      .where(eq(comments.id, last.id));
    expect(row?.reportCount).toBe(0);
    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'rate_limited'), eq(securityEvents.userId, user.id)));
    expect(events.length).toBeGreaterThan(0);
  });

  it('refuses reports past the limit of one client address, whatever the accounts', async () => {
    const room = await newsroom('none');
    const author = (await reader()).user;
    const address = newAddress();
    const max = COMMENT_RATE_LIMITS.reportsPerSourcePerHour;
    const target = await insertComment(room, author);
    for (let index = 0; index < max; index += 1) {
      const response = await from(
        address,
        'POST',
        `/comments/${target.id}/report`,
        room.slug,
        (await reader()).token,
        { reason: 'Rude' },
      );
      expect(response.statusCode).toBe(204);
    }
    expectLimited(
      await from(
        address,
        'POST',
        `/comments/${target.id}/report`,
        room.slug,
        (await reader()).token,
        { reason: 'Rude' },
      ),
    );
    // Another address is not affected.
    const elsewhere = await from(
      newAddress(),
      'POST',
      `/comments/${target.id}/report`,
      room.slug,
      (await reader()).token,
      { reason: 'Rude' },
    );
    expect(elsewhere.statusCode).toBe(204);
  });

  it('refuses edits past the limit of one account', async () => {
    const room = await newsroom('none');
    const { token } = await reader();
    const { id } = await post(room, token, 'First words');
    const max = COMMENT_RATE_LIMITS.editsPerAccountPerMinute;
    for (let index = 0; index < max; index += 1) {
      const response = await from(newAddress(), 'PUT', `/comments/${id}`, room.slug, token, {
        body: `Words ${index}`,
      });
      expect(response.statusCode).toBe(200);
    }
    expectLimited(
      await from(newAddress(), 'PUT', `/comments/${id}`, room.slug, token, { body: 'Again' }),
    );
  });

  it('refuses edits past the limit of one client address, whatever the accounts', async () => {
    const room = await newsroom('none');
    const address = newAddress();
    const max = COMMENT_RATE_LIMITS.editsPerSourcePerMinute;
    const authors = await Promise.all(
      Array.from({ length: Math.ceil(max / 5) + 1 }, async () => {
        const { token } = await reader();
        return { token, id: (await post(room, token, 'Mine')).id };
      }),
    );
    let sent = 0;
    for (const author of authors) {
      for (let index = 0; index < 5 && sent < max; index += 1, sent += 1) {
        const response = await from(
          address,
          'PUT',
          `/comments/${author.id}`,
          room.slug,
          author.token,
          {
            body: `Edit ${sent}`,
          },
        );
        expect(response.statusCode).toBe(200);
      }
    }
    const last = authors.at(-1);
    if (!last) throw new Error('no author');
    expectLimited(
      await from(address, 'PUT', `/comments/${last.id}`, room.slug, last.token, { body: 'More' }),
    );
  });

  it('refuses posts past the limit of one account across publications', async () => {
    const rooms = await Promise.all([newsroom('none'), newsroom('none'), newsroom('none')]);
    const { token } = await reader();
    const max = COMMENT_RATE_LIMITS.postsPerAccountPerMinute;
    for (let index = 0; index < max; index += 1) {
      const room = rooms[index % rooms.length] as Newsroom;
      const response = await from(
        newAddress(),
        'POST',
        `/stories/${room.story.id}/comments`,
        room.slug,
        token,
        { body: `Hello ${index}` },
      );
      expect(response.statusCode).toBe(201);
    }
    const room = rooms[max % rooms.length] as Newsroom;
    const refused = await from(
      newAddress(),
      'POST',
      `/stories/${room.story.id}/comments`,
      room.slug,
      token,
      { body: 'One more' },
    );
    expectLimited(refused);
    expect((await list(room)).comments.map((comment) => comment.body)).not.toContain('One more');
  });

  it('refuses posts past the limit of one client address, whatever the accounts', async () => {
    const room = await newsroom('none');
    const address = newAddress();
    const max = COMMENT_RATE_LIMITS.postsPerSourcePerMinute;
    let token = '';
    for (let index = 0; index < max; index += 1) {
      // A fresh account every two comments: no account reaches its own limits.
      if (index % 2 === 0) token = (await reader()).token;
      const response = await from(
        address,
        'POST',
        `/stories/${room.story.id}/comments`,
        room.slug,
        token,
        { body: `Hello ${index}` },
      );
      expect(response.statusCode).toBe(201);
    }
    expectLimited(
      await from(
        address,
        'POST',
        `/stories/${room.story.id}/comments`,
        room.slug,
        (await reader()).token,
        { body: 'From a new account' },
      ),
    );
  });
});

describe('banned readers', () => {
  it('get 403 on every write in that publication only', async () => {
    const room = await newsroom();
    const elsewhere = await newsroom();
    const { user, token } = await reader();
    const mine = await insertComment(room, user);
    const theirs = await insertComment(room, (await reader()).user);
    await ctx.database.db.insert(commentBans).values({ tenantId: room.tenant.id, userId: user.id });
    const writes = [
      call('POST', `/stories/${room.story.id}/comments`, room.slug, token, { body: 'Hello' }),
      call('PUT', `/comments/${mine.id}`, room.slug, token, { body: 'Changed' }),
      call('DELETE', `/comments/${mine.id}`, room.slug, token),
      call('POST', `/comments/${theirs.id}/report`, room.slug, token, { reason: 'x' }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: COMMENT_MESSAGES.banned });
    }
    expect((await post(elsewhere, token, 'Over here')).status).toBe('approved');
  });
});

describe('another publication', () => {
  it('never shows nor acts on a comment of another publication, whatever the ids name', async () => {
    const alpha = await newsroom();
    const beta = await newsroom();
    const { user, token } = await reader();
    const betaComment = await insertComment(beta, user, { body: 'Beta only' });
    // Beta's story through alpha: not found, like any story alpha does not have.
    const list = await call('GET', `/stories/${beta.story.id}/comments`, alpha.slug);
    expect(list.statusCode).toBe(404);
    const posted = await call('POST', `/stories/${beta.story.id}/comments`, alpha.slug, token, {
      body: 'Sneaky',
    });
    expect(posted.statusCode).toBe(404);
    const actions = [
      call('PUT', `/comments/${betaComment.id}`, alpha.slug, token, { body: 'Changed' }),
      call('DELETE', `/comments/${betaComment.id}`, alpha.slug, token),
      call('POST', `/comments/${betaComment.id}/report`, alpha.slug, (await reader()).token, {
        reason: 'x',
      }),
    ];
    for (const response of await Promise.all(actions)) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Beta only');
    }
    const alphaReply = await call(
      'POST',
      `/stories/${alpha.story.id}/comments`,
      alpha.slug,
      token,
      {
        body: 'Reply across',
        parent_id: betaComment.id,
      },
    );
    expect(alphaReply.statusCode).toBe(422);
    const [row] = await ctx.database.db
      .select()
      .from(comments)
      .where(eq(comments.id, betaComment.id));
    expect(row).toMatchObject({ body: 'Beta only', deletedAt: null, reportCount: 0 });
  });
});
