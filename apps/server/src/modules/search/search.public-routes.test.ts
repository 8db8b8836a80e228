import type { SearchResponse } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryRow, StoryRow, TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  createCategory,
  createStory,
  createTag,
  createTenant,
  tagStory,
} from '../../test/factories.js';

let ctx: TestContext;
let home: TenantRow;
let science: CategoryRow;
let inTitle: StoryRow;
let inSummary: StoryRow;
let inBody: StoryRow;
let oldInTitle: StoryRow;
let lunarStation: StoryRow;
let french: StoryRow;
let japanese: StoryRow;
let scripted: StoryRow;
let pollinator: StoryRow;

type StoryOverrides = Parameters<typeof createStory>[2];

const DAY = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  home = await createTenant(db, { slug: 'helionews' });
  const rival = await createTenant(db, { slug: 'rival' });
  science = await createCategory(db, home.id, { slug: 'science', name: 'Science' });
  // A published story of the home tenant, `days` old, with the three texts search ranks.
  const published = (
    title: string,
    summary: string,
    bodyHtml: string,
    days: number,
    overrides: StoryOverrides = {},
  ) =>
    createStory(db, home.id, {
      title,
      summary,
      bodyHtml,
      publishedAt: daysAgo(days),
      ...overrides,
    });
  inBody = await published(
    'City council meets',
    'A long evening of debate.',
    '<p>Among other things, the telescope budget was discussed.</p>',
    1,
  );
  inSummary = await published(
    'Observatory opens',
    'The new telescope sees first light.',
    '<p>Astronomers cheered.</p>',
    1,
  );
  inTitle = await published(
    'Telescope spots a comet',
    'Amateurs are delighted.',
    '<p>It will be visible next week.</p>',
    1,
    { categoryId: science.id },
  );
  oldInTitle = await published(
    'Telescope repaired',
    'Engineers finished the work.',
    '<p>Nothing else happened.</p>',
    400,
    { categoryId: science.id },
  );
  lunarStation = await published(
    'Plans for a lunar station',
    'The agency chose a landing site near the south pole.',
    '<p>The station would house four people.</p>',
    3,
  );
  await published(
    'Station of the lunar kind',
    'Words in another order.',
    '<p>Nothing more to say.</p>',
    3,
  );
  french = await published(
    'Les électeurs votent dimanche',
    'Le scrutin présidentiel approche.',
    '<p>Les bureaux ouvrent à huit heures.</p>',
    2,
    { language: 'fr' },
  );
  japanese = await published(
    '東京で新しい望遠鏡が公開された',
    '天文学者が喜んでいる。',
    '<p>望遠鏡は来週から一般公開される。</p>',
    2,
    { language: 'ja' },
  );
  scripted = await published(
    'Markup <script>alert(1)</script> in a headline about volcanoes',
    'Volcanoes & <b>bold</b> claims.',
    '<p>The volcano &amp; the &lt;img src=x onerror=alert(1)&gt; crowd.</p>',
    5,
  );
  pollinator = await published(
    'Students fly a drone over the greenhouse',
    'A student team built a drone that counts pollinator visits',
    '<p>Bees keep the tomatoes.</p><h2>How the drone works</h2>' +
      '<p>The quadcopter films each pollinator for the ' +
      '<a href="https://example.org/drone" rel="noopener noreferrer nofollow" target="_blank">project website</a>' +
      '. Growers see the rows.</p>',
    4,
  );
  await createStory(db, home.id, {
    title: 'Telescope draft never published',
    status: 'draft',
    publishedAt: null,
  });
  const rivalStory = await createStory(db, rival.id, {
    title: 'Rival telescope exclusive',
    publishedAt: daysAgo(1),
  });
  // Tags (issue 34): two of the telescope stories carry "optics", and so does the rival's
  // story under the rival's own tag of the same slug.
  const optics = await createTag(db, home.id, { slug: 'optics', name: 'Optics' });
  await tagStory(db, inSummary, optics.id);
  await tagStory(db, oldInTitle, optics.id);
  await createTag(db, home.id, { slug: 'unused', name: 'Unused' });
  const rivalOptics = await createTag(db, rival.id, { slug: 'optics', name: 'Optics' });
  await tagStory(db, rivalStory, rivalOptics.id);
});

afterAll(() => ctx.close());

