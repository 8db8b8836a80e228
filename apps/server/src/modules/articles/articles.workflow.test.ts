import {
  ARTICLE_MESSAGES,
  type AdminArticle,
  type ArticleRevision,
  type ArticleRevisionList,
  type StoryStatus,
} from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activities, stories, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { contentVersionOf } from '../../test/queries.js';
import { bearer } from '../../test/auth.js';
import { createCategory, createMember, createStory, createTenant } from '../../test/factories.js';
import { AUTOSAVE_WINDOW_MS } from './articles.revisions.js';

/**
 * The article workflow through the API: every status an article can be in, every status a save
 * can ask for, as its author and as an editor; approve and reject from every status; and the
 * revisions every save keeps, with autosaves folded together.
 */
let ctx: TestContext;
let tenant: TenantRow;
let author: { user: { id: number }; token: string };
let editor: { user: { id: number }; token: string };
let otherEditor: { user: { id: number }; token: string };
/** The app's clock: tests move it to cross the autosave window. */
let now = Date.now();

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(now) });
  const { db } = ctx.database;
  await createTenant(db, { slug: 'helionews' });
  tenant = await createTenant(db, { slug: 'workflow' });
  await createCategory(db, tenant.id, { slug: 'world', name: 'World' });
  await createCategory(db, tenant.id, { slug: 'science', name: 'Science' });
  author = await createMember(db, tenant.id, 'contributor');
  editor = await createMember(db, tenant.id, 'editor');
  otherEditor = await createMember(db, tenant.id, 'admin');
});
afterAll(() => ctx.close());

const request = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'x-tenant-id': tenant.slug, ...bearer(token) },
    ...(payload && { payload }),
  });

async function articleIn(status: StoryStatus) {
  return createStory(ctx.database.db, tenant.id, {
    origin: 'editorial',
    status,
    createdBy: author.user.id,
    publishedAt: status === 'published' || status === 'archived' ? new Date(now - 3_600_000) : null,
    publishAt: status === 'scheduled' ? new Date(now + 3_600_000) : null,
    slug: `workflow-${status}-${Math.random().toString(36).slice(2)}`,
  });
}

const contentVersion = () => contentVersionOf(ctx.database.db, tenant.id);

const lastAction = async (storyId: number) => {
  const rows = await ctx.database.db
    .select({ action: activities.action, details: activities.details })
    .from(activities)
    .where(and(eq(activities.entityType, 'story'), eq(activities.entityId, storyId)))
    .orderBy(activities.id);
  return rows.at(-1);
};

const FROM: StoryStatus[] = ['draft', 'pending', 'rejected', 'scheduled', 'published', 'archived'];
const TO = ['draft', 'pending', 'published', 'scheduled', 'archived'] as const;
type Outcome = 200 | 403 | 409;

/**
 * What a save asking for `to` answers, written out by hand (not computed from the workflow
 * module) so that a change to either shows here. 403 for authors: the status is for editors
 * (published, scheduled, archived) or the article is no longer theirs to change.
 */
const EXPECTED: Record<
  'author' | 'editor',
  Record<StoryStatus, Record<(typeof TO)[number], Outcome>>
> = {
  editor: {
    draft: { draft: 200, pending: 200, published: 200, scheduled: 200, archived: 200 },
    pending: { draft: 200, pending: 200, published: 200, scheduled: 200, archived: 200 },
    rejected: { draft: 200, pending: 200, published: 200, scheduled: 200, archived: 200 },
    scheduled: { draft: 200, pending: 409, published: 200, scheduled: 200, archived: 200 },
    published: { draft: 409, pending: 409, published: 200, scheduled: 409, archived: 200 },
    archived: { draft: 200, pending: 409, published: 200, scheduled: 409, archived: 200 },
  },
  author: {
    draft: { draft: 200, pending: 200, published: 403, scheduled: 403, archived: 403 },
    pending: { draft: 200, pending: 200, published: 403, scheduled: 403, archived: 403 },
    rejected: { draft: 200, pending: 200, published: 403, scheduled: 403, archived: 403 },
    scheduled: { draft: 403, pending: 403, published: 403, scheduled: 403, archived: 403 },
    published: { draft: 403, pending: 403, published: 403, scheduled: 403, archived: 403 },
    archived: { draft: 403, pending: 403, published: 403, scheduled: 403, archived: 403 },
  },
};

