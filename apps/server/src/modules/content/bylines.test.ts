import type {
  AdminArticle,
  SearchResponse,
  Story,
  StoryListResponse,
  UserProfile,
} from '@helionews/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { tenants, users, type StoryRow, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer } from '../../test/auth.js';
import { createMember, createStory, createTenant } from '../../test/factories.js';
import { ensureWebBuild, WEB_DIST_DIR } from '../../test/web-build.js';
import { bylineOf } from './bylines.js';
import { bylineSql } from './content.repository.js';

/** The story page's byline: "By" and the name, linked to the writer's author page. */
const linkedByline = (name: string) =>
  new RegExp(`By <a [^>]*href="/author/carla\\.contrib"[^>]*>${name.replace('.', '\\.')}</a>`);

describe('bylineOf', () => {
  const carla = { username: 'carla.contrib', displayName: 'Carla Contreras' };
  const nameless = { username: 'carla.contrib', displayName: null };

  it("signs with the writer's display name, else their username, when nothing is typed", () => {
    expect(bylineOf(null, carla)).toBe('Carla Contreras');
    expect(bylineOf('  ', carla)).toBe('Carla Contreras');
    expect(bylineOf(null, nameless)).toBe('carla.contrib');
  });

  it("reads the writer's own username, as the editor used to fill it in, as the writer", () => {
    expect(bylineOf('carla.contrib', carla)).toBe('Carla Contreras');
    expect(bylineOf('Carla.Contrib', carla)).toBe('Carla Contreras');
  });

  it('keeps a name typed for someone else, and the author of a story nobody here wrote', () => {
    expect(bylineOf('Guest Columnist', carla)).toBe('Guest Columnist');
    expect(bylineOf('Wire Reporter', null)).toBe('Wire Reporter');
    expect(bylineOf(null, null)).toBeNull();
  });
});

const PUBLIC_URL = 'https://news.example.org';

let ctx: TestContext;
let home: TenantRow;
let other: TenantRow;
let quiet: TenantRow;
let writer: { id: number; token: string };
/** A contributor whose only article is still a draft: no reader sees their name. */
let drafter: { id: number; token: string };
let admin: { token: string };
let own: StoryRow;
let typedUsername: StoryRow;
let guest: StoryRow;
let wire: StoryRow;
let elsewhere: StoryRow;

beforeAll(async () => {
  ensureWebBuild();
  ctx = await createTestApp({ webDistDir: WEB_DIST_DIR, publicUrl: PUBLIC_URL });
  const { db } = ctx.database;
  home = await createTenant(db, { slug: 'helionews', displayName: 'HelioNews Daily' });
  other = await createTenant(db, { slug: 'other' });
  quiet = await createTenant(db, { slug: 'quiet' });
  const member = await createMember(db, home.id, 'contributor');
  await db.update(users).set({ username: 'carla.contrib' }).where(eq(users.id, member.user.id));
  writer = { id: member.user.id, token: member.token };
  const drafting = await createMember(db, quiet.id, 'contributor');
  drafter = { id: drafting.user.id, token: drafting.token };
  admin = { token: (await createMember(db, home.id, 'admin')).token };

  const article = (tenantId: number, title: string, author: string | null, createdBy: number) =>
    createStory(db, tenantId, { title, author, createdBy, origin: 'editorial' });
  own = await article(home.id, 'Pollinator drones map the orchard', null, writer.id);
  typedUsername = await article(home.id, 'Harbour ferries return', 'carla.contrib', writer.id);
  guest = await article(home.id, 'A letter from the valley', 'Guest Columnist', writer.id);
  wire = await createStory(db, home.id, {
    title: 'Wire item about tides',
    author: 'Wire Reporter',
    origin: 'feed',
    sourceName: 'Helio Wire',
  });
  elsewhere = await article(other.id, 'Second paper, same writer', null, writer.id);
  await createStory(db, quiet.id, {
    title: 'Not yet',
    author: null,
    createdBy: drafter.id,
    status: 'draft',
    publishedAt: null,
  });
}, 300_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, tenant = 'helionews', token?: string) =>
  ctx.app.inject({
    url,
    headers: { 'x-tenant-id': tenant, ...(token === undefined ? {} : bearer(token)) },
  });
const renameSelf = (token: string, displayName: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/user/profile',
    headers: bearer(token),
    payload: { display_name: displayName },
  });
const authorOf = async (story: StoryRow, tenant = 'helionews') =>
  (await get(`/api/stories/${story.id}`, tenant)).json<Story>().author;
const versions = async () => {
  const rows = await ctx.database.db
    .select({ slug: tenants.slug, version: tenants.contentVersion })
    .from(tenants);
  return Object.fromEntries(rows.map((row) => [row.slug, row.version]));
};

