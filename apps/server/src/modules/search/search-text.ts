/**
 * The text side of search, without the database: reading a query the way PostgreSQL's
 * `websearch_to_tsquery` does (for the scripts it cannot split into words, and for "Did you
 * mean"), and turning the database's highlighted text into safe HTML.
 */

/** One part of a query: a word or a quoted phrase, wanted or excluded (`-word`). */
export interface QueryTerm {
  text: string;
  excluded: boolean;
  phrase: boolean;
}

/** What PostgreSQL's highlighter puts around a match (control characters stories never hold). */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';
/** Splits highlighted text at its markers, keeping them. */
// eslint-disable-next-line no-control-regex -- the markers are control characters on purpose
const MARKERS = /([\u0001\u0002])/;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Whether the text holds Chinese or Japanese characters, which no word stemmer splits. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/**
 * `websearch_to_tsquery`'s syntax: "quoted phrases", `-excluded`, `or` between alternatives
 * (kept out of the terms: for substring matching every remaining term must appear).
 */
export function parseQuery(query: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const pattern = /(-?)"([^"]*)"?|(\S+)/g;
  for (const match of query.matchAll(pattern)) {
    if (match[2] !== undefined) {
      const text = match[2].trim();
      if (text) terms.push({ text, excluded: match[1] === '-', phrase: true });
      continue;
    }
    const word = match[3] ?? '';
    if (word.toLowerCase() === 'or') continue;
    const excluded = word.startsWith('-') && word.length > 1;
    const text = (excluded ? word.slice(1) : word).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (text) terms.push({ text, excluded, phrase: false });
  }
  return terms;
}

/** `%` and `_` match literally in the LIKE pattern built from a term. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Turns the entities of sanitized HTML text back into characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Highlighted text from the database (matches between MARK_START and MARK_END) as HTML:
 * everything escaped, then only `<mark>` added back. `fromHtml`: the text was HTML whose tags the
 * database stripped, so its entities are turned back into characters first.
 */
export function markedToHtml(marked: string, fromHtml = false): string {
  const text = (fromHtml ? decodeEntities(marked) : marked).replace(/\s+/g, ' ').trim();
  let html = '';
  let open = false;
  for (const part of text.split(MARKERS)) {
    if (part === MARK_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === MARK_END) {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += escapeHtml(part);
    }
  }
  return open ? `${html}</mark>` : html;
}

/** How far an excerpt's edge may move to fall between two words rather than inside one. */
const WORD_SNAP_CHARS = 16;

/**
 * Where an excerpt of `text` may start or end near `index`: at a space within WORD_SNAP_CHARS
 * when `index` is inside a word of a spaced script, else `index` itself (Chinese and Japanese
 * have no spaces, and a character there is a whole word's worth).
 */
function wordEdge(text: string, index: number, direction: 'start' | 'end'): number {
  const inside = /[\p{L}\p{N}]/u;
  if (index <= 0 || index >= text.length) return index;
  if (!inside.test(text[index - 1] ?? '') || !inside.test(text[index] ?? '')) return index;
  if (direction === 'start') {
    const space = text.indexOf(' ', index);
    return space !== -1 && space - index <= WORD_SNAP_CHARS ? space + 1 : index;
  }
  const space = text.lastIndexOf(' ', index);
  return space !== -1 && index - space <= WORD_SNAP_CHARS ? space : index;
}

/**
 * Substring highlighting, for text no stemmer splits (Chinese, Japanese): every occurrence of a
 * wanted term marked; an excerpt of about `maxChars` around the first match when `maxChars` is
 * set, cut between words where the text has spaces. `fromHtml`: the text was made from HTML by
 * the rules of lib/html-text.ts, and its entities are turned back into characters first.
 */
export function highlightTerms(
  text: string,
  terms: readonly QueryTerm[],
  options: { fromHtml: boolean; maxChars?: number },
): string {
  const { maxChars } = options;
  const plain = (options.fromHtml ? decodeEntities(text) : text).replace(/\s+/g, ' ').trim();
  const wanted = terms.filter((t) => !t.excluded).map((t) => t.text.toLowerCase());
  const lower = plain.toLowerCase();
  let start = 0;
  let end = plain.length;
  if (maxChars !== undefined && plain.length > maxChars) {
    const first = Math.min(
      ...wanted.map((t) => lower.indexOf(t)).filter((i) => i >= 0),
      plain.length,
    );
    start = first === plain.length ? 0 : Math.max(0, first - Math.floor(maxChars / 3));
    end = Math.min(plain.length, start + maxChars);
    // Never past the first match, never before the excerpt's start.
    start = Math.min(wordEdge(plain, start, 'start'), first);
    end = Math.max(wordEdge(plain, end, 'end'), start);
  }
  let marked = '';
  let index = start;
  while (index < end) {
    let hit: string | undefined;
    for (const term of wanted) {
      if (term && lower.startsWith(term, index) && (!hit || term.length > hit.length)) hit = term;
    }
    if (hit) {
      marked += `${MARK_START}${plain.slice(index, index + hit.length)}${MARK_END}`;
      index += hit.length;
    } else {
      marked += plain[index];
      index += 1;
    }
  }
  const html = markedToHtml(marked, false);
  return `${start > 0 ? '… ' : ''}${html}${end < plain.length ? ' …' : ''}`;
}

/**
 * The query with some words replaced (case-insensitively, whole words only), keeping its
 * operators and quotes: "Did you mean" shows the reader's own query, corrected.
 */
export function replaceWords(query: string, replacements: ReadonlyMap<string, string>): string {
  return query.replace(/[\p{L}\p{N}]+/gu, (word) => replacements.get(word.toLowerCase()) ?? word);
}