/** The activity action a move records (from === to: a plain update). */
const ACTION: Partial<Record<`${StoryStatus}>${StoryStatus}`, string>> = {
  'draft>pending': 'submit',
  'draft>published': 'publish',
  'draft>scheduled': 'schedule',
  'draft>archived': 'archive',
  'pending>draft': 'update',
  'pending>published': 'approve',
  'pending>scheduled': 'approve',
  'pending>archived': 'archive',
  'rejected>draft': 'update',
  'rejected>pending': 'submit',
  'rejected>published': 'publish',
  'rejected>scheduled': 'schedule',
  'rejected>archived': 'archive',
  'scheduled>draft': 'update',
  'scheduled>published': 'publish',
  'scheduled>archived': 'archive',
  'published>archived': 'archive',
  'archived>draft': 'restore',
  'archived>published': 'publish',
};

const cases = (['editor', 'author'] as const).flatMap((actor) =>
  FROM.flatMap((from) =>
    TO.map((to) => ({ actor, from, to, expected: EXPECTED[actor][from][to] })),
  ),
);

describe('PUT with a status, for every status an article can be in', () => {
  it.each(cases)(
    '$actor: $from -> $to answers $expected',
    async ({ actor, from, to, expected }) => {
      const story = await articleIn(from);
      const versionBefore = await contentVersion();
      const token = actor === 'editor' ? editor.token : author.token;
      const response = await request(token, 'PUT', `/api/admin/articles/${story.id}`, {
        status: to,
        ...(to === 'scheduled' && { publish_at: new Date(now + 86_400_000).toISOString() }),
      });
      expect(response.statusCode).toBe(expected);
      const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, story.id));
      if (expected !== 200) {
        const detail =
          expected === 409
            ? ARTICLE_MESSAGES.transition(from, to)
            : ['draft', 'pending', 'rejected'].includes(from)
              ? ARTICLE_MESSAGES.editorOnlyStatus
              : ARTICLE_MESSAGES.notEditable;
        expect(response.json()).toEqual({ detail });
        expect(row?.status).toBe(from);
        expect(row?.revision).toBe(1);
        expect(await contentVersion()).toBe(versionBefore);
        return;
      }
      const body = response.json<AdminArticle>();
      expect(body.status).toBe(to);
      expect(row?.status).toBe(to);
      expect(body.revision).toBe(2);
      expect((await lastAction(story.id))?.action).toBe(
        from === to ? 'update' : ACTION[`${from}>${to}`],
      );
      if (from !== to) {
        expect((await lastAction(story.id))?.details).toEqual({ from, to });
      }
      // Readers' caches move when a published article changes or one goes in or out.
      const visible = from === 'published' || to === 'published';
      expect(await contentVersion()).toBe(versionBefore + (visible ? 1 : 0));
      if (to === 'published' && from !== 'published') {
        expect(Math.abs(Date.parse(body.published_at ?? '') - now)).toBeLessThan(1_000);
      }
    },
  );

  it('needs publish_at in the future to schedule, also when only the date moves', async () => {
    const story = await articleIn('draft');
    const put = (payload: object) =>
      request(editor.token, 'PUT', `/api/admin/articles/${story.id}`, payload);
    const missing = await put({ status: 'scheduled' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { field: 'body.publish_at', message: ARTICLE_MESSAGES.publishAtRequired },
    ]);
    const later = new Date(now + 3_600_000).toISOString();
    expect((await put({ status: 'scheduled', publish_at: later })).statusCode).toBe(200);
    expect((await put({ publish_at: new Date(now - 1_000).toISOString() })).statusCode).toBe(422);
    expect((await put({ publish_at: null })).statusCode).toBe(422);
    // Saving other fields of a scheduled article does not re-check a date it already has.
    expect((await put({ title: 'Retitled' })).statusCode).toBe(200);
    expect((await put({ unpublish_at: later })).statusCode).toBe(422);
    const unpublish = new Date(now + 7_200_000).toISOString();
    const ok = await put({ unpublish_at: unpublish });
    expect(ok.json<AdminArticle>()).toMatchObject({ publish_at: later, unpublish_at: unpublish });
  });
});