describe('bylines of the articles a user writes', () => {
  it('show the username while the writer has no display name', async () => {
    expect(await authorOf(own)).toBe('carla.contrib');
    expect(await authorOf(typedUsername)).toBe('carla.contrib');
  });

  it('show the display name wherever readers see the byline, once the writer sets one', async () => {
    expect((await renameSelf(writer.token, 'Carla Contreras')).statusCode).toBe(200);

    // The story API (and so the page's data), for the article and for one signed with the
    // username the editor used to fill in.
    expect(await authorOf(own)).toBe('Carla Contreras');
    expect(await authorOf(typedUsername)).toBe('Carla Contreras');
    expect(await authorOf(elsewhere, 'other')).toBe('Carla Contreras');
    // A name typed for someone else, and a feed item's author, stay as they are.
    expect(await authorOf(guest)).toBe('Guest Columnist');
    expect(await authorOf(wire)).toBe('Wire Reporter');

    // Lists, search and related stories.
    const list = (await get('/api/stories?page_size=50')).json<StoryListResponse>();
    const listed = Object.fromEntries(list.stories.map((story) => [story.id, story.author]));
    expect(listed).toMatchObject({
      [own.id]: 'Carla Contreras',
      [typedUsername.id]: 'Carla Contreras',
      [guest.id]: 'Guest Columnist',
      [wire.id]: 'Wire Reporter',
    });
    const found = (await get('/api/search?q=orchard')).json<SearchResponse>();
    expect(found.stories.map((story) => [story.id, story.author])).toEqual([
      [own.id, 'Carla Contreras'],
    ]);

    // The server-rendered story page: the byline and the JSON-LD author.
    const page = await get(`/story/${own.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(linkedByline('Carla Contreras'));
    // The username is the author page's address, and shown nowhere else.
    expect(page.body.replaceAll('/author/carla.contrib', '')).not.toContain('carla.contrib');
    expect(page.body).toMatch(
      /"author":\{"@type":"Person","name":"Carla Contreras","url":"https?:\/\/[^"]+\/author\/carla\.contrib"\}/,
    );
    expect(page.body).toContain('<meta property="article:author" content="Carla Contreras">');

    // The RSS and Atom feeds.
    for (const feed of ['/rss.xml', '/atom.xml']) {
      const xml = (await get(feed)).body;
      expect(xml, feed).toContain('Carla Contreras');
      expect(xml, feed).not.toContain('carla.contrib');
    }

    // The back-office: the byline readers see, beside the typed author and the writer.
    const inAdmin = (
      await get(`/api/admin/articles/${typedUsername.id}`, 'helionews', admin.token)
    ).json<AdminArticle>();
    expect(inAdmin).toMatchObject({
      author: 'carla.contrib',
      byline: 'Carla Contreras',
      created_by: { id: writer.id, username: 'carla.contrib', display_name: 'Carla Contreras' },
    });
  });

  it('fall back to the username again when the display name is cleared', async () => {
    expect((await renameSelf(writer.token, '')).json<UserProfile>().display_name).toBeNull();
    expect(await authorOf(own)).toBe('carla.contrib');
    expect((await get(`/story/${own.id}`)).body).toMatch(linkedByline('carla.contrib'));
  });

  it('agree between the SQL the reader queries use and the back-office mapper', async () => {
    const cases: [string | null, number | null][] = [
      [null, writer.id],
      ['', writer.id],
      ['CARLA.CONTRIB', writer.id],
      ['Guest Columnist', writer.id],
      ['Wire Reporter', null],
      [null, null],
    ];
    await ctx.database.db
      .update(users)
      .set({ displayName: 'Carla Contreras' })
      .where(eq(users.id, writer.id));
    for (const [author, createdBy] of cases) {
      const result = await ctx.database.db.execute(
        sql`select ${bylineSql(sql`${author}::text`, sql`${createdBy}::bigint`)} as "byline"`,
      );
      const [row] = rowsOf<{ byline: string | null }>(result);
      const writerRow =
        createdBy === null ? null : { username: 'carla.contrib', displayName: 'Carla Contreras' };
      expect(row?.byline, JSON.stringify([author, createdBy])).toBe(bylineOf(author, writerRow));
    }
    await ctx.database.db.update(users).set({ displayName: null }).where(eq(users.id, writer.id));
  });
});

describe('a new display name reaches cached pages', () => {
  it("refreshes the publications where the writer's articles are published, in the same write", async () => {
    // Cached: the second read is served from memory.
    for (const url of [`/api/stories/${own.id}`, `/story/${own.id}`, '/rss.xml']) {
      await get(url);
      expect((await get(url)).headers['x-cache'], url).toBe('HIT');
    }
    const before = await versions();

    expect((await renameSelf(writer.token, 'Carla C.')).statusCode).toBe(200);

    const after = await versions();
    expect(after['helionews']).toBe((before['helionews'] ?? 0) + 1);
    expect(after['other']).toBe((before['other'] ?? 0) + 1);
    // Nothing of this writer is published there.
    expect(after['quiet']).toBe(before['quiet']);
    expect(await authorOf(own)).toBe('Carla C.');
    expect((await get(`/story/${own.id}`)).body).toMatch(linkedByline('Carla C.'));
    expect((await get('/rss.xml')).body).toContain('Carla C.');
  });

  it('refreshes them when an admin renames the writer too', async () => {
    await get(`/api/stories/${own.id}`);
    const before = await versions();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${writer.id}`,
      headers: { 'x-tenant-id': 'helionews', ...bearer(admin.token) },
      payload: { display_name: 'Carla Contreras' },
    });
    // The writer also belongs to no other publication's roles, so this tenant's admin may.
    expect(response.statusCode).toBe(200);
    expect((await versions())['helionews']).toBe((before['helionews'] ?? 0) + 1);
    expect(await authorOf(own)).toBe('Carla Contreras');
  });

  it('leaves every publication alone when nothing of the user is published, or nothing changed', async () => {
    const before = await versions();
    expect((await renameSelf(drafter.token, 'Dora Drafter')).statusCode).toBe(200);
    expect((await renameSelf(writer.token, 'Carla Contreras')).statusCode).toBe(200);
    expect(await versions()).toEqual(before);
  });
});
