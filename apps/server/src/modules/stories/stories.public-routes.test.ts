import type { StoryListResponse } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryRow, StoryRow, TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createCategory, createStory, createTenant } from '../../test/factories.js';

let ctx: TestContext;
let home: TenantRow;
let other: TenantRow;
let politics: CategoryRow;
let newest: StoryRow;
let oldest: StoryRow;
let draft: StoryRow;
let foreign: StoryRow;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  home = await createTenant(db, { slug: 'helionews' });
  other = await createTenant(db, { slug: 'rival' });
  politics = await createCategory(db, home.id, { slug: 'politics', name: 'Politics' });
  const hour = 3_600_000;
  oldest = await createStory(db, home.id, {
    title: 'Oldest',
    publishedAt: new Date(Date.now() - 30 * hour),
  });
  for (let i = 0; i < 12; i++) {
    await createStory(db, home.id, {
      categoryId: i % 2 === 0 ? politics.id : null,
      publishedAt: new Date(Date.now() - (20 - i) * hour),
    });
  }
  newest = await createStory(db, home.id, {
    title: 'Newest',
    categoryId: politics.id,
    publishedAt: new Date(Date.now() - hour),
  });
  draft = await createStory(db, home.id, {
    title: 'Unpublished draft',
    status: 'draft',
    publishedAt: null,
  });
  foreign = await createStory(db, other.id, { title: 'Rival exclusive' });
});

afterAll(() => ctx.close());

const list = async (query = '', tenant?: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/stories${query}`,
    headers: tenant ? { 'x-tenant-id': tenant } : {},
  });
  return { response, body: response.json<StoryListResponse>() };
};

describe('GET /api/stories', () => {
  it("lists the default tenant's published stories newest first, 10 per page", async () => {
    const { response, body } = await list();
    expect(response.statusCode).toBe(200);
    expect(body.total).toBe(14);
    expect(body.page).toBe(1);
    expect(body.page_size).toBe(10);
    expect(body.stories).toHaveLength(10);
    expect(body.stories[0]?.id).toBe(newest.id);
    const times = body.stories.map((s) => Date.parse(s.published_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages through the rest', async () => {
    const { body } = await list('?page=2&page_size=10');
    expect(body.stories).toHaveLength(4);
    expect(body.stories.at(-1)?.id).toBe(oldest.id);
  });

  it("never lists drafts or another tenant's stories", async () => {
    const { body } = await list('?page_size=100');
    const titles = body.stories.map((s) => s.title);
    expect(titles).not.toContain(draft.title);
    expect(titles).not.toContain(foreign.title);
  });

  it('filters by category slug and names the category on each story', async () => {
    const { body } = await list('?category=politics&page_size=100');
    expect(body.total).toBe(7);
    expect(body.stories.every((s) => s.category?.slug === 'politics')).toBe(true);
  });

  it('answers 404 for an unknown category', async () => {
    const { response } = await list('?category=nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Category not found' });
  });

  it('rejects a bad page size with 422 naming the field', async () => {
    const { response } = await list('?page_size=1000');
    expect(response.statusCode).toBe(422);
    const body = response.json<{ detail: string; errors: { field: string }[] }>();
    expect(body.errors.map((e) => e.field)).toContain('query.page_size');
  });

  it('serves the tenant named by X-Tenant-ID', async () => {
    const { body } = await list('', 'rival');
    expect(body.stories.map((s) => s.title)).toEqual(['Rival exclusive']);
  });

  it('answers 404 "Tenant not found" for an unknown tenant', async () => {
    const { response } = await list('', 'no-such-paper');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Tenant not found' });
  });

  it('exposes only the documented fields', async () => {
    const { body } = await list('?page_size=1');
    expect(Object.keys(body.stories[0] ?? {}).sort()).toEqual(
      [
        'author',
        'author_username',
        'category',
        'id',
        'image_url',
        'origin',
        'picture',
        'published_at',
        'slug',
        'source_name',
        'summary',
        'title',
      ].sort(),
    );
  });
});

describe('GET /api/stories/:id', () => {
  it('returns a published story with its body', async () => {
    const response = await ctx.app.inject({ url: `/api/stories/${newest.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: newest.id,
      title: 'Newest',
      body_html: newest.bodyHtml,
      category: { slug: 'politics', name: 'Politics' },
    });
  });

  it("answers 404 for another tenant's story, as for a missing one", async () => {
    const foreignResponse = await ctx.app.inject({ url: `/api/stories/${foreign.id}` });
    const missing = await ctx.app.inject({ url: '/api/stories/999999' });
    expect(foreignResponse.statusCode).toBe(404);
    expect(foreignResponse.json()).toEqual({ detail: 'Story not found' });
    expect(missing.json()).toEqual(foreignResponse.json());
  });

  it('answers 404 for a draft', async () => {
    const response = await ctx.app.inject({ url: `/api/stories/${draft.id}` });
    expect(response.statusCode).toBe(404);
  });

  it.each(['abc', '1.5', '-3', '0', '99999999999999999999'])(
    'answers 422 for the malformed id %s',
    async (id) => {
      const response = await ctx.app.inject({ url: `/api/stories/${id}` });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('params.id');
    },
  );
});
