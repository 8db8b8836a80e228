import {
  ARTICLE_MESSAGES,
  TAG_MESSAGES,
  type AdminArticle,
  type StoryStatus,
} from '@helionews/contracts';
import { conflict, notFound, ValidationFailedError } from '../../lib/http-errors.js';
import { slugify } from '../../lib/slug.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import type { CategoriesService } from '../categories/categories.service.js';
import type { ContentRepository } from '../content/content.repository.js';
import {
  storyEdited,
  storyMoved,
  tagsRelinked,
  type StoryPlacement,
} from '../content/content-tags.js';
import { isReaderVisible, type WorkflowActor } from '../content/story-workflow.js';
import { toAdminArticle } from './articles.mapper.js';
import type { ArticleDetailRow, ArticlesRepository } from './articles.repository.js';

/**
 * What the article life cycle (articles.service.ts) and the revisions (articles.revisions.ts)
 * share: the transaction, who sees which article, and the steps every save goes through.
 */

/** Repositories bound to one transaction: a save, its revision, activity and version commit together. */
export interface ArticlesTransaction {
  articles: ArticlesRepository;
  activity: ActivityRepository;
  content: ContentRepository;
}

/** The storage and clock the life cycle and the revisions both work with. */
export interface ArticlesStore {
  repository: ArticlesRepository;
  inTransaction: <T>(work: (tx: ArticlesTransaction) => Promise<T>) => Promise<T>;
  /** The category an article names, by its exact slug (the categories module). */
  categories: Pick<CategoriesService, 'findByExactSlug'>;
  now: () => Date;
}

/** A category as an article names it, found or not. */
export type FoundCategory = { id: number } | null;

/**
 * The category a slug names (null when no slug, or none by that slug), looked up before the
 * save's transaction opens: a lookup by slug takes no lock, so it reads the same there.
 */
export async function findCategory(
  store: Pick<ArticlesStore, 'categories'>,
  tenantId: number,
  slug: string | null | undefined,
): Promise<FoundCategory> {
  if (!slug) return null;
  return (await store.categories.findByExactSlug(tenantId, slug)) ?? null;
}

export const stripNul = (text: string) => text.replaceAll('\u0000', '');
export const plain = <T extends string | null | undefined>(text: T): T =>
  (typeof text === 'string' ? stripNul(text).trim() : text) as T;

export const fieldError = (field: string, message: string) =>
  new ValidationFailedError([{ field, message }]);

/** Only the editorial roles review; anyone else admitted to a writing route is an author. */
export const actorOf = (caller: AdminCaller): WorkflowActor =>
  caller.role === 'editor' || caller.role === 'admin' || caller.role === 'platform_admin'
    ? 'editor'
    : 'author';

/** The row when the caller may see it: editors see every article, authors only their own. */
const visibleTo = (row: ArticleDetailRow | undefined, caller: AdminCaller) =>
  row && (actorOf(caller) === 'editor' || row.article.createdBy === caller.user.id)
    ? row
    : undefined;

/** The article as the caller may see it; a 404 otherwise, exactly like a missing one. */
export async function loadArticle(
  repository: ArticlesRepository,
  tenantId: number,
  caller: AdminCaller,
  id: number,
): Promise<ArticleDetailRow> {
  const row = visibleTo(await repository.findById(tenantId, id), caller);
  if (!row) throw notFound(ARTICLE_MESSAGES.notFound);
  return row;
}

/** `loadArticle`, locked until the transaction ends. */
export async function lockArticle(
  tx: ArticlesTransaction,
  tenantId: number,
  caller: AdminCaller,
  id: number,
): Promise<ArticleDetailRow> {
  const row = visibleTo(await tx.articles.findForUpdate(tenantId, id), caller);
  if (!row) throw notFound(ARTICLE_MESSAGES.notFound);
  return row;
}

