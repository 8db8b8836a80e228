import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryRow, StoryRow, TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createCategory, createStory, createTenant } from '../../test/factories.js';
import { sitemapRuleViolations } from './sitemap-rules.test-support.js';

/**
 * Route tests of the crawler files: every document is parsed with a real XML parser, feeds with a
 * feed reader's (rss-parser), sitemaps checked against the sitemaps.org rules.
 */

const PUBLIC_URL = 'https://news.example.org';
const ALPHA_BASE = `${PUBLIC_URL}/tenant/alpha`;
const HOUR = 3_600_000;
const CANARY = 'CANARY-BETA';
/** Markup, quotes, CDATA ends and a control character, in one headline. */
const HOSTILE = `Tom & Jerry <script>alert("x")</script> 'quoted' ]]> twice ]]> done\u0001`;
const HOSTILE_CLEAN = `Tom & Jerry <script>alert("x")</script> 'quoted' ]]> twice ]]> done`;

/** The elements that repeat, by path: parsed as arrays even when there is one. */
const ARRAYS = new Set([
  'urlset.url',
  'sitemapindex.sitemap',
  'rss.channel.item',
  'rss.channel.item.category',
  'rss.channel.item.author',
  'feed.link',
  'feed.entry',
  'feed.entry.link',
  'feed.entry.category',
  'feed.entry.author',
]);
/** A feed reader's view of a feed, with the elements this one carries beyond RSS 2.0. */
const feedReader = new Parser<object, { creator?: string; mediaContent?: unknown }>({
  customFields: { item: [['media:content', 'mediaContent']] },
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name, path) => ARRAYS.has(String(path)),
});

/** What a reader shows for text in an HTML field (Atom type="html", RSS description). */
const fromHtml = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The parsed documents, as far as the tests read them ("@" marks an attribute). */
interface SitemapEntry {
  loc: string;
  lastmod?: string;
}
interface NewsEntry extends SitemapEntry {
  'news:news': {
    'news:publication': { 'news:name': string; 'news:language': string };
    'news:publication_date': string;
    'news:title': string;
  };
}
interface SitemapIndexDoc {
  sitemapindex: { sitemap: SitemapEntry[] };
}
interface UrlsetDoc<Entry = SitemapEntry> {
  /** Absent when the sitemap is empty. */
  urlset: { '@xmlns:news'?: string; url: Entry[] };
}
interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@isPermaLink': string };
  pubDate: string;
  description?: string;
  author?: string[];
  'dc:creator'?: { '#text': string; '@xmlns:dc': string };
  category: { '#text': string; '@domain': string }[];
  enclosure?: { '@url': string; '@type': string; '@length': string };
  'media:content': { '@url': string; '@type'?: string; '@fileSize'?: string };
}
interface RssDoc {
  rss: {
    '@version': string;
    channel: {
      title: string;
      link: string;
      language: string;
      description: string;
      image: { url: string };
      'atom:link': { '@href': string };
      item: RssItem[];
    };
  };
}
interface AtomEntry {
  title: { '@type': string; '#text': string };
  summary: { '@type': string; '#text': string };
  id: string;
  link: { '@rel'?: string; '@href': string; '@type'?: string; '@length'?: string }[];
  published: string;
  author: { name: string }[];
  category: { '@term': string; '@label'?: string }[];
}
interface AtomDoc {
  feed: {
    '@xmlns': string;
    title: string;
    id: string;
    link: { '@rel': string; '@href': string }[];
    entry: AtomEntry[];
  };
}

/** The first of a list, which the test needs to exist. */
function first<T>(list: readonly T[] | undefined): T {
  const [head] = list ?? [];
  if (head === undefined) throw new Error('expected a non-empty list');
  return head;
}

