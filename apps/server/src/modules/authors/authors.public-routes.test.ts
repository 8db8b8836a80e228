import { ANYTHING } from '../content/content-tags.js';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {
  AuthorPageResponse,
  SearchResponse,
  Story,
  StoryListResponse,
} from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  stories,
  users,
  type StoryRow,
  type TenantRow,
  type UserRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createContentRepository } from '../content/content.repository.js';
import {
  createStory,
  createTenant,
  createUserWithSession,
  createMember,
} from '../../test/factories.js';

let ctx: TestContext;
let uploadsDir: string;
let home: TenantRow;
let rival: TenantRow;
let writer: UserRow;
let rivalWriter: UserRow;
let reader: UserRow;
/** The writer's published stories at home, newest first. */
let bylined: StoryRow[];
let guestColumn: StoryRow;
let pictured: StoryRow;

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'authors-uploads-'));
  ctx = await createTestApp({ uploadsDir });
  const { db } = ctx.database;
  home = await createTenant(db, { slug: 'helionews' });
  rival = await createTenant(db, { slug: 'rival' });

  const member = (await createMember(db, home.id, 'contributor')).user;
  const [renamed] = await db
    .update(users)
    .set({ username: 'carla.contrib', displayName: 'Carla Contreras', email: 'carla@example.org' })
    .where(eq(users.id, member.id))
    .returning();
  if (!renamed) throw new Error('the writer was not renamed');
  writer = renamed;
  rivalWriter = (await createUserWithSession(db)).user;
  reader = (await createUserWithSession(db)).user;

  // Under her byline: nothing typed, or her own username typed (as the editor used to).
  bylined = [
    await createStory(db, home.id, { author: null, createdBy: writer.id, publishedAt: ago(1) }),
    await createStory(db, home.id, {
      author: 'CARLA.CONTRIB',
      createdBy: writer.id,
      publishedAt: ago(2),
    }),
    await createStory(db, home.id, { author: '  ', createdBy: writer.id, publishedAt: ago(3) }),
  ];
  // Hers, but not under her byline, or not published: not on her page.
  guestColumn = await createStory(db, home.id, {
    author: 'Guest Columnist',
    createdBy: writer.id,
    publishedAt: ago(4),
  });
  await createStory(db, home.id, { author: null, createdBy: writer.id, status: 'draft' });
  await createStory(db, home.id, { author: null, createdBy: writer.id, status: 'archived' });
  // Written for the other publication only.
  await createStory(db, rival.id, { author: null, createdBy: rivalWriter.id });
  await createStory(db, rival.id, { author: null, createdBy: writer.id, title: 'Rival scoop' });

  // A picture the server has, uploaded as the article editor stores them.
  const folder = path.join(uploadsDir, 'articles', String(home.id));
  await mkdir(folder, { recursive: true });
  const webp = await sharp({
    create: { width: 800, height: 450, channels: 3, background: '#336699' },
  })
    .webp()
    .toBuffer();
  await writeFile(path.join(folder, 'cover.webp'), webp);
  pictured = await createStory(db, home.id, {
    imageUrl: `/uploads/articles/${home.id}/cover.webp`,
    author: 'Wire Desk',
    publishedAt: ago(5),
  });
});

