import { and, asc, desc, eq, gte, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  categories,
  stories,
  storyTags,
  tags,
  type CategoryRow,
  type StoryRow,
} from '../../db/schema/index.js';
import { bylineSql, categoryOfStoryIn, publishedStoriesOf } from '../content/content.repository.js';

/** A sitemap may list at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** When a story counts as published: its publication time, or its creation for old rows without one. */
const publishedAt = sql`coalesce(${stories.publishedAt}, ${stories.createdAt})`;
/** Its month in UTC, as the sitemaps name it: 2024-05. */
const publishedMonth = sql<string>`to_char(${publishedAt} at time zone 'UTC', 'YYYY-MM')`;

/**
 * Published in [from, to): written on published_at itself, so that the tenant/status/published
 * index serves it; rows without one fall back to their creation.
 */
const publishedBetween = (from: Date, to?: Date): SQL | undefined =>
  or(
    and(gte(stories.publishedAt, from), to ? lt(stories.publishedAt, to) : undefined),
    and(
      isNull(stories.publishedAt),
      gte(stories.createdAt, from),
      to ? lt(stories.createdAt, to) : undefined,
    ),
  );

/** Must match stories_tenant_status_published_idx (DESC NULLS LAST), as the reader lists do. */
const NEWEST_FIRST = [
  sql`${stories.publishedAt} desc nulls last`,
  sql`${stories.id} desc nulls last`,
];

export interface PublishedMonthRow {
  month: string;
  lastmod: Date | null;
}

export type SitemapStoryRow = Pick<StoryRow, 'id' | 'publishedAt' | 'createdAt' | 'updatedAt'>;
export type NewsStoryRow = Pick<StoryRow, 'id' | 'title' | 'publishedAt' | 'createdAt'>;

export type SitemapCategoryRow = Pick<CategoryRow, 'slug' | 'updatedAt'> & {
  /** The last change to a published story filed in it. */
  storiesUpdatedAt: Date | null;
};

export interface SitemapTagRow {
  slug: string;
  updatedAt: Date;
  /** The last change to a published story carrying it. */
  storiesUpdatedAt: Date | null;
}

export interface FeedStoryRow {
  story: Pick<
    StoryRow,
    | 'id'
    | 'title'
    | 'summary'
    | 'imageUrl'
    | 'imageAlt'
    | 'author'
    | 'sourceName'
    | 'publishedAt'
    | 'createdAt'
    | 'updatedAt'
  >;
  category: Pick<CategoryRow, 'slug' | 'name'> | null;
}

/** What sitemaps and feeds read; every query filters by tenant and by the published status. */
export function createSeoRepository(db: Executor) {
  return {
    /** The months with published stories, newest first, with the last change in each. */
    async publishedMonths(tenantId: number, limit: number): Promise<PublishedMonthRow[]> {
      return db
        .select({ month: publishedMonth, lastmod: max(stories.updatedAt) })
        .from(stories)
        .where(publishedStoriesOf(tenantId))
        .groupBy(publishedMonth)
        .orderBy(desc(publishedMonth))
        .limit(limit);
    },

    /** Published stories of [from, to), newest first. */
    async publishedBetween(
      tenantId: number,
      from: Date,
      to: Date | undefined,
      limit: number,
    ): Promise<SitemapStoryRow[]> {
      return db
        .select({
          id: stories.id,
          publishedAt: stories.publishedAt,
          createdAt: stories.createdAt,
          updatedAt: stories.updatedAt,
        })
        .from(stories)
        .where(and(publishedStoriesOf(tenantId), publishedBetween(from, to)))
        .orderBy(...NEWEST_FIRST)
        .limit(limit);
    },

    /** Published stories since `from`, newest first, with what a news sitemap shows. */
    async publishedSince(tenantId: number, from: Date, limit: number): Promise<NewsStoryRow[]> {
      return db
        .select({
          id: stories.id,
          title: stories.title,
          publishedAt: stories.publishedAt,
          createdAt: stories.createdAt,
        })
        .from(stories)
        .where(and(publishedStoriesOf(tenantId), publishedBetween(from)))
        .orderBy(...NEWEST_FIRST)
        .limit(limit);
    },

    /** The tenant's categories in editorial order, with the last change to their stories. */
    async categoriesForSitemap(tenantId: number, limit: number): Promise<SitemapCategoryRow[]> {
      return db
        .select({
          slug: categories.slug,
          updatedAt: categories.updatedAt,
          storiesUpdatedAt: max(stories.updatedAt),
        })
        .from(categories)
        .leftJoin(stories, and(eq(stories.categoryId, categories.id), publishedStoriesOf(tenantId)))
        .where(eq(categories.tenantId, tenantId))
        .groupBy(categories.tenantId, categories.id)
        .orderBy(asc(categories.position), asc(categories.name), asc(categories.id))
        .limit(limit);
    },

    /**
     * The tenant's tags that carry a published story (their pages are worth finding), the one
     * whose stories changed last first.
     */
    async tagsForSitemap(tenantId: number, limit: number): Promise<SitemapTagRow[]> {
      const storiesUpdatedAt = max(stories.updatedAt);
      return db
        .select({ slug: tags.slug, updatedAt: tags.updatedAt, storiesUpdatedAt })
        .from(tags)
        .innerJoin(storyTags, and(eq(storyTags.tenantId, tenantId), eq(storyTags.tagId, tags.id)))
        .innerJoin(stories, and(eq(stories.id, storyTags.storyId), publishedStoriesOf(tenantId)))
        .where(eq(tags.tenantId, tenantId))
        .groupBy(tags.tenantId, tags.id)
        .orderBy(sql`${storiesUpdatedAt} desc`, asc(tags.slug))
        .limit(limit);
    },

    /**
     * The newest published stories, of one category or carrying one tag when given, with what a
     * feed item shows.
     */
    async latestPublished(
      tenantId: number,
      of: { categoryId?: number; tagId?: number },
      limit: number,
    ): Promise<FeedStoryRow[]> {
      const { categoryId, tagId } = of;
      return db
        .select({
          story: {
            id: stories.id,
            title: stories.title,
            summary: stories.summary,
            imageUrl: stories.imageUrl,
            imageAlt: stories.imageAlt,
            // The byline readers see (the writer's display name for an article).
            author: bylineSql(stories.author, stories.createdBy),
            sourceName: stories.sourceName,
            publishedAt: stories.publishedAt,
            createdAt: stories.createdAt,
            updatedAt: stories.updatedAt,
          },
          category: { slug: categories.slug, name: categories.name },
        })
        .from(stories)
        .leftJoin(categories, categoryOfStoryIn(tenantId))
        .where(
          and(
            publishedStoriesOf(tenantId),
            categoryId === undefined ? undefined : eq(stories.categoryId, categoryId),
            tagId === undefined
              ? undefined
              : sql`exists (select 1 from ${storyTags} where ${storyTags.tenantId} = ${tenantId} and ${storyTags.storyId} = ${stories.id} and ${storyTags.tagId} = ${tagId})`,
          ),
        )
        .orderBy(...NEWEST_FIRST)
        .limit(limit);
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