let ctx: TestContext;
let home: TenantRow;
let alpha: TenantRow;
let beta: TenantRow;
let world: CategoryRow;
let sport: CategoryRow;
let betaDesk: CategoryRow;
let hostile: StoryRow;
let inWindow: StoryRow;
let outOfWindow: StoryRow;
let fromFeed: StoryRow;
let marchFirst: StoryRow;
let marchLast: StoryRow;
let april: StoryRow;
let hidden: StoryRow[];
let betaStory: StoryRow;
let homeStory: StoryRow;
let seedPicture: StoryRow;
/** DATA_DIR/uploads and the built web app: where the stories' own pictures are files. */
let files: string;
/** The bytes of the pictures the server serves from files: an enclosure says their length. */
const UPLOADED_PICTURE = Buffer.alloc(3_217, 7);
const SEED_PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"></svg>\n';

beforeAll(async () => {
  files = await mkdtemp(path.join(os.tmpdir(), 'helionews-seo-'));
  await mkdir(path.join(files, 'uploads', 'articles', 'alpha'), { recursive: true });
  await writeFile(path.join(files, 'uploads', 'articles', 'alpha', 'pic.webp'), UPLOADED_PICTURE);
  await mkdir(path.join(files, 'web', 'seed', 'helionews'), { recursive: true });
  await writeFile(path.join(files, 'web', 'seed', 'helionews', 'orbit.svg'), SEED_PICTURE);
  ctx = await createTestApp({
    publicUrl: PUBLIC_URL,
    uploadsDir: path.join(files, 'uploads'),
    webDistDir: path.join(files, 'web'),
  });
  const { db } = ctx.database;
  home = await createTenant(db, { slug: 'helionews', displayName: 'HelioNews' });
  alpha = await createTenant(db, {
    slug: 'alpha',
    displayName: 'Alpha & <Times>',
    siteSettings: { default_language: 'fr', tagline: 'News from alpha' },
    logoUrl: '/uploads/logos/alpha/logo.png',
  });
  beta = await createTenant(db, { slug: 'beta', displayName: `${CANARY} Herald` });
  await createTenant(db, {
    slug: 'quiet',
    settings: { articles_per_page: 10, enable_comments: true, rss_enabled: false },
  });
  world = await createCategory(db, alpha.id, { slug: 'world', name: 'World & <Affairs>' });
  sport = await createCategory(db, alpha.id, { slug: 'sport', name: 'Sport' });
  betaDesk = await createCategory(db, beta.id, { slug: 'beta-desk', name: `${CANARY} desk` });

  const now = Date.now();
  // A story of alpha published, then last updated, at the given instants.
  const dated = (title: string, published: string, updated: string) =>
    createStory(db, alpha.id, {
      title,
      publishedAt: new Date(published),
      updatedAt: new Date(updated),
    });
  marchFirst = await dated('March opener', '2023-03-01T00:00:00Z', '2023-03-02T10:00:00Z');
  // Still March in UTC, whatever the database's time zone.
  marchLast = await dated('March closer', '2023-03-31T23:30:00Z', '2023-05-20T08:00:00Z');
  april = await dated('April first', '2023-04-01T00:30:00Z', '2023-04-01T00:30:00Z');
  outOfWindow = await createStory(db, alpha.id, {
    title: 'Two days and more',
    publishedAt: new Date(now - 49 * HOUR),
    categoryId: sport.id,
  });
  inWindow = await createStory(db, alpha.id, {
    title: 'Nearly two days',
    publishedAt: new Date(now - 47 * HOUR),
    categoryId: sport.id,
  });
  // Enough recent stories that a feed must stop at 20.
  for (let i = 0; i < 22; i++) {
    await createStory(db, alpha.id, {
      title: `Filler ${i}`,
      publishedAt: new Date(now - (30 - i) * HOUR),
      categoryId: world.id,
    });
  }
  fromFeed = await createStory(db, alpha.id, {
    title: 'Wire copy',
    origin: 'feed',
    author: null,
    sourceName: 'Wire Agency',
    summary: '',
    imageUrl: 'https://cdn.example.net/wire/photo?id=1&size=large',
    publishedAt: new Date(now - 2 * HOUR),
  });
  hostile = await createStory(db, alpha.id, {
    title: HOSTILE,
    summary: 'Summary with <b>tags</b> & "quotes" ]]> end',
    author: 'Ann <Author>',
    imageUrl: '/uploads/articles/alpha/pic.webp',
    categoryId: world.id,
    publishedAt: new Date(now - HOUR),
  });
  hidden = [];
  for (const status of ['draft', 'pending', 'scheduled', 'rejected', 'archived'] as const) {
    hidden.push(
      await createStory(db, alpha.id, {
        title: `HIDDEN-${status}`,
        status,
        categoryId: world.id,
        // Hostile's instant, so both fall in one month even when the run straddles midnight.
        publishedAt: new Date(now - HOUR),
      }),
    );
  }
  betaStory = await createStory(db, beta.id, {
    title: `${CANARY} headline`,
    categoryId: betaDesk.id,
    publishedAt: new Date(now - 30 * 60_000),
  });
  await createStory(db, beta.id, {
    title: `${CANARY} in March`,
    publishedAt: new Date('2023-03-15T12:00:00Z'),
  });
  homeStory = await createStory(db, home.id, { title: 'Home front page' });
  seedPicture = await createStory(db, home.id, {
    title: 'A picture of the demo',
    imageUrl: '/seed/helionews/orbit.svg',
    publishedAt: new Date(now - 3 * HOUR),
  });
});

