import type {
  AdminCategory,
  AdminCategoryListResponse,
  CategoryListResponse,
} from '@helionews/contracts';
import { CATEGORY_MESSAGES } from '@helionews/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  categories,
  stories,
  type CategoryRow,
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
let betaDesk: CategoryRow;
let tokens: Record<CallerRole, string>;
let editorId: number;
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const office = await createBackOffice(db);
  ({ alpha, beta, tokens } = office);
  editorId = office.callers.editor.user.id;
  betaDesk = await createCategory(db, beta.id, { slug: 'beta-desk', name: 'Beta desk' });
  await createStory(db, beta.id, { categoryId: betaDesk.id, title: 'Beta story' });
});
afterAll(() => ctx.close());

const { call } = tenantRequests(() => ctx.app);

/** A tenant of its own with an editor, so one test's categories do not disturb another's. */
async function freshTenant() {
  sequence += 1;
  const slug = `desk-${sequence}`;
  const tenant = await createTenant(ctx.database.db, { slug });
  const { token } = await createMember(ctx.database.db, tenant.id, 'editor');
  return { tenant, slug, token };
}

const contentVersion = (tenantId: number) => contentVersionOf(ctx.database.db, tenantId);

const categoryActivities = (tenantId: number) =>
  ctx.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.tenantId, tenantId), eq(activities.entityType, 'category')))
    .orderBy(asc(activities.id));

