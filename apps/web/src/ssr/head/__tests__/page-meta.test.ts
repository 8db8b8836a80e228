import { LANGUAGES } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { makeCategory, makeSpaceTenant, makeStory, makeStorySummary } from '@/test/fixtures';
import {
  authorMeta,
  categoryMeta,
  homeMeta,
  simplePageMeta,
  storyMeta,
  tagMeta,
  type FeedLink,
  type PageContext,
} from '../page-meta';
import { renderHead } from '../render-head';
import { expectInertHead, jsonLdBlocks, metaContent, parseHead } from './parse-head';

const FEEDS: FeedLink[] = [
  {
    type: 'application/rss+xml',
    title: 'Orbital Dispatch RSS',
    href: 'https://space.example.com/rss.xml',
  },
];

function context(overrides: Partial<PageContext> = {}): PageContext {
  return {
    baseUrl: 'https://space.example.com',
    path: '/',
    language: 'en',
    tenant: makeSpaceTenant(),
    feeds: FEEDS,
    ...overrides,
  };
}

type JsonObject = Record<string, unknown>;

function findLd(jsonLd: object[], type: string): JsonObject {
  const found = jsonLd.find((item) => (item as JsonObject)['@type'] === type);
  if (!found) throw new Error(`no ${type} in ${JSON.stringify(jsonLd)}`);
  return found as JsonObject;
}

describe('URLs: canonical and language alternates', () => {
  it('lists the eight languages with ?lng= and an x-default without it', () => {
    const meta = storyMeta({ ...context({ path: '/story/12' }), story: makeStory({ id: 12 }) });
    expect(meta.alternates).toEqual([
      ...LANGUAGES.map((lang) => ({
        hreflang: lang,
        href: `https://space.example.com/story/12?lng=${lang}`,
      })),
      { hreflang: 'x-default', href: 'https://space.example.com/story/12' },
    ]);
    expect(meta.alternates).toHaveLength(9);
  });

  it('keeps ?lng= in the canonical URL only when the page was asked with it', () => {
    const story = makeStory({ id: 12 });
    expect(
      storyMeta({ ...context({ path: '/story/12', language: 'fr' }), story }).canonicalUrl,
    ).toBe('https://space.example.com/story/12');
    expect(
      storyMeta({
        ...context({ path: '/story/12', language: 'fr', explicitLanguage: true }),
        story,
      }).canonicalUrl,
    ).toBe('https://space.example.com/story/12?lng=fr');
  });

  it('builds URLs under a PUBLIC_URL/tenant/{slug} base', () => {
    const base = context({
      baseUrl: 'https://helio.example/tenant/space',
      path: '/category/space',
    });
    const meta = categoryMeta({ ...base, category: makeCategory() });
    expect(meta.canonicalUrl).toBe('https://helio.example/tenant/space/category/space');
    expect(meta.alternates.at(-1)).toEqual({
      hreflang: 'x-default',
      href: 'https://helio.example/tenant/space/category/space',
    });
    const home = homeMeta(context({ baseUrl: 'https://helio.example/tenant/space/' }));
    expect(home.canonicalUrl).toBe('https://helio.example/tenant/space/');
  });

  it('drops a stray lng parameter from the path, keeps other parameters', () => {
    const meta = simplePageMeta({
      ...context({ path: '/search?q=mars&lng=de', language: 'de', explicitLanguage: true }),
      title: 'Search',
      // Indexed, so that it has alternates (a noindex page has none).
      robots: 'index, follow',
    });
    expect(meta.canonicalUrl).toBe('https://space.example.com/search?q=mars&lng=de');
    expect(meta.alternates.at(-1)?.href).toBe('https://space.example.com/search?q=mars');
  });

  it('passes the feeds through and sets the Open Graph locale of the language', () => {
    const meta = homeMeta(context({ language: 'ja' }));
    expect(meta.feeds).toEqual(FEEDS);
    expect(meta.locale).toBe('ja_JP');
    expect(meta.language).toBe('ja');
  });
});

