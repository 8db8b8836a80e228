import type { AdminArticle } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryRow, TagRow, TenantRow } from '../../db/schema/index.js';
import { tenantRequests } from '../../test/auth.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  createBackOffice,
  createStory,
  createTag,
  tagStory,
  type CallerRole,
} from '../../test/factories.js';
import { ensureWebBuild, WEB_DIST_DIR } from '../../test/web-build.js';

/**
 * A tag's reader page, its feeds, its place in the sitemap and a story's tags, as the server
 * renders them (the real bundle), issue 34.
 */
let ctx: TestContext;
let alpha: TenantRow;
let tokens: Record<CallerRole, string>;
let space: TagRow;
let renamed: TagRow;
let lead: StoryRow;

const HOUR = 3_600_000;
const SITE = 'https://news.example.org/tenant/alpha';

beforeAll(async () => {
  ensureWebBuild();
  ctx = await createTestApp({ webDistDir: WEB_DIST_DIR, publicUrl: 'https://news.example.org' });
  const { db } = ctx.database;
  let beta: TenantRow;
  ({ alpha, beta, tokens } = await createBackOffice(db));
  space = await createTag(db, alpha.id, {
    slug: 'space',
    name: 'Space',
    description: 'Rockets, orbits and the people who fly them.',
    imageUrl: '/seed/space-tag.svg',
  });
  renamed = await createTag(db, alpha.id, { slug: 'astro', name: 'Astro' });
  await createTag(db, alpha.id, { slug: 'quiet', name: 'Quiet' });
  // Fourteen tagged stories: a first page of twelve and a second of two, newest first.
  for (let index = 0; index < 14; index += 1) {
    const story = await createStory(db, alpha.id, {
      title: `Orbit report ${index + 1}`,
      summary: `Members read more of report ${index + 1}.`,
      publishedAt: new Date(Date.now() - (index + 2) * HOUR),
      // The lead is for members: its feed items give the summary, never the text.
      ...(index === 0
        ? {
            access: 'members' as const,
            bodyHtml: '<p>The opening paragraph.</p><p>Only members read this paragraph.</p>',
          }
        : {}),
    });
    await tagStory(db, story, space.id, ...(index === 0 ? [renamed.id] : []));
    if (index === 0) lead = story;
  }
  await createStory(db, alpha.id, { title: 'An untagged story' });
  const draft = await createStory(db, alpha.id, { title: 'A tagged draft', status: 'draft' });
  await tagStory(db, draft, space.id);
  // Another publication's tag of the same slug, with its own story.
  const betaSpace = await createTag(db, beta.id, { slug: 'space', name: 'Beta space' });
  await tagStory(db, await createStory(db, beta.id, { title: 'Beta launch' }), betaSpace.id);
}, 300_000);

afterAll(() => ctx.close());

const { call } = tenantRequests(() => ctx.app);
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? 'null') as Record<string, unknown>,
  );
}

/** A link to `href` with `rel`, whatever the order of the attributes. */
const linkTo = (href: string, rel: string) =>
  new RegExp(
    `<a [^>]*href="${href.replace(/[?.]/g, '\\$&')}"[^>]*rel="${rel}"|<a [^>]*rel="${rel}"[^>]*href="${href.replace(/[?.]/g, '\\$&')}"`,
  );

