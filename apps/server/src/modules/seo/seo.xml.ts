/**
 * XML for crawlers: sitemaps (sitemaps.org 0.9, Google News 0.9) and the text rules that keep any
 * title valid XML. Feeds are written by the `feed` package; see `forCdata`.
 */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** What XML 1.0 cannot carry even escaped: control characters, lone surrogates, U+FFFE/U+FFFF. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are exactly the characters to remove
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters no XML document may contain. */
export const xmlText = (text: string): string => text.replace(NOT_XML, '');

/** Text or attribute content, escaped. */
export const escapeXml = (text: string): string =>
  xmlText(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Plain text as HTML, for feed fields readers treat as HTML (Atom type="html", RSS description). */
export const escapeHtml = (text: string): string =>
  xmlText(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const CDATA_END = ']]>';
const CDATA_SPLIT = ']]]]><![CDATA[>';

/**
 * Text for a field the `feed` package writes as CDATA. Its writer (xml-js) splits only the first
 * "]]>" of a CDATA section, so a second one would end the section early and break the document:
 * every later one is split here, the first is left to xml-js. The feed tests parse titles with
 * several "]]>" back, so a change in xml-js shows up there.
 */
export function forCdata(text: string): string {
  const clean = xmlText(text);
  const first = clean.indexOf(CDATA_END);
  if (first < 0) return clean;
  const head = clean.slice(0, first + CDATA_END.length);
  return head + clean.slice(head.length).replaceAll(CDATA_END, CDATA_SPLIT);
}

export interface SitemapUrl {
  loc: string;
  lastmod?: Date | null;
}

const entry = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</${tag}>`;

/** A sitemap: the pages, with when each last changed. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return [
    DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}">`,
    ...urls.map((url) => entry('url', url)),
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index: the sitemaps, with when each last changed. */
export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return [
    DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...sitemaps.map((sitemap) => entry('sitemap', sitemap)),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export interface NewsUrl {
  loc: string;
  publicationName: string;
  language: string;
  publicationDate: Date;
  title: string;
}

/** A Google News sitemap: the articles of the last two days. */
export function newsUrlsetXml(urls: readonly NewsUrl[]): string {
  return [
    DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">`,
    ...urls.map(
      (url) =>
        `<url><loc>${escapeXml(url.loc)}</loc><news:news><news:publication>` +
        `<news:name>${escapeXml(url.publicationName)}</news:name>` +
        `<news:language>${escapeXml(url.language)}</news:language></news:publication>` +
        `<news:publication_date>${url.publicationDate.toISOString()}</news:publication_date>` +
        `<news:title>${escapeXml(url.title)}</news:title></news:news></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}
