import type { AdminArticle, ArticleRevisionList, Story } from '@helionews/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  categories,
  membershipSettings,
  storyRevisions,
  type TenantRow,
} from '../../db/schema/index.js';
import { bearer } from '../../test/auth.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createCategory, createMember, createTenant } from '../../test/factories.js';
import { contentVersionOf } from '../../test/queries.js';

/** An article's access level (issue 33) through the back-office's Articles API. */
let ctx: TestContext;
let tenant: TenantRow;
let editor: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  tenant = await createTenant(db, { slug: 'helionews' });
  editor = (await createMember(db, tenant.id, 'editor')).token;
  await createCategory(db, tenant.id, { slug: 'plain', name: 'Plain' });
  const premium = await createCategory(db, tenant.id, { slug: 'premium', name: 'Premium' });
  await db.update(categories).set({ defaultAccess: 'paid' }).where(eq(categories.id, premium.id));
});

afterAll(() => ctx?.close());

const create = async (payload: Record<string, unknown>) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: bearer(editor),
    payload: { title: `Article ${Math.random()}`, ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminArticle>();
};

describe('the access level of an article', () => {
  it('defaults to public without settings, and says it in the answer', async () => {
    expect((await create({})).access).toBe('public');
  });

  it("defaults to the category's default, else the publication's", async () => {
    expect((await create({ category: 'premium' })).access).toBe('paid');
    await ctx.database.db
      .insert(membershipSettings)
      .values({ tenantId: tenant.id, defaultAccess: 'members' });
    try {
      expect((await create({ category: 'plain' })).access).toBe('members');
      expect((await create({})).access).toBe('members');
      expect((await create({ category: 'premium' })).access).toBe('paid');
      expect((await create({ category: 'premium', access: 'public' })).access).toBe('public');
    } finally {
      await ctx.database.db
        .delete(membershipSettings)
        .where(eq(membershipSettings.tenantId, tenant.id));
    }
  });

  it('refuses an unknown level', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: bearer(editor),
      payload: { title: 'Bad access', access: 'secret' },
    });
    expect(response.statusCode).toBe(422);
  });

  it('changing it is a reader-visible write: the version moves, activity says so', async () => {
    const body = '<p>One</p><p>Two</p><p>Three</p><p>Four</p><p>Five secret</p>';
    const article = await create({ status: 'published', body_html: body });
    const before = await ctx.app.inject({ method: 'GET', url: `/api/stories/${article.id}` });
    expect(before.json<Story>().body_html).toContain('Five secret');
    const version = await contentVersionOf(ctx.database.db, tenant.id);
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${article.id}`,
      headers: bearer(editor),
      payload: { access: 'paid' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<AdminArticle>().access).toBe('paid');
    expect(await contentVersionOf(ctx.database.db, tenant.id)).toBe(version + 1);
    const rows = await ctx.database.db
      .select({ action: activities.action, details: activities.details })
      .from(activities)
      .where(eq(activities.entityId, article.id));
    expect(rows).toContainEqual({ action: 'update', details: { access: 'paid' } });
    // The cached public copy is gone: readers now get the teaser.
    const after = await ctx.app.inject({ method: 'GET', url: `/api/stories/${article.id}` });
    expect(after.json<Story>().access).toBe('paid');
    expect(after.json<Story>().body_html).toBe('<p>One</p><p>Two</p><p>Three</p>');
  });
});

describe('restoring a revision (issue 33)', () => {
  const body = '<p>One</p><p>Two</p><p>Three</p><p>Four</p><p>Five secret</p>';
  const put = (id: number, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${id}`,
      headers: bearer(editor),
      payload,
    });
  const firstRevision = async (id: number) => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/articles/${id}/revisions`,
      headers: bearer(editor),
    });
    const revisions = list.json<ArticleRevisionList>().revisions;
    const first = revisions.find((revision) => revision.revision === 1);
    if (!first) throw new Error('no first revision');
    return first.id;
  };
  const restore = async (id: number, revisionId: number) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/articles/${id}/revisions/${revisionId}/restore`,
      headers: bearer(editor),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminArticle>();
  };

  it('brings back the access the revision had: the version moves, activity says so', async () => {
    const article = await create({ status: 'published', body_html: body });
    expect((await put(article.id, { access: 'paid' })).statusCode).toBe(200);
    const revisionId = await firstRevision(article.id);
    const kept = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/articles/${article.id}/revisions/${revisionId}`,
      headers: bearer(editor),
    });
    expect(kept.json<{ fields: Record<string, unknown> }>().fields.access).toBe('public');
    // Cached as paid: the teaser.
    const paid = await ctx.app.inject({ method: 'GET', url: `/api/stories/${article.id}` });
    expect(paid.json<Story>().body_html).not.toContain('Five secret');

    const version = await contentVersionOf(ctx.database.db, tenant.id);
    expect((await restore(article.id, revisionId)).access).toBe('public');
    expect(await contentVersionOf(ctx.database.db, tenant.id)).toBe(version + 1);
    const rows = await ctx.database.db
      .select({ action: activities.action, details: activities.details })
      .from(activities)
      .where(eq(activities.entityId, article.id));
    expect(rows).toContainEqual({ action: 'restore', details: { revision: 1, access: 'public' } });
    const after = await ctx.app.inject({ method: 'GET', url: `/api/stories/${article.id}` });
    expect(after.json<Story>().access).toBe('public');
    expect(after.json<Story>().body_html).toContain('Five secret');

    // And the other way: restoring the paid revision makes it paid again.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/articles/${article.id}/revisions`,
      headers: bearer(editor),
    });
    const second = list
      .json<ArticleRevisionList>()
      .revisions.find((revision) => revision.revision === 2);
    expect((await restore(article.id, second?.id ?? 0)).access).toBe('paid');
    const again = await ctx.app.inject({ method: 'GET', url: `/api/stories/${article.id}` });
    expect(again.json<Story>().body_html).not.toContain('Five secret');
  });

  it('keeps the current access when the revision predates access in revisions', async () => {
    const article = await create({ status: 'published', body_html: body, access: 'paid' });
    expect((await put(article.id, { title: 'Retitled' })).statusCode).toBe(200);
    const revisionId = await firstRevision(article.id);
    await ctx.database.db
      .update(storyRevisions)
      .set({ fields: sql`${storyRevisions.fields} - 'access'` })
      .where(eq(storyRevisions.id, revisionId));
    const restored = await restore(article.id, revisionId);
    expect(restored.access).toBe('paid');
    expect(restored.title).toBe(article.title);
    const rows = await ctx.database.db
      .select({ action: activities.action, details: activities.details })
      .from(activities)
      .where(eq(activities.entityId, article.id));
    expect(rows).toContainEqual({ action: 'restore', details: { revision: 1 } });
  });
});
