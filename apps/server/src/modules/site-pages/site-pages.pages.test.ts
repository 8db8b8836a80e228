import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createMember, createSitePage, createStory, createTenant } from '../../test/factories.js';
import { ensureWebBuild, WEB_DIST_DIR } from '../../test/web-build.js';

/** Static pages as the server renders them (the real bundle), and where the site links them. */
let ctx: TestContext;
let home: TenantRow;
let space: TenantRow;
let editorToken: string;
let storyId: number;

const BASE = 'https://news.example.org';

beforeAll(async () => {
  ensureWebBuild();
  ctx = await createTestApp({ webDistDir: WEB_DIST_DIR, publicUrl: BASE });
  const { db } = ctx.database;
  home = await createTenant(db, { slug: 'helionews', displayName: 'HelioNews Daily' });
  space = await createTenant(db, { slug: 'space', displayName: 'Orbital Dispatch' });
  editorToken = (await createMember(db, home.id, 'editor')).token;
  await createSitePage(db, home.id, {
    slug: 'about',
    title: 'About HelioNews Daily',
    bodyHtml: '<p>HelioNews Daily is an independent newsroom.</p><h2>Our standards</h2>',
    placement: 'footer',
    position: 0,
  });
  await createSitePage(db, home.id, {
    slug: 'contact',
    title: 'Contact',
    bodyHtml: '<p>Write to editors@helionews.example.org.</p>',
    placement: 'footer',
    position: 1,
  });
  await createSitePage(db, home.id, {
    slug: 'corrections',
    title: 'Corrections policy',
    bodyHtml: '<p>We correct our errors.</p>',
    placement: 'footer',
    position: 2,
  });
  await createSitePage(db, home.id, {
    slug: 'tips',
    title: 'Send us a tip',
    bodyHtml: '<p>Tips welcome.</p>',
    placement: 'header',
    position: 0,
  });
  await createSitePage(db, home.id, {
    slug: 'draft-page',
    title: 'Not yet',
    status: 'draft',
    publishedAt: null,
    placement: 'footer',
    position: 3,
  });
  await createSitePage(db, space.id, {
    slug: 'mission',
    title: 'Our mission',
    bodyHtml: '<p>To the stars.</p>',
    placement: 'footer',
    position: 0,
  });
  storyId = (await createStory(db, home.id, { title: 'A launch' })).id;
}, 300_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? 'null') as Record<string, unknown>,
  );
}

/** The footer's markup: where its links are. */
const footerOf = (html: string) => html.slice(html.lastIndexOf('<footer'));
/** The top bar's markup. */
const headerOf = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));

describe('a static page, rendered by the server', () => {
  it('has its title, canonical address, body and an AboutPage of the publication', async () => {
    const response = await get('/page/about');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>About HelioNews Daily | HelioNews Daily</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/page/about">`);
    expect(html).toContain(
      '<p>HelioNews Daily is an independent newsroom.</p><h2>Our standards</h2>',
    );
    expect(html).toMatch(/<h1[^>]*>About HelioNews Daily<\/h1>/);
    const about = jsonLd(html).find((block) => block['@type'] === 'AboutPage');
    expect(about).toMatchObject({
      '@context': 'https://schema.org',
      name: 'About HelioNews Daily',
      url: `${BASE}/page/about`,
      publisher: {
        '@type': 'Organization',
        name: 'HelioNews Daily',
        publishingPrinciples: `${BASE}/page/about`,
        correctionsPolicy: `${BASE}/page/corrections`,
      },
    });
  });

  it('calls the contact page a ContactPage and any other a WebPage', async () => {
    const contact = await get('/page/contact');
    expect(jsonLd(contact.body).map((block) => block['@type'])).toContain('ContactPage');
    const tips = await get('/page/tips');
    expect(tips.statusCode).toBe(200);
    const types = jsonLd(tips.body).map((block) => block['@type']);
    expect(types).toContain('WebPage');
    expect(types).not.toContain('AboutPage');
  });

  it('is a 404 for a draft, an unknown slug and another publication’s page', async () => {
    for (const url of ['/page/draft-page', '/page/nothing-here', '/tenant/space/page/about']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>Page not found |');
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
      expect(response.body, url).not.toContain('Not yet</h1>');
    }
    const atSpace = await get('/tenant/space/page/mission');
    expect(atSpace.statusCode).toBe(200);
    expect(atSpace.body).toContain(
      `<link rel="canonical" href="${BASE}/tenant/space/page/mission">`,
    );
  });
});

