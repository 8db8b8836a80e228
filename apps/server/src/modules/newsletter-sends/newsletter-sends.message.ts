/**
 * A newsletter's message (issue 32, item 3): the story (or a digest of stories) as responsive
 * HTML made with MJML, and its plain-text part. It is rendered once per send, with the
 * recipient's unsubscribe token left as UNSUBSCRIBE_TOKEN_PLACEHOLDER, which `personalise`
 * replaces for each recipient (a string replacement, so that a send of 100,000 renders once).
 * No tracking pixel and no rewritten link: every link goes where it says.
 */
import { createRequire } from 'node:module';
import { NEWSLETTER_ROUTES } from '@helionews/contracts';
import type sanitizeHtml from 'sanitize-html';
import { htmlToText, sanitizeStoryHtml } from '../../lib/html.js';
import { absoluteUrl, homeUrl, storyUrl } from '../seo/site-urls.js';
import { newsletterMailTexts } from './newsletter-sends.texts.js';

/** Stands for the recipient's unsubscribe token in a send's stored html and text. */
export const UNSUBSCRIBE_TOKEN_PLACEHOLDER = 'HNUNSUBSCRIBETOKENPLACEHOLDER';
/** The token a preview and a test copy carry: it unsubscribes nobody. */
export const SAMPLE_UNSUBSCRIBE_TOKEN = 'sample-token';

export interface MessagePublication {
  /** The site title. */
  name: string;
  /** Absolute base of the site, without a trailing slash. */
  baseUrl: string;
  /** As stored (an upload path or an address); made absolute here. */
  logoUrl: string | null;
  primaryColor: string;
  language: string;
  timeZone: string;
}

export interface MessageNewsletter {
  name: string;
}

export interface MessageStory {
  id: number;
  title: string;
  summary: string;
  bodyHtml: string;
  imageUrl: string | null;
  imageAlt: string;
  author: string;
  publishedAt: Date | null;
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

const requireModule = createRequire(import.meta.url);
let sanitizer: typeof sanitizeHtml | null = null;
const loadSanitizer = () => (sanitizer ??= requireModule('sanitize-html') as typeof sanitizeHtml);

type Mjml2Html = (
  input: string,
  options: { validationLevel: 'soft'; keepComments: boolean },
) => Promise<{ html: string; errors: unknown[] }>;
let mjmlLoading: Promise<Mjml2Html> | null = null;
// MJML (and its parsers) load with the first message, not with the server.
const loadMjml = () =>
  (mjmlLoading ??= import('mjml').then((module) => module.default as unknown as Mjml2Html));

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** A colour MJML may write into a style: #rgb or #rrggbb, else the default. */
const safeColor = (value: string) =>
  /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value) ? value : '#1a56db';

/** The recipient's one-click address (RFC 8058) on the publication's site. */
export function unsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${NEWSLETTER_ROUTES.unsubscribe}?token=${encodeURIComponent(token)}`;
}

/**
 * The story body as mail clients read it: the story allow-list again, then no embeds (a link to
 * the player instead), every link and image absolute against the site, images no wider than the
 * column, and no lazy loading.
 */
export function mailSafeBody(bodyHtml: string, baseUrl: string): string {
  const sanitize = loadSanitizer();
  const safe = sanitizeStoryHtml(bodyHtml);
  return sanitize(safe, {
    allowedTags: sanitize.defaults.allowedTags
      .concat(['img', 'figure', 'figcaption', 'h2', 'h3', 'h4'])
      .filter((tag) => tag !== 'iframe'),
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height', 'style'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: (tagName, attribs) => {
        const href =
          absoluteUrl(baseUrl, attribs.href) ??
          (attribs.href?.startsWith('mailto:') ? attribs.href : null);
        return { tagName, attribs: href ? { ...attribs, href } : {} };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          src: absoluteUrl(baseUrl, attribs.src) ?? '',
          alt: attribs.alt ?? '',
          style: 'max-width:100%;height:auto;display:block',
        },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

function formatDate(date: Date | null, language: string, timeZone: string): string {
  if (!date) return '';
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}

/** Decodes the entities htmlToText leaves (it keeps `&amp;`): the plain-text part is not HTML. */
const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** Paragraphs of the body as plain text, one blank line between blocks. */
function bodyText(bodyHtml: string): string {
  const blocks = bodyHtml
    .split(/<\/(?:p|h2|h3|h4|li|blockquote|figcaption|pre|tr)>|<br\s*\/?>|<hr\s*\/?>/i)
    .map((block) => decodeEntities(htmlToText(block)).trim())
    .filter((block) => block.length > 0);
  return blocks.join('\n\n');
}

function header(publication: MessagePublication, color: string): string {
  const logo = absoluteUrl(publication.baseUrl, publication.logoUrl);
  const home = homeUrl(publication.baseUrl);
  const brand = logo
    ? `<mj-image src="${escapeHtml(logo)}" alt="${escapeHtml(publication.name)}" href="${escapeHtml(home)}" width="160px" padding="0" />`
    : `<mj-text align="center" font-size="22px" font-weight="700" color="${color}" padding="0"><a href="${escapeHtml(home)}" style="color:${color};text-decoration:none">${escapeHtml(publication.name)}</a></mj-text>`;
  return `<mj-section padding="24px 16px 8px"><mj-column>${brand}</mj-column></mj-section>`;
}

function footer(
  publication: MessagePublication,
  newsletter: MessageNewsletter,
  color: string,
): string {
  const texts = newsletterMailTexts(publication.language);
  const link = unsubscribeUrl(publication.baseUrl, UNSUBSCRIBE_TOKEN_PLACEHOLDER);
  return `<mj-section padding="16px"><mj-column>
