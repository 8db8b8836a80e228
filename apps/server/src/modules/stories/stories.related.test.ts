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
let alone: StoryRow;

type StoryOverrides = Parameters<typeof createStory>[2];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const home = await createTenant(db, { slug: 'helionews' });
  const rival = await createTenant(db, { slug: 'rival' });
  const science = await createCategory(db, home.id, { slug: 'science', name: 'Science' });
  const sports = await createCategory(db, home.id, { slug: 'sports', name: 'Sports' });
  // A published story of the home tenant, `hours` old.
  const published = (title: string, hours: number, overrides: StoryOverrides) =>
    createStory(db, home.id, { title, publishedAt: hoursAgo(hours), ...overrides });
  subject = await published('Comet passes close to Earth', 1, { categoryId: science.id });
  sameCategory = await published('Glacier retreats faster', 2, { categoryId: science.id });
  sameCategoryAlike = await published('How to watch the comet tonight', 5, {
    categoryId: science.id,
  });
  elsewhereAlike = await published('Comet-themed marathon draws crowds', 3, {
    categoryId: sports.id,
  });
  unrelated = await published('Local team wins the cup', 2, { categoryId: sports.id });
  await createStory(db, home.id, {
    title: 'Comet draft',
    categoryId: science.id,
    status: 'draft',
    publishedAt: null,
  });
  await createStory(db, rival.id, { title: 'Rival comet scoop', publishedAt: hoursAgo(1) });
  const wireOne = { origin: 'feed', sourceName: 'Wire One' } as const;
  feedItem = await published('Markets open higher', 1, wireOne);
  sameSource = await published('Bond yields steady', 4, wireOne);
  const quiet = await createTenant(db, { slug: 'quiet' });
  alone = await createStory(db, quiet.id, { title: 'Nothing else here', publishedAt: hoursAgo(1) });
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

  it('answers an empty list, not a 404, for a published story with nothing like it', async () => {
    const { response, ids } = await related(alone.id, '', 'quiet');
    expect(response.statusCode).toBe(200);
    expect(ids).toEqual([]);
  });
});
