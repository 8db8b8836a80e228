import type { AddressInfo } from 'node:net';
import {
  COMMENT_MESSAGES,
  realtimeCommentEventSchema,
  type AdminComment,
  type AdminCommentBulkResult,
  type AdminCommentListResponse,
  type CommentBan,
  type CommentListResponse,
  type NavigationCounts,
} from '@helionews/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  commentReports,
  comments,
  users,
  type StoryRow,
  type TenantRow,
  type UserRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { clientRequests } from '../../test/auth.js';
import {
  createCallers,
  createComment,
  createMember,
  createStory,
  createTenant,
  createUserWithSession,
  type Callers,
  type CommentValues,
} from '../../test/factories.js';
import { openSse, type SseEvent } from '../realtime/realtime-client.test-support.js';

/**
 * Issue 24, the back-office side: the moderation queue and its filters, decisions one at a time
 * and in bulk (each recorded in the activity table), bans, the navigation badge, and the realtime
 * event an approval sends to the story's readers.
 */

let ctx: TestContext;
let sequence = 0;

interface Newsroom {
  tenant: TenantRow;
  slug: string;
  story: StoryRow;
  editor: { user: UserRow; token: string };
}

beforeAll(async () => {
  ctx = await createTestApp({ realtime: { heartbeatMs: 200 } });
  await createTenant(ctx.database.db, { slug: 'helionews' });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

async function newsroom(mode: 'all' | 'first' | 'none' = 'all'): Promise<Newsroom> {
  sequence += 1;
  const slug = `desk-${sequence}`;
  const { db } = ctx.database;
  const tenant = await createTenant(db, { slug, siteSettings: { comments_moderation: mode } });
  const story = await createStory(db, tenant.id, { title: `Front page of ${slug}` });
  return { tenant, slug, story, editor: await createMember(db, tenant.id, 'editor') };
}

const call = clientRequests(() => ctx.app);

/** A comment straight into the table: held for review unless `status` says otherwise. */
function insertComment(
  room: Newsroom,
  author: UserRow,
  { storyId = room.story.id, ...values }: CommentValues & { storyId?: number } = {},
) {
  const place = { tenantId: room.tenant.id, storyId, authorId: author.id };
  return createComment(ctx.database.db, place, { ...values, status: values.status ?? 'pending' });
}

async function queue(room: Newsroom, query = '') {
  const response = await call('GET', `/admin/comments${query}`, room.slug, room.editor.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminCommentListResponse>();
}

const commentActivities = (tenantId: number) =>
  ctx.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.tenantId, tenantId), eq(activities.entityType, 'comment')))
    .orderBy(asc(activities.id));

