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
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
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
    img: sanitize.simpleTransform('img', { loading: 'lazy' }),
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
