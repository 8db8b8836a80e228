import type { Story, StoryListResponse, Tag, TagListResponse } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryRow, TagRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  createCategory,
  createStory,
  createTag,
  createTenant,
  tagStory,
} from '../../test/factories.js';

let ctx: TestContext;
let election: TagRow;
let tagged: StoryRow;
let taggedInArts: StoryRow;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const home = await createTenant(db, { slug: 'helionews' });
  const rival = await createTenant(db, { slug: 'rival' });
  const arts = await createCategory(db, home.id, { slug: 'arts', name: 'Arts' });
  election = await createTag(db, home.id, { slug: 'election-2026', name: 'Election 2026' });
  const drafts = await createTag(db, home.id, { slug: 'drafts-only', name: 'Drafts only' });
  const rivalTag = await createTag(db, rival.id, { slug: 'secret', name: 'Secret tag' });
  tagged = await createStory(db, home.id, { title: 'Tagged story' });
  taggedInArts = await createStory(db, home.id, {
    title: 'Tagged arts story',
    categoryId: arts.id,
  });
  await createStory(db, home.id, { title: 'Untagged story' });
  const draft = await createStory(db, home.id, { status: 'draft', title: 'Tagged draft' });
  await tagStory(db, tagged, election.id);
  await tagStory(db, taggedInArts, election.id);
  await tagStory(db, draft, election.id, drafts.id);
  await tagStory(db, await createStory(db, rival.id, { title: 'Rival story' }), rivalTag.id);
});

afterAll(() => ctx.close());

const get = (url: string, tenant = 'helionews') =>
  ctx.app.inject({ url, headers: { 'x-tenant-id': tenant } });

describe('GET /api/tags', () => {
  it("lists the tenant's tags that carry a published story, with published counts", async () => {
    const response = await get('/api/tags');
    expect(response.statusCode).toBe(200);
    const body = response.json<TagListResponse>();
    expect(body.tags.map((t) => [t.slug, t.story_count])).toEqual([['election-2026', 2]]);
    expect(body.total).toBe(1);
  });

  it("keeps each tenant's tags to itself", async () => {
    const body = (await get('/api/tags', 'rival')).json<TagListResponse>();
    expect(body.tags.map((t) => t.name)).toEqual(['Secret tag']);
  });
});

describe('GET /api/tags/{slug}', () => {
  it('answers the tag, whatever the letter case, and 404 for none or another tenant’s', async () => {
    const response = await get('/api/tags/Election-2026');
    expect(response.statusCode).toBe(200);
    expect(response.json<Tag>()).toEqual({
      id: election.id,
      name: 'Election 2026',
      slug: 'election-2026',
      description: '',
      image_url: null,
      story_count: 2,
    });
    expect((await get('/api/tags/nothing-here')).statusCode).toBe(404);
    expect((await get('/api/tags/secret')).statusCode).toBe(404);
  });
});

describe('GET /api/stories?tag=', () => {
  it('lists the published stories carrying the tag, alone or with a category', async () => {
    const response = await get('/api/stories?tag=election-2026');
    expect(response.statusCode).toBe(200);
    const body = response.json<StoryListResponse>();
    expect(body.stories.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      [tagged.id, taggedInArts.id].sort((a, b) => a - b),
    );
    expect(body.total).toBe(2);

    const inArts = (
      await get('/api/stories?tag=election-2026&category=arts')
    ).json<StoryListResponse>();
    expect(inArts.stories.map((s) => s.id)).toEqual([taggedInArts.id]);
    expect(inArts.total).toBe(1);
  });

  it("answers 404 for a tag the tenant does not have, another tenant's included", async () => {
    expect((await get('/api/stories?tag=nothing-here')).statusCode).toBe(404);
    expect((await get('/api/stories?tag=secret')).statusCode).toBe(404);
    expect((await get('/api/stories?tag=Not%20a%20slug')).statusCode).toBe(422);
  });
});

describe('GET /api/stories/{id}', () => {
  it('names the tags a story carries', async () => {
    expect((await get(`/api/stories/${tagged.id}`)).json<Story>().tags).toEqual([
      { name: 'Election 2026', slug: 'election-2026' },
    ]);
  });
});