describe('dates of a live article', () => {
  it('checks unpublish_at when dates or status change, not on every text edit', async () => {
    const story = await createStory(ctx.database.db, tenant.id, {
      origin: 'editorial',
      status: 'published',
      publishedAt: new Date(now - 7_200_000),
      unpublishAt: new Date(now - 60_000),
      slug: `due-${Math.random().toString(36).slice(2)}`,
    });
    const put = (payload: object) =>
      request(editor.token, 'PUT', `/api/admin/articles/${story.id}`, payload);
    // Its take-down is due (the scheduler will archive it): a correction still saves.
    expect((await put({ title: 'Correction' })).statusCode).toBe(200);
    expect((await put({ unpublish_at: new Date(now - 1_000).toISOString() })).statusCode).toBe(422);
    const later = new Date(now + 3_600_000).toISOString();
    expect((await put({ unpublish_at: later })).json<AdminArticle>().unpublish_at).toBe(later);
  });
});

describe('approve and reject, from every status', () => {
  const APPROVE_NOW: Record<StoryStatus, Outcome> = {
    draft: 200,
    pending: 200,
    rejected: 200,
    scheduled: 200,
    published: 409,
    archived: 200,
  };
  const APPROVE_LATER: Record<StoryStatus, Outcome> = {
    draft: 200,
    pending: 200,
    rejected: 200,
    scheduled: 409,
    published: 409,
    archived: 409,
  };
  const REJECT: Record<StoryStatus, Outcome> = {
    draft: 409,
    pending: 200,
    rejected: 409,
    scheduled: 409,
    published: 409,
    archived: 409,
  };

  it.each(FROM)('approve now from %s', async (from) => {
    const story = await articleIn(from);
    const response = await request(
      editor.token,
      'POST',
      `/api/admin/articles/${story.id}/approve`,
      {},
    );
    expect(response.statusCode).toBe(APPROVE_NOW[from]);
    if (response.statusCode === 200) {
      expect(response.json<AdminArticle>()).toMatchObject({ status: 'published' });
      expect((await lastAction(story.id))?.action).toBe(from === 'pending' ? 'approve' : 'publish');
    } else {
      expect(response.json()).toEqual({ detail: ARTICLE_MESSAGES.transition(from, 'published') });
    }
  });

  it.each(FROM)('approve for later from %s', async (from) => {
    const story = await articleIn(from);
    const publishAt = new Date(now + 86_400_000).toISOString();
    const response = await request(
      editor.token,
      'POST',
      `/api/admin/articles/${story.id}/approve`,
      {
        publish_at: publishAt,
      },
    );
    expect(response.statusCode).toBe(APPROVE_LATER[from]);
    if (response.statusCode === 200) {
      expect(response.json<AdminArticle>()).toMatchObject({
        status: 'scheduled',
        publish_at: publishAt,
      });
      expect((await lastAction(story.id))?.action).toBe(
        from === 'pending' ? 'approve' : 'schedule',
      );
    } else {
      expect(response.json()).toEqual({ detail: ARTICLE_MESSAGES.transition(from, 'scheduled') });
    }
  });

  it.each(FROM)('reject from %s', async (from) => {
    const story = await articleIn(from);
    const response = await request(editor.token, 'POST', `/api/admin/articles/${story.id}/reject`, {
      reason: 'Not yet',
    });
    expect(response.statusCode).toBe(REJECT[from]);
    const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row?.status).toBe(REJECT[from] === 200 ? 'rejected' : from);
    expect(row?.reviewNote).toBe(REJECT[from] === 200 ? 'Not yet' : null);
  });

  it('approval and rejection are for editors only', async () => {
    const story = await articleIn('pending');
    for (const [action, payload] of [
      ['approve', {}],
      ['reject', { reason: 'Self-review' }],
    ] as const) {
      const response = await request(
        author.token,
        'POST',
        `/api/admin/articles/${story.id}/${action}`,
        payload,
      );
      expect(response.statusCode).toBe(403);
    }
    const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row?.status).toBe('pending');
  });
});