afterAll(async () => {
  await ctx.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const get = (url: string, tenant = 'helionews') =>
  ctx.app.inject({ url, headers: { 'x-tenant-id': tenant } });

describe('GET /api/authors/{username}', () => {
  it("gives the author's public profile and their published stories, newest first", async () => {
    const response = await get('/api/authors/carla.contrib');
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthorPageResponse>();
    expect(body.author).toEqual({
      username: 'carla.contrib',
      name: 'Carla Contreras',
      display_name: 'Carla Contreras',
      story_count: 3,
    });
    expect(body.stories.map((story) => story.id)).toEqual(bylined.map((story) => story.id));
    expect(body).toMatchObject({ total: 3, page: 1, page_size: 10 });
    for (const story of body.stories) {
      expect(story).toMatchObject({ author: 'Carla Contreras', author_username: 'carla.contrib' });
    }
  });

  it('never says more of the account than its public name and username', async () => {
    const response = await get('/api/authors/carla.contrib');
    const body = response.json<AuthorPageResponse>();
    expect(Object.keys(body.author).sort()).toEqual([
      'display_name',
      'name',
      'story_count',
      'username',
    ]);
    expect(response.body).not.toContain('carla@example.org');
    expect(response.body).not.toMatch(/email|is_admin|last_login|password|preferences/);
  });

  it('pages like the other story lists', async () => {
    const first = (await get('/api/authors/carla.contrib?page_size=2')).json<AuthorPageResponse>();
    const second = (
      await get('/api/authors/carla.contrib?page=2&page_size=2')
    ).json<AuthorPageResponse>();
    expect(first.stories.map((s) => s.id)).toEqual([bylined[0]?.id, bylined[1]?.id]);
    expect(second.stories.map((s) => s.id)).toEqual([bylined[2]?.id]);
    expect([first.total, second.total, second.page, second.page_size]).toEqual([3, 3, 2, 2]);
    const beyond = await get('/api/authors/carla.contrib?page=5&page_size=2');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json<AuthorPageResponse>().stories).toEqual([]);
    expect((await get('/api/authors/carla.contrib?page_size=0')).statusCode).toBe(422);
  });

  it('finds the author whatever the letter case of the address', async () => {
    const response = await get('/api/authors/Carla.CONTRIB');
    expect(response.statusCode).toBe(200);
    expect(response.json<AuthorPageResponse>().author.username).toBe('carla.contrib');
  });

  it('is a 404 for an unknown username and for an account with no published story here', async () => {
    const missing = await get('/api/authors/nobody-at-all');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Author not found' });
    const readerOnly = await get(`/api/authors/${reader.username}`);
    expect(readerOnly.statusCode).toBe(404);
    expect(readerOnly.body).toBe(missing.body);
    expect((await get(`/api/authors/${'x'.repeat(65)}`)).statusCode).toBe(422);
  });

  it("is a 404 for another publication's author, and shows each publication only its own stories", async () => {
    const foreign = await get(`/api/authors/${rivalWriter.username}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe((await get('/api/authors/nobody-at-all')).body);

    const atRival = await get(`/api/authors/${rivalWriter.username}`, 'rival');
    expect(atRival.statusCode).toBe(200);
    // The writer wrote for both: each publication lists only what it published.
    const carlaAtRival = (
      await get('/api/authors/carla.contrib', 'rival')
    ).json<AuthorPageResponse>();
    expect(carlaAtRival.stories.map((s) => s.title)).toEqual(['Rival scoop']);
    expect(carlaAtRival.author.story_count).toBe(1);
  });

  it('is gone once the last of the stories is no longer published', async () => {
    const { db } = ctx.database;
    const lone = (await createUserWithSession(db)).user;
    const story = await createStory(db, home.id, { author: null, createdBy: lone.id });
    expect((await get(`/api/authors/${lone.username}`)).statusCode).toBe(200);
    await db.update(stories).set({ status: 'archived' }).where(eq(stories.id, story.id));
    // Every editorial write bumps the content version with what it changed (here: anything).
    // On PostgreSQL the node hears it through NOTIFY, a moment after the bump.
    await createContentRepository(db).bumpVersion(home.id, ANYTHING);
    await expect
      .poll(async () => (await get(`/api/authors/${lone.username}`)).statusCode, {
        timeout: 5_000,
      })
      .toBe(404);
  });
});

describe('bylines in the story lists', () => {
  it("name the author's account where the byline is theirs, and nobody's elsewhere", async () => {
    const list = (await get('/api/stories?page_size=50')).json<StoryListResponse>();
    const byId = new Map(list.stories.map((story) => [story.id, story]));
    expect(byId.get(bylined[1]?.id ?? 0)?.author_username).toBe('carla.contrib');
    expect(byId.get(guestColumn.id)).toMatchObject({
      author: 'Guest Columnist',
      author_username: null,
    });
    expect(byId.get(pictured.id)).toMatchObject({ author: 'Wire Desk', author_username: null });

    const story = (await get(`/api/stories/${bylined[0]?.id}`)).json<Story>();
    expect(story.author_username).toBe('carla.contrib');

    const found = (await get('/api/search?q=story')).json<SearchResponse>();
    const hit = found.stories.find((s) => s.id === bylined[0]?.id);
    expect(hit?.author_username).toBe('carla.contrib');
  });
});

describe("a story's picture sizes", () => {
  it('lists the file the server has of the picture with its real size', async () => {
    const story = (await get(`/api/stories/${pictured.id}`)).json<Story>();
    expect(story.image_sizes).toEqual([
      { url: `/uploads/articles/${home.id}/cover.webp`, width: 800, height: 450 },
    ]);
  });

  it('lists none for a picture that is not here', async () => {
    const { db } = ctx.database;
    const elsewhere = await createStory(db, home.id, {
      imageUrl: 'https://images.example.org/photo.jpg',
    });
    const missing = await createStory(db, home.id, {
      imageUrl: `/uploads/articles/${home.id}/gone.webp`,
    });
    for (const id of [elsewhere.id, missing.id, bylined[0]?.id ?? 0]) {
      expect((await get(`/api/stories/${id}`)).json<Story>().image_sizes, String(id)).toEqual([]);
    }
  });
});

describe('the pages sitemap', () => {
  it("lists the publication's author pages, and only its own", async () => {
    const home = (await get('/sitemap-pages.xml')).body;
    expect(home).toContain('/author/carla.contrib</loc>');
    expect(home).not.toContain(`/author/${rivalWriter.username}<`);
    expect(home).not.toContain(`/author/${reader.username}<`);
    // A crawler reaches a publication by its address, not by a header.
    const atRival = (await get('/tenant/rival/sitemap-pages.xml')).body;
    expect(atRival).toContain(`/author/${rivalWriter.username}</loc>`);
  });
});