describe('homeMeta', () => {
  it('is titled with the site name and described with the tenant description', () => {
    const meta = homeMeta(context());
    expect(meta.title).toBe('Orbital Dispatch');
    expect(meta.siteName).toBe('Orbital Dispatch');
    expect(meta.description).toBe('News from launch pad to deep space.');
    expect(meta.type).toBe('website');
    expect(meta.robots).toBeUndefined();
    expect(meta.image).toBeUndefined();
  });

  it('falls back to the tagline when the tenant has no description', () => {
    const tenant = makeSpaceTenant({ description: '' });
    tenant.site.tagline = 'From launch pad to deep space';
    expect(homeMeta(context({ tenant })).description).toBe('From launch pad to deep space');
  });

  it('declares a WebSite with a SearchAction on the tenant site', () => {
    const website = findLd(homeMeta(context()).jsonLd, 'WebSite');
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Orbital Dispatch',
      url: 'https://space.example.com/',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://space.example.com/search?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
    const prefixed = findLd(
      homeMeta(context({ baseUrl: 'https://helio.example/tenant/space' })).jsonLd,
      'WebSite',
    );
    expect(prefixed.potentialAction).toMatchObject({
      target: { urlTemplate: 'https://helio.example/tenant/space/search?q={search_term_string}' },
    });
  });

  it('takes the social image from the first story that has one', () => {
    const meta = homeMeta({
      ...context(),
      stories: [
        makeStorySummary({ title: 'No picture', image_url: null }),
        makeStorySummary({ title: 'Bad picture', image_url: 'javascript:alert(1)' }),
        makeStorySummary({ title: 'Rover', image_url: '/uploads/rover.jpg' }),
      ],
    });
    expect(meta.image).toEqual({
      url: 'https://space.example.com/uploads/rover.jpg',
      alt: 'Rover',
    });
  });
});

describe('categoryMeta', () => {
  it('is titled "{category} | {site}" with the category description and breadcrumbs', () => {
    const meta = categoryMeta({
      ...context({ path: '/category/space' }),
      category: makeCategory({ name: 'Space', slug: 'space', description: 'Rockets and planets.' }),
    });
    expect(meta.title).toBe('Space | Orbital Dispatch');
    expect(meta.description).toBe('Rockets and planets.');
    expect(findLd(meta.jsonLd, 'BreadcrumbList').itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Orbital Dispatch',
        item: 'https://space.example.com/',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Space',
        item: 'https://space.example.com/category/space',
      },
    ]);
  });

  it('names the lowercase address as canonical when the page was asked for in another case', () => {
    const category = makeCategory({ name: 'Space', slug: 'space' });
    const meta = categoryMeta({ ...context({ path: '/category/SPACE' }), category });
    expect(meta.canonicalUrl).toBe('https://space.example.com/category/space');
    expect(meta.alternates.every(({ href }) => href.includes('/category/space'))).toBe(true);
    const french = categoryMeta({
      ...context({ path: '/category/Space', language: 'fr', explicitLanguage: true }),
      category,
    });
    expect(french.canonicalUrl).toBe('https://space.example.com/category/space?lng=fr');
  });

  it('falls back to the tenant description for a category without one', () => {
    const meta = categoryMeta({ ...context(), category: makeCategory({ description: '  ' }) });
    expect(meta.description).toBe('News from launch pad to deep space.');
  });
});