/** The article as a save answers it, read after the commit. */
export async function presentArticle(
  repository: ArticlesRepository,
  tenantId: number,
  id: number,
): Promise<AdminArticle> {
  const row = await repository.findById(tenantId, id);
  if (!row) throw notFound(ARTICLE_MESSAGES.notFound);
  return toAdminArticle(row);
}

/**
 * The tags a save puts on an article, each once: every id must name a tag of the tenant (422
 * otherwise). Contributors pick among the existing tags; making one is for editors.
 */
export async function checkTags(
  tx: ArticlesTransaction,
  tenantId: number,
  ids: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const existing = new Set(await tx.articles.existingTagIds(tenantId, wanted));
  if (wanted.some((id) => !existing.has(id))) {
    throw fieldError('body.tag_ids', TAG_MESSAGES.unknownTags);
  }
  return wanted.sort((a, b) => a - b);
}

/**
 * Sets the article's tags when a save names them; answers the content tags readers' answers
 * lose by it (the lists of the tags put on or taken off), empty when nothing changed.
 */
export async function saveTags(
  tx: ArticlesTransaction,
  tenantId: number,
  id: number,
  before: readonly number[],
  wanted: readonly number[] | undefined,
): Promise<string[]> {
  if (wanted === undefined) return [];
  const after = await checkTags(tx, tenantId, wanted);
  const had = new Set(before.map(Number));
  const has = new Set(after);
  const changed = [
    ...after.filter((tag) => !had.has(tag)),
    ...[...had].filter((tag) => !has.has(tag)),
  ];
  if (changed.length === 0) return [];
  await tx.articles.setTags(tenantId, id, after);
  return tagsRelinked(changed);
}

/** A derived slug leaves room for a `-n` suffix within the 63 characters a slug may have. */
const baseSlug = (title: string) => slugify(title).slice(0, 56).replace(/-+$/, '') || 'story';

/** The given slug (409 when another story has it) or one derived from the title, made free. */
export async function chooseSlug(
  articles: ArticlesRepository,
  tenantId: number,
  wanted: string | undefined,
  title: string,
  exceptId?: number,
): Promise<string> {
  await articles.lockSlugs(tenantId);
  if (wanted !== undefined) {
    if (await articles.slugTaken(tenantId, wanted, exceptId)) {
      throw conflict(ARTICLE_MESSAGES.slugTaken);
    }
    return wanted;
  }
  const base = baseSlug(title);
  const taken = await articles.slugsLike(tenantId, base);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Where readers find an article while it is published (content-tags.ts). */
export const placementOf = (article: {
  id: number;
  categoryId: number | null;
  createdBy: number | null;
}): StoryPlacement => ({
  id: article.id,
  categoryId: article.categoryId,
  authorId: article.createdBy,
});

/**
 * Reader-visible effects of a save or status change, in the same transaction as it: what readers
 * see of the story changes (an edit), or the lists it is in do (it joins or leaves them, or moves
 * from `before`'s category to another).
 */
export async function publishEffects(
  tx: ArticlesTransaction,
  tenantId: number,
  id: number,
  from: StoryStatus | null,
  to: StoryStatus,
  before?: StoryPlacement,
  /** What else readers see changed with the save (its tags' lists). */
  also: readonly string[] = [],
): Promise<void> {
  if ((from !== null && isReaderVisible(from)) || isReaderVisible(to)) {
    const [placement] = await tx.content.placementsOf(tenantId, [id]);
    const where = placement ?? before ?? { id, categoryId: null };
    const joinsOrLeaves = from === null || isReaderVisible(from) !== isReaderVisible(to);
    const moves = before !== undefined && before.categoryId !== where.categoryId;
    const changed = joinsOrLeaves || moves ? storyMoved(where, before) : storyEdited(where);
    await tx.content.bumpVersion(tenantId, [...new Set([...changed, ...also])]);
  }
  if (isReaderVisible(to) && (from === null || !isReaderVisible(from))) {
    await tx.content.announcePublished(tenantId, [id]);
  }
}
