import type { Item } from 'feed';
import type { FeedStoryRow, NewsStoryRow, SitemapStoryRow } from './seo.repository.js';
import type { ImageFile } from '../../lib/image-files.js';
import type { NewsUrl, SitemapUrl } from './seo.xml.js';
import { escapeHtml, forCdata, xmlText } from './seo.xml.js';
import { absoluteUrl, categoryUrl, storyUrl } from './site-urls.js';

/**
 * Allow-list from rows to what crawlers and feed readers see: a new column stays private until
 * it is added here. Every text passes through the XML rules of seo.xml.ts.
 */

const publishedDate = (row: { publishedAt: Date | null; createdAt: Date }) =>
  row.publishedAt ?? row.createdAt;

/** The later of two dates (a story edited before it was published still shows its publication). */
const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

export function toSitemapUrl(base: string, row: SitemapStoryRow): SitemapUrl {
  return { loc: storyUrl(base, row.id), lastmod: later(row.updatedAt, publishedDate(row)) };
}

export function toNewsUrl(
  base: string,
  publication: { name: string; language: string },
  row: NewsStoryRow,
): NewsUrl {
  return {
    loc: storyUrl(base, row.id),
    publicationName: publication.name,
    language: publication.language,
    publicationDate: publishedDate(row),
    title: row.title,
  };
}

export type FeedFormat = 'rss' | 'atom';

/** Dublin Core: RSS 2.0's `<author>` must be an email address; a byline is `dc:creator`. */
const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/';
const MEDIA_NAMESPACE = 'http://search.yahoo.com/mrss/';

/** Attribute values the feed package writes as they are (it escapes no "&" of an extension's). */
const attributeValue = (value: string) =>
  xmlText(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One story as a feed item. Titles and summaries are plain text: RSS titles go out as they are
 * (in CDATA); Atom's `type="html"` fields and RSS descriptions are read as HTML, so they are
 * escaped as HTML first. The byline is Atom's author name and RSS's `dc:creator`. A picture
 * served from a file of this server's own (`file`: its size and type) is an enclosure with its
 * real length and type; another site's picture has none (its size is unknown without fetching
 * it), and is a Media RSS element in RSS, as every picture is.
 */
export function toFeedItem(
  base: string,
  { story, category }: FeedStoryRow,
  format: FeedFormat,
  file: ImageFile | null,
): Item {
  const link = storyUrl(base, story.id);
  const title = format === 'atom' ? escapeHtml(story.title) : forCdata(story.title);
  const summary = story.summary.trim() ? escapeHtml(story.summary) : undefined;
  const byline = story.author?.trim() || story.sourceName?.trim();
  const image = absoluteUrl(base, story.imageUrl);
  const published = publishedDate(story);

  const item: Item = {
    title,
    link,
    date: later(story.updatedAt, published),
    published,
    ...(summary ? { description: summary } : {}),
    ...(byline && format === 'atom' ? { author: [{ name: xmlText(byline) }] } : {}),
  };
  if (category) {
    const name = xmlText(category.name);
    item.category = [
      format === 'atom'
        ? // The package escapes only "&" in Atom attributes: a "<" would break the document.
          { term: category.slug, ...(name.includes('<') ? {} : { name }) }
        : { name, domain: categoryUrl(base, category.slug) },
    ];
  }
  if (image && file) {
    // In Atom the package writes a type of its own (image/svg for SVG): withAtomEnclosureTypes.
    item.image = { url: image, type: file.type, length: file.length };
  }
  if (format === 'rss') {
    const extensions: Item['extensions'] = [];
    if (byline) {
      extensions.push({
        name: 'dc:creator',
        objects: { _attributes: { 'xmlns:dc': DC_NAMESPACE }, _text: xmlText(byline) },
      });
    }
    if (image) {
      extensions.push({
        name: 'media:content',
        objects: {
          _attributes: {
            'xmlns:media': MEDIA_NAMESPACE,
            url: attributeValue(image),
            medium: 'image',
            ...(file ? { type: file.type, fileSize: String(file.length) } : {}),
          },
        },
      });
    }
    if (extensions.length > 0) item.extensions = extensions;
  }
  return item;
}

const ATOM_ENCLOSURE = /(<link rel="enclosure" href="([^"]*)"[^>]*? type=")([^"]*)(")/g;
const unescapeAmp = (value: string) => value.replace(/&amp;/g, '&');
const urlKey = (url: string) => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};

/**
 * The Atom document with each enclosure's real media type. The feed package types an Atom
 * enclosure `image/<extension>` whatever it is told (`image/svg` for an SVG, `image/jpg` for a
 * JPEG); the items carry the type of their file, which replaces it here.
 */
export function withAtomEnclosureTypes(xml: string, items: readonly Item[]): string {
  const types = new Map<string, string>();
  for (const { image } of items) {
    if (image && typeof image !== 'string' && image.type) types.set(urlKey(image.url), image.type);
  }
  if (types.size === 0) return xml;
  return xml.replace(
    ATOM_ENCLOSURE,
    (whole, start: string, href: string, _type: string, end: string) => {
      const type = types.get(urlKey(unescapeAmp(href)));
      return type ? `${start}${type}${end}` : whole;
    },
  );
}
