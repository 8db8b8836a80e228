import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipSettings, type StoryRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createCategory, createStory, createTenant } from '../../test/factories.js';
import { ensureWebBuild, WEB_DIST_DIR } from '../../test/web-build.js';

/** The server-rendered pages of a paid story (issue 33): the teaser, the prompt, the markup. */
const CANARY = 'zqxpagecanaryotter';
const TEASER_WORD = 'lighthousekeeper';
const BODY = [
  `<p>The ${TEASER_WORD} opened the door.</p>`,
  '<p>Second free paragraph.</p>',
  '<p>Third free paragraph.</p>',
  `<p>Paid paragraph with ${CANARY}.</p>`,
  `<p>Another paid one, ${CANARY} again.</p>`,
].join('');

let ctx: TestContext;
let paid: StoryRow;
let members: StoryRow;
let open: StoryRow;
let elsewhere: StoryRow;

beforeAll(async () => {
  ensureWebBuild();
  ctx = await createTestApp({ webDistDir: WEB_DIST_DIR, publicUrl: 'https://news.example.org' });
  const { db } = ctx.database;
  const home = await createTenant(db, { slug: 'helionews', displayName: 'HelioNews Daily' });
  await db
    .insert(membershipSettings)
    .values({ tenantId: home.id, previewParagraphs: 3, meterAnonymous: 2 });
  const world = await createCategory(db, home.id, { slug: 'world', name: 'World' });
  paid = await createStory(db, home.id, {
    title: 'Keepers of the Northern Light',
    summary: 'A summary anyone may read.',
    bodyHtml: BODY,
    access: 'paid',
    categoryId: world.id,
  });
  members = await createStory(db, home.id, {
    title: 'For members',
    bodyHtml: `<p>a</p><p>b</p><p>c</p><p>${CANARY}</p>`,
    access: 'members',
  });
  open = await createStory(db, home.id, { title: 'Open to all', bodyHtml: '<p>Free text.</p>' });
  const space = await createTenant(db, { slug: 'space', displayName: 'Space Desk' });
  elsewhere = await createStory(db, space.id, {
    title: 'Orbit notes',
    bodyHtml: BODY,
    access: 'paid',
  });
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

describe('the page of a paid story', () => {
  it('holds the teaser and the prompt, never the paid part, even from the cache', async () => {
    for (const url of [`/story/${paid.id}`, `/story/${paid.id}`, `/story/${paid.id}?lng=fr`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(TEASER_WORD);
      expect(response.body, url).toContain('Third free paragraph.');
      expect(response.body, url).not.toContain(CANARY);
    }
    const html = (await get(`/story/${paid.id}`)).body;
    expect(html).toContain('Subscribe to read the rest of this story.');
    expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>Sign in<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/membership"[^>]*>Subscribe<\/a>/);
    // The island that asks for the rest, with what it needs to count the anonymous meter.
    const island = /<helio-island name="paywall" trigger="idle" props="([^"]*)"/.exec(html);
    expect(island).not.toBeNull();
    const props = JSON.parse((island?.[1] ?? '{}').replaceAll('&quot;', '"')) as {
      storyId: number;
      meterAnonymous: number;
      contentPath: string;
      readsLeft: Record<string, string>;
    };
    expect(props.storyId).toBe(paid.id);
    expect(props.meterAnonymous).toBe(2);
    expect(props.contentPath).toBe(`/stories/${paid.id}/content`);
    expect(props.readsLeft.one).toBe('{{n}} free story left this month.');
  });

  it('declares the paywalled part in its JSON-LD, with the teaser alone as articleBody', async () => {
    const html = (await get(`/story/${paid.id}`)).body;
    const article = jsonLd(html).find((block) => block['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      isAccessibleForFree: false,
      hasPart: {
        '@type': 'WebPageElement',
        isAccessibleForFree: false,
        cssSelector: '.paywalled-content',
      },
    });
    expect(article?.articleBody).toContain(TEASER_WORD);
    expect(article?.articleBody).toContain('Third free paragraph.');
    expect(JSON.stringify(article)).not.toContain(CANARY);
  });

  it("under /tenant/{slug}, the prompt's links stay on that publication", async () => {
    const response = await get(`/tenant/space/story/${elsewhere.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(CANARY);
    expect(response.body).toMatch(/<a [^>]*href="\/tenant\/space\/login"[^>]*>Sign in<\/a>/);
    expect(response.body).toMatch(/<a [^>]*href="\/tenant\/space\/membership"[^>]*>Subscribe<\/a>/);
  });

  it('a members story too; a public one has no prompt and no paywall markup', async () => {
    const membersHtml = (await get(`/story/${members.id}`)).body;
    expect(membersHtml).not.toContain(CANARY);
    expect(membersHtml).toContain('Sign in to read the rest of this story.');
    const openHtml = (await get(`/story/${open.id}`)).body;
    expect(openHtml).toContain('Free text.');
    expect(openHtml).not.toContain('name="paywall"');
    const article = jsonLd(openHtml).find((block) => block['@type'] === 'NewsArticle');
    expect(article).not.toHaveProperty('isAccessibleForFree');
  });

  it('the front page, its section, the story details and search pages leave it out', async () => {
    for (const url of [
      '/',
      '/category/world',
      `/story/${paid.id}/detail`,
      `/search?q=${TEASER_WORD}`,
      '/search?q=paid%20paragraph',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(400);
      expect(response.body, url).not.toContain(CANARY);
    }
  });
});