afterAll(async () => {
  await ctx.close();
  await rm(files, { recursive: true, force: true });
});

const get = (url: string, host?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: host ? { host } : {} });

async function xml<Doc>(url: string, host?: string) {
  const response = await get(url, host);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  expect(XMLValidator.validate(response.body)).toBe(true);
  expect(response.body).not.toContain(CANARY);
  if (/sitemap[^/]*\.xml$/.test(url)) {
    // As a crawler fetched it: from the publication's host, or PUBLIC_URL's.
    const fetchedFrom = host ? `http://${host}${url}` : `${PUBLIC_URL}${url}`;
    expect(sitemapRuleViolations(response.body, fetchedFrom), url).toEqual([]);
  }
  return { response, doc: parser.parse(response.body) as Doc };
}

const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const publishedAt = (story: StoryRow) => story.publishedAt ?? story.createdAt;
const storyLoc = (base: string, story: StoryRow) => `${base}/story/${story.id}`;

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the back-office and the API, and names the sitemaps', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines.filter((line) => line.startsWith('Allow:'))).toEqual(['Allow: /']);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/news-sitemap.xml`);
  });

  it("names, on the platform's host, the sitemaps of every publication reached by path", async () => {
    // Crawlers read robots.txt at the root of a host only, never /tenant/{slug}/robots.txt.
    const lines = (await get('/robots.txt')).body.split('\n');
    for (const slug of ['alpha', 'beta', 'quiet']) {
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/tenant/${slug}/sitemap.xml`);
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/tenant/${slug}/news-sitemap.xml`);
    }
    expect(lines).not.toContain(`Sitemap: ${PUBLIC_URL}/tenant/helionews/sitemap.xml`);
    // Each sitemap named there is one, on that host, and keeps the rules.
    for (const line of lines.filter((entry) => entry.startsWith('Sitemap: '))) {
      const url = new URL(line.slice('Sitemap: '.length));
      expect(url.origin).toBe(PUBLIC_URL);
      if (url.pathname.includes('/beta/')) continue;
      await xml(url.pathname);
    }
    // A publication's own host, or its path, names its own only.
    for (const [url, host] of [
      ['/robots.txt', 'alpha.news.example.org'],
      ['/tenant/alpha/robots.txt', undefined],
    ] as const) {
      const sitemaps = (await get(url, host)).body
        .split('\n')
        .filter((line) => line.startsWith('Sitemap: '));
      expect(sitemaps, url).toHaveLength(2);
    }
  });

  it("names a prefixed tenant's sitemaps under its prefix, and a tenant host's under that host", async () => {
    const prefixed = await get('/tenant/alpha/robots.txt');
    expect(prefixed.body).toContain(`Sitemap: ${ALPHA_BASE}/sitemap.xml`);
    const hosted = await get('/robots.txt', 'alpha.news.example.org');
    expect(hosted.body).toContain('Sitemap: http://alpha.news.example.org/news-sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('indexes one sitemap per month with published stories, and the pages sitemap', async () => {
    const { response, doc } = await xml<SitemapIndexDoc>('/tenant/alpha/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemaps = doc.sitemapindex.sitemap.map((s) => ({ loc: s.loc, lastmod: s.lastmod }));
    // The months of the oldest and newest recent stories, not of the clock now: a run that
    // seeds on the 30th before midnight asserts on the 1st.
    const months = [...new Set([monthOf(publishedAt(outOfWindow)), monthOf(publishedAt(hostile))])];
    expect(sitemaps.map((s) => s.loc).sort()).toEqual(
      [
        `${ALPHA_BASE}/sitemap-pages.xml`,
        `${ALPHA_BASE}/sitemap-2023-03.xml`,
        `${ALPHA_BASE}/sitemap-2023-04.xml`,
        ...months.map((m) => `${ALPHA_BASE}/sitemap-${m}.xml`),
      ].sort(),
    );
    // lastmod: the newest change among the month's stories.
    expect(sitemaps.find((s) => s.loc.endsWith('/sitemap-2023-03.xml'))?.lastmod).toBe(
      '2023-05-20T08:00:00.000Z',
    );
    expect(sitemaps.find((s) => s.loc.endsWith('/sitemap-2023-04.xml'))?.lastmod).toBe(
      april.updatedAt.toISOString(),
    );
  });

  it('uses PUBLIC_URL for the default tenant and the tenant host when the request came through it', async () => {
    const { doc } = await xml<SitemapIndexDoc>('/sitemap.xml');
    const locs: string[] = doc.sitemapindex.sitemap.map((s) => s.loc);
    expect(locs).toContain(`${PUBLIC_URL}/sitemap-pages.xml`);
    expect(locs).toContain(`${PUBLIC_URL}/sitemap-${monthOf(publishedAt(homeStory))}.xml`);
    expect(locs).not.toContain(`${PUBLIC_URL}/sitemap-2023-03.xml`);

    const hosted = await xml<SitemapIndexDoc>('/sitemap.xml', 'alpha.news.example.org');
    const hostedLocs: string[] = hosted.doc.sitemapindex.sitemap.map((s) => s.loc);
    expect(hostedLocs).toContain('http://alpha.news.example.org/sitemap-2023-03.xml');
  });
});

