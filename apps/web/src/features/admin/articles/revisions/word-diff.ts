/** One run of a word diff: words both versions share, or that only one of them has. */
export interface DiffPart {
  type: 'same' | 'added' | 'removed';
  text: string;
}

/** Above this many cells the LCS table would be too large; the middle is then shown replaced. */
const MAX_TABLE_CELLS = 4_000_000;

export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function push(parts: DiffPart[], type: DiffPart['type'], words: readonly string[]): void {
  if (words.length === 0) return;
  const last = parts.at(-1);
  if (last && last.type === type) last.text = `${last.text} ${words.join(' ')}`;
  else parts.push({ type, text: words.join(' ') });
}

/** Longest common subsequence of two word lists, as a diff from `before` to `after`. */
function lcsDiff(before: readonly string[], after: readonly string[], parts: DiffPart[]): void {
  const rows = before.length;
  const cols = after.length;
  if (rows * cols > MAX_TABLE_CELLS) {
    push(parts, 'removed', before);
    push(parts, 'added', after);
    return;
  }
  // lengths[i][j]: LCS length of before[i..] and after[j..], one flat row-major table.
  const width = cols + 1;
  const lengths = new Uint32Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = cols - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        before[i] === after[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    const word = before[i] as string;
    if (word === after[j]) {
      push(parts, 'same', [word]);
      i += 1;
      j += 1;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) {
      push(parts, 'removed', [word]);
      i += 1;
    } else {
      push(parts, 'added', [after[j] as string]);
      j += 1;
    }
  }
  push(parts, 'removed', before.slice(i));
  push(parts, 'added', after.slice(j));
}

/**
 * A readable word-level diff from `before` to `after`: runs of shared, removed and added words.
 * The shared start and end are set aside first, so a small edit in a long text stays cheap.
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
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start));
  lcsDiff(a.slice(start, endA), b.slice(start, endB), parts);
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
