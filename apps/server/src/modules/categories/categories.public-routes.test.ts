import type { CategoryListResponse } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createCategory, createStory, createTenant } from '../../test/factories.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const home = await createTenant(db, { slug: 'helionews' });
  const other = await createTenant(db, { slug: 'rival' });
  const world = await createCategory(db, home.id, { slug: 'world', name: 'World', position: 1 });
  const arts = await createCategory(db, home.id, { slug: 'arts', name: 'Arts', position: 0 });
  await createCategory(db, other.id, { slug: 'secret', name: 'Secret desk' });
  await createStory(db, home.id, { categoryId: world.id });
  await createStory(db, home.id, { categoryId: world.id });
  await createStory(db, home.id, { categoryId: world.id, status: 'draft' });
  await createStory(db, home.id, { categoryId: arts.id, status: 'pending' });
});

afterAll(() => ctx.close());

describe('GET /api/categories', () => {
  it("lists the tenant's categories in editorial order with published counts", async () => {
    const response = await ctx.app.inject({ url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const body = response.json<CategoryListResponse>();
    expect(body.total).toBe(2);
    expect(body.categories.map((c) => [c.slug, c.story_count])).toEqual([
      ['arts', 0],
      ['world', 2],
    ]);
  });

  it("keeps each tenant's categories to itself", async () => {
    const response = await ctx.app.inject({
      url: '/api/categories',
      headers: { 'x-tenant-id': 'rival' },
    });
    expect(response.json<CategoryListResponse>().categories.map((c) => c.name)).toEqual([
      'Secret desk',
    ]);
  });
});
