import type { AdminArticleListQuery, StoryAccess, StoryStatus } from '@helionews/contracts';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  like,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { filterCounts } from '../../db/count-each.js';
import { firstIdWhere } from '../../db/first-id.js';
import {
  categories,
  stories,
  storyRevisions,
  storyTags,
  tags,
  tenants,
  users,
  type NewStoryRevisionRow,
  type NewStoryRow,
  type StoryRevisionRow,
} from '../../db/schema/index.js';

/** What an article list shows: no body, no search vector. */
const summaryColumns = {
  id: stories.id,
  tenantId: stories.tenantId,
  title: stories.title,
  slug: stories.slug,
  summary: stories.summary,
  status: stories.status,
  origin: stories.origin,
  access: stories.access,
  categoryId: stories.categoryId,
  imageUrl: stories.imageUrl,
  author: stories.author,
  language: stories.language,
  createdBy: stories.createdBy,
  reviewNote: stories.reviewNote,
  publishAt: stories.publishAt,
  unpublishAt: stories.unpublishAt,
  publishedAt: stories.publishedAt,
  createdAt: stories.createdAt,
  updatedAt: stories.updatedAt,
};

const detailColumns = {
  ...summaryColumns,
  bodyHtml: stories.bodyHtml,
  imageAlt: stories.imageAlt,
  seoTitle: stories.seoTitle,
  seoDescription: stories.seoDescription,
  revision: stories.revision,
};

const joinedColumns = {
  category: { id: categories.id, slug: categories.slug, name: categories.name },
  creator: { id: users.id, username: users.username, displayName: users.displayName },
  tenantSlug: tenants.slug,
};

export interface ArticleListFilter {
  search?: string;
  categoryId?: number;
  status?: StoryStatus;
  /** Contributors see only what they wrote. */
  createdBy?: number;
}

export type ArticleSort = AdminArticleListQuery['sort'];

const SORT_COLUMNS = {
  updated_at: stories.updatedAt,
  created_at: stories.createdAt,
  title: stories.title,
} as const;

export type RevisionSummaryRow = Pick<
  StoryRevisionRow,
  'id' | 'revision' | 'title' | 'createdAt'
> & { savedBy: { id: number; username: string } | null };
export type RevisionDetailRow = RevisionSummaryRow &
  Pick<StoryRevisionRow, 'summary' | 'bodyHtml' | 'fields'>;

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Editorial stories ("articles") of one tenant and their revisions. Every query names the tenant
 * and the editorial origin, so a feed item or another tenant's story is never found here.
 */
