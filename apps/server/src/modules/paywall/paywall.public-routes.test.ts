import {
  MEMBERSHIP_MESSAGES,
  type Story,
  type StoryContent,
  type StoryListResponse,
} from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  members,
  memberSubscriptions,
  membershipSettings,
  membershipTiers,
  meteredReads,
  type StoryRow,
  type TenantRow,
} from '../../db/schema/index.js';
import { readingMinutes, wordCount } from '../../lib/reading.js';
import { teaserOf } from '../../lib/teaser.js';
import { bearer } from '../../test/auth.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  createCategory,
  createMember,
  createStory,
  createTenant,
  createUserWithSession,
} from '../../test/factories.js';
import { monthOf } from './paywall.repository.js';

const CANARY = 'zqxcanaryvulpine';
const TEASER_WORD = 'harbourlantern';
const PAID_BODY = [
  `<p>First ${TEASER_WORD} paragraph of the story.</p>`,
  '<h2>A heading</h2>',
  '<ul><li><p>An item</p></li></ul>',
  `<p>The paid part begins: ${CANARY} is here.</p>`,
  `<blockquote><p>And a quote with ${CANARY} too.</p></blockquote>`,
].join('\n');

let ctx: TestContext;
let home: TenantRow;
let other: TenantRow;
let tierId: number;
let publicStory: StoryRow;
let membersStory: StoryRow;
let paidStory: StoryRow;
let extraPaid: [StoryRow, StoryRow, StoryRow];

const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  home = await createTenant(db, { slug: 'helionews' });
  other = await createTenant(db, { slug: 'rival' });
  const world = await createCategory(db, home.id, { slug: 'world', name: 'World' });
  await db.insert(membershipSettings).values({ tenantId: home.id, previewParagraphs: 3 });
  const [tier] = await db
    .insert(membershipTiers)
    .values({ tenantId: home.id, name: 'Supporter', monthlyPrice: 500 })
    .returning();
  if (!tier) throw new Error('tier insert returned nothing');
  tierId = tier.id;
  publicStory = await createStory(db, home.id, { title: 'Open story' });
  membersStory = await createStory(db, home.id, {
    title: 'Members story',
    access: 'members',
    bodyHtml: `<p>One</p><p>Two</p><p>Three</p><p>Members only ${CANARY}</p>`,
  });
  paidStory = await createStory(db, home.id, {
    title: `Harbour ${TEASER_WORD} exclusive`,
    summary: 'A summary everyone may read.',
    access: 'paid',
    categoryId: world.id,
    bodyHtml: PAID_BODY,
  });
  extraPaid = [
    await createStory(db, home.id, { title: 'Paid 0', access: 'paid' }),
    await createStory(db, home.id, { title: 'Paid 1', access: 'paid' }),
    await createStory(db, home.id, { title: 'Paid 2', access: 'paid' }),
  ];
});

afterAll(() => ctx?.close());