describe('GET /sitemap-:month.xml', () => {
  it("lists exactly the month's published stories, with absolute URLs and lastmod", async () => {
    const { doc } = await xml<UrlsetDoc>('/tenant/alpha/sitemap-2023-03.xml');
    const urls = doc.urlset.url.map((u) => ({ loc: u.loc, lastmod: u.lastmod }));
    expect(urls).toEqual([
      { loc: storyLoc(ALPHA_BASE, marchLast), lastmod: '2023-05-20T08:00:00.000Z' },
      { loc: storyLoc(ALPHA_BASE, marchFirst), lastmod: '2023-03-02T10:00:00.000Z' },
    ]);
    const april = await xml<UrlsetDoc>('/tenant/alpha/sitemap-2023-04.xml');
    expect(april.doc.urlset.url).toHaveLength(1);
  });

  it('never lists unpublished stories', async () => {
    const { response } = await xml(`/tenant/alpha/sitemap-${monthOf(publishedAt(hostile))}.xml`);
    expect(response.body).toContain(storyLoc(ALPHA_BASE, hostile));
    for (const story of hidden) expect(response.body).not.toContain(`/story/${story.id}<`);
    expect(response.body).not.toContain(`/story/${betaStory.id}<`);
  });

  it('is a 404 for a month the index does not list (no story published in it)', async () => {
    for (const url of ['/tenant/alpha/sitemap-1999-12.xml', '/tenant/alpha/sitemap-2023-05.xml']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
    // beta published in March 2023; the month is in beta's index, not in the default's.
    expect((await get('/sitemap-2023-03.xml')).statusCode).toBe(404);
    const { doc } = await xml<SitemapIndexDoc>('/tenant/alpha/sitemap.xml');
    for (const { loc } of doc.sitemapindex.sitemap) {
      const listed = new URL(loc).pathname;
      expect((await get(listed)).statusCode, listed).toBe(200);
    }
  });

  it('is a plain-text 404 for anything that is not a month', async () => {
    for (const name of ['2023-13', '2023-00', '2023-3', 'abcd-01', '2023-03-01', 'pages2']) {
      const response = await get(`/tenant/alpha/sitemap-${name}.xml`);
      expect(response.statusCode, name).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });
});

describe('GET /sitemap-pages.xml', () => {
  it('lists the home page and every category page', async () => {
    const { doc } = await xml<UrlsetDoc>('/tenant/alpha/sitemap-pages.xml');
    const locs: string[] = doc.urlset.url.map((u) => u.loc);
    expect(locs).toEqual([
      `${ALPHA_BASE}/`,
      `${ALPHA_BASE}/category/world`,
      `${ALPHA_BASE}/category/sport`,
    ]);
    for (const url of doc.urlset.url) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('GET /news-sitemap.xml', () => {
  it('lists the published stories of the last 48 hours in Google News format', async () => {
    const { response, doc } = await xml<UrlsetDoc<NewsEntry>>('/tenant/alpha/news-sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(doc.urlset['@xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    const urls = doc.urlset.url;
    const locs: string[] = urls.map((u) => u.loc);
    expect(locs).toContain(storyLoc(ALPHA_BASE, inWindow));
    expect(locs).toContain(storyLoc(ALPHA_BASE, hostile));
    expect(locs).not.toContain(storyLoc(ALPHA_BASE, outOfWindow));
    expect(locs).not.toContain(storyLoc(ALPHA_BASE, marchFirst));
    for (const story of hidden) expect(locs).not.toContain(storyLoc(ALPHA_BASE, story));
    // 22 fillers of the last 30 hours, the wire copy, the hostile one and the 47-hour one.
    expect(urls).toHaveLength(25);

    const entry = first(urls.filter((u) => u.loc === storyLoc(ALPHA_BASE, hostile)));
    const news = entry['news:news'];
    expect(news['news:publication']['news:name']).toBe('Alpha & <Times>');
    expect(news['news:publication']['news:language']).toBe('fr');
    expect(news['news:title']).toBe(HOSTILE_CLEAN);
    expect(news['news:publication_date']).toBe(publishedAt(hostile).toISOString());
  });

  it("uses 'en' when a tenant has no site language saved", async () => {
    const { doc } = await xml<UrlsetDoc<NewsEntry>>('/news-sitemap.xml');
    expect(first(doc.urlset.url)['news:news']['news:publication']['news:language']).toBe('en');
    expect(first(doc.urlset.url)['news:news']['news:publication']['news:name']).toBe('HelioNews');
  });
});

describe('GET /rss.xml', () => {
  it('is an RSS 2.0 feed of the latest 20 published stories', async () => {
    const { response, doc } = await xml<RssDoc>('/tenant/alpha/rss.xml');
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(doc.rss['@version']).toBe('2.0');
    const channel = doc.rss.channel;
    expect(channel.title).toBe('Alpha & <Times>');
    expect(channel.link).toBe(`${ALPHA_BASE}/`);
    expect(channel.language).toBe('fr');
    expect(channel.description).toBe('News from alpha');
    expect(channel.image.url).toBe(`${PUBLIC_URL}/uploads/logos/alpha/logo.png`);
    expect(channel['atom:link']['@href']).toBe(`${ALPHA_BASE}/rss.xml`);

    const items = channel.item;
    expect(items).toHaveLength(20);
    expect(items.slice(0, 2).map((item) => item.link)).toEqual([
      storyLoc(ALPHA_BASE, hostile),
      storyLoc(ALPHA_BASE, fromFeed),
    ]);
    const links: string[] = items.map((item) => item.link);
    for (const story of [...hidden, betaStory, outOfWindow, inWindow]) {
      expect(links).not.toContain(storyLoc(ALPHA_BASE, story));
    }
  });

  it('carries every field of an item, hostile text intact', async () => {
    const { doc } = await xml<RssDoc>('/tenant/alpha/rss.xml');
    const item = first(doc.rss.channel.item);
    const wire = first(doc.rss.channel.item.slice(1));
    expect(item.title).toBe(HOSTILE_CLEAN);
    expect(item.guid['#text']).toBe(storyLoc(ALPHA_BASE, hostile));
    expect(new Date(item.pubDate).toISOString()).toBe(
      new Date(Math.floor(publishedAt(hostile).getTime() / 1000) * 1000).toISOString(),
    );
    expect(fromHtml(item.description ?? '')).toBe('Summary with <b>tags</b> & "quotes" ]]> end');
    // RSS's <author> is an email address: the byline is Dublin Core's creator.
    expect(item.author).toBeUndefined();
    expect(item['dc:creator']).toEqual({
      '#text': 'Ann <Author>',
      '@xmlns:dc': 'http://purl.org/dc/elements/1.1/',
    });
    expect(first(item.category)['#text']).toBe('World & <Affairs>');
    expect(first(item.category)['@domain']).toBe(`${ALPHA_BASE}/category/world`);
    // The uploaded picture is a file of this server's: its real length and type.
    expect(item.enclosure).toEqual({
      '@url': `${PUBLIC_URL}/uploads/articles/alpha/pic.webp`,
      '@type': 'image/webp',
      '@length': String(UPLOADED_PICTURE.length),
    });
    expect(item['media:content']).toMatchObject({
      '@url': `${PUBLIC_URL}/uploads/articles/alpha/pic.webp`,
      '@type': 'image/webp',
      '@fileSize': String(UPLOADED_PICTURE.length),
    });

    // A feed item: the source stands in for the author; a query string survives escaping.
    expect(wire['dc:creator']?.['#text']).toBe('Wire Agency');
    // Another site's picture: its size is not known without fetching it, so no enclosure.
    expect(wire.enclosure).toBeUndefined();
    expect(wire['media:content']['@url']).toBe(
      'https://cdn.example.net/wire/photo?id=1&size=large',
    );
    expect(wire['media:content']['@type']).toBeUndefined();
    expect(wire.description).toBeUndefined();
  });

  it('reads as a feed reader reads it (rss-parser)', async () => {
    const body = (await get('/tenant/alpha/rss.xml')).body;
    const feed = await feedReader.parseString(body);
    expect(feed.title).toBe('Alpha & <Times>');
    expect(feed.items).toHaveLength(20);
    const [item, wire] = feed.items;
    expect(item).toMatchObject({
      title: HOSTILE_CLEAN,
      link: storyLoc(ALPHA_BASE, hostile),
      creator: 'Ann <Author>',
      enclosure: {
        url: `${PUBLIC_URL}/uploads/articles/alpha/pic.webp`,
        length: String(UPLOADED_PICTURE.length),
        type: 'image/webp',
      },
    });
    expect(wire).toMatchObject({ creator: 'Wire Agency', title: 'Wire copy' });
    expect(wire?.enclosure).toBeUndefined();
    expect(wire?.mediaContent).toBeDefined();
    // An item without a picture or a byline has neither.
    const plain = feed.items.find((entry) => entry.title === 'Filler 21');
    expect(plain?.enclosure).toBeUndefined();
  });

  it("gives an SVG picture of the demo its type and length, from the built app's file", async () => {
    const body = (await get('/rss.xml')).body;
    const item = (await feedReader.parseString(body)).items.find(
      (entry) => entry.link === storyLoc(PUBLIC_URL, seedPicture),
    );
    expect(item?.enclosure).toEqual({
      url: `${PUBLIC_URL}/seed/helionews/orbit.svg`,
      length: String(Buffer.byteLength(SEED_PICTURE)),
      type: 'image/svg+xml',
    });
  });
});

describe('GET /atom.xml', () => {
  it('is an Atom feed of the latest 20 published stories', async () => {
    const { response, doc } = await xml<AtomDoc>('/tenant/alpha/atom.xml');
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = doc.feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe('Alpha & <Times>');
    expect(feed.id).toBe(`${ALPHA_BASE}/`);
    expect(feed.link.map((l) => [l['@rel'], l['@href']])).toEqual([
      ['alternate', `${ALPHA_BASE}/`],
      ['self', `${ALPHA_BASE}/atom.xml`],
    ]);
    expect(feed.entry).toHaveLength(20);

    const entry = first(feed.entry);
    expect(entry.title['@type']).toBe('html');
    expect(fromHtml(entry.title['#text'])).toBe(HOSTILE_CLEAN);
    expect(fromHtml(entry.summary['#text'])).toBe('Summary with <b>tags</b> & "quotes" ]]> end');
    expect(entry.id).toBe(storyLoc(ALPHA_BASE, hostile));
    expect(first(entry.link)['@href']).toBe(storyLoc(ALPHA_BASE, hostile));
    expect(first(entry.link.slice(1))).toEqual({
      '@rel': 'enclosure',
      '@href': `${PUBLIC_URL}/uploads/articles/alpha/pic.webp`,
      '@type': 'image/webp',
      '@length': String(UPLOADED_PICTURE.length),
    });
    // Another site's picture has no enclosure (its size is unknown without fetching it).
    const wire = first(feed.entry.filter((e) => e.id === storyLoc(ALPHA_BASE, fromFeed)));
    expect(wire.link.filter((link) => link['@rel'] === 'enclosure')).toEqual([]);
    expect(entry.published).toBe(publishedAt(hostile).toISOString());
    expect(first(entry.author).name).toBe('Ann <Author>');
    expect(first(entry.category)['@term']).toBe('world');
    const ids: string[] = feed.entry.map((e) => e.id);
    for (const story of [...hidden, betaStory])
      expect(ids).not.toContain(storyLoc(ALPHA_BASE, story));
  });

  it('types an SVG enclosure image/svg+xml, and reads as a feed reader reads it', async () => {
    const { response, doc } = await xml<AtomDoc>('/atom.xml');
    const entry = first(doc.feed.entry.filter((e) => e.id === storyLoc(PUBLIC_URL, seedPicture)));
    expect(entry.link.find((link) => link['@rel'] === 'enclosure')).toEqual({
      '@rel': 'enclosure',
      '@href': `${PUBLIC_URL}/seed/helionews/orbit.svg`,
      '@type': 'image/svg+xml',
      '@length': String(Buffer.byteLength(SEED_PICTURE)),
    });
    expect(response.body).not.toMatch(/type="image\/svg"/);
    const feed = await feedReader.parseString((await get('/tenant/alpha/atom.xml')).body);
    expect(feed.items).toHaveLength(20);
    expect(first(feed.items)).toMatchObject({
      title: HOSTILE_CLEAN.replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;'),
      link: storyLoc(ALPHA_BASE, hostile),
      author: 'Ann <Author>',
    });
  });

  it('keeps a category label that would break an attribute out, and the document valid', async () => {
    const { doc } = await xml<AtomDoc>('/tenant/alpha/atom.xml');
    const entry = first(doc.feed.entry);
    expect(first(entry.category)['@label']).toBeUndefined();
  });
});

describe('category feeds', () => {
  it("list only the category's published stories", async () => {
    const rss = await xml<RssDoc>('/tenant/alpha/category/sport/rss.xml');
    expect(rss.doc.rss.channel.title).toBe('Alpha & <Times>: Sport');
    expect(rss.doc.rss.channel['atom:link']['@href']).toBe(`${ALPHA_BASE}/category/sport/rss.xml`);
    expect(rss.doc.rss.channel.item.map((item) => item.link)).toEqual([
      storyLoc(ALPHA_BASE, inWindow),
      storyLoc(ALPHA_BASE, outOfWindow),
    ]);
    const atom = await xml<AtomDoc>('/tenant/alpha/category/world/atom.xml');
    expect(atom.doc.feed.entry).toHaveLength(20);
    for (const entry of atom.doc.feed.entry) expect(first(entry.category)['@term']).toBe('world');
  });

  it("are a 404 for an unknown category or another tenant's", async () => {
    for (const url of [
      '/tenant/alpha/category/nope/rss.xml',
      '/tenant/alpha/category/beta-desk/atom.xml',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).not.toContain(CANARY);
    }
  });
});

describe('a tenant with RSS turned off', () => {
  it('answers 404 for every feed', async () => {
    for (const path of ['/rss.xml', '/atom.xml', '/category/anything/rss.xml']) {
      const response = await get(`/tenant/quiet${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });

  it('still serves its robots.txt and sitemaps', async () => {
    expect((await get('/tenant/quiet/robots.txt')).statusCode).toBe(200);
    await xml('/tenant/quiet/sitemap.xml');
    await xml('/tenant/quiet/news-sitemap.xml');
    await xml('/tenant/quiet/sitemap-pages.xml');
  });
});

describe('tenant resolution', () => {
  it('is a plain-text 404 for an unknown tenant, by prefix or by host', async () => {
    for (const [url, host] of [
      ['/tenant/nobody/sitemap.xml', undefined],
      ['/tenant/nobody/robots.txt', undefined],
      ['/rss.xml', 'nobody.news.example.org'],
    ] as const) {
      const response = await get(url, host);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });

  it('lets the host name the tenant before the prefix does', async () => {
    const { doc } = await xml<RssDoc>('/tenant/beta/rss.xml', 'alpha.news.example.org');
    expect(doc.rss.channel.title).toBe('Alpha & <Times>');
  });

  it('ignores the X-Tenant-ID header: crawlers never send one', async () => {
    const response = await ctx.app.inject({
      url: '/rss.xml',
      headers: { 'x-tenant-id': 'beta' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(CANARY);
    expect(response.body).toContain(storyLoc(PUBLIC_URL, homeStory));
  });
});

describe('the read cache', () => {
  it('serves the crawler files from memory, apart per host', async () => {
    for (const url of ['/tenant/alpha/sitemap.xml', '/tenant/alpha/rss.xml']) {
      const first = await get(url);
      const second = await get(url);
      expect(second.headers['x-cache'], url).toBe('HIT');
      expect(second.body).toBe(first.body);
    }
    // The same path through the tenant's own host holds that host's addresses, not the prefix's.
    const hosted = await get('/rss.xml', 'alpha.news.example.org');
    expect(hosted.body).toContain('http://alpha.news.example.org/story/');
    expect(hosted.body).not.toContain(ALPHA_BASE);
  });

  it("sends a data document's policy, not a page's, on a miss and on a hit", async () => {
    for (const url of ['/tenant/alpha/news-sitemap.xml', '/tenant/alpha/atom.xml', '/robots.txt']) {
      const first = await get(url);
      const second = await get(url);
      expect(second.headers['x-cache'], url).toBe('HIT');
      for (const response of [first, second]) {
        const policy = String(response.headers['content-security-policy']);
        // A browser's XML viewer styles its tree inline; nothing may run or load.
        expect(policy, url).toContain("default-src 'none'");
        expect(policy, url).toContain("style-src 'unsafe-inline'");
        expect(policy, url).not.toContain('nonce-');
        expect(policy, url).not.toContain('script-src');
      }
    }
  });

  it('never keeps a 404', async () => {
    await get('/tenant/quiet/rss.xml');
    const again = await get('/tenant/quiet/rss.xml');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).not.toBe('HIT');
  });
});
