import {
  ARTICLE_MESSAGES,
  LANGUAGES,
  STORY_ACCESS_LEVELS,
  type AdminArticle,
  type ArticleRevision,
  type ArticleRevisionList,
} from '@helionews/contracts';
import type { NewStoryRow } from '../../db/schema/index.js';
import { sanitizeStoryHtml } from '../../lib/html.js';
import { notFound } from '../../lib/http-errors.js';
import type { AdminCaller } from '../../plugins/roles.js';
import { recordActivity } from '../activity/activity.service.js';
import {
  chooseSlug,
  findCategory,
  loadArticle,
  lockArticle,
  placementOf,
  presentArticle,
  publishEffects,
  saveTags,
  stripNul,
  type ArticlesStore,
  type ArticlesTransaction,
} from './articles.common.js';
import { toRevision, toRevisionSummary } from './articles.mapper.js';
import type { ArticleDetailRow } from './articles.repository.js';

/** An autosave by the same user this soon after the autosave that kept the latest revision adds none. */
export const AUTOSAVE_WINDOW_MS = 10 * 60_000;
/** Marks a revision kept by an autosave, inside its `fields` (the mapper hides `_` keys). */
const AUTOSAVE_MARK = '_autosave';

type Snapshot = Record<string, string | number | boolean | null | number[]>;

/** A text field of a kept revision (null when absent or not text). */
const textOf = (fields: Record<string, unknown>, key: string): string | null => {
  const value = fields[key];
  return typeof value === 'string' ? value : null;
};

/** The tag ids a kept revision names (issue 34); null when it was kept before tags were. */
const tagIdsOf = (fields: Record<string, unknown>): number[] | null => {
  const value = fields.tag_ids;
  if (!Array.isArray(value)) return null;
  return value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
};

/** The editable fields of the current version, as a revision keeps them. */
const snapshotOf = (row: ArticleDetailRow, autosave: boolean): Snapshot => ({
  category: row.category?.slug ?? null,
  image_url: row.article.imageUrl,
  image_alt: row.article.imageAlt,
  author: row.article.author,
  language: row.article.language,
  // Who may read it (issue 33); a revision kept before it was recorded has no `access`.
  access: row.article.access,
  // Its tags (issue 34), smallest id first; a revision kept before tags has no `tag_ids`.
  tag_ids: row.tagIds.map(Number),
  slug: row.article.slug,
  seo_title: row.article.seoTitle,
  seo_description: row.article.seoDescription,
  status: row.article.status,
  publish_at: row.article.publishAt?.toISOString() ?? null,
  unpublish_at: row.article.unpublishAt?.toISOString() ?? null,
  [AUTOSAVE_MARK]: autosave,
});

/**
 * Keeps the current version as a revision before a save changes it. An autosave does not keep
 * one when the latest revision was itself kept by an autosave of the same user less than
 * AUTOSAVE_WINDOW_MS ago: that revision already holds the version from before this run of
 * autosaves, which is the one worth restoring. Answers whether a revision was kept.
 */
export async function keepRevision(
  tx: ArticlesTransaction,
  tenantId: number,
  row: ArticleDetailRow,
  userId: number,
  autosave: boolean,
  now: Date,
): Promise<boolean> {
  if (autosave) {
    const latest = await tx.articles.latestRevision(tenantId, row.article.id);
    if (
      latest &&
      latest.fields[AUTOSAVE_MARK] === true &&
      latest.savedBy === userId &&
      now.getTime() - latest.createdAt.getTime() < AUTOSAVE_WINDOW_MS
    ) {
      return false;
    }
  }
  await tx.articles.insertRevision({
    tenantId,
    storyId: row.article.id,
    revision: row.article.revision,
    title: row.article.title,
    summary: row.article.summary,
    bodyHtml: row.article.bodyHtml,
    fields: snapshotOf(row, autosave),
    savedBy: userId,
    createdAt: now,
  });
  return true;
}

