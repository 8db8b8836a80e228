import {
  TAG_MESSAGES,
  type AdminTag,
  type AdminTagListResponse,
  type Tag,
} from '@helionews/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, storyTags, tags, type TagRow, type TenantRow } from '../../db/schema/index.js';
import { tenantRequests } from '../../test/auth.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  createBackOffice,
  createMember,
  createStory,
  createTag,
  createTenant,
  tagStory,
  type CallerRole,
} from '../../test/factories.js';
import { contentVersionOf } from '../../test/queries.js';

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
let betaTag: TagRow;
let tokens: Record<CallerRole, string>;
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  ({ alpha, beta, tokens } = await createBackOffice(db));
  betaTag = await createTag(db, beta.id, { slug: 'beta-secret', name: 'Beta secret' });
  const story = await createStory(db, beta.id);
  await tagStory(db, story, betaTag.id);
});
afterAll(() => ctx.close());

const { call } = tenantRequests(() => ctx.app);

/** A tenant of its own with an editor, so one test's tags do not disturb another's. */
async function freshTenant() {
  sequence += 1;
  const slug = `tagdesk-${sequence}`;
  const tenant = await createTenant(ctx.database.db, { slug });
  const { token } = await createMember(ctx.database.db, tenant.id, 'editor');
  return { tenant, slug, token };
}

const contentVersion = (tenantId: number) => contentVersionOf(ctx.database.db, tenantId);

const tagActivities = (tenantId: number) =>
  ctx.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.tenantId, tenantId), eq(activities.entityType, 'tag')))
    .orderBy(asc(activities.id));

const linksOf = (tenantId: number, tagId: number) =>
  ctx.database.db
    .select({ storyId: storyTags.storyId })
    .from(storyTags)
    .where(and(eq(storyTags.tenantId, tenantId), eq(storyTags.tagId, tagId)))
    .orderBy(asc(storyTags.storyId));

describe('who may manage tags', () => {
  it('lets every back-office role list them, and refuses readers and the anonymous', async () => {
    for (const role of ['contributor', 'editor', 'tenantAdmin', 'platformAdmin'] as const) {
      expect((await call('GET', '/api/admin/tags', tokens[role])).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/admin/tags', tokens.reader)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/tags')).statusCode).toBe(401);
  });

  it('lets editors and admins create, change, merge and delete; contributors and readers get 403', async () => {
    const { db } = ctx.database;
    for (const role of ['contributor', 'reader'] as const) {
      const tag = await createTag(db, alpha.id);
      const other = await createTag(db, alpha.id);
      const refused = [
        await call('POST', '/api/admin/tags', tokens[role], { name: 'Nope' }),
        await call('PUT', `/api/admin/tags/${tag.id}`, tokens[role], { name: 'Nope' }),
        await call('DELETE', `/api/admin/tags/${tag.id}`, tokens[role]),
        await call('POST', `/api/admin/tags/${tag.id}/merge`, tokens[role], { into_id: other.id }),
      ];
      expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    }
    for (const role of ['editor', 'tenantAdmin', 'platformAdmin'] as const) {
      const created = await call('POST', '/api/admin/tags', tokens[role], { name: `By ${role}` });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<AdminTag>();
      const other = await createTag(db, alpha.id);
      expect(
        (await call('PUT', `/api/admin/tags/${id}`, tokens[role], { description: 'x' })).statusCode,
      ).toBe(200);
      expect(
        (await call('POST', `/api/admin/tags/${id}/merge`, tokens[role], { into_id: other.id }))
          .statusCode,
      ).toBe(200);
      expect((await call('DELETE', `/api/admin/tags/${other.id}`, tokens[role])).statusCode).toBe(
        204,
      );
    }
  });
});