describe('GET /api/admin/comments', () => {
  it('lists the queue by default, newest first, with the story, the author and their history', async () => {
    const room = await newsroom();
    const other = await createStory(ctx.database.db, room.tenant.id, { title: 'Second story' });
    const ada = (await createUserWithSession(ctx.database.db)).user;
    await ctx.database.db.update(users).set({ displayName: 'Ada L.' }).where(eq(users.id, ada.id));
    const bob = (await createUserWithSession(ctx.database.db)).user;
    const older = await insertComment(room, ada, { body: 'Older', minutesAgo: 10 });
    const newer = await insertComment(room, bob, { body: 'Newer', storyId: other.id });
    await insertComment(room, ada, { status: 'approved' });
    await insertComment(room, ada, { status: 'approved' });
    await insertComment(room, ada, { status: 'spam' });
    await insertComment(room, ada, { status: 'pending', deleted: true });

    const body = await queue(room);
    expect(body).toMatchObject({ total: 2, page: 1, page_size: 10 });
    expect(body.comments.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(body.comments[1]).toEqual({
      id: older.id,
      body: 'Older',
      status: 'pending',
      parent_id: null,
      story: { id: room.story.id, title: room.story.title },
      author: {
        id: ada.id,
        display_name: 'Ada L.',
        username: ada.username,
        banned: false,
        history: { approved: 2, pending: 1, rejected: 0, spam: 1 },
      },
      report_count: 0,
      reports: [],
      created_at: older.createdAt.toISOString(),
      edited_at: null,
    } satisfies AdminComment);
    expect(body.comments[0]?.story).toEqual({ id: other.id, title: 'Second story' });

    const paged = await queue(room, '?page_size=1&page=2');
    expect(paged.comments.map((c) => c.id)).toEqual([older.id]);
    expect(paged.total).toBe(2);
  });

  it('filters by status, by reports and by story; a story of another tenant is a 404', async () => {
    const room = await newsroom();
    const elsewhere = await newsroom();
    const other = await createStory(ctx.database.db, room.tenant.id);
    const author = (await createUserWithSession(ctx.database.db)).user;
    const approved = await insertComment(room, author, { status: 'approved' });
    const rejected = await insertComment(room, author, { status: 'rejected' });
    const spam = await insertComment(room, author, { status: 'spam' });
    const reported = await insertComment(room, author, { status: 'approved', reportCount: 2 });
    const heldAfterReports = await insertComment(room, author, { reportCount: 3 });
    const onOther = await insertComment(room, author, { storyId: other.id });
    const reporter = (await createUserWithSession(ctx.database.db)).user;
    await ctx.database.db.insert(commentReports).values({
      tenantId: room.tenant.id,
      commentId: reported.id,
      reporterId: reporter.id,
      reason: 'Off topic',
    });
    await insertComment(elsewhere, author, { status: 'approved', reportCount: 5 });

    const ids = async (query: string) => (await queue(room, query)).comments.map((c) => c.id);
    expect(await ids('?status=approved')).toEqual([reported.id, approved.id]);
    expect(await ids('?status=rejected')).toEqual([rejected.id]);
    expect(await ids('?status=spam')).toEqual([spam.id]);
    expect(await ids('?status=reported')).toEqual([heldAfterReports.id, reported.id]);
    expect(await ids(`?status=pending&story_id=${other.id}`)).toEqual([onOther.id]);
    const withReports = (await queue(room, '?status=reported')).comments[1];
    expect(withReports).toMatchObject({ report_count: 2, reports: [{ reason: 'Off topic' }] });

    const foreign = await call(
      'GET',
      `/admin/comments?story_id=${elsewhere.story.id}`,
      room.slug,
      room.editor.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: COMMENT_MESSAGES.storyNotFound });
    expect(
      (await call('GET', '/admin/comments?status=deleted', room.slug, room.editor.token))
        .statusCode,
    ).toBe(422);
  });

  it('is for editors, tenant admins and platform admins', async () => {
    const room = await newsroom();
    const callers: Callers = await createCallers(ctx.database.db, room.tenant.id);
    expect((await call('GET', '/admin/comments', room.slug)).statusCode).toBe(401);
    const expected = {
      reader: 403,
      contributor: 403,
      editor: 200,
      tenantAdmin: 200,
      platformAdmin: 200,
    } as const;
    for (const [role, status] of Object.entries(expected) as [keyof Callers, number][]) {
      const response = await call('GET', '/admin/comments', room.slug, callers[role].token);
      expect(response.statusCode, role).toBe(status);
    }
    // An editor of another publication holds no role here.
    const elsewhere = await newsroom();
    expect(
      (await call('GET', '/admin/comments', room.slug, elsewhere.editor.token)).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/admin/comments/:id/approve|reject|spam', () => {
  it('decides one comment, records it, and changes what readers see', async () => {
    const room = await newsroom();
    const author = (await createUserWithSession(ctx.database.db)).user;
    const held = await insertComment(room, author, { body: 'Worth reading' });
    const readerList = async () =>
      (
        await call('GET', `/stories/${room.story.id}/comments`, room.slug)
      ).json<CommentListResponse>();
    expect((await readerList()).total).toBe(0);
    /** The editor's decision on the held comment. */
    const decide = (action: 'approve' | 'spam' | 'reject') =>
      call('POST', `/admin/comments/${held.id}/${action}`, room.slug, room.editor.token);

    const approved = await decide('approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminComment>()).toMatchObject({ id: held.id, status: 'approved' });
    expect((await readerList()).comments.map((c) => c.id)).toEqual([held.id]);

    const spam = await decide('spam');
    expect(spam.json<AdminComment>().status).toBe('spam');
    expect((await readerList()).total).toBe(0);
    const rejected = await decide('reject');
    expect(rejected.json<AdminComment>()).toMatchObject({
      status: 'rejected',
      author: { history: { approved: 0, pending: 0, rejected: 1, spam: 0 } },
    });

    const rows = await commentActivities(room.tenant.id);
    expect(rows.map((row) => [row.action, row.details.from, row.details.to])).toEqual([
      ['approve', 'pending', 'approved'],
      ['reject', 'approved', 'spam'],
      ['reject', 'spam', 'rejected'],
    ]);
    expect(rows[0]).toMatchObject({
      actorId: room.editor.user.id,
      entityId: held.id,
      entityLabel: 'Worth reading',
      details: { story_id: room.story.id, author_id: author.id },
    });
    // The same decision again changes nothing and records nothing.
    await call('POST', `/admin/comments/${held.id}/reject`, room.slug, room.editor.token);
    expect(await commentActivities(room.tenant.id)).toHaveLength(3);
  });

  it('keeps a reported comment by approving it, which starts its reports again', async () => {
    const room = await newsroom('none');
    const author = (await createUserWithSession(ctx.database.db)).user;
    const reported = await insertComment(room, author, { reportCount: 3 });
    const response = await call(
      'POST',
      `/admin/comments/${reported.id}/approve`,
      room.slug,
      room.editor.token,
    );
    expect(response.json<AdminComment>()).toMatchObject({ status: 'approved', report_count: 0 });
    expect((await queue(room, '?status=reported')).total).toBe(0);
    // One more report does not hide it again at once.
    const { token } = await createUserWithSession(ctx.database.db);
    const report = await call('POST', `/comments/${reported.id}/report`, room.slug, token, {
      reason: 'Still rude',
    });
    expect(report.statusCode).toBe(204);
    expect((await queue(room, '?status=approved')).comments[0]).toMatchObject({
      id: reported.id,
      report_count: 1,
    });
  });

  it("answers 404 for another tenant's comment and for a deleted one, and leaves them alone", async () => {
    const room = await newsroom();
    const elsewhere = await newsroom();
    const author = (await createUserWithSession(ctx.database.db)).user;
    const foreign = await insertComment(elsewhere, author);
    const deleted = await insertComment(room, author, { deleted: true });
    for (const id of [foreign.id, deleted.id, 987654321]) {
      for (const action of ['approve', 'reject', 'spam']) {
        const response = await call(
          'POST',
          `/admin/comments/${id}/${action}`,
          room.slug,
          room.editor.token,
        );
        expect(response.statusCode, `${action} ${id}`).toBe(404);
        expect(response.json()).toEqual({ detail: COMMENT_MESSAGES.notFound });
      }
    }
    const [row] = await ctx.database.db.select().from(comments).where(eq(comments.id, foreign.id));
    expect(row?.status).toBe('pending');
  });
});

describe('POST /api/admin/comments/bulk', () => {
  it('decides each id on its own: those of other tenants fail as not found', async () => {
    const room = await newsroom();
    const elsewhere = await newsroom();
    const author = (await createUserWithSession(ctx.database.db)).user;
    const a = await insertComment(room, author);
    const b = await insertComment(room, author);
    const foreign = await insertComment(elsewhere, author);
    const response = await call('POST', '/admin/comments/bulk', room.slug, room.editor.token, {
      ids: [a.id, b.id, foreign.id, a.id],
      action: 'spam',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminCommentBulkResult>()).toEqual({
      updated: [a.id, b.id],
      failed: [{ id: foreign.id, detail: COMMENT_MESSAGES.notFound }],
    });
    expect((await queue(room, '?status=spam')).total).toBe(2);
    expect(await commentActivities(room.tenant.id)).toHaveLength(2);
    expect(await commentActivities(elsewhere.tenant.id)).toHaveLength(0);
    for (const payload of [
      { ids: [], action: 'approve' },
      { ids: [a.id], action: 'delete' },
      { ids: Array.from({ length: 201 }, (_, i) => i + 1), action: 'approve' },
    ]) {
      expect(
        (await call('POST', '/admin/comments/bulk', room.slug, room.editor.token, payload))
          .statusCode,
      ).toBe(422);
    }
  });
});

describe('comment bans', () => {
  it('ban a reader who commented here from writing, record it, and lift it again', async () => {
    const room = await newsroom('none');
    const { user, token } = await createUserWithSession(ctx.database.db);
    const mine = await insertComment(room, user, { status: 'approved' });
    const url = `/admin/users/${user.id}/comment-ban`;

    const banned = await call('POST', url, room.slug, room.editor.token);
    expect(banned.statusCode).toBe(200);
    expect(banned.json<CommentBan>()).toEqual({
      user_id: user.id,
      created_at: expect.any(String),
      created_by: room.editor.user.id,
    });
    const again = await call('POST', url, room.slug, room.editor.token);
    expect(again.json<CommentBan>()).toEqual(banned.json<CommentBan>());
    const write = await call('POST', `/stories/${room.story.id}/comments`, room.slug, token, {
      body: 'Let me in',
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ detail: COMMENT_MESSAGES.banned });
    // Their comments stay as they were, and the queue says who is banned.
    expect((await queue(room, '?status=approved')).comments[0]).toMatchObject({
      id: mine.id,
      author: { id: user.id, banned: true },
    });

    const lifted = await call('DELETE', url, room.slug, room.editor.token);
    expect(lifted.statusCode).toBe(204);
    expect(
      (
        await call('POST', `/stories/${room.story.id}/comments`, room.slug, token, {
          body: 'Thanks',
        })
      ).statusCode,
    ).toBe(201);
    const missing = await call('DELETE', url, room.slug, room.editor.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: COMMENT_MESSAGES.notBanned });

    const rows = await ctx.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.tenantId, room.tenant.id), eq(activities.entityType, 'comment_ban')))
      .orderBy(asc(activities.id));
    expect(rows.map((row) => [row.action, row.entityId, row.actorId])).toEqual([
      ['create', user.id, room.editor.user.id],
      ['delete', user.id, room.editor.user.id],
    ]);
  });

  it('know only accounts that commented in this publication', async () => {
    const room = await newsroom();
    const elsewhere = await newsroom();
    const stranger = (await createUserWithSession(ctx.database.db)).user;
    const commentedElsewhere = (await createUserWithSession(ctx.database.db)).user;
    await insertComment(elsewhere, commentedElsewhere);
    for (const id of [stranger.id, commentedElsewhere.id, 987654321]) {
      const response = await call(
        'POST',
        `/admin/users/${id}/comment-ban`,
        room.slug,
        room.editor.token,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: COMMENT_MESSAGES.userNotFound });
    }
    // A ban elsewhere is not one here.
    await call(
      'POST',
      `/admin/users/${commentedElsewhere.id}/comment-ban`,
      elsewhere.slug,
      elsewhere.editor.token,
    );
    expect(
      (
        await call(
          'DELETE',
          `/admin/users/${commentedElsewhere.id}/comment-ban`,
          room.slug,
          room.editor.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('the navigation badge', () => {
  it('counts the queue, the total of the list its link opens', async () => {
    const room = await newsroom();
    const author = (await createUserWithSession(ctx.database.db)).user;
    await insertComment(room, author);
    await insertComment(room, author);
    await insertComment(room, author, { status: 'approved' });
    await insertComment(room, author, { deleted: true });
    const counts = (
      await call('GET', '/admin/dashboard/navigation-counts', room.slug, room.editor.token)
    ).json<NavigationCounts>();
    expect(counts.comments_pending).toBe(2);
    expect(counts.comments_pending).toBe((await queue(room, '?status=pending')).total);
    const contributor = await createMember(ctx.database.db, room.tenant.id, 'contributor');
    const theirs = (
      await call('GET', '/admin/dashboard/navigation-counts', room.slug, contributor.token)
    ).json<NavigationCounts>();
    expect(theirs.comments_pending).toBe(0);
  });
});

describe('realtime', () => {
  const port = () => (ctx.app.server.address() as AddressInfo).port;
  const stream = (slug: string) =>
    openSse(`http://127.0.0.1:${port()}/api/realtime/stream?tenant=${slug}`);
  const isHello = (event: SseEvent) => event.event === 'hello';

  it("sends an approved comment to its publication's open streams, with its story, and nowhere else", async () => {
    const room = await newsroom();
    const elsewhere = await newsroom();
    const author = (await createUserWithSession(ctx.database.db)).user;
    const held = await insertComment(room, author, { body: 'Live from the desk' });
    const mine = await stream(room.slug);
    const theirs = await stream(elsewhere.slug);
    try {
      await Promise.all([mine.waitFor(isHello), theirs.waitFor(isHello)]);
      const approved = await call(
        'POST',
        `/admin/comments/${held.id}/approve`,
        room.slug,
        room.editor.token,
      );
      expect(approved.statusCode).toBe(200);
      const event = await mine.waitFor((e) => e.event === 'comment', 2_000, 'comment event');
      expect(event.id).toBeNull();
      const data = realtimeCommentEventSchema.parse(JSON.parse(event.data));
      const listed = (
        await call('GET', `/stories/${room.story.id}/comments`, room.slug)
      ).json<CommentListResponse>();
      const { replies, ...entry } = listed.comments[0] ?? { replies: [] };
      expect(replies).toEqual([]);
      expect(data).toEqual({ story_id: room.story.id, comment: entry });

      // A comment shown at once (nothing holds it) goes out the same way.
      const open = await newsroom('none');
      const openStream = await stream(open.slug);
      try {
        await openStream.waitFor(isHello);
        const { token } = await createUserWithSession(ctx.database.db);
        const posted = await call('POST', `/stories/${open.story.id}/comments`, open.slug, token, {
          body: 'First!',
        });
        const live = await openStream.waitFor((e) => e.event === 'comment', 2_000, 'comment');
        expect(realtimeCommentEventSchema.parse(JSON.parse(live.data)).comment.id).toBe(
          posted.json<{ id: number }>().id,
        );
      } finally {
        openStream.close();
      }
      // Rejecting sends nothing; the other publication heard nothing at all.
      await call('POST', `/admin/comments/${held.id}/reject`, room.slug, room.editor.token);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mine.events.filter((e) => e.event === 'comment')).toHaveLength(1);
      expect(theirs.events.filter((e) => e.event === 'comment')).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
