import { describe, expect, it } from 'vitest';
import type { PageMeta } from '../page-meta';
import { renderHead } from '../render-head';
import { expectInertHead, jsonLdBlocks, metaContent, parseHead } from './parse-head';

/** Stored text an attacker (or an unlucky editor) could put in a name, title or description. */
const HOSTILE = [
  '</title><script>alert(1)</script>',
  `Launch delayed </script> "again" and 'again'`,
  '"><svg onload=alert(1)>',
  '<img src=x onerror=alert(1)>',
  `"'><script>alert(1)</script>`,
  '</script><script>alert(1)</script>',
  '<!--',
  '<!-- </script> -->',
  ']]>',
  '<![CDATA[ x ]]>',
  '&amp;',
  '&lt;script&gt; &#60;b&#62; &#x3C;i&#x3E;',
  'line\u2028separator\u2029paragraph',
  '🚀 Launch 👩‍🚀 day',
  'مرحبا بالعالم \u202eevil\u202c',
  '</style><style>*{display:none}</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  `' onmouseover='alert(1)`,
  '" onfocus="alert(1)" autofocus x="',
  '</head><body onload=alert(1)>',
  '<base href="https://evil.example/">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  'first line\r\nsecond\rthird\n',
  "{{constructor.constructor('alert(1)')()}}",
  '</textarea><plaintext>',
  '\\u003c/script\\u003e and \\',
  '<SCRIPT>alert(1)</SCRIPT ></ScRiPt\t>',
  'javascript:alert(1)',
  '   leading and trailing spaces   ',
];

function hostileMeta(payload: string): PageMeta {
  return {
    title: payload,
    description: payload,
    canonicalUrl: `https://news.example.com/story/1?ref=${payload}`,
    language: 'en',
    siteName: payload,
    locale: 'en_US',
    type: 'article',
    image: { url: `https://cdn.example.com/a.jpg?caption=${payload}`, alt: payload },
    robots: 'noindex',
    alternates: [
      { hreflang: 'fr', href: `https://news.example.com/story/1?ref=${payload}&lng=fr` },
      { hreflang: 'x-default', href: 'https://news.example.com/story/1' },
    ],
    feeds: [{ type: 'application/rss+xml', title: payload, href: 'https://news.example.com/rss' }],
    article: {
      publishedTime: '2025-01-02T03:04:05.000Z',
      modifiedTime: '2025-01-03T03:04:05.000Z',
      section: payload,
      author: payload,
    },
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: payload },
      { '@type': 'Thing', name: payload, nested: [{ description: payload }, payload] },
    ],
  };
}

describe('renderHead with hostile text', () => {
  it('has at least twenty payloads', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
  });

  it.each(HOSTILE)('keeps %j inert and reads it back exactly', (payload) => {
    const meta = hostileMeta(payload);
    const doc = parseHead(renderHead(meta));

    expectInertHead(doc, 2);
    expect(doc.querySelector('title')?.textContent).toBe(payload);
    for (const key of [
      'description',
      'og:title',
      'og:description',
      'og:site_name',
      'og:image:alt',
      'twitter:title',
      'twitter:description',
      'twitter:image:alt',
      'article:section',
      'article:author',
    ]) {
      expect(metaContent(doc, key), key).toBe(payload);
    }
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      meta.canonicalUrl,
    );
    expect(metaContent(doc, 'og:url')).toBe(meta.canonicalUrl);
    expect(metaContent(doc, 'og:image')).toBe(meta.image?.url);
    expect(metaContent(doc, 'twitter:image')).toBe(meta.image?.url);
    expect(doc.querySelector('link[hreflang="fr"]')?.getAttribute('href')).toBe(
      meta.alternates[0]?.href,
    );
    expect(doc.querySelector('link[type="application/rss+xml"]')?.getAttribute('title')).toBe(
      payload,
    );
    expect(jsonLdBlocks(doc)).toEqual(meta.jsonLd);
  });

  it('writes the JSON-LD without any "<" that could end the script element', () => {
    const head = renderHead(hostileMeta('</script><!--<script>'));
    const blocks = head.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g) ?? [];
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      const inside = block.slice('<script type="application/ld+json">'.length, -'</script>'.length);
      expect(inside).not.toMatch(/[<>]/);
    }
  });
});

