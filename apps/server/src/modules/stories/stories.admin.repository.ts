import type { StoryStatus } from '@helionews/contracts';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { filterCounts } from '../../db/count-each.js';
import { categories, feeds, stories, users, type StoryRow } from '../../db/schema/index.js';

/**
 * The back-office's view of every story of a tenant (the review queue). The reader's hot path
 * keeps its own prepared statements in stories.repository.ts; nothing here runs for readers.
 */

export interface AdminStoryFilter {
  /** undefined: every status. */
  status?: StoryStatus | undefined;
  /** undefined: both origins. */
  origin?: StoryRow['origin'] | undefined;
  categoryId?: number | undefined;
  search?: string | undefined;
}

const storyColumns = {
  id: stories.id,
  title: stories.title,
  slug: stories.slug,
  summary: stories.summary,
  bodyHtml: stories.bodyHtml,
  status: stories.status,
  origin: stories.origin,
  access: stories.access,
  imageUrl: stories.imageUrl,
  author: stories.author,
  language: stories.language,
  sourceName: stories.sourceName,
  sourceUrl: stories.sourceUrl,
  feedId: stories.feedId,
  reviewNote: stories.reviewNote,
  publishAt: stories.publishAt,
  unpublishAt: stories.unpublishAt,
  publishedAt: stories.publishedAt,
  createdAt: stories.createdAt,
  updatedAt: stories.updatedAt,
};

export type AdminStoryRow = Pick<StoryRow, keyof typeof storyColumns>;

export interface AdminStoryWithRefs {
  story: AdminStoryRow;
  category: { id: number; slug: string; name: string } | null;
  creator: { id: number; username: string; displayName: string | null } | null;
  /** The feed it was imported from; null for editorial stories and once the feed is deleted. */
  feed: { id: number; title: string; url: string } | null;
}

/** The few columns a review decision needs, read under a row lock. */
export type ReviewTarget = Pick<StoryRow, 'id' | 'status' | 'title' | 'origin'>;

export function createStoriesAdminRepository(db: Executor) {
  const matching = (tenantId: number, filter: AdminStoryFilter): SQL | undefined => {
    const search = filter.search?.trim();
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    return and(
      eq(stories.tenantId, tenantId),
      filter.status ? eq(stories.status, filter.status) : undefined,
      filter.origin ? eq(stories.origin, filter.origin) : undefined,
      filter.categoryId === undefined ? undefined : eq(stories.categoryId, filter.categoryId),
      search && pattern
        ? or(
            // Whole words anywhere (the search index), or a fragment of the title or source.
            sql`${stories.search} @@ websearch_to_tsquery('english'::regconfig, ${search})`,
            ilike(stories.title, pattern),
            ilike(stories.sourceName, pattern),
          )
        : undefined,
    );
  };

  const withRefs = () =>
    db
      .select({
        story: storyColumns,
        category: { id: categories.id, slug: categories.slug, name: categories.name },
        creator: { id: users.id, username: users.username, displayName: users.displayName },
        feed: { id: feeds.id, title: feeds.title, url: feeds.url },
      })
      .from(stories)
      // A story's category only when it belongs to the same tenant.
      .leftJoin(
        categories,
        and(eq(categories.id, stories.categoryId), eq(categories.tenantId, stories.tenantId)),
      )
      .leftJoin(users, eq(users.id, stories.createdBy))
      // stories.feed_id has no foreign key (a deleted feed leaves its stories): the join finds
      // nothing then, and only a feed of the same tenant is ever joined.
      .leftJoin(feeds, and(eq(feeds.id, stories.feedId), eq(feeds.tenantId, stories.tenantId)));

  return {
    /** Newest received first: fresh news is what a desk reviews first. */
    async list(
      tenantId: number,
      filter: AdminStoryFilter,
      page: { limit: number; offset: number },
    ): Promise<AdminStoryWithRefs[]> {
      return withRefs()
        .where(matching(tenantId, filter))
        .orderBy(desc(stories.createdAt), desc(stories.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** The total `list` pages through, and the totals of several filters in one query. */
    ...filterCounts(db, stories, (tenantId) => eq(stories.tenantId, tenantId), matching),

    async findById(tenantId: number, id: number): Promise<AdminStoryWithRefs | undefined> {
      const [row] = await withRefs()
        .where(and(eq(stories.tenantId, tenantId), eq(stories.id, id)))
        .limit(1);
      return row;
    },

    /**
     * The tenant's stories among `ids`, locked until the transaction ends, so two editors
     * deciding on the same story cannot both move it out of `pending`.
     */
    async lockForReview(tenantId: number, ids: readonly number[]): Promise<ReviewTarget[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: stories.id,
          status: stories.status,
          title: stories.title,
          origin: stories.origin,
        })
        .from(stories)
        .where(and(eq(stories.tenantId, tenantId), inArray(stories.id, [...ids])))
        .for('update');
    },

    /** Records a review decision on the given stories of the tenant. */
    async setReviewed(
      tenantId: number,
      ids: readonly number[],
      decision: { status: StoryStatus; publishedAt: Date | null; reviewNote: string | null },
      now: Date,
    ): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(stories)
        .set({
          status: decision.status,
          reviewNote: decision.reviewNote,
          updatedAt: now,
          ...(decision.publishedAt && { publishedAt: decision.publishedAt }),
        })
        .where(and(eq(stories.tenantId, tenantId), inArray(stories.id, [...ids])));
    },
  };
}

export type StoriesAdminRepository = ReturnType<typeof createStoriesAdminRepository>;
