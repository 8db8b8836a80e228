/**
 * A members/paid story's teaser (issue 33): the first `paragraphs` top-level blocks of its
 * sanitized body, cut between two top-level elements so the result is well-formed, and never the
 * whole body (a story of N blocks or fewer keeps all but its last). Every output a shared audience
 * gets of such a story (the story API, the story page and its JSON-LD, search excerpts) is cut
 * here; the rest leaves the server only through GET /api/stories/{id}/content.
 *
 * The body was written by `sanitizeStoryHtml` (lib/html.ts): no comments, `<` and `>` escaped in
 * text and attribute values, every element closed. That is what lets a tag scanner, rather than a
 * parser, find the top-level boundaries; a malformed input is cut at its last boundary found.
 */
const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;

/** The end offsets of each top-level block (element or run of non-blank text), in order. */
function topLevelBoundaries(html: string): number[] {
  const ends: number[] = [];
  let depth = 0;
  let last = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const [whole, closing, rawName, selfClosing] = match;
    const name = (rawName ?? '').toLowerCase();
    if (depth === 0 && html.slice(last, match.index).trim()) ends.push(match.index);
    const end = match.index + whole.length;
    if (closing) {
      if (depth > 0) depth -= 1;
      if (depth === 0) ends.push(end);
    } else if (VOID_TAGS.has(name) || selfClosing) {
      if (depth === 0) ends.push(end);
    } else {
      depth += 1;
    }
    last = end;
  }
  if (depth === 0 && html.slice(last).trim()) ends.push(html.length);
  return ends;
}

/** The first `paragraphs` top-level blocks of `html` (at most all but the last one). */
export function teaserOf(html: string, paragraphs: number): string {
  const ends = topLevelBoundaries(html);
  const kept = Math.min(Math.max(0, Math.trunc(paragraphs)), ends.length - 1);
  if (kept <= 0) return '';
  return html.slice(0, ends[kept - 1]).trim();
}

/** The paragraphs a publication without membership settings shows (membership_settings' default). */
export const DEFAULT_PREVIEW_PARAGRAPHS = 3;
