import { diffArrays } from 'diff';

/** One run of a word diff: words both versions share, or that only one of them has. */
export interface DiffPart {
  type: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * The Myers diff (jsdiff) costs about (words of both sides) x (edits); past this much work the
 * middle is shown replaced instead, as a whole rewrite of a long body reads anyway.
 */
const MAX_WORK = 4_000_000;

export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function push(parts: DiffPart[], type: DiffPart['type'], words: readonly string[]): void {
  if (words.length === 0) return;
  const last = parts.at(-1);
  if (last && last.type === type) last.text = `${last.text} ${words.join(' ')}`;
  else parts.push({ type, text: words.join(' ') });
}

/**
 * A readable word-level diff from `before` to `after`: runs of shared, removed and added words.
 * Words are what whitespace separates (punctuation stays on its word), compared with jsdiff's
 * array diff; the shared start and end are set aside first, so the limit applies to the middle.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = splitWords(before);
  const b = splitWords(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start));
  const changes =
    midA.length > 0 && midB.length > 0
      ? diffArrays(midA, midB, {
          maxEditLength: Math.max(1, Math.floor(MAX_WORK / (midA.length + midB.length))),
        })
      : undefined;
  if (changes) {
    for (const change of changes) {
      push(parts, change.added ? 'added' : change.removed ? 'removed' : 'same', change.value);
    }
  } else {
    push(parts, 'removed', midA);
    push(parts, 'added', midB);
  }
  push(parts, 'same', a.slice(endA));
  return parts;
}

const BLOCK_TAGS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'LI',
  'BLOCKQUOTE',
  'PRE',
  'FIGURE',
  'FIGCAPTION',
  'TR',
  'BR',
  'HR',
  'UL',
  'OL',
  'TABLE',
  'DIV',
]);

/**
 * The words of an article body as a reader sees them, for comparing two versions. Pictures and
 * embeds appear as '[image: alt]' and '[embed: address]', so adding or removing one shows.
 * The HTML is parsed inertly (DOMParser runs no script and loads nothing).
 */
export function bodyText(html: string, labels: { image: string; embed: string }): string {
  if (!html.trim()) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent ?? '');
      return;
    }
    if (!(node instanceof Element) || node.tagName === 'SCRIPT' || node.tagName === 'STYLE') return;
    if (node.tagName === 'IMG') {
      const alt = node.getAttribute('alt')?.trim();
      out.push(` [${labels.image}${alt ? `: ${alt}` : ''}] `);
      return;
    }
    if (node.tagName === 'IFRAME') {
      out.push(` [${labels.embed}: ${node.getAttribute('src') ?? ''}] `);
      return;
    }
    const block = BLOCK_TAGS.has(node.tagName);
    if (block) out.push('\n');
    node.childNodes.forEach(walk);
    if (block) out.push('\n');
  };
  doc.body.childNodes.forEach(walk);
  return out
    .join('')
    .replace(/[ \t\r\f\v]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
