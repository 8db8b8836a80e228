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

/** Published stories only: what a reader may see. Every query filters by tenant. */
export function createStoriesRepository(db: Executor) {
  const published = (tenantId: number, filter: PublishedStoryFilter): SQL | undefined =>
    and(
      eq(stories.tenantId, tenantId),
      eq(stories.status, 'published'),
      filter.categoryId === undefined ? undefined : eq(stories.categoryId, filter.categoryId),
    );

  return {
    async listPublished(
      tenantId: number,
      filter: PublishedStoryFilter,
      page: { limit: number; offset: number },
    ): Promise<StorySummaryWithCategory[]> {
      return db
        .select({ story: summaryColumns, category: categoryColumns })
        .from(stories)
        .leftJoin(
          categories,
          and(eq(categories.id, stories.categoryId), eq(categories.tenantId, tenantId)),
        )
        .where(published(tenantId, filter))
        .orderBy(...NEWEST_FIRST)
        .limit(page.limit)
        .offset(page.offset);
    },

    async countPublished(tenantId: number, filter: PublishedStoryFilter): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(stories)
        .where(published(tenantId, filter));
      return Number(row?.value ?? 0);
    },

    async findPublishedById(tenantId: number, id: number): Promise<StoryWithCategory | undefined> {
      const [row] = await db
        .select({ story: detailColumns, category: categoryColumns })
        .from(stories)
        .leftJoin(
          categories,
          and(eq(categories.id, stories.categoryId), eq(categories.tenantId, tenantId)),
        )
        .where(and(published(tenantId, {}), eq(stories.id, id)))
        .limit(1);
      return row;
    },
  };
}

export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
