import { escapeHtml, serializeJsonForScript } from './escape';
import type { PageMeta } from './page-meta';
import { isHttpUrl } from './urls';

/** A tag with escaped attribute values; attributes without a value are left out. */
function tag(name: 'meta' | 'link', attributes: [string, string | undefined][]): string {
  const written = attributes
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
  return `<${name}${written}>`;
}

const named = (name: string, content: string) =>
  tag('meta', [
    ['name', name],
    ['content', content],
  ]);
const property = (key: string, content: string) =>
  tag('meta', [
    ['property', key],
    ['content', content],
  ]);

/** Links resolve against the page; only http(s) ones (absolute or relative) are written. */
function isSafeHref(href: string): boolean {
  try {
    const { protocol } = new URL(href, 'http://localhost/');
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The tags of a reader page's <head> for `meta`, one a line: title, description, robots,
 * canonical and language alternates, feeds, Open Graph, Twitter card, article times, then the
 * JSON-LD blocks. Every value is escaped (text, attributes, script), so stored text holding markup
 * stays text. Social images are written only as absolute http(s) URLs.
 */
export function renderHead(meta: PageMeta): string {
  const lines: string[] = [`<title>${escapeHtml(meta.title)}</title>`];
  lines.push(named('description', meta.description));
  if (meta.robots) lines.push(named('robots', meta.robots));
  if (isSafeHref(meta.canonicalUrl)) {
    lines.push(
      tag('link', [
        ['rel', 'canonical'],
        ['href', meta.canonicalUrl],
      ]),
    );
  }
  for (const alternate of meta.alternates) {
    if (!isSafeHref(alternate.href)) continue;
    lines.push(
      tag('link', [
        ['rel', 'alternate'],
        ['hreflang', alternate.hreflang],
        ['href', alternate.href],
      ]),
    );
  }
  for (const feed of meta.feeds) {
    if (!isSafeHref(feed.href)) continue;
    lines.push(
      tag('link', [
        ['rel', 'alternate'],
        ['type', feed.type],
        ['title', feed.title],
        ['href', feed.href],
      ]),
    );
  }

  const image = meta.image && isHttpUrl(meta.image.url) ? meta.image : undefined;
  lines.push(property('og:type', meta.type));
  lines.push(property('og:title', meta.title));
  lines.push(property('og:description', meta.description));
  if (isSafeHref(meta.canonicalUrl)) lines.push(property('og:url', meta.canonicalUrl));
  lines.push(property('og:site_name', meta.siteName));
  if (meta.locale) lines.push(property('og:locale', meta.locale));
  if (image) {
    lines.push(property('og:image', image.url));
    if (image.alt) lines.push(property('og:image:alt', image.alt));
  }

  lines.push(named('twitter:card', image ? 'summary_large_image' : 'summary'));
  lines.push(named('twitter:title', meta.title));
  lines.push(named('twitter:description', meta.description));
  if (image) {
    lines.push(named('twitter:image', image.url));
    if (image.alt) lines.push(named('twitter:image:alt', image.alt));
  }

  if (meta.article) {
    const { publishedTime, modifiedTime, section, author } = meta.article;
    lines.push(property('article:published_time', publishedTime));
    if (modifiedTime) lines.push(property('article:modified_time', modifiedTime));
    if (section) lines.push(property('article:section', section));
    if (author) lines.push(property('article:author', author));
  }

  for (const data of meta.jsonLd) {
    lines.push(`<script type="application/ld+json">${serializeJsonForScript(data)}</script>`);
  }
  return lines.join('\n');
}
