import type { SearchHit } from '@helionews/contracts';
import type { SearchHitRow } from './search.repository.js';
import { highlightTerms, markedToHtml, type QueryTerm } from './search-text.js';

/** Characters of text around a substring match (Chinese, Japanese) in the excerpt. */
const EXCERPT_CHARS = 160;

/** Allow-list, as the story mapper: highlights are escaped text plus `<mark>`, nothing else. */
export function toSearchHit(row: SearchHitRow, terms: readonly QueryTerm[]): SearchHit {
  const substring = row.titleMarked === null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    image_url: row.imageUrl,
    author: row.author,
    author_username: row.authorUsername,
    origin: row.origin,
    source_name: row.sourceName,
    category: row.category
      ? { id: Number(row.category.id), slug: row.category.slug, name: row.category.name }
      : null,
    published_at: row.publishedAt.toISOString(),
    title_html: substring
      ? highlightTerms(row.title, terms, { fromHtml: false })
      : markedToHtml(row.titleMarked ?? row.title),
    excerpt_html: substring
      ? highlightTerms(row.text, terms, { fromHtml: true, maxChars: EXCERPT_CHARS })
      : markedToHtml(row.excerptMarked ?? '', true),
  };
}
