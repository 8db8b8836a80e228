import {
  type Category,
  type SsrApiResponse,
  type Story,
  type StorySummary,
  type Tag,
  type TenantInfo,
} from '@helionews/contracts';
import { defaultTenantInfo } from '@/lib/default-tenant';

/**
 * Made-up answers for the reader pages the build renders to collect their shared styles
 * (ADR 016: the reader stylesheet). Only their shape matters: every page kind, with and
 * without pictures, in the default publication's colours.
 */
const SAMPLE_CATEGORIES: Category[] = [
  'world',
  'politics',
  'business',
  'science',
  'culture',
  'climate',
  'opinion',
].map((slug, index) => ({
  id: index + 1,
  slug,
  name: slug.charAt(0).toUpperCase() + slug.slice(1),
  description: `Stories about ${slug}.`,
  position: index + 1,
  story_count: 3,
}));

const PUBLISHED = '2026-01-01T08:00:00.000Z';

function sampleSummary(id: number): StorySummary {
  const category = SAMPLE_CATEGORIES[id % SAMPLE_CATEGORIES.length] ?? SAMPLE_CATEGORIES[0];
  return {
    id,
    title: `Sample story ${id}`,
    slug: `sample-story-${id}`,
    summary: `The summary of sample story ${id}.`,
    // Every other story without a picture: both kinds of card are drawn.
    image_url: id % 2 === 0 ? null : `/seed/sample-${id}.svg`,
    author: 'Sample Author',
    // Every other editorial story under a local account's byline: linked bylines are drawn too.
    author_username: id % 3 !== 0 && id % 2 === 1 ? 'sample.author' : null,
    origin: id % 3 === 0 ? 'feed' : 'editorial',
    source_name: id % 3 === 0 ? 'Sample Wire' : null,
    category: category ? { id: category.id, slug: category.slug, name: category.name } : null,
    published_at: PUBLISHED,
  };
}

const SAMPLE_STORIES = Array.from({ length: 24 }, (_, index) => sampleSummary(index + 1));

function sampleStory(id: number): Story {
  return {
    ...sampleSummary(id),
    body_html:
      '<p>Sample paragraph with a <a href="https://example.org">link</a>.</p><h2>Heading</h2>' +
      '<blockquote><p>Quote</p></blockquote><ul><li>Item</li></ul><figure><img src="/seed/a.svg" alt="">' +
      '<figcaption>Caption</figcaption></figure>',
    image_sizes: [],
    // Its tags' links are drawn on the story page (issue 34).
    tags: [
      { name: 'Sample tag', slug: 'sample-tag' },
      { name: 'Another tag', slug: 'another-tag' },
    ],
    language: 'en',
    source_url: null,
    updated_at: PUBLISHED,
    word_count: 600,
    reading_minutes: 3,
  };
}

const SAMPLE_TAG: Tag = {
  id: 1,
  name: 'Sample tag',
  slug: 'sample-tag',
  description: 'Stories about a sample subject.',
  image_url: '/seed/sample-tag.svg',
  story_count: 40,
};

const SAMPLE_TENANT: TenantInfo = defaultTenantInfo({ description: 'Sample publication.' });

/** The reader pages whose styles make up the shared stylesheet. */
export const SAMPLE_PAGES = [
  '/',
  '/?page=2',
  '/category/world',
  '/story/1',
  '/story/2',
  '/story/1/detail',
  '/search?q=sample',
  '/search?q=sample&category=world&page=2',
  '/search',
  '/story-demo',
  '/author/sample.author',
  '/author/sample.author?page=2',
  '/tag/sample-tag',
  '/tag/sample-tag?page=2',
  '/page/about',
  '/page/no-such-page',
  '/no-such-page',
];

function json(body: unknown, status = 200): SsrApiResponse {
  return { status, contentType: 'application/json', body: JSON.stringify(body) };
}

/** The API as the sample pages ask it. */
export function sampleApi(path: string): SsrApiResponse {
  const url = new URL(path, 'http://sample.invalid');
  const route = url.pathname.replace(/^\/api/, '');
  if (route === '/tenant/info') return json(SAMPLE_TENANT);
  if (route === '/categories') {
    return json({ categories: SAMPLE_CATEGORIES, total: SAMPLE_CATEGORIES.length });
  }
  if (route === '/ads/placements') return json({ zones: [] });
  // The static pages (issue 34): the navigation's links, and one page.
  if (route === '/pages') {
    return json({
      header: [{ title: 'Sample tips', slug: 'tips' }],
      footer: [
        { title: 'About', slug: 'about' },
        { title: 'Corrections', slug: 'corrections' },
      ],
      publishing_principles: 'about',
      corrections_policy: 'corrections',
    });
  }
  if (route === '/pages/about') {
    return json({
      id: 1,
      title: 'About the sample publication',
      slug: 'about',
      body_html: sampleStory(1).body_html,
      placement: 'footer',
      published_at: PUBLISHED,
      updated_at: PUBLISHED,
    });
  }
  // A story's subscribe box (two newsletters: the checkboxes too), drawn on most story pages.
  if (route === '/newsletters') {
    return json({
      newsletters: [
        { id: 1, name: 'Sample briefing', description: 'Sample.', cadence: 'daily' },
        { id: 2, name: 'Sample alerts', description: 'Sample.', cadence: 'each_story' },
      ],
    });
  }
  if (route === '/stories') {
    const size = Number(url.searchParams.get('page_size') ?? 12);
    return json({
      stories: SAMPLE_STORIES.slice(0, size),
      total: 40,
      page: 1,
      page_size: size,
    });
  }
  if (route.startsWith('/authors/')) {
    const page = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('page_size') ?? 12);
    return json({
      author: {
        username: 'sample.author',
        name: 'Sample Author',
        display_name: 'Sample Author',
        story_count: 30,
      },
      stories: SAMPLE_STORIES.slice((page - 1) * size, page * size),
      total: 30,
      page,
      page_size: size,
    });
  }
  // Tags (issue 34): the search form's list, and a tag's page (with a picture: drawn too).
  if (route === '/tags') return json({ tags: [SAMPLE_TAG], total: 1 });
  if (route.startsWith('/tags/')) return json(SAMPLE_TAG);
  const related = /^\/stories\/(\d+)\/related$/.exec(route);
  if (related) return json({ stories: SAMPLE_STORIES.slice(2, 6) });
  const story = /^\/stories\/(\d+)$/.exec(route);
  if (story) return json(sampleStory(Number(story[1])));
  if (route === '/search') {
    const query = url.searchParams.get('q') ?? '';
    return json({
      stories: SAMPLE_STORIES.slice(0, 10).map((hit) => ({
        ...hit,
        title_html: `<mark>${hit.title}</mark>`,
        excerpt_html: `An excerpt with <mark>${query}</mark> in it.`,
      })),
      total: 25,
      capped: false,
      page: Number(url.searchParams.get('page') ?? 1),
      page_size: 10,
      query,
      suggestion: 'simple',
    });
  }
  return json({ detail: 'Not found' }, 404);
}
