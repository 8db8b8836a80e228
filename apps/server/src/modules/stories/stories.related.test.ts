import type { RelatedStoriesResponse } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createCategory, createStory, createTenant } from '../../test/factories.js';

let ctx: TestContext;
let subject: StoryRow;
let sameCategoryAlike: StoryRow;
let sameCategory: StoryRow;
let elsewhereAlike: StoryRow;
let unrelated: StoryRow;
let feedItem: StoryRow;
let sameSource: StoryRow;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const home = await createTenant(db, { slug: 'helionews' });
  const rival = await createTenant(db, { slug: 'rival' });
  const science = await createCategory(db, home.id, { slug: 'science', name: 'Science' });
  const sports = await createCategory(db, home.id, { slug: 'sports', name: 'Sports' });
  subject = await createStory(db, home.id, {
    title: 'Comet passes close to Earth',
    categoryId: science.id,
    publishedAt: hoursAgo(1),
  });
  sameCategory = await createStory(db, home.id, {
    title: 'Glacier retreats faster',
    categoryId: science.id,
    publishedAt: hoursAgo(2),
  });
  sameCategoryAlike = await createStory(db, home.id, {
    title: 'How to watch the comet tonight',
    categoryId: science.id,
    publishedAt: hoursAgo(5),
  });
  elsewhereAlike = await createStory(db, home.id, {
    title: 'Comet-themed marathon draws crowds',
    categoryId: sports.id,
    publishedAt: hoursAgo(3),
  });
  unrelated = await createStory(db, home.id, {
    title: 'Local team wins the cup',
    categoryId: sports.id,
    publishedAt: hoursAgo(2),
  });
  await createStory(db, home.id, {
    title: 'Comet draft',
    categoryId: science.id,
    status: 'draft',
    publishedAt: null,
  });
  await createStory(db, rival.id, { title: 'Rival comet scoop', publishedAt: hoursAgo(1) });
  feedItem = await createStory(db, home.id, {
    title: 'Markets open higher',
    origin: 'feed',
    sourceName: 'Wire One',
    publishedAt: hoursAgo(1),
  });
  sameSource = await createStory(db, home.id, {
    title: 'Bond yields steady',
    origin: 'feed',
    sourceName: 'Wire One',
    publishedAt: hoursAgo(4),
  });
});

afterAll(() => ctx.close());

async function related(id: number, query = '', tenant?: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/stories/${id}/related${query}`,
    headers: tenant ? { 'x-tenant-id': tenant } : {},
  });
  return { response, ids: response.json<RelatedStoriesResponse>().stories?.map((s) => s.id) };
}

describe('GET /api/stories/:id/related', () => {
  it('puts the same category first (the alike first within it), then similar text elsewhere', async () => {
    const { response, ids } = await related(subject.id);
    expect(response.statusCode).toBe(200);
    expect(ids).toEqual([sameCategoryAlike.id, sameCategory.id, elsewhereAlike.id]);
    expect(ids).not.toContain(subject.id);
    expect(ids).not.toContain(unrelated.id);
  });

  it('relates a feed item to the same source', async () => {
    const { ids } = await related(feedItem.id);
    expect(ids).toEqual([sameSource.id]);
  });

  it('honours the limit, never shows drafts or another tenant, and 404s unknown stories', async () => {
    expect((await related(subject.id, '?limit=1')).ids).toEqual([sameCategoryAlike.id]);
    const titles = (
      await ctx.app.inject({ method: 'GET', url: `/api/stories/${subject.id}/related?limit=12` })
    )
      .json<RelatedStoriesResponse>()
      .stories.map((s) => s.title);
    expect(titles).not.toContain('Comet draft');
    expect(titles).not.toContain('Rival comet scoop');
    expect((await related(subject.id, '', 'rival')).response.statusCode).toBe(404);
    expect((await related(987654321)).response.statusCode).toBe(404);
    expect((await related(subject.id, '?limit=50')).response.statusCode).toBe(422);
  });
});