describe('tag CRUD', () => {
  it('creates a tag with a slug from its name, lists it with counts, and refuses a taken slug', async () => {
    const { tenant, slug, token } = await freshTenant();
    const before = await contentVersion(tenant.id);
    const created = await call(
      'POST',
      '/api/admin/tags',
      token,
      { name: 'Élection 2026', description: 'The vote', image_url: 'https://img.example/e.png' },
      slug,
    );
    expect(created.statusCode).toBe(201);
    const tag = created.json<AdminTag>();
    expect(tag).toMatchObject({
      name: 'Élection 2026',
      slug: 'election-2026',
      description: 'The vote',
      image_url: 'https://img.example/e.png',
      story_count: 0,
      published_count: 0,
    });
    expect(await contentVersion(tenant.id)).toBeGreaterThan(before);

    const { db } = ctx.database;
    await tagStory(db, await createStory(db, tenant.id), tag.id);
    await tagStory(db, await createStory(db, tenant.id, { status: 'draft' }), tag.id);
    const list = await call('GET', '/api/admin/tags', token, undefined, slug);
    expect(
      list.json<AdminTagListResponse>().tags.map((t) => [t.slug, t.story_count, t.published_count]),
    ).toEqual([['election-2026', 2, 1]]);
    const filtered = await call('GET', '/api/admin/tags?q=zzz', token, undefined, slug);
    expect(filtered.json<AdminTagListResponse>().total).toBe(0);

    const taken = await call(
      'POST',
      '/api/admin/tags',
      token,
      { name: 'Other', slug: 'election-2026' },
      slug,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: TAG_MESSAGES.slugTaken });

    const strict = await call('POST', '/api/admin/tags', token, { name: 'X', color: '#fff' }, slug);
    expect(strict.statusCode).toBe(422);

    expect((await tagActivities(tenant.id)).map((a) => [a.action, a.entityLabel])).toEqual([
      ['create', 'Élection 2026'],
    ]);
  });

  it('renames a tag keeping the old slug as a 301 to the new one, and deletes it', async () => {
    const { tenant, slug, token } = await freshTenant();
    const tag = await createTag(ctx.database.db, tenant.id, { slug: 'wildfire', name: 'Wildfire' });
    const before = await contentVersion(tenant.id);
    const renamed = await call(
      'PUT',
      `/api/admin/tags/${tag.id}`,
      token,
      { name: 'Wildfires', slug: 'wildfires' },
      slug,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<AdminTag>()).toMatchObject({ name: 'Wildfires', slug: 'wildfires' });
    expect(await contentVersion(tenant.id)).toBeGreaterThan(before);

    const old = await ctx.app.inject({
      url: '/api/tags/wildfire',
      headers: { 'x-tenant-id': slug },
    });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/tags/wildfires');
    const current = await ctx.app.inject({
      url: '/api/tags/wildfires',
      headers: { 'x-tenant-id': slug },
    });
    expect(current.statusCode).toBe(200);
    expect(current.json<Tag>().name).toBe('Wildfires');

    // Renamed again: the first slug follows to the newest.
    await call('PUT', `/api/admin/tags/${tag.id}`, token, { slug: 'fires' }, slug);
    const first = await ctx.app.inject({
      url: '/api/tags/wildfire',
      headers: { 'x-tenant-id': slug },
    });
    expect(first.headers.location).toBe('/api/tags/fires');

    expect(
      (await call('DELETE', `/api/admin/tags/${tag.id}`, token, undefined, slug)).statusCode,
    ).toBe(204);
    const gone = await ctx.app.inject({ url: '/api/tags/fires', headers: { 'x-tenant-id': slug } });
    expect(gone.statusCode).toBe(404);
    const oldGone = await ctx.app.inject({
      url: '/api/tags/wildfire',
      headers: { 'x-tenant-id': slug },
    });
    expect(oldGone.statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/admin/tags/${tag.id}`, token, undefined, slug)).statusCode,
    ).toBe(404);

    expect((await tagActivities(tenant.id)).map((a) => a.action)).toEqual([
      'update',
      'update',
      'delete',
    ]);
  });

  it('merges a tag into another: its stories move without duplicates, its slug redirects, it is gone', async () => {
    const { tenant, slug, token } = await freshTenant();
    const { db } = ctx.database;
    const source = await createTag(db, tenant.id, { slug: 'vote', name: 'Vote' });
    const target = await createTag(db, tenant.id, { slug: 'election', name: 'Election' });
    const both = await createStory(db, tenant.id);
    const onlySource = await createStory(db, tenant.id);
    const onlyTarget = await createStory(db, tenant.id);
    await tagStory(db, both, source.id, target.id);
    await tagStory(db, onlySource, source.id);
    await tagStory(db, onlyTarget, target.id);
    const before = await contentVersion(tenant.id);

    const self = await call(
      'POST',
      `/api/admin/tags/${source.id}/merge`,
      token,
      { into_id: source.id },
      slug,
    );
    expect(self.statusCode).toBe(422);

    const merged = await call(
      'POST',
      `/api/admin/tags/${source.id}/merge`,
      token,
      { into_id: target.id },
      slug,
    );
    expect(merged.statusCode).toBe(200);
    expect(merged.json<AdminTag>()).toMatchObject({ id: target.id, story_count: 3 });
    expect((await linksOf(tenant.id, target.id)).map((l) => l.storyId)).toEqual(
      [both.id, onlySource.id, onlyTarget.id].sort((a, b) => a - b),
    );
    expect(await linksOf(tenant.id, source.id)).toEqual([]);
    expect(
      await db
        .select()
        .from(tags)
        .where(and(eq(tags.tenantId, tenant.id), eq(tags.id, source.id))),
    ).toEqual([]);
    expect(await contentVersion(tenant.id)).toBeGreaterThan(before);

    const old = await ctx.app.inject({ url: '/api/tags/vote', headers: { 'x-tenant-id': slug } });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/tags/election');

    const [activity] = (await tagActivities(tenant.id)).slice(-1);
    expect(activity).toMatchObject({ action: 'delete', entityId: source.id });
    expect(activity?.details).toMatchObject({ merged_into: 'election', stories_moved: 1 });
  });
});

describe('tenant isolation', () => {
  it("never shows, changes, merges or deletes another tenant's tag", async () => {
    const list = await call('GET', '/api/admin/tags', tokens.tenantAdmin);
    expect(list.json<AdminTagListResponse>().tags.map((t) => t.slug)).not.toContain('beta-secret');

    const own = await createTag(ctx.database.db, alpha.id);
    const attempts = [
      await call('PUT', `/api/admin/tags/${betaTag.id}`, tokens.tenantAdmin, { name: 'Hijack' }),
      await call('DELETE', `/api/admin/tags/${betaTag.id}`, tokens.tenantAdmin),
      await call('POST', `/api/admin/tags/${betaTag.id}/merge`, tokens.tenantAdmin, {
        into_id: own.id,
      }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    const into = await call('POST', `/api/admin/tags/${own.id}/merge`, tokens.tenantAdmin, {
      into_id: betaTag.id,
    });
    expect(into.statusCode).toBe(422);
    expect(into.json()).toEqual({ detail: TAG_MESSAGES.mergeTargetNotFound });

    const [still] = await ctx.database.db.select().from(tags).where(eq(tags.id, betaTag.id));
    expect(still).toMatchObject({ name: 'Beta secret', tenantId: beta.id });
    expect(await linksOf(beta.id, betaTag.id)).toHaveLength(1);

    const publicAlpha = await ctx.app.inject({
      url: '/api/tags/beta-secret',
      headers: { 'x-tenant-id': 'alpha' },
    });
    expect(publicAlpha.statusCode).toBe(404);
  });
});
