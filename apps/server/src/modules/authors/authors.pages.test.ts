import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type StoryRow, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createStory, createTenant, createUserWithSession } from '../../test/factories.js';
import { ensureWebBuild, WEB_DIST_DIR } from '../../test/web-build.js';

/** The author page and the story page's byline as the server renders them (the real bundle). */
let ctx: TestContext;
let uploadsDir: string;
let home: TenantRow;
let space: TenantRow;
let pictured: StoryRow;
let guest: StoryRow;
let stories: StoryRow[];
let readerName: string;

const HOUR = 3_600_000;

beforeAll(async () => {
  ensureWebBuild();
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'author-pages-'));
  ctx = await createTestApp({
    webDistDir: WEB_DIST_DIR,
    uploadsDir,
    publicUrl: 'https://news.example.org',
  });
  const { db } = ctx.database;
  home = await createTenant(db, { slug: 'helionews', displayName: 'HelioNews Daily' });
  space = await createTenant(db, { slug: 'space', displayName: 'Orbital Dispatch' });
  const writer = (await createUserWithSession(db)).user;
  await db
    .update(users)
    .set({ username: 'ada.reporter', displayName: 'Ada Reporter', email: 'ada@example.org' })
    .where(eq(users.id, writer.id));
  readerName = (await createUserWithSession(db)).user.username;

  const folder = path.join(uploadsDir, 'articles', String(home.id));
  await mkdir(folder, { recursive: true });
  await writeFile(
    path.join(folder, 'bridge.webp'),
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#204060' } })
      .webp()
      .toBuffer(),
  );
  // Fourteen stories: a first page of twelve and a second of two.
  stories = [];
  for (let index = 0; index < 14; index += 1) {
    stories.push(
      await createStory(db, home.id, {
        title: `Ada's story ${index + 1}`,
        author: null,
        createdBy: writer.id,
        publishedAt: new Date(Date.now() - (index + 1) * HOUR),
        ...(index === 0 ? { imageUrl: `/uploads/articles/${home.id}/bridge.webp` } : {}),
      }),
    );
  }
  pictured = stories[0] as StoryRow;
  guest = await createStory(db, home.id, {
    title: 'A column by a guest',
    author: 'Guest Columnist',
    createdBy: writer.id,
  });
  await createStory(db, space.id, { title: 'Docking', author: null, createdBy: writer.id });
}, 300_000);

afterAll(async () => {
  await ctx?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? 'null') as Record<string, unknown>,
  );
}

describe('the author page, rendered by the server', () => {
  it('has its title, canonical address, description and a ProfilePage of the Person', async () => {
    const response = await get('/author/ada.reporter');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Ada Reporter | HelioNews Daily</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://news.example.org/author/ada.reporter">',
    );
    expect(html).toContain(
      '<meta name="description" content="The stories Ada Reporter wrote for HelioNews Daily, newest first.">',
    );
    expect(html).toContain('>Ada Reporter</bdi></h1>');
    expect(html).toContain('14 published stories');
    expect(html).not.toContain('ada@example.org');
    const profile = jsonLd(html).find((block) => block['@type'] === 'ProfilePage');
    expect(profile).toMatchObject({
      '@context': 'https://schema.org',
      url: 'https://news.example.org/author/ada.reporter',
      mainEntity: {
        '@type': 'Person',
        name: 'Ada Reporter',
        alternateName: 'ada.reporter',
        url: 'https://news.example.org/author/ada.reporter',
        agentInteractionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/WriteAction',
          userInteractionCount: 14,
        },
      },
    });
    const crumbs = jsonLd(html).find((block) => block['@type'] === 'BreadcrumbList');
    expect(JSON.stringify(crumbs)).toContain(
      '"item":"https://news.example.org/author/ada.reporter"',
    );
  });

  it('shows twelve stories a page, newest first, with links to the other page', async () => {
    const first = (await get('/author/ada.reporter')).body;
    expect(first).toContain('Ada&#x27;s story 1<');
    expect(first).toContain('Ada&#x27;s story 12<');
    expect(first).not.toContain('Ada&#x27;s story 13<');
    expect(first).toContain('Page 1 of 2');
    expect(first).toMatch(
      /<a [^>]*href="\/author\/ada.reporter\?page=2"[^>]*rel="next"|<a [^>]*rel="next"[^>]*href="\/author\/ada.reporter\?page=2"/,
    );
    // Her column under another name is not hers to list.
    expect(first).not.toContain('A column by a guest');

    const second = await get('/author/ada.reporter?page=2');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('Ada&#x27;s story 14<');
    expect(second.body).toContain('<title>Ada Reporter, page 2 | HelioNews Daily</title>');
    expect(second.body).toContain(
      '<link rel="canonical" href="https://news.example.org/author/ada.reporter?page=2">',
    );
  });

  it('says so on a page past the last of the stories', async () => {
    const past = await get('/author/ada.reporter?page=9');
    expect(past.statusCode).toBe(200);
    expect(past.body).toContain('No stories on this page');
  });

  it('is a 404 with its own title for a reader, an unknown name and another publication', async () => {
    for (const url of [`/author/${readerName}`, '/author/nobody-here', '/tenant/space/author/x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>Author not found |');
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
    }
    // The writer wrote one story for the other publication: its page lists only that one.
    const atSpace = await get('/tenant/space/author/ada.reporter');
    expect(atSpace.statusCode).toBe(200);
    expect(atSpace.body).toContain('1 published story');
    expect(atSpace.body).toContain(
      '<link rel="canonical" href="https://news.example.org/tenant/space/author/ada.reporter">',
    );
  });
});

describe("a story's byline and JSON-LD", () => {
  it("link the author's page and list the picture's sizes", async () => {
    const html = (await get(`/story/${pictured.id}`)).body;
    expect(html).toMatch(/By <a [^>]*href="\/author\/ada.reporter"[^>]*>Ada Reporter<\/a>/);
    const article = jsonLd(html).find((block) => block['@type'] === 'NewsArticle');
    expect(article?.author).toEqual({
      '@type': 'Person',
      name: 'Ada Reporter',
      url: 'https://news.example.org/author/ada.reporter',
    });
    expect(article?.image).toEqual([
      {
        '@type': 'ImageObject',
        url: `https://news.example.org/uploads/articles/${home.id}/bridge.webp`,
        width: 1600,
        height: 900,
      },
    ]);
  });

  it('keep a byline typed under another name as text', async () => {
    const html = (await get(`/story/${guest.id}`)).body;
    expect(html).toContain('By Guest Columnist');
    expect(html).not.toContain('href="/author/');
    const article = jsonLd(html).find((block) => block['@type'] === 'NewsArticle');
    expect(article?.author).toEqual({ '@type': 'Person', name: 'Guest Columnist' });
  });

  it("link the cards' bylines on the front page", async () => {
    const html = (await get('/')).body;
    expect(html).toMatch(/<a [^>]*href="\/author\/ada.reporter"[^>]*>Ada Reporter<\/a>/);
  });
});
