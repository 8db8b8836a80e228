import type {
  AdminArticle,
  AdminArticleSummary,
  ArticleRevision,
  ArticleRevisionList,
} from '@helionews/contracts';
import { toAdminStoryFields } from '../content/story-admin.mapper.js';
import type {
  ArticleDetailRow,
  ArticleSummaryRow,
  RevisionDetailRow,
  RevisionSummaryRow,
} from './articles.repository.js';

/** Allow-list: the fields every back-office story shares (toAdminStoryFields), nothing more. */
export function toAdminArticleSummary(row: ArticleSummaryRow): AdminArticleSummary {
  const { article, category, creator, tenantSlug } = row;
  return toAdminStoryFields({ story: article, category, creator, tenantSlug });
}

export function toAdminArticle(row: ArticleDetailRow): AdminArticle {
  return {
    ...toAdminArticleSummary(row),
    body_html: row.article.bodyHtml,
    image_alt: row.article.imageAlt,
    seo_title: row.article.seoTitle,
    seo_description: row.article.seoDescription,
    revision: row.article.revision,
    tag_ids: row.tagIds.map(Number),
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
