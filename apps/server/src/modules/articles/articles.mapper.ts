import type {
  AdminArticle,
  AdminArticleSummary,
  ArticleRevision,
  ArticleRevisionList,
} from '@helionews/contracts';
import { bylineOf } from '../content/bylines.js';
import type {
  ArticleDetailRow,
  ArticleSummaryRow,
  RevisionDetailRow,
  RevisionSummaryRow,
} from './articles.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Allow-list: feed ids, guids, source fields, view counts and the search vector never leave. */
export function toAdminArticleSummary(row: ArticleSummaryRow): AdminArticleSummary {
  const { article, category, creator } = row;
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    status: article.status,
    origin: article.origin,
    category: category ? { id: category.id, slug: category.slug, name: category.name } : null,
    image_url: article.imageUrl,
    author: article.author,
    byline: bylineOf(article.author, creator),
    language: article.language,
    created_by: creator
      ? { id: creator.id, username: creator.username, display_name: creator.displayName }
      : null,
    review_note: article.reviewNote,
    publish_at: iso(article.publishAt),
    unpublish_at: iso(article.unpublishAt),
    published_at: iso(article.publishedAt),
    created_at: article.createdAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
    tenant_slug: row.tenantSlug,
  };
}

export function toAdminArticle(row: ArticleDetailRow): AdminArticle {
  return {
    ...toAdminArticleSummary(row),
    body_html: row.article.bodyHtml,
    image_alt: row.article.imageAlt,
    seo_title: row.article.seoTitle,
    seo_description: row.article.seoDescription,
    revision: row.article.revision,
  };
}

export function toRevisionSummary(
  row: RevisionSummaryRow,
): ArticleRevisionList['revisions'][number] {
  return {
    id: row.id,
    revision: row.revision,
    title: row.title,
    saved_by: row.savedBy ? { id: row.savedBy.id, username: row.savedBy.username } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Keys of a revision's `fields` starting with `_` are bookkeeping (the autosave mark). */
export function toRevision(row: RevisionDetailRow): ArticleRevision {
  return {
    ...toRevisionSummary(row),
    summary: row.summary,
    body_html: row.bodyHtml,
    fields: Object.fromEntries(Object.entries(row.fields).filter(([key]) => !key.startsWith('_'))),
  };
}