describe('the tag page, rendered by the server', () => {
  it('has the name as h1, the description and picture, a canonical address and a CollectionPage', async () => {
    const response = await get('/tenant/alpha/tag/space');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<title>Space \| [^<]+<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/tag/space">`);
    expect(html).toContain(
      '<meta name="description" content="Rockets, orbits and the people who fly them.">',
    );
    expect(html).toMatch(/<h1[^>]*><bdi>Space<\/bdi><\/h1>/);
    expect(html).toContain('Rockets, orbits and the people who fly them.</p>');
    expect(html).toMatch(/<img[^>]*src="\/seed\/space-tag.svg"/);
    expect(html).toContain('14 published stories');
    // Its feeds, beside the publication's.
    expect(html).toMatch(
      new RegExp(
        `<link rel="alternate" type="application/rss\\+xml" title="[^"]*: Space \\(RSS\\)" href="${SITE}/tag/space/rss.xml">`,
      ),
    );
    expect(html).toContain(`href="${SITE}/tag/space/atom.xml"`);
    const page = jsonLd(html).find((block) => block['@type'] === 'CollectionPage');
    expect(page).toMatchObject({
      '@context': 'https://schema.org',
      url: `${SITE}/tag/space`,
      name: 'Space',
      about: { '@type': 'DefinedTerm', name: 'Space', url: `${SITE}/tag/space` },
    });
    const list = (page?.mainEntity as { itemListElement: { url: string }[] }).itemListElement;
    expect(list).toHaveLength(12);
    expect(list[0]?.url).toBe(`${SITE}/story/${lead.id}`);
    const crumbs = jsonLd(html).find((block) => block['@type'] === 'BreadcrumbList');
    expect(JSON.stringify(crumbs)).toContain(`"item":"${SITE}/tag/space"`);
  });

  it('lists twelve published stories a page, newest first, with plain links to the others', async () => {
    const first = (await get('/tenant/alpha/tag/space')).body;
    expect(first).toContain('Orbit report 1<');
    expect(first).toContain('Orbit report 12<');
    expect(first).not.toContain('Orbit report 13<');
    expect(first).not.toContain('An untagged story');
    expect(first).not.toContain('A tagged draft');
    expect(first).toContain('Page 1 of 2');
    expect(first).toMatch(linkTo('/tenant/alpha/tag/space?page=2', 'next'));

    const second = await get('/tenant/alpha/tag/space?page=2&utm_source=x');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('Orbit report 13<');
    expect(second.body).toContain('Orbit report 14<');
    expect(second.body).not.toContain('Orbit report 12<');
    expect(second.body).toMatch(/<title>Space, page 2 \| [^<]+<\/title>/);
    expect(second.body).toContain(`<link rel="canonical" href="${SITE}/tag/space?page=2">`);
    expect(second.body).toMatch(linkTo('/tenant/alpha/tag/space', 'prev'));
  });

  it('says so for a tag without stories and a page past the last', async () => {
    const quiet = await get('/tenant/alpha/tag/quiet');
    expect(quiet.statusCode).toBe(200);
    expect(quiet.body).toContain('No stories on this page');
    const past = await get('/tenant/alpha/tag/space?page=9');
    expect(past.statusCode).toBe(200);
    expect(past.body).toContain('No stories on this page');
  });

  it('is a 404 with its own title for an unknown tag, and for another publication', async () => {
    for (const url of ['/tenant/alpha/tag/no-such-tag', '/tenant/alpha/tag/Not%20a%20slug']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>Tag not found |');
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
    }
    // Beta's tag of the same slug shows beta's story only.
    const atBeta = await get('/tenant/beta/tag/space');
    expect(atBeta.statusCode).toBe(200);
    expect(atBeta.body).toContain('Beta launch');
    expect(atBeta.body).not.toContain('Orbit report');
  });

  it('answers an old slug with a 301 to the tag page under its new slug', async () => {
    const update = await call('PUT', `/api/admin/tags/${renamed.id}`, tokens.editor, {
      slug: 'astronomy',
      name: 'Astronomy',
    });
    expect(update.statusCode).toBe(200);
    const moved = await get('/tenant/alpha/tag/astro?page=2&utm_source=x');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/tenant/alpha/tag/astronomy?page=2');
    const now = await get('/tenant/alpha/tag/astronomy');
    expect(now.statusCode).toBe(200);
    expect(now.body).toMatch(/<h1[^>]*><bdi>Astronomy<\/bdi><\/h1>/);
    // Its feed moved too.
    const feed = await get('/tenant/alpha/tag/astro/rss.xml');
    expect(feed.statusCode).toBe(301);
    expect(feed.headers.location).toBe(`${SITE}/tag/astronomy/rss.xml`);
  });

  it('is cached, and shows a story tagged since and a new name at once', async () => {
    const url = '/tenant/alpha/tag/space';
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('HIT');

    const created = await call('POST', '/api/admin/articles', tokens.editor, {
      title: 'Freshly tagged launch',
      status: 'published',
      tag_ids: [space.id],
    });
    expect(created.statusCode).toBe(201);
    const page = await get(url);
    expect(page.body).toContain('Freshly tagged launch');
    expect(page.body).toContain('15 published stories');

    const rename = await call('PUT', `/api/admin/tags/${space.id}`, tokens.editor, {
      name: 'Space & Orbits',
    });
    expect(rename.statusCode).toBe(200);
    expect((await get(url)).body).toMatch(/<h1[^>]*><bdi>Space &amp; Orbits<\/bdi><\/h1>/);

    // Untagged again: it leaves the page.
    const { id } = created.json<AdminArticle>();
    const untag = await call('PUT', `/api/admin/articles/${id}`, tokens.editor, { tag_ids: [] });
    expect(untag.statusCode).toBe(200);
    expect((await get(url)).body).not.toContain('Freshly tagged launch');
  });
});

