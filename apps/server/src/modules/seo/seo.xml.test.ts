import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  forCdata,
  newsUrlsetXml,
  sitemapIndexXml,
  urlsetXml,
  xmlText,
} from './seo.xml.js';
import { sitemapRuleViolations } from './sitemap-rules.test-support.js';

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ['url', 'sitemap'].includes(name),
});
const HOSTILE = `Tom & Jerry <b>"live"</b> 'now' ]]> and ]]> again\u0001\u0008`;
const HOSTILE_CLEAN = `Tom & Jerry <b>"live"</b> 'now' ]]> and ]]> again`;

describe('xml text rules', () => {
  it('drops characters XML cannot carry, and keeps the rest', () => {
    expect(xmlText('a\u0000b\u000Bc\tline\nend\r\uFFFE')).toBe('abc\tline\nend\r');
    expect(xmlText('lone \uD800 surrogate, pair 😀')).toBe('lone  surrogate, pair 😀');
  });

  it('escapes markup in text and attributes', () => {
    expect(escapeXml(HOSTILE)).toBe(
      'Tom &amp; Jerry &lt;b&gt;&quot;live&quot;&lt;/b&gt; &apos;now&apos; ]]&gt; and ]]&gt; again',
    );
  });

  it('leaves the first "]]>" to the feed writer and splits the later ones', () => {
    expect(forCdata('plain')).toBe('plain');
    expect(forCdata('a]]>b')).toBe('a]]>b');
    expect(forCdata('a]]>b]]>c]]>')).toBe('a]]>b]]]]><![CDATA[>c]]]]><![CDATA[>');
  });
});

describe('sitemap documents', () => {
  it('are valid XML that parses back to the addresses and dates given', () => {
    const lastmod = new Date('2024-05-06T07:08:09.000Z');
    const urlset = urlsetXml([
      { loc: 'https://x.example/story/1?a=1&b=2', lastmod },
      { loc: 'https://x.example/' },
    ]);
    expect(XMLValidator.validate(urlset)).toBe(true);
    const urls = parser.parse(urlset).urlset.url;
    expect(urls).toEqual([
      { loc: 'https://x.example/story/1?a=1&b=2', lastmod: '2024-05-06T07:08:09.000Z' },
      { loc: 'https://x.example/' },
    ]);

    const index = sitemapIndexXml([{ loc: 'https://x.example/sitemap-2024-05.xml', lastmod }]);
    expect(XMLValidator.validate(index)).toBe(true);
    expect(parser.parse(index).sitemapindex.sitemap[0].loc).toBe(
      'https://x.example/sitemap-2024-05.xml',
    );
  });

  it('carry hostile titles and names in a news sitemap', () => {
    const xml = newsUrlsetXml([
      {
        loc: 'https://x.example/story/1',
        publicationName: 'A & B <News>',
        language: 'en',
        publicationDate: new Date('2024-05-06T07:08:09.000Z'),
        title: HOSTILE,
      },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const news = parser.parse(xml).urlset.url[0]['news:news'];
    expect(news['news:title']).toBe(HOSTILE_CLEAN);
    expect(news['news:publication']['news:name']).toBe('A & B <News>');
  });
});

describe('the sitemaps.org rules the tests check sitemaps against', () => {
  const at = 'https://x.example/tenant/a/sitemap-2024-05.xml';
  const urlset = (locs: string[], lastmod = '2024-05-06T07:08:09.000Z') =>
    urlsetXml(locs.map((loc) => ({ loc, lastmod: new Date(lastmod) })));

  it('pass a sitemap of addresses below its own folder', () => {
    expect(sitemapRuleViolations(urlset(['https://x.example/tenant/a/story/1']), at)).toEqual([]);
    const index = sitemapIndexXml([{ loc: 'https://x.example/tenant/a/sitemap-pages.xml' }]);
    expect(sitemapRuleViolations(index, 'https://x.example/tenant/a/sitemap.xml')).toEqual([]);
  });

  it.each([
    ['an address above its folder', ['https://x.example/story/1'], /not below/],
    [
      'an address on another host',
      ['https://y.example/tenant/a/story/1'],
      /another protocol or host/,
    ],
    ['an address on another protocol', ['http://x.example/tenant/a/story/1'], /another protocol/],
    ['a relative address', ['/tenant/a/story/1'], /no absolute URL/],
    ['an unescaped address', ['https://x.example/tenant/a/caf\u00e9'], /not URL-escaped/],
    [
      'a 2,048-character address',
      [`https://x.example/tenant/a/${'x'.repeat(2_030)}`],
      /characters/,
    ],
  ])('refuse %s', (_name, locs, problem) => {
    expect(sitemapRuleViolations(urlset(locs), at).join('\n')).toMatch(problem);
  });

  it('refuse a document without the namespace, a declaration or a W3C Datetime', () => {
    const body = urlset(['https://x.example/tenant/a/story/1']);
    expect(sitemapRuleViolations(body.replace(/ xmlns="[^"]*"/, ''), at).join()).toMatch(/not in/);
    expect(sitemapRuleViolations(body.replace(/^<\?xml[^>]*>/, ''), at).join()).toMatch(/UTF-8/);
    expect(
      sitemapRuleViolations(body.replace(/<lastmod>[^<]*</, '<lastmod>06/05/2024<'), at).join(),
    ).toMatch(/W3C Datetime/);
  });
});
