import type { Item } from 'feed';
import type { FeedStoryRow, NewsStoryRow, SitemapStoryRow } from './seo.repository.js';
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

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The image's type by its extension; undefined when the address does not say. */
const imageType = (url: string): string | undefined => {
  const name = new URL(url).pathname.split('/').pop() ?? '';
  const extension = name.includes('.') ? name.split('.').pop()?.toLowerCase() : undefined;
  return extension ? IMAGE_TYPES[extension] : undefined;
};

/**
 * One story as a feed item. Titles and summaries are plain text: RSS titles go out as they are
 * (in CDATA); Atom's `type="html"` fields and RSS descriptions are read as HTML, so they are
 * escaped as HTML first. The image is an enclosure, and in RSS also a Media RSS element.
 */
export function toFeedItem(
  base: string,
  { story, category }: FeedStoryRow,
  format: FeedFormat,
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
    ...(byline ? { author: [{ name: xmlText(byline) }] } : {}),
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
  const type = image ? imageType(image) : undefined;
  if (image && format === 'rss') {
    item.image = { url: image, type: type ?? 'image/jpeg' };
    item.extensions = [
      {
        name: 'media:content',
        objects: {
          _attributes: {
            'xmlns:media': 'http://search.yahoo.com/mrss/',
            url: image.replace(/&/g, '&amp;'),
            medium: 'image',
            ...(type ? { type } : {}),
          },
        },
      },
    ];
  } else if (image && type) {
    // The package types an Atom enclosure by the address's extension alone: only known ones.
    item.image = { url: image, type };
  }
  return item;
}
