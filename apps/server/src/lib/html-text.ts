/**
 * HTML as the text a reader sees (issue 20, item 10): inline elements (links, emphasis, code) add
 * nothing between the words around them, and the end of a block (paragraph, heading, list item,
 * quotation, line break, table cell...) is a sentence break: '. ' after text without final
 * punctuation, a space after text with it. "the <a>project website</a>. Growers" reads
 * "the project website. Growers"; "<h2>How the drone works</h2><p>The quadcopter" reads
 * "How the drone works. The quadcopter".
 *
 * The rules are regular expressions that JavaScript and PostgreSQL's advanced regular expressions
 * read alike (no \b, no lookbehind, no flags beyond g and i), so that one list serves both
 * `applyHtmlTextRules` here and the search's SQL, which must cut excerpts where the text stems.
 * Entities stay as they are (`&amp;`): whoever shows the text decodes them.
 */

/** Elements whose start or end separates the text before from the text after. */
export const TEXT_BLOCK_TAGS = [
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'iframe',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
] as const;

/** Stands for a block boundary between the rules (a control character no text holds)... */
const BREAK_TEXT = '\u0003';
/** ...and matches it, in a pattern. */
const BREAK = '\\u0003';
/** Text that ends a sentence: final punctuation, then any closing quotes or brackets. */
const SENTENCE_END = `[.!?…:;]['"”’»)\\]]*`;
/** Chinese and Japanese: final punctuation (no space after it), and the characters themselves. */
const CJK_SENTENCE_END = '[。！？」』]';
const CJK = '[\\u3040-\\u30ff\\u3400-\\u9fff]';

export interface HtmlTextRule {
  pattern: string;
  flags: 'g' | 'gi';
  /** The replacement, with a group written `$1` for JavaScript... */
  js: string;
  /** ...and `\1` for PostgreSQL. */
  sql: string;
}

const rule = (pattern: string, flags: 'g' | 'gi', replacement: string): HtmlTextRule => ({
  pattern,
  flags,
  js: replacement,
  sql: replacement.replace(/\$(\d)/g, '\\$1'),
});

/** In order: each works on what the one before left. */
export const HTML_TEXT_RULES: readonly HtmlTextRule[] = [
  // The search's highlight markers and the break below are never text.
  rule('[\\u0001-\\u0003]', 'g', ''),
  // A tag cut off by a length limit.
  rule('<[^>]*$', 'g', ''),
  // Where a block starts or ends, a break; every other tag goes without a trace.
  rule(`</?(${TEXT_BLOCK_TAGS.join('|')})(\\s[^>]*)?/?>`, 'gi', BREAK_TEXT),
  rule('<[^>]*>', 'g', ''),
  // No break before the first words or after the last ones.
  rule(`^[\\s${BREAK}]+`, 'g', ''),
  rule(`[\\s${BREAK}]+$`, 'g', ''),
  // A break after a finished sentence is a space (nothing in Chinese and Japanese); any other
  // one ends the sentence, the way its script does.
  rule(`(${SENTENCE_END})[\\s${BREAK}]*${BREAK}[\\s${BREAK}]*`, 'g', '$1 '),
  rule(`(${CJK_SENTENCE_END})[\\s${BREAK}]*${BREAK}[\\s${BREAK}]*`, 'g', '$1'),
  rule(`(${CJK})[\\s${BREAK}]*${BREAK}[\\s${BREAK}]*`, 'g', '$1。'),
  rule(`[\\s${BREAK}]*${BREAK}[\\s${BREAK}]*`, 'g', '. '),
  rule('\\s+', 'g', ' '),
];

const compiled = HTML_TEXT_RULES.map((entry) => ({
  regex: new RegExp(entry.pattern, entry.flags),
  replacement: entry.js,
}));

/** The rules applied to HTML: the text a reader sees, entities left encoded. */
export function applyHtmlTextRules(html: string): string {
  return compiled.reduce((text, { regex, replacement }) => text.replace(regex, replacement), html);
}