async function search(query: string, tenant?: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/search?${query}`,
    headers: tenant ? { 'x-tenant-id': tenant } : {},
  });
  return { response, body: response.json<SearchResponse>() };
}

const ids = (body: SearchResponse) => body.stories.map((s) => s.id);

describe('GET /api/search', () => {
  it('ranks a match in the title above the summary above the body, recent above old', async () => {
    const { response, body } = await search('q=telescope');
    expect(response.statusCode).toBe(200);
    expect(ids(body)).toEqual([inTitle.id, oldInTitle.id, inSummary.id, inBody.id]);
    expect(body.total).toBe(4);
    expect(body).toMatchObject({
      page: 1,
      page_size: 10,
      query: 'telescope',
      suggestion: null,
      capped: false,
    });
  });

  it("finds only the tenant's own published stories", async () => {
    const { body } = await search('q=telescope');
    const titles = body.stories.map((s) => s.title);
    expect(titles).not.toContain('Telescope draft never published');
    expect(titles).not.toContain('Rival telescope exclusive');
    const rival = await search('q=telescope', 'rival');
    expect(rival.body.stories.map((s) => s.title)).toEqual(['Rival telescope exclusive']);
  });

  it('matches a quoted phrase only in that order, and excludes -words', async () => {
    const phrase = await search(`q=${encodeURIComponent('"lunar station"')}`);
    expect(ids(phrase.body)).toEqual([lunarStation.id]);
    const both = await search('q=lunar+station');
    expect(both.body.total).toBe(2);
    const excluded = await search(`q=${encodeURIComponent('telescope -comet')}`);
    expect(ids(excluded.body)).not.toContain(inTitle.id);
    expect(excluded.body.total).toBe(3);
    const either = await search(`q=${encodeURIComponent('comet or astronomers')}`);
    expect(ids(either.body).sort()).toEqual([inTitle.id, inSummary.id].sort());
  });

  it('highlights matches with <mark> and escapes everything else', async () => {
    const { body } = await search('q=volcano');
    const [hit] = body.stories;
    expect(hit?.id).toBe(scripted.id);
    expect(hit?.title_html).toBe(
      'Markup &lt;script&gt;alert(1)&lt;/script&gt; in a headline about <mark>volcanoes</mark>',
    );
    expect(hit?.excerpt_html).toContain('<mark>Volcanoes</mark>');
    expect(hit?.excerpt_html).toContain('&amp;');
    expect(hit?.excerpt_html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hit?.excerpt_html).not.toMatch(/<(?!\/?mark>)/);
    const title = await search('q=comet');
    expect(title.body.stories[0]?.title_html).toBe('Telescope spots a <mark>comet</mark>');
  });

  it('cuts excerpts from the text as a reader sees it (issue 20, item 10)', async () => {
    const { body } = await search('q=pollinator');
    const [hit] = body.stories;
    expect(hit?.id).toBe(pollinator.id);
    const excerpt = hit?.excerpt_html ?? '';
    // The summary's first word, however short, is kept.
    expect(excerpt).toMatch(/^A student team built a drone that counts <mark>pollinator<\/mark>/);
    // A heading is a sentence of its own, not the start of the next one.
    expect(excerpt).toContain('the tomatoes. How the drone works. The quadcopter');
    // A link adds no space before the punctuation after it.
    expect(excerpt).toContain('the project website. Growers');
    expect(excerpt).not.toMatch(/ [.,;:!?]/);
    expect(excerpt).toBe(
      'A student team built a drone that counts <mark>pollinator</mark> visits. ' +
        'Bees keep the tomatoes. How the drone works. ' +
        'The quadcopter films each <mark>pollinator</mark> for the project website. ' +
        // ts_headline ends a fragment on its last word.
        'Growers see the rows',
    );
  });

  it('stems each story in its own language: a French query finds another inflection', async () => {
    const { body } = await search(`q=${encodeURIComponent('électeur')}`);
    expect(ids(body)).toEqual([french.id]);
    const plural = await search(`q=${encodeURIComponent('présidentielle')}`);
    expect(ids(plural.body)).toEqual([french.id]);
  });

  it('finds Japanese text by substring and highlights it', async () => {
    const { body } = await search(`q=${encodeURIComponent('望遠鏡')}`);
    expect(ids(body)).toEqual([japanese.id]);
    expect(body.stories[0]?.title_html).toBe('東京で新しい<mark>望遠鏡</mark>が公開された');
    expect(body.stories[0]?.excerpt_html).toContain('<mark>望遠鏡</mark>');
  });

  it('filters by category and date range, and sorts by newest', async () => {
    const inScience = await search('q=telescope&category=science');
    expect(ids(inScience.body)).toEqual([inTitle.id, oldInTitle.id]);
    const recent = await search(`q=telescope&from=${daysAgo(30).toISOString().slice(0, 10)}`);
    expect(ids(recent.body)).not.toContain(oldInTitle.id);
    expect(recent.body.total).toBe(3);
    const old = await search(`q=telescope&to=${daysAgo(300).toISOString().slice(0, 10)}`);
    expect(ids(old.body)).toEqual([oldInTitle.id]);
    const newest = await search('q=telescope&sort=newest');
    const times = newest.body.stories.map((s) => Date.parse(s.published_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const unknown = await search('q=telescope&category=no-such-section');
    expect(unknown.response.statusCode).toBe(404);
  });

  it('filters by tag: only the stories carrying it, of the tenant (issue 34)', async () => {
    const tagged = await search('q=telescope&tag=optics');
    expect(tagged.response.statusCode).toBe(200);
    expect(ids(tagged.body)).toEqual([oldInTitle.id, inSummary.id]);
    expect(tagged.body.total).toBe(2);
    // With a category, both apply.
    const both = await search('q=telescope&tag=optics&category=science');
    expect(ids(both.body)).toEqual([oldInTitle.id]);
    const rival = await search('q=telescope&tag=optics', 'rival');
    expect(rival.body.stories.map((s) => s.title)).toEqual(['Rival telescope exclusive']);
    // A tag with no story finds nothing; an unknown one is a 404, a malformed one a 422.
    expect((await search('q=telescope&tag=unused')).body.total).toBe(0);
    expect((await search('q=telescope&tag=no-such-tag')).response.statusCode).toBe(404);
    expect((await search('q=telescope&tag=Not%20A%20Slug')).response.statusCode).toBe(422);
  });

  it("lists a tag's stories, newest first, when no words are given (issue 34)", async () => {
    const { db } = ctx.database;
    const browse = await createTag(db, home.id, { slug: 'browse', name: 'Browse' });
    for (const story of [scripted, japanese, inTitle]) await tagStory(db, story, browse.id);
    // Words left out, empty or blank; relevance means nothing without them.
    for (const query of ['tag=browse', 'q=&tag=browse', 'q=%20%20&tag=browse&sort=relevance']) {
      const { response, body } = await search(query);
      expect(response.statusCode, query).toBe(200);
      expect(ids(body), query).toEqual([inTitle.id, japanese.id, scripted.id]);
      expect(body, query).toMatchObject({ total: 3, capped: false, query: '', suggestion: null });
    }
    // Nothing is marked; the excerpt is the summary, escaped as ever.
    const { body } = await search('tag=browse');
    const hit = (id: number) => body.stories.find((story) => story.id === id);
    expect(hit(scripted.id)?.title_html).toBe(
      'Markup &lt;script&gt;alert(1)&lt;/script&gt; in a headline about volcanoes',
    );
    expect(hit(scripted.id)?.excerpt_html).toBe('Volcanoes &amp; &lt;b&gt;bold&lt;/b&gt; claims.');
    expect(hit(japanese.id)?.title_html).toBe('東京で新しい望遠鏡が公開された');
    expect(hit(japanese.id)?.excerpt_html).toBe('天文学者が喜んでいる。');
    // The other filters and the pages apply as with words.
    expect(ids((await search('tag=browse&category=science')).body)).toEqual([inTitle.id]);
    const second = await search('tag=browse&page_size=2&page=2');
    expect(second.body).toMatchObject({ total: 3, page: 2 });
    expect(ids(second.body)).toEqual([scripted.id]);
    // An unknown tag is still a 404; no words and no tag, still a 422.
    expect((await search('tag=no-such-tag')).response.statusCode).toBe(404);
    expect((await search('category=science')).response.statusCode).toBe(422);
  });

  it('pages, and still counts past the last page', async () => {
    const first = await search('q=telescope&page_size=3');
    expect(first.body.stories).toHaveLength(3);
    const second = await search('q=telescope&page_size=3&page=2');
    expect(ids(second.body)).toEqual([inBody.id]);
    const beyond = await search('q=telescope&page_size=3&page=9');
    expect(beyond.body).toMatchObject({ stories: [], total: 4, page: 9 });
  });

  it('suggests a respelling that finds stories when a word is misspelt', async () => {
    const { body } = await search('q=telescpoe');
    expect(body.total).toBe(0);
    expect(body.suggestion).toBe('telescope');
    const kept = await search(`q=${encodeURIComponent('"lunar statoin"')}`);
    expect(kept.body.suggestion).toBe('"lunar station"');
    const nonsense = await search('q=qqqxxzz');
    expect(nonsense.body.suggestion).toBeNull();
  });

  it('refuses an empty or overlong query with 422', async () => {
    expect((await search('q=%20%20')).response.statusCode).toBe(422);
    expect((await search('')).response.statusCode).toBe(422);
    expect((await search(`q=${'a'.repeat(201)}`)).response.statusCode).toBe(422);
    expect((await search('q=x&from=yesterday')).response.statusCode).toBe(422);
  });

  it('answers odd queries without failing', async () => {
    for (const q of ['"', '-', 'or', '!!! ???', "o'brien", '\\', '%_%', 'a & b | c']) {
      const { response } = await search(`q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
  });
});
