import { createHash } from 'node:crypto';
import { FEED_MESSAGES, FEED_TITLE_MAX } from '@helionews/contracts';
import type Parser from 'rss-parser';
import { htmlToText, sanitizeStoryHtml } from '../../lib/html.js';

/** Caps on what one item may bring in (longer text is cut, not refused). */
export const ITEM_LIMITS = {
  title: 300,
  summary: 500,
  /** Raw HTML read from one item before sanitizing. */
  bodyInput: 200_000,
  guid: 500,
  url: 2000,
  author: 200,
} as const;

/** One item of a feed, normalised: sanitized HTML, plain-text title and summary, http(s) links. */
export interface ParsedFeedItem {
  /** The dedupe key: the item's guid/id, else its link. */
  guid: string;
  title: string;
  link: string | null;
  publishedAt: Date | null;
  imageUrl: string | null;
  summary: string;
  bodyHtml: string;
  author: string | null;
}

export interface ParsedFeed {
  title: string;
  language: string | null;
  items: ParsedFeedItem[];
}

export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

interface MediaElement {
  $?: { url?: string; medium?: string; type?: string };
}

interface CustomItem {
  mediaContent?: MediaElement[];
  mediaThumbnail?: MediaElement[];
  'content:encoded'?: string;
  id?: string;
  author?: string;
  language?: string;
}

type FeedParser = Parser<Record<string, unknown>, CustomItem>;
// rss-parser (and its XML parser) load with the first feed read, not with the server.
let parser: Promise<FeedParser> | null = null;
const loadParser = () =>
  (parser ??= import('rss-parser').then(
    ({ default: RssParser }) =>
      new RssParser<Record<string, unknown>, CustomItem>({
        customFields: {
          item: [
            ['media:content', 'mediaContent', { keepArray: true }],
            ['media:thumbnail', 'mediaThumbnail', { keepArray: true }],
          ],
        },
      }),
  ));

/** An absolute http(s) address (relative ones resolved against `base`), or null. */
export function httpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    const text = url.toString();
    return text.length <= ITEM_LIMITS.url ? text : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Plain text of an HTML fragment, unescaped: titles and summaries are stored and shown as text
 * (React escapes them), so '&amp;' must become '&' again after the tags are gone.
 */
function plain(html: string): string {
  return htmlToText(html)
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

const IMAGE_EXTENSION = /\.(avif|gif|jpe?g|png|webp)(\?|#|$)/i;

function imageOf(item: CustomItem & Parser.Item, base: string): string | null {
  const enclosure = item.enclosure;
  if (
    enclosure?.url &&
    (enclosure.type?.startsWith('image/') || IMAGE_EXTENSION.test(enclosure.url))
  ) {
    const url = httpUrl(enclosure.url, base);
    if (url) return url;
  }
  for (const media of item.mediaContent ?? []) {
    const attrs = media.$;
    if (!attrs?.url) continue;
    const isImage =
      attrs.medium === 'image' ||
      attrs.type?.startsWith('image/') ||
      IMAGE_EXTENSION.test(attrs.url);
    const url = isImage ? httpUrl(attrs.url, base) : null;
    if (url) return url;
  }
  for (const media of item.mediaThumbnail ?? []) {
    const url = httpUrl(media.$?.url, base);
    if (url) return url;
  }
  const html = text(item['content:encoded']) || text(item.content) || text(item.summary);
  const img = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/i.exec(html);
  return img ? httpUrl(img[1]?.replaceAll('&amp;', '&'), base) : null;
}

function dateOf(item: Parser.Item, now: Date): Date | null {
  const raw = item.isoDate ?? item.pubDate;
  if (!raw) return null;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) return null;
  // A date in the future would pin the item to the top of every list: clamp it to now.
  return date > now ? now : date;
}

/** A guid too long for the column keeps its identity as a hash. */
function guidKey(value: string): string {
  const trimmed = value.trim();
  return trimmed.length <= ITEM_LIMITS.guid
    ? trimmed
    : `sha256:${createHash('sha256').update(trimmed).digest('hex')}`;
}

function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  return `${value.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Parses RSS 0.9x/2.0, RSS 1.0 (RDF) and Atom with rss-parser. Items without a title or without
 * any key to dedupe on are left out; everything kept is normalised (see ParsedFeedItem).
 * Throws FeedParseError when the document is no feed.
 */
export async function parseFeed(xml: string, feedUrl: string, now: Date): Promise<ParsedFeed> {
  const rss = await loadParser();
  let output: Awaited<ReturnType<FeedParser['parseString']>>;
  try {
    output = await rss.parseString(xml);
  } catch {
    throw new FeedParseError(FEED_MESSAGES.notAFeed);
  }
  const items: ParsedFeedItem[] = [];
  const seen = new Set<string>();
  for (const item of output.items ?? []) {
    const link = httpUrl(item.link, feedUrl);
    const key = text(item.guid) || text(item.id) || link;
    const title = cut(plain(text(item.title)), ITEM_LIMITS.title);
    if (!key || !title) continue;
    const guid = guidKey(key);
    if (seen.has(guid)) continue;
    seen.add(guid);
    const rawBody = (
      text(item['content:encoded']) ||
      text(item.content) ||
      text(item.summary)
    ).slice(0, ITEM_LIMITS.bodyInput);
    const summarySource = text(item.summary) || text(item.contentSnippet) || rawBody;
    const author = plain(text(item.creator) || text(item.author)).slice(0, ITEM_LIMITS.author);
    items.push({
      guid,
      title,
      link,
      publishedAt: dateOf(item, now),
      imageUrl: imageOf(item, feedUrl),
      summary: cut(plain(summarySource), ITEM_LIMITS.summary),
      bodyHtml: sanitizeStoryHtml(rawBody),
      author: author || null,
    });
  }
  const language = text(output.language).trim().toLowerCase().slice(0, 2);
  return {
    title: cut(plain(text(output.title)), FEED_TITLE_MAX),
    language: language || null,
    items,
  };
}