describe('revisions', () => {
  const put = (id: number, payload: object, token = editor.token) =>
    request(token, 'PUT', `/api/admin/articles/${id}`, payload);
  const revisionsOf = async (id: number) =>
    (
      await request(editor.token, 'GET', `/api/admin/articles/${id}/revisions`)
    ).json<ArticleRevisionList>().revisions;
  const revision = async (id: number, revisionId: number) =>
    (
      await request(editor.token, 'GET', `/api/admin/articles/${id}/revisions/${revisionId}`)
    ).json<ArticleRevision>();

  beforeEach(() => {
    now = Date.now();
  });

  it('keeps the previous version on every save, newest first, with every editable field', async () => {
    // Version one as sent; its revision keeps the text and, under `fields`, every other field.
    const text = { title: 'Version one', summary: 'Summary one', body_html: '<p>Body one</p>' };
    const fields = {
      category: 'world',
      image_url: 'https://images.example.org/one.jpg',
      image_alt: 'One',
      author: 'Ada',
      language: 'fr',
      slug: 'version-one',
      seo_title: 'SEO one',
      seo_description: 'Description one',
    };
    const created = (
      await request(author.token, 'POST', '/api/admin/articles', {
        ...text,
        ...fields,
        publish_at: new Date(now + 3_600_000).toISOString(),
      })
    ).json<AdminArticle>();
    expect(created.revision).toBe(1);
    expect(await revisionsOf(created.id)).toEqual([]);

    now += 1_000;
    const second = await put(
      created.id,
      {
        title: 'Version two',
        body_html: '<p>Body two</p>',
        category: 'science',
        slug: 'version-two',
      },
      author.token,
    );
    expect(second.json<AdminArticle>().revision).toBe(2);
    now += 1_000;
    const third = await put(created.id, { summary: 'Summary three' });
    expect(third.json<AdminArticle>().revision).toBe(3);

    const list = await revisionsOf(created.id);
    expect(list.map((r) => [r.revision, r.title, r.saved_by?.id])).toEqual([
      [2, 'Version two', editor.user.id],
      [1, 'Version one', author.user.id],
    ]);
    const first = await revision(created.id, list[1]?.id ?? 0);
    expect(first).toEqual({
      id: list[1]?.id,
      revision: 1,
      ...text,
      saved_by: { id: author.user.id, username: expect.any(String) },
      created_at: expect.any(String),
      fields: {
        ...fields,
        access: 'public',
        tag_ids: [],
        status: 'draft',
        publish_at: created.publish_at,
        unpublish_at: null,
      },
    });
    // Compared with the current version, the differences are what the saves changed.
    const current = third.json<AdminArticle>();
    expect([
      current.title,
      current.summary,
      current.body_html,
      current.category?.slug,
      current.slug,
    ]).toEqual(['Version two', 'Summary three', '<p>Body two</p>', 'science', 'version-two']);
  });

  it('restores a revision as a new save, which can itself be undone', async () => {
    const story = await articleIn('published');
    await put(story.id, { title: 'Second', body_html: '<p>Second</p>', author: 'Bo' });
    await put(story.id, { title: 'Third', body_html: '<p>Third</p>', category: 'world' });
    const [, firstRevision] = await revisionsOf(story.id);
    expect(firstRevision?.title).toBe(story.title);

    const versionBefore = await contentVersion();
    const restored = await request(
      otherEditor.token,
      'POST',
      `/api/admin/articles/${story.id}/revisions/${firstRevision?.id}/restore`,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json<AdminArticle>()).toMatchObject({
      title: story.title,
      body_html: story.bodyHtml,
      author: story.author,
      category: null,
      slug: story.slug,
      status: 'published',
      revision: 4,
    });
    // The article is live: readers' caches move with it.
    expect(await contentVersion()).toBe(versionBefore + 1);
    expect(await lastAction(story.id)).toEqual({ action: 'restore', details: { revision: 1 } });

    const afterRestore = await revisionsOf(story.id);
    expect(afterRestore.map((r) => [r.revision, r.title])).toEqual([
      [3, 'Third'],
      [2, 'Second'],
      [1, story.title],
    ]);
    const undo = await request(
      editor.token,
      'POST',
      `/api/admin/articles/${story.id}/revisions/${afterRestore[0]?.id}/restore`,
    );
    expect(undo.json<AdminArticle>()).toMatchObject({
      title: 'Third',
      body_html: '<p>Third</p>',
      category: { slug: 'world' },
      revision: 5,
    });
  });

  it('refuses to restore a slug another story took since', async () => {
    const story = await articleIn('draft');
    const oldSlug = story.slug;
    await put(story.id, { slug: `renamed-${Math.random().toString(36).slice(2)}` });
    await createStory(ctx.database.db, tenant.id, { origin: 'feed', slug: oldSlug });
    const [kept] = await revisionsOf(story.id);
    const refused = await request(
      editor.token,
      'POST',
      `/api/admin/articles/${story.id}/revisions/${kept?.id}/restore`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: ARTICLE_MESSAGES.slugTaken });
  });

  it('folds autosaves of one user within 10 minutes into one revision', async () => {
    const story = await articleIn('draft');
    const autosave = (title: string, token = author.token) =>
      put(story.id, { title, autosave: true }, token);

    await autosave('Typing 1');
    now += 60_000;
    await autosave('Typing 2');
    now += 5 * 60_000;
    const third = await autosave('Typing 3');
    expect(third.json<AdminArticle>()).toMatchObject({ title: 'Typing 3', revision: 4 });
    // One revision: the version from before the run of autosaves, the one worth going back to.
    let list = await revisionsOf(story.id);
    expect(list.map((r) => [r.revision, r.title])).toEqual([[1, story.title]]);
    // The autosave mark is bookkeeping, not a field of the article.
    expect(Object.keys((await revision(story.id, list[0]?.id ?? 0)).fields)).not.toContain(
      '_autosave',
    );

    // The window counts from the autosave that kept the revision: past it, a new one.
    now += AUTOSAVE_WINDOW_MS - 6 * 60_000 + 1_000;
    await autosave('Typing 4');
    list = await revisionsOf(story.id);
    expect(list.map((r) => [r.revision, r.title])).toEqual([
      [4, 'Typing 3'],
      [1, story.title],
    ]);

    // Another user's autosave is not folded into this user's...
    now += 1_000;
    await autosave('Editor typing', editor.token);
    // ...and a deliberate save always keeps a revision, after which autosaves start afresh.
    now += 1_000;
    await put(story.id, { title: 'Saved by hand' }, author.token);
    now += 1_000;
    await autosave('Typing 5');
    now += 1_000;
    await autosave('Typing 6');
    list = await revisionsOf(story.id);
    expect(list.map((r) => r.title)).toEqual([
      'Saved by hand',
      'Editor typing',
      'Typing 4',
      'Typing 3',
      story.title,
    ]);
    const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row).toMatchObject({ title: 'Typing 6', revision: 9 });

    // Folded autosaves leave no activity rows; kept ones and deliberate saves do.
    const actions = await ctx.database.db
      .select({ action: activities.action, details: activities.details })
      .from(activities)
      .where(and(eq(activities.entityType, 'story'), eq(activities.entityId, story.id)));
    expect(actions).toEqual([
      { action: 'update', details: { autosave: true } },
      { action: 'update', details: { autosave: true } },
      { action: 'update', details: { autosave: true } },
      { action: 'update', details: {} },
      { action: 'update', details: { autosave: true } },
    ]);
  });
});
