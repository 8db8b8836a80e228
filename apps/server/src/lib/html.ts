import { createRequire } from 'node:module';
import { EMBED_HOSTS } from '@helionews/contracts';
import type sanitizeHtml from 'sanitize-html';
import { applyHtmlTextRules, TEXT_BLOCK_TAGS } from './html-text.js';

// sanitize-html (with its HTML and CSS parsers) loads with the first HTML written, not with the
// server: a start writes none unless it seeds. It is a CommonJS package, so `require` loads it
// synchronously, and the functions below stay synchronous.
const requireModule = createRequire(import.meta.url);
let sanitizer: typeof sanitizeHtml | null = null;
const loadSanitizer = () => (sanitizer ??= requireModule('sanitize-html') as typeof sanitizeHtml);

/**
 * A file of the media library wherever it is stored: below this server's /uploads, or at the
 * bucket's public address (`{S3_PUBLIC_URL}/media/{tenant}/{folder}/{file}`).
 */
const MEDIA_FILE_PATH =
  /\/media\/[1-9]\d{0,14}\/[0-9a-f]{24}\/(?:original|w\d{2,4})\.(?:webp|avif)$/;
/** `sizes`: media conditions and lengths only, e.g. `(max-width: 760px) 100vw, 720px`. */
const IMAGE_SIZES = /^[a-z0-9\s().,:%+-]{1,200}$/i;

/**
 * Whether a candidate of an image's srcset may stay: an address on this site (a path, never
 * `//host`), or an http(s) address of a media library file (the bucket or its CDN). Anything
 * else (other schemes, other files elsewhere) goes; sanitize-html then checks the schemes again.
 */
function isLibraryOrLocalSource(url: string): boolean {
  if (/^\/(?![/\\])/.test(url)) return true;
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      parsed.username === '' &&
      parsed.password === '' &&
      parsed.search === '' &&
      parsed.hash === '' &&
      MEDIA_FILE_PATH.test(parsed.pathname)
    );
  } catch {
    return false;
  }
}

/**
 * An image's srcset with only the candidates `isLibraryOrLocalSource` keeps (`url width`, the
 * width descriptor only), or undefined when none is left or it does not read as a srcset.
 */
export function safeSrcset(srcset: string): string | undefined {
  const kept: string[] = [];
  for (const candidate of srcset.split(',')) {
    const match = /^\s*(\S+)\s+([1-9]\d{0,4}w)\s*$/.exec(candidate);
    if (!match) return undefined;
    const [, url = '', width = ''] = match;
    if (isLibraryOrLocalSource(url)) kept.push(`${url} ${width}`);
  }
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/** An image's own attributes, in their order, srcset and sizes only as `safeSrcset` allows. */
function imageAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const source = attribs['srcset'] === undefined ? undefined : safeSrcset(attribs['srcset']);
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'srcset') {
      if (source !== undefined) kept[name] = source;
    } else if (name === 'sizes') {
      if (source !== undefined && IMAGE_SIZES.test(value)) kept[name] = value;
    } else kept[name] = value;
  }
  kept['loading'] = 'lazy';
  return kept;
}

/**
 * The one allow-list for rich text. Every write of story HTML goes through `sanitizeStoryHtml`, so
 * the web app may render stored bodies as HTML.
 */
const storyHtmlOptions = (sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'figure',
    'figcaption',
    'img',
    'pre',
    'code',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'sup',
    'sub',
    // Players of the providers in EMBED_HOSTS only; see allowedIframeHostnames below.
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    // srcset and sizes: a library image's web sizes (see imageAttributes below).
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  // An iframe keeps its src only when it is an https:// address on one of these exact hosts...
  allowedIframeHostnames: [...EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  // ...and an iframe left without a src (refused host, scheme or none at all) goes entirely.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  transformTags: {
    // Links leave the site without handing it the opener or the referrer.
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    img: (tagName, attribs) => ({ tagName, attribs: imageAttributes(attribs) }),
  },
});
let storyOptions: sanitizeHtml.IOptions | null = null;

export function sanitizeStoryHtml(html: string): string {
  // NUL never belongs in HTML (browsers drop or replace it) and PostgreSQL text cannot hold it.
  const sanitize = loadSanitizer();
  storyOptions ??= storyHtmlOptions(sanitize);
  return sanitize(html.replaceAll('\u0000', ''), storyOptions);
}

/**
 * Plain text of an HTML fragment as a reader sees it (summaries, word counts): inline elements add
 * no spaces, block boundaries are sentence breaks (`lib/html-text.ts`). Entities stay encoded.
 */
export function htmlToText(html: string): string {
  // Only block elements survive, without attributes (and script or style without their text).
  const blocks = loadSanitizer()(html, {
    allowedTags: [...TEXT_BLOCK_TAGS],
    allowedAttributes: {},
  });
  return applyHtmlTextRules(blocks);
}