export function createArticlesRepository(db: Executor) {
  const isArticle = (tenantId: number) =>
    and(eq(stories.tenantId, tenantId), eq(stories.origin, 'editorial'));
  const filtered = (tenantId: number, filter: ArticleListFilter): SQL | undefined => {
    const conditions: (SQL | undefined)[] = [isArticle(tenantId)];
    if (filter.search) {
      const pattern = `%${likeLiteral(filter.search)}%`;
      conditions.push(or(ilike(stories.title, pattern), ilike(stories.summary, pattern)));
    }
    if (filter.categoryId !== undefined) conditions.push(eq(stories.categoryId, filter.categoryId));
    if (filter.status) conditions.push(eq(stories.status, filter.status));
    if (filter.createdBy !== undefined) conditions.push(eq(stories.createdBy, filter.createdBy));
    return and(...conditions);
  };
  // A story's category only when it belongs to the same tenant.
  const categoryJoin = and(
    eq(categories.id, stories.categoryId),
    eq(categories.tenantId, stories.tenantId),
  );

  /** The ids of the tags the article carries (issue 34), smallest first. */
  const tagIdsColumn = sql<
    number[]
  >`coalesce((select jsonb_agg(${storyTags.tagId} order by ${storyTags.tagId}) from ${storyTags} where ${storyTags.tenantId} = ${stories.tenantId} and ${storyTags.storyId} = ${stories.id}), '[]'::jsonb)`;

  const detailQuery = () =>
    db
      .select({ article: detailColumns, ...joinedColumns, tagIds: tagIdsColumn })
      .from(stories)
      .innerJoin(tenants, eq(tenants.id, stories.tenantId))
      .leftJoin(categories, categoryJoin)
      .leftJoin(users, eq(users.id, stories.createdBy));

  const revisionsOf = (tenantId: number, storyId: number) =>
    and(eq(storyRevisions.tenantId, tenantId), eq(storyRevisions.storyId, storyId));

  /** An article's revisions with the `fields` given and who saved each (null once deleted). */
  const revisionsWithSaver = <Fields extends SelectedFields>(fields: Fields) =>
    db
      .select({ ...fields, savedBy: { id: users.id, username: users.username } })
      .from(storyRevisions)
      .leftJoin(users, eq(users.id, storyRevisions.savedBy));

  return {
    /**
     * The access a new article gets when it names none (issue 33): its category's default, else
     * the publication's (membership_settings), else public.
     */
    async defaultAccess(tenantId: number, categoryId: number | null): Promise<StoryAccess> {
      const result = await db.execute<{ access: StoryAccess }>(sql`
        select coalesce(
          (select c.default_access from categories c
            where c.tenant_id = ${tenantId} and c.id = ${categoryId}),
          (select ms.default_access from membership_settings ms where ms.tenant_id = ${tenantId}),
          'public'
        )::text as access`);
      const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows;
      const access = (rows?.[0] as { access?: StoryAccess } | undefined)?.access;
      return access ?? 'public';
    },

    async list(
      tenantId: number,
      filter: ArticleListFilter,
      sort: ArticleSort,
      page: { limit: number; offset: number },
    ) {
      const descending = sort.startsWith('-');
      const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
      return db
        .select({ article: summaryColumns, ...joinedColumns })
        .from(stories)
        .innerJoin(tenants, eq(tenants.id, stories.tenantId))
        .leftJoin(categories, categoryJoin)
        .leftJoin(users, eq(users.id, stories.createdBy))
        .where(filtered(tenantId, filter))
        .orderBy(
          descending ? desc(column) : asc(column),
          descending ? desc(stories.id) : asc(stories.id),
        )
        .limit(page.limit)
        .offset(page.offset);
    },

    /** The total `list` pages through, and the totals of several filters in one query. */
    ...filterCounts(db, stories, isArticle, filtered),

    async findById(tenantId: number, id: number) {
      const [row] = await detailQuery()
        .where(and(isArticle(tenantId), eq(stories.id, id)))
        .limit(1);
      return row;
    },

    /** The article, locked until the transaction ends: saves of one article run one at a time. */
    async findForUpdate(tenantId: number, id: number) {
      const [row] = await detailQuery()
        .where(and(isArticle(tenantId), eq(stories.id, id)))
        .limit(1)
        .for('update', { of: stories });
      return row;
    },

    /** Which of `ids` name tags of the tenant (an article may carry only those). */
    async existingTagIds(tenantId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, [...ids])));
      return rows.map((row) => row.id);
    },

    /** The article carries exactly `tagIds` (tags of the tenant) from now on. */
    async setTags(tenantId: number, storyId: number, tagIds: readonly number[]): Promise<void> {
      await db
        .delete(storyTags)
        .where(
          and(
            eq(storyTags.tenantId, tenantId),
            eq(storyTags.storyId, storyId),
            tagIds.length === 0 ? undefined : notInArray(storyTags.tagId, [...tagIds]),
          ),
        );
      if (tagIds.length === 0) return;
      await db
        .insert(storyTags)
        .values(tagIds.map((tagId) => ({ tenantId, storyId, tagId })))
        .onConflictDoNothing();
    },

    async tenantExists(tenantId: number): Promise<boolean> {
      return (await firstIdWhere(db, tenants, eq(tenants.id, tenantId))) !== undefined;
    },

    /**
     * Serialises slug choices of one tenant until the transaction ends, so that two saves cannot
     * both take a free slug (stories have no unique index on it: feed items may repeat titles).
     */
    async lockSlugs(tenantId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`story-slugs:${tenantId}`}))`);
    },

    /** Whether another story of the tenant (article or feed item) uses the slug. */
    async slugTaken(tenantId: number, slug: string, exceptId?: number): Promise<boolean> {
      const where = and(
        eq(stories.tenantId, tenantId),
        eq(stories.slug, slug),
        exceptId === undefined ? undefined : sql`${stories.id} <> ${exceptId}`,
      );
      return (await firstIdWhere(db, stories, where)) !== undefined;
    },

    /** Slugs of the tenant equal to `base` or starting with `base-` (to pick a free suffix). */
    async slugsLike(tenantId: number, base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: stories.slug })
        .from(stories)
        .where(
          and(
            eq(stories.tenantId, tenantId),
            or(eq(stories.slug, base), like(stories.slug, `${likeLiteral(base)}-%`)),
          ),
        );
      return new Set(rows.map((row) => row.slug));
    },

    async insert(row: NewStoryRow & { tenantId: number }): Promise<number> {
      const [created] = await db.insert(stories).values(row).returning({ id: stories.id });
      if (!created) throw new Error('article insert returned nothing');
      return created.id;
    },

    async update(tenantId: number, id: number, patch: Partial<NewStoryRow>): Promise<void> {
      await db
        .update(stories)
        .set(patch)
        .where(and(isArticle(tenantId), eq(stories.id, id)));
    },

    async delete(tenantId: number, id: number): Promise<void> {
      await db.delete(stories).where(and(isArticle(tenantId), eq(stories.id, id)));
    },

    async insertRevision(row: NewStoryRevisionRow): Promise<void> {
      await db.insert(storyRevisions).values(row);
    },

    /** The newest revision of an article: autosaves may fold into it. */
    async latestRevision(tenantId: number, storyId: number) {
      const [row] = await db
        .select({
          id: storyRevisions.id,
          savedBy: storyRevisions.savedBy,
          fields: storyRevisions.fields,
          createdAt: storyRevisions.createdAt,
        })
        .from(storyRevisions)
        .where(revisionsOf(tenantId, storyId))
        .orderBy(desc(storyRevisions.revision), desc(storyRevisions.id))
        .limit(1);
      return row;
    },

    /** Revisions of an article, newest first. */
    async listRevisions(tenantId: number, storyId: number): Promise<RevisionSummaryRow[]> {
      return revisionsWithSaver({
        id: storyRevisions.id,
        revision: storyRevisions.revision,
        title: storyRevisions.title,
        createdAt: storyRevisions.createdAt,
      })
        .where(revisionsOf(tenantId, storyId))
        .orderBy(desc(storyRevisions.revision), desc(storyRevisions.id));
    },

    async findRevision(
      tenantId: number,
      storyId: number,
      revisionId: number,
    ): Promise<RevisionDetailRow | undefined> {
      const [row] = await revisionsWithSaver({
        id: storyRevisions.id,
        revision: storyRevisions.revision,
        title: storyRevisions.title,
        summary: storyRevisions.summary,
        bodyHtml: storyRevisions.bodyHtml,
        fields: storyRevisions.fields,
        createdAt: storyRevisions.createdAt,
      })
        .where(and(revisionsOf(tenantId, storyId), eq(storyRevisions.id, revisionId)))
        .limit(1);
      return row;
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
export type ArticleSummaryRow = Awaited<ReturnType<ArticlesRepository['list']>>[number];
export type ArticleDetailRow = NonNullable<Awaited<ReturnType<ArticlesRepository['findById']>>>;