describe('a renamed static page', () => {
  it('answers its old slug with a 301 to its address now, on its own publication only', async () => {
    const press = await createSitePage(ctx.database.db, home.id, {
      slug: 'press',
      title: 'Press',
      placement: 'none',
    });
    const rename = (slug: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/pages/${press.id}`,
        headers: { authorization: `Bearer ${editorToken}` },
        payload: { slug },
      });
    expect((await rename('press-room')).statusCode).toBe(200);
    expect((await rename('newsroom-press')).statusCode).toBe(200);

    // Every slug it had leads to it: the API's 301, then the reader's page.
    for (const old of ['press', 'press-room']) {
      const api = await get(`/api/pages/${old}`);
      expect(api.statusCode, old).toBe(301);
      expect(api.headers.location, old).toBe('/api/pages/newsroom-press');
      const page = await get(`/page/${old}`);
      expect(page.statusCode, old).toBe(301);
      expect(page.headers.location, old).toBe('/page/newsroom-press');
    }
    const now = await get('/page/newsroom-press');
    expect(now.statusCode).toBe(200);
    expect(now.body).toMatch(/<h1[^>]*>Press<\/h1>/);
    // Another publication's old slugs are nothing here.
    expect((await get('/tenant/space/page/press')).statusCode).toBe(404);

    // A page that takes the old slug again is the page at that address.
    await createSitePage(ctx.database.db, home.id, {
      slug: 'press',
      title: 'Press kit',
      placement: 'none',
    });
    const taken = await get('/page/press');
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toMatch(/<h1[^>]*>Press kit<\/h1>/);

    // Taken back to draft, it is found under no address.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${press.id}`,
      headers: { authorization: `Bearer ${editorToken}` },
      payload: { status: 'draft' },
    });
    expect((await get('/page/press-room')).statusCode).toBe(404);
    expect((await get('/api/pages/press-room')).statusCode).toBe(404);
  });
});

describe('the navigation and the publisher', () => {
  it('links the footer pages in order and the header pages in the top bar, drafts left out', async () => {
    const html = (await get('/')).body;
    const footer = footerOf(html);
    const order = ['/page/about"', '/page/contact"', '/page/corrections"'].map((href) =>
      footer.indexOf(`href="${href}`),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(footer).toContain('>Corrections policy</a>');
    expect(footer).not.toContain('/page/draft-page');
    expect(footer).not.toContain('/page/tips');
    expect(headerOf(html)).toContain('href="/page/tips"');
    expect(headerOf(html)).not.toContain('href="/page/about"');
  });

  it("keeps a publication's links under its /tenant/{slug} prefix, and its own pages only", async () => {
    const footer = footerOf((await get('/tenant/space')).body);
    expect(footer).toContain('href="/tenant/space/page/mission"');
    expect(footer).not.toContain('/page/about');
  });

  it("links the about and corrections pages from a story's publisher", async () => {
    const html = (await get(`/story/${storyId}`)).body;
    const article = jsonLd(html).find((block) => block['@type'] === 'NewsArticle');
    expect(article?.publisher).toMatchObject({
      publishingPrinciples: `${BASE}/page/about`,
      correctionsPolicy: `${BASE}/page/corrections`,
    });
    // A publication without them links none.
    const spaceHome = jsonLd((await get('/tenant/space')).body).find(
      (block) => block['@type'] === 'WebSite',
    );
    expect(spaceHome?.publisher).not.toHaveProperty('publishingPrinciples');
  });

  it('lists the published pages in the pages sitemap', async () => {
    const xml = (await get('/sitemap-pages.xml')).body;
    for (const slug of ['about', 'contact', 'corrections', 'tips']) {
      expect(xml).toContain(`<loc>${BASE}/page/${slug}</loc>`);
    }
    expect(xml).not.toContain('draft-page');
    expect(xml).not.toContain('/page/mission');
  });

  it('draws the footer again once a page is published or taken back to draft (its caches follow)', async () => {
    // Rendered, and its footer kept as a fragment, before the change.
    expect(footerOf((await get('/')).body)).not.toContain('Press room');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/pages',
      headers: { 'x-tenant-id': 'helionews', authorization: `Bearer ${editorToken}` },
      payload: {
        title: 'Press room',
        body_html: '<p>For journalists.</p>',
        status: 'published',
        placement: 'footer',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    for (const url of ['/', `/story/${storyId}`, '/page/about']) {
      expect(footerOf((await get(url)).body), url).toContain('href="/page/press-room"');
    }
    expect((await get('/page/press-room')).statusCode).toBe(200);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${id}`,
      headers: { 'x-tenant-id': 'helionews', authorization: `Bearer ${editorToken}` },
      payload: { status: 'draft' },
    });
    expect(footerOf((await get('/')).body)).not.toContain('/page/press-room');
    expect((await get('/page/press-room')).statusCode).toBe(404);
  });
});