describe('GET /api/admin/categories', () => {
  it('lists categories in position order with story counts of any status and published ones', async () => {
    const { tenant, slug, token } = await freshTenant();
    const { db } = ctx.database;
    const world = await createCategory(db, tenant.id, {
      slug: 'world',
      name: 'World',
      position: 1,
      color: '#336699',
    });
    const arts = await createCategory(db, tenant.id, { slug: 'arts', name: 'Arts', position: 0 });
    await createCategory(db, tenant.id, { slug: 'empty', name: 'Empty', position: 2 });
    await createStory(db, tenant.id, { categoryId: world.id });
    await createStory(db, tenant.id, { categoryId: world.id, status: 'draft' });
    await createStory(db, tenant.id, { categoryId: world.id, status: 'pending', origin: 'feed' });
    await createStory(db, tenant.id, { categoryId: arts.id, status: 'rejected' });

    const response = await call('GET', '/api/admin/categories', token, undefined, slug);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminCategoryListResponse>();
    expect(body.total).toBe(3);
    expect(
      body.categories.map((c) => [c.slug, c.position, c.story_count, c.published_count]),
    ).toEqual([
      ['arts', 0, 1, 0],
      ['world', 1, 3, 1],
      ['empty', 2, 0, 0],
    ]);
    expect(body.categories[1]).toMatchObject({ id: world.id, name: 'World', color: '#336699' });
    expect(Object.keys(body.categories[0] ?? {}).sort()).toEqual([
      'color',
      'created_at',
      'description',
      'id',
      'name',
      'position',
      'published_count',
      'slug',
      'story_count',
      'updated_at',
    ]);
    expect(response.body).not.toContain('beta-desk');
  });

  it('is read by every back-office role of the tenant (contributors pick one for an article)', async () => {
    expect((await call('GET', '/api/admin/categories')).statusCode).toBe(401);
    const expected: Record<CallerRole, number> = {
      reader: 403,
      contributor: 200,
      editor: 200,
      tenantAdmin: 200,
      platformAdmin: 200,
    };
    for (const [role, status] of Object.entries(expected) as [CallerRole, number][]) {
      expect((await call('GET', '/api/admin/categories', tokens[role])).statusCode, role).toBe(
        status,
      );
    }
    expect(
      (await call('GET', '/api/admin/categories', tokens.editor, undefined, 'beta')).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/admin/categories', () => {
  it('creates a category at the end, deriving the slug from the name, and bumps the version', async () => {
    const { tenant, slug, token } = await freshTenant();
    await createCategory(ctx.database.db, tenant.id, { slug: 'first', position: 4 });
    const versionBefore = await contentVersion(tenant.id);
    const response = await call(
      'POST',
      '/api/admin/categories',
      token,
      { name: 'Économie & Marchés', description: 'Money matters', color: '#AABBCC' },
      slug,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminCategory>()).toMatchObject({
      slug: 'economie-marches',
      name: 'Économie & Marchés',
      description: 'Money matters',
      color: '#aabbcc',
      position: 5,
      story_count: 0,
      published_count: 0,
    });
    expect(await contentVersion(tenant.id)).toBe(versionBefore + 1);
    const [activity] = await categoryActivities(tenant.id);
    expect(activity).toMatchObject({
      action: 'create',
      entityLabel: 'Économie & Marchés',
      details: { slug: 'economie-marches' },
    });
    // Readers see it in the navigation.
    const reader = await call('GET', '/api/categories', undefined, undefined, slug);
    expect(reader.json<CategoryListResponse>().categories.map((c) => c.slug)).toEqual([
      'first',
      'economie-marches',
    ]);
  });

  it('answers 409 when the slug (given or derived) is taken, 422 on a bad body', async () => {
    const { tenant, slug, token } = await freshTenant();
    await createCategory(ctx.database.db, tenant.id, { slug: 'world', name: 'World' });
    const versionBefore = await contentVersion(tenant.id);
    for (const payload of [{ name: 'Other', slug: 'world' }, { name: 'World' }]) {
      const response = await call('POST', '/api/admin/categories', token, payload, slug);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: CATEGORY_MESSAGES.slugTaken });
    }
    expect(await contentVersion(tenant.id)).toBe(versionBefore);
    // Slugs are per tenant: beta's slug is free here.
    expect(
      (await call('POST', '/api/admin/categories', token, { name: 'Beta desk' }, slug)).statusCode,
    ).toBe(201);
    for (const payload of [
      { name: '' },
      { name: 'Bad slug', slug: 'Not A Slug' },
      { name: 'Bad colour', color: 'blue' },
      { name: 'Extra', tenant_id: beta.id },
    ]) {
      expect((await call('POST', '/api/admin/categories', token, payload, slug)).statusCode).toBe(
        422,
      );
    }
  });

  it('gives names without Latin letters a numbered generic slug', async () => {
    const { slug, token } = await freshTenant();
    const first = await call('POST', '/api/admin/categories', token, { name: '世界' }, slug);
    const second = await call('POST', '/api/admin/categories', token, { name: 'Мир' }, slug);
    expect(first.json<AdminCategory>().slug).toBe('category');
    expect(second.json<AdminCategory>().slug).toBe('category-2');
  });

  it('is refused to contributors, readers and anonymous callers', async () => {
    const payload = { name: `Refused ${Date.now()}` };
    expect((await call('POST', '/api/admin/categories', undefined, payload)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/categories', tokens.reader, payload)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/api/admin/categories', tokens.contributor, payload)).statusCode,
    ).toBe(403);
    for (const role of ['editor', 'tenantAdmin', 'platformAdmin'] as const) {
      const created = await call('POST', '/api/admin/categories', tokens[role], {
        name: `Made by ${role}`,
      });
      expect(created.statusCode, role).toBe(201);
    }
  });
});