/**
 * The earlier versions of an article, kept by every save (`keepRevision`): listing them, reading
 * one, and restoring one as a new save. The caller sees them only where they see the article.
 */
export function createArticleRevisions(store: ArticlesStore) {
  const { repository } = store;
  return {
    async revisions(
      tenantId: number,
      caller: AdminCaller,
      id: number,
    ): Promise<ArticleRevisionList> {
      await loadArticle(repository, tenantId, caller, id);
      const rows = await repository.listRevisions(tenantId, id);
      return { revisions: rows.map(toRevisionSummary) };
    },

    async revision(
      tenantId: number,
      caller: AdminCaller,
      id: number,
      revisionId: number,
    ): Promise<ArticleRevision> {
      await loadArticle(repository, tenantId, caller, id);
      const row = await repository.findRevision(tenantId, id, revisionId);
      if (!row) throw notFound(ARTICLE_MESSAGES.revisionNotFound);
      return toRevision(row);
    },

    /**
     * Writes a revision's content back as a new save (so the restore itself can be undone): title,
     * summary, body (sanitized again) and the editable fields, access included (issue 33; a
     * revision kept before access was recorded leaves the current one) and tags (issue 34: those
     * deleted or merged away since are left out; a revision kept before tags leaves the current
     * ones). Status and dates stay as they are: the workflow moves those. A category deleted
     * since is left empty.
     */
    async restore(
      tenantId: number,
      caller: AdminCaller,
      id: number,
      revisionId: number,
    ): Promise<AdminArticle> {
      const now = store.now();
      // The category the revision names, found before the transaction opens (a revision never
      // changes once kept; the transaction reads it again for everything else).
      const kept = await repository.findRevision(tenantId, id, revisionId);
      const category = await findCategory(store, tenantId, kept && textOf(kept.fields, 'category'));
      await store.inTransaction(async (tx) => {
        const current = await lockArticle(tx, tenantId, caller, id);
        const revision = await tx.articles.findRevision(tenantId, id, revisionId);
        if (!revision) throw notFound(ARTICLE_MESSAGES.revisionNotFound);
        const text = (key: string) => textOf(revision.fields, key);
        const language = text('language');
        const slug = text('slug');
        const access =
          STORY_ACCESS_LEVELS.find((known) => known === text('access')) ?? current.article.access;
        const title = stripNul(revision.title);
        const changes: Partial<NewStoryRow> = {
          title,
          summary: stripNul(revision.summary),
          bodyHtml: sanitizeStoryHtml(revision.bodyHtml),
          categoryId: category?.id ?? null,
          imageUrl: text('image_url'),
          imageAlt: text('image_alt'),
          author: text('author'),
          language: LANGUAGES.find((known) => known === language) ?? current.article.language,
          // A reader-visible change: publishEffects bumps the content version below.
          access,
          seoTitle: text('seo_title'),
          seoDescription: text('seo_description'),
          revision: current.article.revision + 1,
          updatedAt: now,
        };
        if (slug && slug !== current.article.slug) {
          changes.slug = await chooseSlug(tx.articles, tenantId, slug, title, id);
        }
        const keptTags = tagIdsOf(revision.fields);
        const tagIds =
          keptTags === null ? undefined : await tx.articles.existingTagIds(tenantId, keptTags);
        await keepRevision(tx, tenantId, current, caller.user.id, false, now);
        await tx.articles.update(tenantId, id, changes);
        const relinked = await saveTags(tx, tenantId, id, current.tagIds, tagIds);
        await recordActivity(tx.activity, {
          tenantId,
          actorId: caller.user.id,
          action: 'restore',
          entityType: 'story',
          entityId: id,
          entityLabel: title,
          details: {
            revision: revision.revision,
            ...(access !== current.article.access ? { access } : {}),
          },
        });
        // Its placement before, so that a category the revision brings back moves the story.
        await publishEffects(
          tx,
          tenantId,
          id,
          current.article.status,
          current.article.status,
          placementOf(current.article),
          relinked,
        );
      });
      return presentArticle(repository, tenantId, id);
    },
  };
}