describe("a tag's feeds and sitemap entry", () => {
  it('serves RSS 2.0 and Atom of its stories, teasers only', async () => {
    const rss = await get('/tenant/alpha/tag/space/rss.xml');
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(rss.body).toContain('<rss version="2.0"');
    expect(rss.body).toContain(`<link>${SITE}/tag/space</link>`);
    expect(rss.body).toContain(`${SITE}/story/${lead.id}`);
    expect(rss.body).toContain('Members read more of report 1.');
    expect(rss.body).not.toContain('Only members read this paragraph');
    expect(rss.body).not.toContain('An untagged story');
    expect(rss.body).not.toContain('A tagged draft');
    expect(rss.body).not.toContain('Beta launch');
    expect(rss.body).toContain(`href="${SITE}/tag/space/rss.xml"`);

    const atom = await get('/tenant/alpha/tag/space/atom.xml');
    expect(atom.statusCode).toBe(200);
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(atom.body).toContain('http://www.w3.org/2005/Atom');
    expect(atom.body).not.toContain('Only members read this paragraph');
    expect(atom.body).toContain(`${SITE}/story/${lead.id}`);

    expect((await get('/tenant/alpha/tag/no-such-tag/rss.xml')).statusCode).toBe(404);
  });

  it("lists the tags with published stories in the pages sitemap, each publication's own", async () => {
    const sitemap = (await get('/tenant/alpha/sitemap-pages.xml')).body;
    expect(sitemap).toContain(`<loc>${SITE}/tag/space</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/tag/astronomy</loc>`);
    // No published story: not worth a crawler's visit.
    expect(sitemap).not.toContain('/tag/quiet<');
    const beta = (await get('/tenant/beta/sitemap-pages.xml')).body;
    expect(beta).toContain('<loc>https://news.example.org/tenant/beta/tag/space</loc>');
    expect(beta).not.toContain('/tag/astronomy');
  });
});

describe("a story's tags", () => {
  it('link to their pages and are the JSON-LD keywords', async () => {
    const html = (await get(`/tenant/alpha/story/${lead.id}`)).body;
    expect(html).toMatch(/<a [^>]*href="\/tenant\/alpha\/tag\/space"[^>]*>/);
    expect(html).toMatch(/<a [^>]*href="\/tenant\/alpha\/tag\/astronomy"[^>]*>/);
    const article = jsonLd(html).find((block) => block['@type'] === 'NewsArticle');
    expect(article?.keywords).toBe('Astronomy, Space & Orbits');
  });
});
