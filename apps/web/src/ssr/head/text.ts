/** Plain-text helpers for meta descriptions and headlines: pure string code (no DOM on the server). */

/** Elements whose end (or start) separates words: dropping them must leave a space. */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>/gi;
const HIDDEN_ELEMENTS = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  euro: '\u20ac',
  middot: '\u00b7',
  bull: '\u2022',
};

function decodeCodePoint(codePoint: number, original: string): string {
  const valid =
    Number.isInteger(codePoint) &&
    codePoint > 0 &&
    codePoint <= 0x10ffff &&
    !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  return valid ? String.fromCodePoint(codePoint) : original;
}

/** Decodes the character references a sanitizer writes; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const hex = ref[1] === 'x' || ref[1] === 'X';
      return decodeCodePoint(Number.parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10), match);
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? match;
  });
}

/** Collapses every run of white space (including no-break spaces and U+2028/9) to one space. */
export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The readable text of an HTML fragment (a story body), on one line. */
export function htmlToText(html: string): string {
  const withoutMarkup = html
    .replace(COMMENT, ' ')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '');
  return normalizeSpace(decodeEntities(withoutMarkup));
}

const ELLIPSIS = '\u2026';

/**
 * `text` on one line, at most `max` characters (UTF-16 units, what search engines count): cut at
 * the last word boundary that keeps at least half of it, else mid-word (text without spaces, such
 * as Chinese or Japanese), and ended with an ellipsis. Never splits a surrogate pair.
 */
export function truncateAtWord(text: string, max: number): string {
  const oneLine = normalizeSpace(text);
  if (oneLine.length <= max) return oneLine;
  let cut = oneLine.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace >= max / 2) {
    cut = cut.slice(0, lastSpace);
  } else {
    cut = cut.slice(0, max - ELLIPSIS.length);
    if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  }
  // "word, …" reads worse than "word…".
  return cut.replace(/[\s,;:.\-\u2013\u2014]+$/, '') + ELLIPSIS;
}