const content = (id: number, token?: string, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/stories/${id}/content${query}`,
    headers: token ? bearer(token) : {},
  });

const setSettings = (values: { meterMembers?: number; meterAnonymous?: number }) =>
  ctx.database.db.update(membershipSettings).set(values);

describe('teaserOf', () => {
  it('keeps the first top-level blocks, well-formed, and never the whole body', () => {
    expect(teaserOf(PAID_BODY, 3)).toBe(
      `<p>First ${TEASER_WORD} paragraph of the story.</p>\n<h2>A heading</h2>\n<ul><li><p>An item</p></li></ul>`,
    );
    expect(teaserOf('<p>a</p><p>b</p>', 3)).toBe('<p>a</p>');
    expect(teaserOf('<p>only</p>', 3)).toBe('');
    expect(teaserOf('<p>a</p><hr /><p>b</p>', 2)).toBe('<p>a</p><hr />');
  });
});

describe('GET /api/stories/:id/content', () => {
  it("answers a public story's whole body to anyone, private and never stored", async () => {
    const response = await content(publicStory.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<StoryContent>();
    expect(body.content).toBe(publicStory.bodyHtml);
    expect(body.entitlement).toEqual({
      access: 'public',
      entitled: true,
      reason: 'public',
      meter: null,
    });
  });

  it('is 401 to an anonymous caller of a members or paid story', async () => {
    for (const story of [membersStory, paidStory]) {
      const response = await content(story.id);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.signInToRead });
      expect(response.body).not.toContain(CANARY);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('gives a members story to any signed-in reader', async () => {
    const { token } = await createUserWithSession(ctx.database.db);
    const response = await content(membersStory.id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json<StoryContent>().entitlement.reason).toBe('member');
    expect(response.json<StoryContent>().content).toContain(CANARY);
  });

  it('is 403 to a free reader of a paid story (no meter)', async () => {
    const { token } = await createUserWithSession(ctx.database.db);
    const response = await content(paidStory.id, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.subscribeToRead });
  });

  const subscribed = async (
    status: 'active' | 'past_due' | 'canceled' | 'incomplete',
    end = 30,
  ) => {
    const { user, token } = await createUserWithSession(ctx.database.db);
    await ctx.database.db.insert(memberSubscriptions).values({
      tenantId: home.id,
      userId: user.id,
      tierId,
      stripeSubscriptionId: `sub_${user.id}`,
      stripeCustomerId: `cus_${user.id}`,
      status,
      currentPeriodEnd: new Date(Date.now() + end * DAY),
    });
    return token;
  };

  it('gives a paid story to an active subscriber, and to a past_due one', async () => {
    for (const status of ['active', 'past_due'] as const) {
      const response = await content(paidStory.id, await subscribed(status));
      expect(response.statusCode).toBe(200);
      expect(response.json<StoryContent>().entitlement.reason).toBe('paid');
      expect(response.json<StoryContent>().content).toContain(CANARY);
    }
  });

  it('is 403 to a canceled or incomplete subscription, or one whose period ended', async () => {
    expect((await content(paidStory.id, await subscribed('canceled'))).statusCode).toBe(403);
    expect((await content(paidStory.id, await subscribed('incomplete'))).statusCode).toBe(403);
    expect((await content(paidStory.id, await subscribed('active', -1))).statusCode).toBe(403);
  });

  it('gives a paid story to a comped member until the comp ends', async () => {
    const { db } = ctx.database;
    const forGood = await createUserWithSession(db);
    const expired = await createUserWithSession(db);
    await db.insert(members).values([
      { tenantId: home.id, userId: forGood.user.id, compTierId: tierId, compUntil: null },
      {
        tenantId: home.id,
        userId: expired.user.id,
        compTierId: tierId,
        compUntil: new Date(Date.now() - DAY),
      },
    ]);
    expect((await content(paidStory.id, forGood.token)).statusCode).toBe(200);
    expect((await content(paidStory.id, expired.token)).statusCode).toBe(403);
  });

  it("gives a paid story to the publication's staff and platform admins, not another's", async () => {
    const { db } = ctx.database;
    for (const role of ['contributor', 'editor', 'admin'] as const) {
      const { token } = await createMember(db, home.id, role);
      const response = await content(paidStory.id, token);
      expect(response.statusCode).toBe(200);
      expect(response.json<StoryContent>().entitlement.reason).toBe('staff');
    }
    const platform = await createUserWithSession(db, { isAdmin: true });
    expect((await content(paidStory.id, platform.token)).statusCode).toBe(200);
    const rivalEditor = await createMember(db, other.id, 'editor');
    expect((await content(paidStory.id, rivalEditor.token)).statusCode).toBe(403);
  });

  it("is 404 for another publication's story", async () => {
    const foreign = await createStory(ctx.database.db, other.id, { access: 'public' });
    expect((await content(foreign.id)).statusCode).toBe(404);
  });

  it('meters a free member: counted on the server, once per story, then 403', async () => {
    await setSettings({ meterMembers: 2 });
    try {
      const { user, token } = await createUserWithSession(ctx.database.db);
      const first = await content(paidStory.id, token);
      expect(first.statusCode).toBe(200);
      expect(first.json<StoryContent>().entitlement).toEqual({
        access: 'paid',
        entitled: true,
        reason: 'metered',
        meter: { limit: 2, remaining: 1 },
      });
      // The same story again: not counted again.
      const again = await content(paidStory.id, token);
      expect(again.statusCode).toBe(200);
      expect(again.json<StoryContent>().entitlement.meter).toEqual({ limit: 2, remaining: 1 });
      const second = await content(extraPaid[0].id, token);
      expect(second.json<StoryContent>().entitlement.meter).toEqual({ limit: 2, remaining: 0 });
      // The month is used up: a third story is refused, the ones read stay open.
      const third = await content(extraPaid[1].id, token);
      expect(third.statusCode).toBe(403);
      expect(third.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.subscribeToRead });
      expect((await content(paidStory.id, token)).statusCode).toBe(200);
      const rows = await ctx.database.db.select().from(meteredReads);
      const mine = rows.filter((row) => row.userId === user.id);
      expect(mine.map((row) => row.storyId).sort()).toEqual([paidStory.id, extraPaid[0].id].sort());
      expect(mine.every((row) => String(row.month).startsWith(monthOf(new Date())))).toBe(true);
    } finally {
      await setSettings({ meterMembers: 0 });
    }
  });

  it('answers ?meter=anonymous only while the publication meters anonymous readers', async () => {
    expect((await content(paidStory.id, undefined, '?meter=anonymous')).statusCode).toBe(401);
    await setSettings({ meterAnonymous: 3 });
    try {
      const response = await content(paidStory.id, undefined, '?meter=anonymous');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json<StoryContent>().entitlement.reason).toBe('metered');
      // Without the parameter an anonymous caller is still asked to sign in.
      expect((await content(paidStory.id)).statusCode).toBe(401);
    } finally {
      await setSettings({ meterAnonymous: 0 });
    }
  });
});

describe("a paid story's shared copies (the leak test)", () => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const teaser = teaserOf(PAID_BODY, 3);

  it('the story API carries the teaser only, and says the access', async () => {
    const response = await get(`/api/stories/${paidStory.id}`);
    expect(response.statusCode).toBe(200);
    const story = response.json<Story>();
    expect(story.body_html).toBe(teaser);
    expect(story.access).toBe('paid');
    expect(response.body).toContain(TEASER_WORD);
    expect(response.body).not.toContain(CANARY);
    // Twice: the read cache's copy is the teaser too.
    expect((await get(`/api/stories/${paidStory.id}`)).body).not.toContain(CANARY);
    const members = await get(`/api/stories/${membersStory.id}`);
    expect(members.json<Story>().body_html).toBe('<p>One</p><p>Two</p><p>Three</p>');
  });

  it('lists, related stories, feeds, sitemaps and search never hold the paid part', async () => {
    const urls = [
      '/api/stories?page_size=100',
      '/api/stories?category=world',
      `/api/stories/${publicStory.id}/related`,
      '/rss.xml',
      '/atom.xml',
      '/category/world/rss.xml',
      '/category/world/atom.xml',
      '/sitemap.xml',
      '/news-sitemap.xml',
      '/sitemap-pages.xml',
      // The stories' month, not the clock's: the run may have seeded them before midnight.
      `/sitemap-${monthOf(paidStory.publishedAt ?? paidStory.createdAt).slice(0, 7)}.xml`,
      `/api/search?q=${TEASER_WORD}`,
      '/api/search?q=paid%20part%20begins',
      '/api/search?q=quote',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(400);
      expect(response.body, url).not.toContain(CANARY);
    }
    const list = (await get('/api/stories?page_size=100')).json<StoryListResponse>();
    expect(list.stories.map((s) => s.id)).toContain(paidStory.id);
    expect((await get('/rss.xml')).body).toContain(TEASER_WORD);
  });

  it('search still finds a paid story by words of its paid part, with no snippet of them', async () => {
    const response = await get(`/api/search?q=${CANARY}`);
    const body = response.json<{ stories: { id: number; excerpt_html: string | null }[] }>();
    expect(body.stories.map((r) => r.id)).toContain(paidStory.id);
    // The answer names the query itself; no hit carries the word.
    expect(JSON.stringify(body.stories)).not.toContain(CANARY);
    const quote = (await get('/api/search?q=quote')).json<typeof body>();
    expect(quote.stories.map((r) => r.id)).toContain(paidStory.id);
    expect(JSON.stringify(quote.stories)).not.toContain('And a quote');
  });
});

describe("a members/paid story's search excerpt", () => {
  type Hits = { stories: { id: number; excerpt_html: string | null }[] };
  const search = async (q: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` })
    ).json<Hits>();
  const excerptOf = (hits: Hits, id: number) =>
    hits.stories.find((hit) => hit.id === id)?.excerpt_html;

  it('shows words of its teaser, marked, and none past it', async () => {
    const item = await search('item');
    expect(excerptOf(item, paidStory.id)).toContain('<mark>item</mark>');
    expect(JSON.stringify(item.stories)).not.toContain(CANARY);
    const three = await search('three');
    expect(excerptOf(three, membersStory.id)).toContain('<mark>Three</mark>');
    expect(JSON.stringify(three.stories)).not.toContain(CANARY);
  });

  it('cuts a Chinese story (matched by substring) from its teaser too, the default without settings', async () => {
    // Another publication, without membership settings: the default preview_paragraphs (3).
    const zh = await createStory(ctx.database.db, other.id, {
      language: 'zh',
      access: 'paid',
      summary: '港口新闻摘要。',
      bodyHtml: '<p>第一段港口灯笼。</p><p>第二段。</p><p>第三段。</p><p>第四段秘密金丝雀。</p>',
    });
    const inRival = async (q: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/search?q=${encodeURIComponent(q)}`,
          headers: { 'x-tenant-id': 'rival' },
        })
      ).json<Hits>();
    const lantern = await inRival('灯笼');
    expect(excerptOf(lantern, zh.id)).toContain('<mark>灯笼</mark>');
    expect(JSON.stringify(lantern.stories)).not.toContain('金丝雀');
    const canary = await inRival('金丝雀');
    expect(canary.stories.map((hit) => hit.id)).toContain(zh.id);
    expect(JSON.stringify(canary.stories)).not.toContain('金丝雀');
    expect(excerptOf(canary, zh.id)).toContain('港口新闻摘要');
  });

  it("keeps to the publication's preview_paragraphs", async () => {
    await ctx.database.db.update(membershipSettings).set({ previewParagraphs: 1 });
    try {
      const heading = await search('heading');
      expect(heading.stories.map((hit) => hit.id)).toContain(paidStory.id);
      expect(excerptOf(heading, paidStory.id)?.toLowerCase()).not.toContain('heading');
      expect(excerptOf(heading, paidStory.id)).toContain('A summary everyone may read.');
    } finally {
      await ctx.database.db.update(membershipSettings).set({ previewParagraphs: 3 });
    }
  });
});

describe("a members/paid story's reading time", () => {
  it("is the whole body's, not the teaser's, in the public story API", async () => {
    const long = Array.from({ length: 1150 }, (_, i) => `word${i}`).join(' ');
    const body = `<p>One short.</p><p>Two short.</p><p>Three short.</p><p>${long}</p>`;
    for (const access of ['paid', 'members'] as const) {
      const story = await createStory(ctx.database.db, home.id, { access, bodyHtml: body });
      const response = await ctx.app.inject({ method: 'GET', url: `/api/stories/${story.id}` });
      expect(response.statusCode).toBe(200);
      const answer = response.json<Story>();
      // The teaser only, and the figures of the whole story (newspapers show its length).
      expect(answer.body_html).toBe('<p>One short.</p><p>Two short.</p><p>Three short.</p>');
      expect(answer.word_count).toBe(wordCount(body));
      expect(answer.word_count).toBe(1156);
      expect(answer.reading_minutes).toBe(readingMinutes(wordCount(body)));
      expect(answer.reading_minutes).toBe(5);
      expect(answer.reading_minutes).not.toBe(readingMinutes(wordCount(answer.body_html)));
    }
  });
});