<mj-divider border-color="#e5e7eb" border-width="1px" />
<mj-text font-size="13px" color="#4b5563" align="center">${escapeHtml(texts.why(newsletter.name, publication.name))}</mj-text>
<mj-text font-size="13px" align="center"><a href="${escapeHtml(link)}" style="color:${color}">${escapeHtml(texts.unsubscribe)}</a></mj-text>
</mj-column></mj-section>`;
}

function footerText(publication: MessagePublication, newsletter: MessageNewsletter): string {
  const texts = newsletterMailTexts(publication.language);
  const link = unsubscribeUrl(publication.baseUrl, UNSUBSCRIBE_TOKEN_PLACEHOLDER);
  return `--\n${texts.why(newsletter.name, publication.name)}\n${texts.unsubscribe}: ${link}\n`;
}

async function toHtml(
  publication: MessagePublication,
  title: string,
  sections: string,
  newsletter: MessageNewsletter,
): Promise<string> {
  const color = safeColor(publication.primaryColor);
  const mjml = `<mjml lang="${escapeHtml(publication.language)}">
<mj-head>
<mj-title>${escapeHtml(title)}</mj-title>
<mj-attributes><mj-all font-family="Georgia, 'Times New Roman', serif" /><mj-text font-size="17px" line-height="1.6" color="#111827" /></mj-attributes>
<mj-style>a { color: ${color}; } img { max-width: 100%; height: auto; } h2, h3, h4 { line-height: 1.3; } blockquote { margin: 0; padding-left: 12px; border-left: 3px solid ${color}; }</mj-style>
</mj-head>
<mj-body background-color="#f3f4f6" width="640px">
${header(publication, color)}
<mj-wrapper background-color="#ffffff" padding="8px 0">${sections}</mj-wrapper>
${footer(publication, newsletter, color)}
</mj-body>
</mjml>`;
  const mjml2html = await loadMjml();
  const result = await mjml2html(mjml, { validationLevel: 'soft', keepComments: false });
  return result.html;
}

function storySection(publication: MessagePublication, story: MessageStory, full: boolean): string {
  const texts = newsletterMailTexts(publication.language);
  const color = safeColor(publication.primaryColor);
  const link = storyUrl(publication.baseUrl, story.id);
  const image = absoluteUrl(publication.baseUrl, story.imageUrl);
  const byline = [
    story.author.trim() ? texts.by(story.author.trim()) : '',
    formatDate(story.publishedAt, publication.language, publication.timeZone),
  ]
    .filter(Boolean)
    .join(' · ');
  const parts = [
    `<mj-text font-size="${full ? 28 : 21}px" font-weight="700" line-height="1.25"><a href="${escapeHtml(link)}" style="color:#111827;text-decoration:none">${escapeHtml(story.title)}</a></mj-text>`,
    story.summary.trim()
      ? `<mj-text font-size="18px" color="#374151">${escapeHtml(decodeEntities(story.summary.trim()))}</mj-text>`
      : '',
    byline ? `<mj-text font-size="14px" color="#6b7280">${escapeHtml(byline)}</mj-text>` : '',
    image
      ? `<mj-image src="${escapeHtml(image)}" alt="${escapeHtml(story.imageAlt)}" href="${escapeHtml(link)}" padding="8px 25px" />`
      : '',
    full ? `<mj-text>${mailSafeBody(story.bodyHtml, publication.baseUrl)}</mj-text>` : '',
    `<mj-button href="${escapeHtml(link)}" background-color="${color}" color="#ffffff" font-family="Arial, Helvetica, sans-serif" font-size="16px" align="left">${escapeHtml(texts.readOn(publication.name))}</mj-button>`,
  ];
  return `<mj-section padding="8px 0"><mj-column>${parts.join('\n')}</mj-column></mj-section>`;
}

function storyText(publication: MessagePublication, story: MessageStory, full: boolean): string {
  const texts = newsletterMailTexts(publication.language);
  const byline = [
    story.author.trim() ? texts.by(story.author.trim()) : '',
    formatDate(story.publishedAt, publication.language, publication.timeZone),
  ]
    .filter(Boolean)
    .join(' · ');
  return [
    story.title,
    story.summary.trim() ? decodeEntities(story.summary.trim()) : '',
    byline,
    full ? bodyText(story.bodyHtml) : '',
    `${texts.readOn(publication.name)}: ${storyUrl(publication.baseUrl, story.id)}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** One story as its newsletter message. */
export async function renderStoryMessage(
  publication: MessagePublication,
  newsletter: MessageNewsletter,
  story: MessageStory,
): Promise<RenderedMessage> {
  const html = await toHtml(
    publication,
    story.title,
    storySection(publication, story, true),
    newsletter,
  );
  const text = `${publication.name}\n\n${storyText(publication, story, true)}\n\n${footerText(publication, newsletter)}`;
  return { subject: story.title, html, text };
}

/** A digest: the period's stories, each with its summary and a link to read it. */
export async function renderDigestMessage(
  publication: MessagePublication,
  newsletter: MessageNewsletter,
  stories: readonly MessageStory[],
): Promise<RenderedMessage> {
  const texts = newsletterMailTexts(publication.language);
  const subject = texts.digestSubject(newsletter.name, stories.length);
  const html = await toHtml(
    publication,
    subject,
    stories.map((story) => storySection(publication, story, false)).join('\n'),
    newsletter,
  );
  const text = `${publication.name}: ${subject}\n\n${stories
    .map((story) => storyText(publication, story, false))
    .join('\n\n----\n\n')}\n\n${footerText(publication, newsletter)}`;
  return { subject, html, text };
}

/** A stored message for one recipient: the token in its unsubscribe links. */
export function personalise(message: string, token: string): string {
  return message.replaceAll(UNSUBSCRIBE_TOKEN_PLACEHOLDER, encodeURIComponent(token));
}