describe('renderHead links and images', () => {
  const base = hostileMeta('Plain');

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '/uploads/relative.jpg',
    'not a url',
  ])('leaves out an image at %j and falls back to a summary card', (url) => {
    const doc = parseHead(renderHead({ ...base, image: { url, alt: 'Picture' } }));
    expectInertHead(doc, 2);
    expect(metaContent(doc, 'og:image')).toBeNull();
    expect(metaContent(doc, 'og:image:alt')).toBeNull();
    expect(metaContent(doc, 'twitter:image')).toBeNull();
    expect(metaContent(doc, 'twitter:card')).toBe('summary');
  });

  it('uses a large card with an image', () => {
    const doc = parseHead(renderHead(base));
    expect(metaContent(doc, 'twitter:card')).toBe('summary_large_image');
  });

  it('leaves out canonical, alternate and feed links that are not http(s)', () => {
    const doc = parseHead(
      renderHead({
        ...base,
        canonicalUrl: 'javascript:alert(1)',
        alternates: [{ hreflang: 'en', href: 'javascript:alert(2)' }],
        feeds: [{ type: 'application/rss+xml', title: 'RSS', href: 'data:text/html,x' }],
      }),
    );
    expectInertHead(doc, 2);
    expect(doc.querySelectorAll('link')).toHaveLength(0);
    expect(metaContent(doc, 'og:url')).toBeNull();
  });
});

describe('renderHead tags', () => {
  const meta: PageMeta = {
    title: 'Mars rover wakes up | Orbital Dispatch',
    description: 'The rover answered after a week of silence.',
    canonicalUrl: 'https://space.example.com/story/12',
    language: 'en',
    siteName: 'Orbital Dispatch',
    locale: 'en_US',
    type: 'article',
    image: { url: 'https://space.example.com/uploads/rover.jpg', alt: 'Mars rover wakes up' },
    alternates: [
      { hreflang: 'en', href: 'https://space.example.com/story/12?lng=en' },
      { hreflang: 'fr', href: 'https://space.example.com/story/12?lng=fr' },
      { hreflang: 'x-default', href: 'https://space.example.com/story/12' },
    ],
    feeds: [
      { type: 'application/rss+xml', title: 'RSS', href: 'https://space.example.com/rss.xml' },
      { type: 'application/atom+xml', title: 'Atom', href: 'https://space.example.com/atom.xml' },
    ],
    article: {
      publishedTime: '2025-03-01T10:00:00.000Z',
      modifiedTime: '2025-03-02T10:00:00.000Z',
      section: 'Space',
      author: 'Ada Lovelace',
    },
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'x' }],
  };

  it('writes every tag with its value', () => {
    const doc = parseHead(renderHead(meta));
    expectInertHead(doc, 1);
    expect(doc.title).toBe(meta.title);
    expect(metaContent(doc, 'description')).toBe(meta.description);
    expect(metaContent(doc, 'robots')).toBeNull();
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      meta.canonicalUrl,
    );
    expect(
      [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ).toEqual(meta.alternates.map((alternate) => [alternate.hreflang, alternate.href]));
    expect(
      [...doc.querySelectorAll('link[rel="alternate"][type]')].map((link) => [
        link.getAttribute('type'),
        link.getAttribute('title'),
        link.getAttribute('href'),
      ]),
    ).toEqual(meta.feeds.map((feed) => [feed.type, feed.title, feed.href]));
    expect(metaContent(doc, 'og:type')).toBe('article');
    expect(metaContent(doc, 'og:title')).toBe(meta.title);
    expect(metaContent(doc, 'og:description')).toBe(meta.description);
    expect(metaContent(doc, 'og:url')).toBe(meta.canonicalUrl);
    expect(metaContent(doc, 'og:site_name')).toBe('Orbital Dispatch');
    expect(metaContent(doc, 'og:locale')).toBe('en_US');
    expect(metaContent(doc, 'og:image')).toBe(meta.image?.url);
    expect(metaContent(doc, 'og:image:alt')).toBe(meta.image?.alt);
    expect(metaContent(doc, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(doc, 'twitter:title')).toBe(meta.title);
    expect(metaContent(doc, 'twitter:description')).toBe(meta.description);
    expect(metaContent(doc, 'twitter:image')).toBe(meta.image?.url);
    expect(metaContent(doc, 'article:published_time')).toBe('2025-03-01T10:00:00.000Z');
    expect(metaContent(doc, 'article:modified_time')).toBe('2025-03-02T10:00:00.000Z');
    expect(metaContent(doc, 'article:section')).toBe('Space');
    expect(metaContent(doc, 'article:author')).toBe('Ada Lovelace');
    expect(jsonLdBlocks(doc)).toEqual(meta.jsonLd);
  });

  it('writes robots when set and leaves out what a website page does not have', () => {
    const doc = parseHead(
      renderHead({
        ...meta,
        type: 'website',
        robots: 'noindex',
        image: undefined,
        article: undefined,
        locale: undefined,
        jsonLd: [],
      }),
    );
    expectInertHead(doc, 0);
    expect(metaContent(doc, 'robots')).toBe('noindex');
    expect(metaContent(doc, 'og:type')).toBe('website');
    expect(metaContent(doc, 'og:locale')).toBeNull();
    expect(metaContent(doc, 'article:published_time')).toBeNull();
    expect(metaContent(doc, 'twitter:card')).toBe('summary');
  });
});