describe('storyMeta', () => {
  const published = '2025-03-01T10:00:00.000Z';
  const updated = '2025-03-02T12:00:00.000Z';

  it('is titled "{story} | {site}", described by its summary, with article times', () => {
    const story = makeStory({
      id: 12,
      title: 'Mars rover wakes up',
      summary: 'The rover answered after a week of silence.',
      published_at: published,
      updated_at: updated,
      category: { id: 1, slug: 'space', name: 'Space' },
    });
    const meta = storyMeta({ ...context({ path: '/story/12' }), story });
    expect(meta.title).toBe('Mars rover wakes up | Orbital Dispatch');
    expect(meta.description).toBe('The rover answered after a week of silence.');
    expect(meta.type).toBe('article');
    expect(meta.article).toEqual({
      publishedTime: published,
      modifiedTime: updated,
      section: 'Space',
      author: 'Ada Lovelace',
    });
  });

  it('trims a long summary to about 160 characters on a word boundary', () => {
    const summary = 'Engineers spent the week listening for a signal from the rover. '.repeat(5);
    const meta = storyMeta({ ...context(), story: makeStory({ summary }) });
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description.length).toBeGreaterThan(140);
    expect(meta.description.endsWith('…')).toBe(true);
    expect(summary[meta.description.length - 1]).toBe(' ');
  });

  it('describes a story without a summary by the start of its text, tags stripped', () => {
    const body = `<h2>Signal</h2><p>The <em>rover</em> answered &amp; sent pictures.</p><p>${'More text here. '.repeat(20)}</p>`;
    const meta = storyMeta({ ...context(), story: makeStory({ summary: ' ', body_html: body }) });
    expect(meta.description.startsWith('Signal The rover answered & sent pictures. More')).toBe(
      true,
    );
    expect(meta.description).not.toMatch(/[<>]/);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  it('makes a relative image absolute against the site origin, also under /tenant/{slug}', () => {
    const story = makeStory({ image_url: '/uploads/stories/rover.jpg', title: 'Rover' });
    expect(storyMeta({ ...context(), story }).image).toEqual({
      url: 'https://space.example.com/uploads/stories/rover.jpg',
      alt: 'Rover',
    });
    expect(
      storyMeta({ ...context({ baseUrl: 'https://helio.example/tenant/space' }), story }).image
        ?.url,
    ).toBe('https://helio.example/uploads/stories/rover.jpg');
    const remote = makeStory({ image_url: 'https://cdn.example.org/a.jpg' });
    expect(storyMeta({ ...context(), story: remote }).image?.url).toBe(
      'https://cdn.example.org/a.jpg',
    );
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'data:image/png;base64,AAAA',
    'vbscript:x',
  ])('emits no image for %j', (imageUrl) => {
    const meta = storyMeta({ ...context(), story: makeStory({ image_url: imageUrl }) });
    expect(meta.image).toBeUndefined();
    expect(findLd(meta.jsonLd, 'NewsArticle').image).toBeUndefined();
    const doc = parseHead(renderHead(meta));
    expect(metaContent(doc, 'og:image')).toBeNull();
    expect(metaContent(doc, 'twitter:card')).toBe('summary');
    expect(renderHead(meta).toLowerCase()).not.toContain('javascript:');
  });

  it('declares a NewsArticle with dates, author, publisher logo and the page it is about', () => {
    const tenant = makeSpaceTenant({ logo_url: '/uploads/logos/space-96.webp' });
    const story = makeStory({
      id: 12,
      title: 'Mars rover wakes up',
      image_url: 'https://cdn.example.org/rover.jpg',
      published_at: published,
      updated_at: updated,
      language: 'en',
    });
    const meta = storyMeta({ ...context({ path: '/story/12', tenant }), story });
    expect(findLd(meta.jsonLd, 'NewsArticle')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Mars rover wakes up',
      description: story.summary,
      image: ['https://cdn.example.org/rover.jpg'],
      datePublished: published,
      dateModified: updated,
      inLanguage: 'en',
      articleSection: 'Space',
      author: { '@type': 'Person', name: 'Ada Lovelace' },
      publisher: {
        '@type': 'Organization',
        name: 'Orbital Dispatch',
        url: 'https://space.example.com/',
        logo: {
          '@type': 'ImageObject',
          url: 'https://space.example.com/uploads/logos/space-96.webp',
        },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://space.example.com/story/12' },
    });
  });

  it('has no publisher logo when the tenant has none', () => {
    const meta = storyMeta({ ...context(), story: makeStory() });
    const publisher = findLd(meta.jsonLd, 'NewsArticle').publisher as JsonObject;
    expect(publisher).toEqual({
      '@type': 'Organization',
      name: 'Orbital Dispatch',
      url: 'https://space.example.com/',
    });
  });

  it('keeps the headline within 110 characters', () => {
    const title = 'A very long headline about the rover that keeps going on and on '.repeat(3);
    const headline = findLd(
      storyMeta({ ...context(), story: makeStory({ title }) }).jsonLd,
      'NewsArticle',
    ).headline as string;
    expect(headline.length).toBeLessThanOrEqual(110);
    expect(headline.endsWith('…')).toBe(true);
  });

  it('credits a feed story to its source, as an organization', () => {
    const story = makeStory({
      origin: 'feed',
      author: 'Someone at the agency',
      source_name: 'Space Wire',
      source_url: 'https://spacewire.example.net/2025/03/rover',
    });
    const meta = storyMeta({ ...context(), story });
    expect(findLd(meta.jsonLd, 'NewsArticle').author).toEqual({
      '@type': 'Organization',
      name: 'Space Wire',
      url: 'https://spacewire.example.net',
    });
    expect(meta.article?.author).toBe('Space Wire');
  });

  it('leaves out a feed source URL that is not http(s)', () => {
    const story = makeStory({
      origin: 'feed',
      source_name: 'Space Wire',
      source_url: 'javascript:alert(1)',
    });
    expect(findLd(storyMeta({ ...context(), story }).jsonLd, 'NewsArticle').author).toEqual({
      '@type': 'Organization',
      name: 'Space Wire',
    });
  });

  it('credits a story without an author to the publication', () => {
    const story = makeStory({ author: null });
    const meta = storyMeta({ ...context(), story });
    expect(findLd(meta.jsonLd, 'NewsArticle').author).toEqual({
      '@type': 'Organization',
      name: 'Orbital Dispatch',
      url: 'https://space.example.com/',
    });
    expect(meta.article?.author).toBeUndefined();
  });

  it("names a local author's page as the Person's url, under the publication's address", () => {
    const story = makeStory({ author: 'Ada Lovelace', author_username: 'ada.l' });
    expect(findLd(storyMeta({ ...context(), story }).jsonLd, 'NewsArticle').author).toEqual({
      '@type': 'Person',
      name: 'Ada Lovelace',
      url: 'https://space.example.com/author/ada.l',
    });
    const byPath = storyMeta({
      ...context({ baseUrl: 'https://helio.example/tenant/space' }),
      story,
    });
    expect(findLd(byPath.jsonLd, 'NewsArticle').author).toMatchObject({
      url: 'https://helio.example/tenant/space/author/ada.l',
    });
  });

  it('lists each size the server has of the picture as an ImageObject', () => {
    const story = makeStory({
      image_url: '/uploads/articles/3/rover.webp',
      image_sizes: [{ url: '/uploads/articles/3/rover.webp', width: 1600, height: 900 }],
    });
    expect(findLd(storyMeta({ ...context(), story }).jsonLd, 'NewsArticle').image).toEqual([
      {
        '@type': 'ImageObject',
        url: 'https://space.example.com/uploads/articles/3/rover.webp',
        width: 1600,
        height: 900,
      },
    ]);
  });

  it("lists a library picture's renderings, widest first, in the image's proportions", () => {
    const folder = '/uploads/media/7/ab12';
    const story = makeStory({
      image_url: `${folder}/original.webp`,
      image_sizes: [{ url: `${folder}/original.webp`, width: 1800, height: 1000 }],
      picture: {
        sources: [
          { type: 'image/avif', srcset: `${folder}/w640.avif 640w, ${folder}/w1600.avif 1600w` },
          {
            type: 'image/webp',
            srcset: `${folder}/w320.webp 320w, ${folder}/w640.webp 640w, ${folder}/w1600.webp 1600w`,
          },
        ],
        src: `${folder}/w1600.webp`,
        width: 1800,
        height: 1000,
        alt: 'A rover',
      },
    });
    expect(findLd(storyMeta({ ...context(), story }).jsonLd, 'NewsArticle').image).toEqual([
      {
        '@type': 'ImageObject',
        url: `https://space.example.com${folder}/w1600.webp`,
        width: 1600,
        height: 889,
      },
      {
        '@type': 'ImageObject',
        url: `https://space.example.com${folder}/w640.webp`,
        width: 640,
        height: 356,
      },
      {
        '@type': 'ImageObject',
        url: `https://space.example.com${folder}/w320.webp`,
        width: 320,
        height: 178,
      },
    ]);
  });

  it('has breadcrumbs Home > Category > Story, or Home > Story without a category', () => {
    const story = makeStory({ id: 12, title: 'Rover' });
    const crumbs = (items: object[]) =>
      (findLd(items, 'BreadcrumbList').itemListElement as JsonObject[]).map((item) => [
        item.position,
        item.name,
        item.item,
      ]);
    expect(crumbs(storyMeta({ ...context({ path: '/story/12' }), story }).jsonLd)).toEqual([
      [1, 'Orbital Dispatch', 'https://space.example.com/'],
      [2, 'Space', 'https://space.example.com/category/space'],
      [3, 'Rover', 'https://space.example.com/story/12'],
    ]);
    const uncategorized = makeStory({ id: 13, title: 'Loose', category: null });
    expect(
      crumbs(storyMeta({ ...context({ path: '/story/13' }), story: uncategorized }).jsonLd),
    ).toEqual([
      [1, 'Orbital Dispatch', 'https://space.example.com/'],
      [2, 'Loose', 'https://space.example.com/story/13'],
    ]);
  });
});

describe('authorMeta', () => {
  const author = {
    username: 'ada.l',
    name: 'Ada Lovelace',
    display_name: 'Ada Lovelace',
    story_count: 14,
  };
  const meta = (page: number) =>
    authorMeta({
      ...context({ path: '/author/ADA.L' }),
      author,
      page,
      stories: [makeStorySummary({ image_url: '/uploads/a.webp', title: 'Rover' })],
      title: page > 1 ? `Ada Lovelace, page ${page}` : 'Ada Lovelace',
      description: 'The stories Ada Lovelace wrote for Orbital Dispatch, newest first.',
    });

  it('is titled after the author, at the address that names their username as stored', () => {
    expect(meta(1)).toMatchObject({
      title: 'Ada Lovelace | Orbital Dispatch',
      canonicalUrl: 'https://space.example.com/author/ada.l',
      description: 'The stories Ada Lovelace wrote for Orbital Dispatch, newest first.',
      image: { url: 'https://space.example.com/uploads/a.webp', alt: 'Rover' },
    });
    expect(meta(2)).toMatchObject({
      title: 'Ada Lovelace, page 2 | Orbital Dispatch',
      canonicalUrl: 'https://space.example.com/author/ada.l?page=2',
    });
    expect(meta(2).robots).toBeUndefined();
  });

  it('declares a ProfilePage whose main entity is the Person, and breadcrumbs', () => {
    const { jsonLd } = meta(1);
    expect(findLd(jsonLd, 'ProfilePage')).toMatchObject({
      url: 'https://space.example.com/author/ada.l',
      mainEntity: {
        '@type': 'Person',
        name: 'Ada Lovelace',
        alternateName: 'ada.l',
        url: 'https://space.example.com/author/ada.l',
        worksFor: { '@type': 'Organization', name: 'Orbital Dispatch' },
        agentInteractionStatistic: { userInteractionCount: 14 },
      },
    });
    expect(
      (findLd(jsonLd, 'BreadcrumbList').itemListElement as JsonObject[]).map((item) => item.item),
    ).toEqual(['https://space.example.com/', 'https://space.example.com/author/ada.l']);
  });
});

describe('simplePageMeta', () => {
  it.each([
    ['/login', 'Sign in'],
    ['/register', 'Create an account'],
    ['/reset-password', 'Reset your password'],
    ['/profile', 'Your profile'],
    ['/no-such-page', 'Page not found'],
  ])('keeps %s out of search results, titled by the caller', (path, title) => {
    const meta = simplePageMeta({ ...context({ path }), title });
    expect(meta.robots).toBe('noindex');
    expect(meta.title).toBe(`${title} | Orbital Dispatch`);
    expect(meta.description).toBe('News from launch pad to deep space.');
    expect(meta.canonicalUrl).toBe(`https://space.example.com${path}`);
    expect(meta.jsonLd).toEqual([]);
    expect(metaContent(parseHead(renderHead(meta)), 'robots')).toBe('noindex');
  });

  it('names no language alternates on a page kept out of search results', () => {
    for (const robots of [undefined, 'noindex', 'noindex, nofollow', 'NONE']) {
      const meta = simplePageMeta({ ...context({ path: '/login' }), title: 'Sign in', robots });
      expect(meta.alternates, String(robots)).toEqual([]);
      const head = renderHead(meta);
      expect(head).not.toContain('hreflang');
      // The canonical address stays: it is the page itself.
      expect(head).toContain('<link rel="canonical" href="https://space.example.com/login">');
    }
    const indexed = simplePageMeta({
      ...context({ path: '/realtime-news' }),
      title: 'Live',
      robots: 'max-image-preview:large',
    });
    expect(indexed.alternates).toHaveLength(LANGUAGES.length + 1);
    expect(renderHead(indexed)).toContain('hreflang="x-default"');
  });

  it('takes the caller’s description and robots when given', () => {
    const meta = simplePageMeta({
      ...context({ path: '/realtime-news' }),
      title: 'Live',
      description: 'Stories as they happen.',
      robots: 'index, follow',
    });
    expect(meta.description).toBe('Stories as they happen.');
    expect(meta.robots).toBe('index, follow');
  });
});

describe('builders with hostile stored text, rendered and parsed back', () => {
  const evilName = '</title><script>alert(1)</script>';
  const evilTitle = `Launch </script><script>alert("x")</script> 'quoted' "twice"`;
  const evilSummary = '"><svg onload=alert(1)>';
  const evilCategory = '<img src=x onerror=alert(1)>';
  const tenant = makeSpaceTenant({ display_name: evilName, description: evilSummary });

  it('keeps a story page inert and its texts exact', () => {
    const story = makeStory({
      id: 7,
      title: evilTitle,
      summary: evilSummary,
      author: `"'><script>`,
      image_url: '/uploads/a.jpg?x="><script>',
      category: { id: 3, slug: 'evil', name: evilCategory },
    });
    const meta = storyMeta({ ...context({ path: '/story/7', tenant }), story });
    const doc = parseHead(renderHead(meta));
    expectInertHead(doc, 2);
    expect(doc.querySelector('title')?.textContent).toBe(`${evilTitle} | ${evilName}`);
    expect(metaContent(doc, 'description')).toBe(evilSummary);
    expect(metaContent(doc, 'og:site_name')).toBe(evilName);
    expect(metaContent(doc, 'og:image:alt')).toBe(evilTitle);
    expect(metaContent(doc, 'article:section')).toBe(evilCategory);
    expect(metaContent(doc, 'article:author')).toBe(`"'><script>`);
    expect(metaContent(doc, 'og:image')).toBe(
      'https://space.example.com/uploads/a.jpg?x=%22%3E%3Cscript%3E',
    );
    const [article, breadcrumbs] = jsonLdBlocks(doc) as JsonObject[];
    expect(article).toEqual(JSON.parse(JSON.stringify(meta.jsonLd[0])));
    expect(article?.headline).toBe(evilTitle);
    expect(article?.description).toBe(evilSummary);
    expect(breadcrumbs).toEqual(JSON.parse(JSON.stringify(meta.jsonLd[1])));
  });

  it('keeps the home, category and simple pages inert and their texts exact', () => {
    const home = parseHead(renderHead(homeMeta(context({ tenant }))));
    expectInertHead(home, 1);
    expect(home.querySelector('title')?.textContent).toBe(evilName);
    expect(metaContent(home, 'description')).toBe(evilSummary);
    expect((jsonLdBlocks(home)[0] as JsonObject).name).toBe(evilName);

    const category = parseHead(
      renderHead(
        categoryMeta({
          ...context({ tenant, path: '/category/evil' }),
          category: makeCategory({ name: evilCategory, description: evilTitle }),
        }),
      ),
    );
    expectInertHead(category, 1);
    expect(category.querySelector('title')?.textContent).toBe(`${evilCategory} | ${evilName}`);
    expect(metaContent(category, 'description')).toBe(evilTitle);

    const notFound = parseHead(
      renderHead(
        simplePageMeta({
          ...context({ tenant, path: '/"><script>alert(1)</script>' }),
          title: 'Page not found',
        }),
      ),
    );
    expectInertHead(notFound, 0);
    expect(notFound.querySelector('title')?.textContent).toBe(`Page not found | ${evilName}`);
    expect(notFound.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://space.example.com/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    );
  });
});

describe('tagMeta (issue 34)', () => {
  const tag = {
    id: 3,
    name: 'Mars',
    slug: 'mars',
    description: 'The red planet, its rovers and its weather.',
    image_url: '/uploads/tags/mars.webp',
    story_count: 14,
  };
  const stories = [
    makeStorySummary({ id: 7, image_url: '/uploads/a.webp', title: 'Rover' }),
    makeStorySummary({ id: 8, title: 'Dust storm' }),
  ];
  const meta = (
    page: number,
    overrides: Partial<PageContext> = {},
    description = tag.description,
  ) =>
    tagMeta({
      ...context({ path: '/tag/MARS', ...overrides }),
      tag: { ...tag, description },
      page,
      stories,
      title: page > 1 ? `Mars, page ${page}` : 'Mars',
      description: 'Stories tagged Mars on Orbital Dispatch, newest first.',
    });

  it('is titled after the tag, at the address of its stored slug, with its description and picture', () => {
    expect(meta(1)).toMatchObject({
      title: 'Mars | Orbital Dispatch',
      canonicalUrl: 'https://space.example.com/tag/mars',
      description: 'The red planet, its rovers and its weather.',
      image: { url: 'https://space.example.com/uploads/tags/mars.webp', alt: 'Mars' },
    });
    expect(meta(2)).toMatchObject({
      title: 'Mars, page 2 | Orbital Dispatch',
      canonicalUrl: 'https://space.example.com/tag/mars?page=2',
    });
    // Without a description of its own: the sentence about its stories.
    expect(meta(1, {}, '  ').description).toBe(
      'Stories tagged Mars on Orbital Dispatch, newest first.',
    );
  });

  it("adds its RSS and Atom feeds to the publication's, and none when the publication has none", () => {
    expect(meta(1).feeds).toEqual([
      ...FEEDS,
      {
        type: 'application/rss+xml',
        title: 'Orbital Dispatch: Mars (RSS)',
        href: 'https://space.example.com/tag/mars/rss.xml',
      },
      {
        type: 'application/atom+xml',
        title: 'Orbital Dispatch: Mars (Atom)',
        href: 'https://space.example.com/tag/mars/atom.xml',
      },
    ]);
    expect(meta(1, { feeds: [] }).feeds).toEqual([]);
    const head = parseHead(renderHead(meta(1)));
    expect(
      head.querySelector(
        'link[rel="alternate"][type="application/rss+xml"][href$="/tag/mars/rss.xml"]',
      ),
    ).not.toBeNull();
  });

  it('declares a CollectionPage about the tag listing the stories, and breadcrumbs', () => {
    const { jsonLd } = meta(1);
    expect(findLd(jsonLd, 'CollectionPage')).toMatchObject({
      url: 'https://space.example.com/tag/mars',
      name: 'Mars',
      about: { '@type': 'DefinedTerm', name: 'Mars', url: 'https://space.example.com/tag/mars' },
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: [
          { position: 1, url: 'https://space.example.com/story/7', name: 'Rover' },
          { position: 2, url: 'https://space.example.com/story/8', name: 'Dust storm' },
        ],
      },
    });
    expect(JSON.stringify(findLd(jsonLd, 'BreadcrumbList'))).toContain(
      '"item":"https://space.example.com/tag/mars"',
    );
  });
});

describe("storyMeta's keywords (issue 34)", () => {
  it("are the story's tag names, and absent without tags", () => {
    const tagged = storyMeta({
      ...context({ path: '/story/5' }),
      story: makeStory({
        id: 5,
        tags: [
          { name: 'Mars', slug: 'mars' },
          { name: 'Rovers', slug: 'rovers' },
        ],
      }),
    });
    expect(findLd(tagged.jsonLd, 'NewsArticle').keywords).toBe('Mars, Rovers');
    const plain = storyMeta({ ...context({ path: '/story/6' }), story: makeStory({ id: 6 }) });
    expect(findLd(plain.jsonLd, 'NewsArticle')).not.toHaveProperty('keywords');
  });
});