describe('PUT /api/admin/categories/:id', () => {
  it('changes only the fields sent, records them and bumps the version', async () => {
    const { tenant, slug, token } = await freshTenant();
    const desk = await createCategory(ctx.database.db, tenant.id, {
      slug: 'desk',
      name: 'Desk',
      description: 'Kept',
      color: '#112233',
    });
    const versionBefore = await contentVersion(tenant.id);
    const response = await call(
      'PUT',
      `/api/admin/categories/${desk.id}`,
      token,
      { name: 'News desk', color: null },
      slug,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminCategory>()).toMatchObject({
      slug: 'desk',
      name: 'News desk',
      description: 'Kept',
      color: null,
    });
    expect(await contentVersion(tenant.id)).toBe(versionBefore + 1);
    expect((await categoryActivities(tenant.id)).at(-1)).toMatchObject({
      action: 'update',
      entityId: desk.id,
      entityLabel: 'News desk',
      details: { fields: 'name,color' },
    });
  });

  it('answers 409 for a slug another category uses', async () => {
    const { tenant, slug, token } = await freshTenant();
    await createCategory(ctx.database.db, tenant.id, { slug: 'taken' });
    const mine = await createCategory(ctx.database.db, tenant.id, { slug: 'mine' });
    const response = await call(
      'PUT',
      `/api/admin/categories/${mine.id}`,
      token,
      { slug: 'taken' },
      slug,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: CATEGORY_MESSAGES.slugTaken });
    // Its own slug is no conflict.
    expect(
      (await call('PUT', `/api/admin/categories/${mine.id}`, token, { slug: 'mine' }, slug))
        .statusCode,
    ).toBe(200);
  });

  it("answers 404 for another tenant's category, whoever asks, and leaves it alone", async () => {
    for (const role of ['editor', 'tenantAdmin', 'platformAdmin'] as const) {
      const response = await call('PUT', `/api/admin/categories/${betaDesk.id}`, tokens[role], {
        name: 'Hijacked',
      });
      expect(response.statusCode, role).toBe(404);
      expect(response.json()).toEqual({ detail: CATEGORY_MESSAGES.notFound });
    }
    const [row] = await ctx.database.db
      .select()
      .from(categories)
      .where(eq(categories.id, betaDesk.id));
    expect(row?.name).toBe('Beta desk');
  });

  it('is for editors, tenant admins and platform admins only', async () => {
    const own = await createCategory(ctx.database.db, alpha.id);
    const url = `/api/admin/categories/${own.id}`;
    expect((await call('PUT', url, undefined, { description: 'x' })).statusCode).toBe(401);
    expect((await call('PUT', url, tokens.reader, { description: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', url, tokens.contributor, { description: 'x' })).statusCode).toBe(403);
    for (const role of ['editor', 'tenantAdmin', 'platformAdmin'] as const) {
      expect((await call('PUT', url, tokens[role], { description: role })).statusCode).toBe(200);
    }
  });
});

describe('PUT /api/admin/categories/order', () => {
  it('rewrites positions 0..n-1 in one go, and the reader navigation follows', async () => {
    const { tenant, slug, token } = await freshTenant();
    const { db } = ctx.database;
    const a = await createCategory(db, tenant.id, { slug: 'a', name: 'A', position: 0 });
    const b = await createCategory(db, tenant.id, { slug: 'b', name: 'B', position: 7 });
    const c = await createCategory(db, tenant.id, { slug: 'c', name: 'C', position: 9 });
    const versionBefore = await contentVersion(tenant.id);

    const response = await call(
      'PUT',
      '/api/admin/categories/order',
      token,
      { ids: [c.id, a.id, b.id] },
      slug,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminCategoryListResponse>();
    expect(body.categories.map((cat) => [cat.slug, cat.position])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expect(await contentVersion(tenant.id)).toBe(versionBefore + 1);
    expect((await categoryActivities(tenant.id)).at(-1)).toMatchObject({
      action: 'reorder',
      entityType: 'category',
      details: { count: 3 },
    });
    const reader = await call('GET', '/api/categories', undefined, undefined, slug);
    expect(reader.json<CategoryListResponse>().categories.map((cat) => cat.slug)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('answers 422 unless the ids are every category of the tenant exactly once', async () => {
    const { tenant, slug, token } = await freshTenant();
    const { db } = ctx.database;
    const a = await createCategory(db, tenant.id, { slug: 'a', position: 0 });
    const b = await createCategory(db, tenant.id, { slug: 'b', position: 1 });
    const versionBefore = await contentVersion(tenant.id);
    for (const ids of [[a.id], [a.id, b.id, betaDesk.id], [a.id, a.id], [b.id, betaDesk.id]]) {
      const response = await call('PUT', '/api/admin/categories/order', token, { ids }, slug);
      expect(response.statusCode, JSON.stringify(ids)).toBe(422);
      expect(response.json()).toEqual({ detail: CATEGORY_MESSAGES.orderMismatch });
    }
    expect(
      (await call('PUT', '/api/admin/categories/order', token, { ids: [] }, slug)).statusCode,
    ).toBe(422);
    expect(await contentVersion(tenant.id)).toBe(versionBefore);
    const rows = await db
      .select({ slug: categories.slug, position: categories.position })
      .from(categories)
      .where(eq(categories.tenantId, tenant.id))
      .orderBy(asc(categories.position));
    expect(rows).toEqual([
      { slug: 'a', position: 0 },
      { slug: 'b', position: 1 },
    ]);
  });

  it('is for editors, tenant admins and platform admins only', async () => {
    const { tenant, slug } = await freshTenant();
    const only = await createCategory(ctx.database.db, tenant.id);
    const payload = { ids: [only.id] };
    const url = '/api/admin/categories/order';
    expect((await call('PUT', url, undefined, payload, slug)).statusCode).toBe(401);
    expect((await call('PUT', url, tokens.reader, payload, slug)).statusCode).toBe(403);
    // Alpha's members hold no role on this tenant; the platform admin acts everywhere.
    expect((await call('PUT', url, tokens.editor, payload, slug)).statusCode).toBe(403);
    expect((await call('PUT', url, tokens.platformAdmin, payload, slug)).statusCode).toBe(200);
    const alphaIds = (await call('GET', '/api/admin/categories', tokens.tenantAdmin))
      .json<AdminCategoryListResponse>()
      .categories.map((c) => c.id);
    expect((await call('PUT', url, tokens.contributor, { ids: alphaIds })).statusCode).toBe(403);
    expect(
      (await call('PUT', url, tokens.tenantAdmin, { ids: [...alphaIds].reverse() })).statusCode,
    ).toBe(200);
  });
});

describe('DELETE /api/admin/categories/:id', () => {
  it('deletes an empty category at once, recording it and bumping the version', async () => {
    const { tenant, slug, token } = await freshTenant();
    const empty = await createCategory(ctx.database.db, tenant.id, { name: 'Empty one' });
    const versionBefore = await contentVersion(tenant.id);
    const response = await call(
      'DELETE',
      `/api/admin/categories/${empty.id}`,
      token,
      undefined,
      slug,
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await contentVersion(tenant.id)).toBe(versionBefore + 1);
    expect((await categoryActivities(tenant.id)).at(-1)).toMatchObject({
      action: 'delete',
      entityId: empty.id,
      entityLabel: 'Empty one',
      details: { moved_to: null, stories_moved: 0 },
    });
    expect(
      (await call('DELETE', `/api/admin/categories/${empty.id}`, token, undefined, slug))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a category with stories without move_to (409), then moves them in the same transaction', async () => {
    const { tenant, slug, token } = await freshTenant();
    const { db } = ctx.database;
    const old = await createCategory(db, tenant.id, { slug: 'old', name: 'Old' });
    const target = await createCategory(db, tenant.id, { slug: 'target', name: 'Target' });
    await createStory(db, tenant.id, { categoryId: old.id });
    await createStory(db, tenant.id, { categoryId: old.id, status: 'draft' });
    await createStory(db, tenant.id, { categoryId: target.id });
    const versionBefore = await contentVersion(tenant.id);

    const refused = await call('DELETE', `/api/admin/categories/${old.id}`, token, undefined, slug);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: CATEGORY_MESSAGES.hasStories });
    const self = await call(
      'DELETE',
      `/api/admin/categories/${old.id}?move_to=${old.id}`,
      token,
      undefined,
      slug,
    );
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ detail: CATEGORY_MESSAGES.moveToSelf });
    // Another tenant's category is no target.
    const foreign = await call(
      'DELETE',
      `/api/admin/categories/${old.id}?move_to=${betaDesk.id}`,
      token,
      undefined,
      slug,
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({ detail: CATEGORY_MESSAGES.moveTargetNotFound });
    expect(await contentVersion(tenant.id)).toBe(versionBefore);

    const moved = await call(
      'DELETE',
      `/api/admin/categories/${old.id}?move_to=${target.id}`,
      token,
      undefined,
      slug,
    );
    expect(moved.statusCode).toBe(204);
    const list = (
      await call('GET', '/api/admin/categories', token, undefined, slug)
    ).json<AdminCategoryListResponse>();
    expect(list.categories.map((c) => [c.slug, c.story_count, c.published_count])).toEqual([
      ['target', 3, 2],
    ]);
    const orphans = await db
      .select({ id: stories.id })
      .from(stories)
      .where(and(eq(stories.tenantId, tenant.id), eq(stories.categoryId, old.id)));
    expect(orphans).toEqual([]);
    expect(await contentVersion(tenant.id)).toBe(versionBefore + 1);
    expect((await categoryActivities(tenant.id)).at(-1)).toMatchObject({
      action: 'delete',
      details: { slug: 'old', moved_to: 'target', stories_moved: 2 },
    });
    // The beta story in beta's category stayed where it was.
    const [betaStory] = await db
      .select({ categoryId: stories.categoryId })
      .from(stories)
      .where(eq(stories.tenantId, beta.id));
    expect(betaStory?.categoryId).toBe(betaDesk.id);
  });

  it('refuses a move target that does not exist before anything moves', async () => {
    const { tenant, slug, token } = await freshTenant();
    const { db } = ctx.database;
    const old = await createCategory(db, tenant.id, { slug: 'old' });
    const story = await createStory(db, tenant.id, { categoryId: old.id });
    const response = await call(
      'DELETE',
      `/api/admin/categories/${old.id}?move_to=987654321`,
      token,
      undefined,
      slug,
    );
    expect(response.statusCode).toBe(422);
    const [row] = await db.select().from(stories).where(eq(stories.id, story.id));
    expect(row?.categoryId).toBe(old.id);
  });

  it("answers 404 for another tenant's category, whoever asks, and keeps it", async () => {
    for (const role of ['editor', 'tenantAdmin', 'platformAdmin'] as const) {
      const response = await call('DELETE', `/api/admin/categories/${betaDesk.id}`, tokens[role]);
      expect(response.statusCode, role).toBe(404);
    }
    const [row] = await ctx.database.db
      .select()
      .from(categories)
      .where(eq(categories.id, betaDesk.id));
    expect(row).toBeDefined();
  });

  it('is for editors, tenant admins and platform admins only', async () => {
    const expected: Record<CallerRole, number> = {
      reader: 403,
      contributor: 403,
      editor: 204,
      tenantAdmin: 204,
      platformAdmin: 204,
    };
    for (const [role, status] of Object.entries(expected) as [CallerRole, number][]) {
      const doomed = await createCategory(ctx.database.db, alpha.id);
      const response = await call('DELETE', `/api/admin/categories/${doomed.id}`, tokens[role]);
      expect(response.statusCode, role).toBe(status);
    }
    const doomed = await createCategory(ctx.database.db, alpha.id);
    expect((await call('DELETE', `/api/admin/categories/${doomed.id}`)).statusCode).toBe(401);
  });

  it('keeps the activity actor', async () => {
    const doomed = await createCategory(ctx.database.db, alpha.id, { name: 'By the editor' });
    await call('DELETE', `/api/admin/categories/${doomed.id}`, tokens.editor);
    const rows = await categoryActivities(alpha.id);
    expect(rows.find((row) => row.entityId === doomed.id)).toMatchObject({
      action: 'delete',
      actorId: editorId,
    });
  });
});

describe('/api/docs', () => {
  it('documents every category route', async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /api/admin/categories',
        'POST /api/admin/categories',
        'PUT /api/admin/categories/order',
        'PUT /api/admin/categories/{id}',
        'DELETE /api/admin/categories/{id}',
      ]),
    );
  });
});
