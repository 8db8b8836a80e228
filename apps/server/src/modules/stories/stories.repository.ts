import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, stories, type CategoryRow, type StoryRow } from '../../db/schema/index.js';

type CategoryRef = Pick<CategoryRow, 'id' | 'slug' | 'name'> | null;

/** What a list shows: no body, no search vector (they are most of a row's bytes). */
const summaryColumns = {
  id: stories.id,
  title: stories.title,
  slug: stories.slug,
  summary: stories.summary,
  imageUrl: stories.imageUrl,
  author: stories.author,
  origin: stories.origin,
  sourceName: stories.sourceName,
  publishedAt: stories.publishedAt,
  createdAt: stories.createdAt,
};
export type StorySummaryRow = Pick<StoryRow, keyof typeof summaryColumns>;

const detailColumns = {
  ...summaryColumns,
  bodyHtml: stories.bodyHtml,
  language: stories.language,
  sourceUrl: stories.sourceUrl,
  updatedAt: stories.updatedAt,
};
export type StoryDetailRow = Pick<StoryRow, keyof typeof detailColumns>;

export interface StorySummaryWithCategory {
  story: StorySummaryRow;
  category: CategoryRef;
}

export interface StoryWithCategory {
  story: StoryDetailRow;
  category: CategoryRef;
}

export interface PublishedStoryFilter {
  categoryId?: number;
}

/**
 * Must match stories_tenant_status_published_idx (DESC NULLS LAST) exactly, or PostgreSQL sorts
 * every published row of the tenant instead of reading the index (docs/performance.md).
 */
const NEWEST_FIRST = [
  sql`${stories.publishedAt} desc nulls last`,
  sql`${stories.id} desc nulls last`,
];

const categoryColumns = { id: categories.id, slug: categories.slug, name: categories.name };

/**
 * Published stories only: what a reader may see. Every query filters by tenant.
 *
 * The reader queries are the hottest in the product, so they are prepared once per repository:
 * Drizzle builds their SQL text a single time (it was a quarter of the server's CPU per request),
 * and on PostgreSQL each pooled connection parses and plans them once (docs/performance.md).
 */
export function createStoriesRepository(db: Executor) {
  const tenantId = sql.placeholder('tenantId');
  const inTenant = and(eq(stories.tenantId, tenantId), eq(stories.status, 'published'));
  const inCategory = and(inTenant, eq(stories.categoryId, sql.placeholder('categoryId')));
  // A story's category, only when it belongs to the same tenant.
  const sameTenantCategory = and(
    eq(categories.id, stories.categoryId),
    eq(categories.tenantId, tenantId),
  );

  // One statement per filter shape: a category filter is a different plan, not a null parameter.
  const prepareList = (where: SQL | undefined, name: string) =>
    db
      .select({ story: summaryColumns, category: categoryColumns })
      .from(stories)
      .leftJoin(categories, sameTenantCategory)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const prepareCount = (where: SQL | undefined, name: string) =>
    db.select({ value: count() }).from(stories).where(where).prepare(name);

  const listAll = prepareList(inTenant, 'stories_list_published');
  const listInCategory = prepareList(inCategory, 'stories_list_published_in_category');
  const countAll = prepareCount(inTenant, 'stories_count_published');
  const countInCategory = prepareCount(inCategory, 'stories_count_published_in_category');
  const byId = db
    .select({ story: detailColumns, category: categoryColumns })
    .from(stories)
    .leftJoin(categories, sameTenantCategory)
    .where(and(inTenant, eq(stories.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('stories_find_published_by_id');

  return {
    async listPublished(
      tenantId: number,
      filter: PublishedStoryFilter,
      page: { limit: number; offset: number },
    ): Promise<StorySummaryWithCategory[]> {
      return filter.categoryId === undefined
        ? listAll.execute({ tenantId, ...page })
        : listInCategory.execute({ tenantId, categoryId: filter.categoryId, ...page });
    },

    async countPublished(tenantId: number, filter: PublishedStoryFilter): Promise<number> {
      const [row] =
        filter.categoryId === undefined
          ? await countAll.execute({ tenantId })
          : await countInCategory.execute({ tenantId, categoryId: filter.categoryId });
      return Number(row?.value ?? 0);
    },

    async findPublishedById(tenantId: number, id: number): Promise<StoryWithCategory | undefined> {
      const [row] = await byId.execute({ tenantId, id });
      return row;
    },
  };
}

export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
