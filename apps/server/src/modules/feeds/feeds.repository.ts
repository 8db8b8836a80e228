import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  categories,
  feeds,
  stories,
  type FeedRow,
  type NewFeedRow,
  type NewStoryRow,
} from '../../db/schema/index.js';

/** A feed with the name of its category (the back-office list). */
export interface FeedWithCategory extends FeedRow {
  category: { id: number; name: string } | null;
}

export type FeedChanges = Partial<
  Pick<
    NewFeedRow,
    | 'url'
    | 'title'
    | 'categoryId'
    | 'isActive'
    | 'autoApprove'
    | 'pollIntervalMinutes'
    | 'etag'
    | 'lastModified'
    | 'nextFetchAt'
    | 'lastFetchedAt'
    | 'lastStatus'
    | 'lastError'
    | 'consecutiveFailures'
  >
>;

/** A feed the poller claimed: what a fetch needs. */
export interface ClaimedFeed {
  id: number;
  tenantId: number;
  url: string;
  etag: string | null;
  lastModified: string | null;
}

/** A write that hit the (tenant, url) unique index. */
export function isUrlConflict(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map(
    (e) => (e as { code?: unknown } | null)?.code,
  );
  return codes.includes('23505');
}

const withCategory = {
  feed: feeds,
  categoryId: categories.id,
  categoryName: categories.name,
};

function toFeedWithCategory(row: {
  feed: FeedRow;
  categoryId: number | null;
  categoryName: string | null;
}): FeedWithCategory {
  return {
    ...row.feed,
    category:
      row.categoryId !== null && row.categoryName !== null
        ? { id: row.categoryId, name: row.categoryName }
        : null,
  };
}

/**
 * The feeds' queries. The poller's claim runs across tenants (every node runs it) on the partial
 * index feeds_due_idx; everything else names the tenant.
 */
export function createFeedsRepository(db: Executor) {
  const ofTenant = (tenantId: number, id: number) =>
    and(eq(feeds.tenantId, tenantId), eq(feeds.id, id));

  return {
    async list(
      tenantId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: FeedWithCategory[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select(withCategory)
          .from(feeds)
          .leftJoin(
            categories,
            and(eq(categories.id, feeds.categoryId), eq(categories.tenantId, tenantId)),
          )
          .where(eq(feeds.tenantId, tenantId))
          .orderBy(desc(feeds.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(feeds).where(eq(feeds.tenantId, tenantId)),
      ]);
      return { rows: rows.map(toFeedWithCategory), total: Number(total?.total ?? 0) };
    },

    async find(tenantId: number, id: number): Promise<FeedWithCategory | null> {
      const [row] = await db
        .select(withCategory)
        .from(feeds)
        .leftJoin(
          categories,
          and(eq(categories.id, feeds.categoryId), eq(categories.tenantId, tenantId)),
        )
        .where(ofTenant(tenantId, id));
      return row ? toFeedWithCategory(row) : null;
    },

    /** One feed of the tenant, locked until the transaction ends (the poller skips it meanwhile). */
    async findForUpdate(tenantId: number, id: number): Promise<FeedRow | null> {
      const [row] = await db.select().from(feeds).where(ofTenant(tenantId, id)).for('update');
      return row ?? null;
    },

    async categoryExists(tenantId: number, categoryId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId)));
      return row !== undefined;
    },

    async urlTaken(tenantId: number, url: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: feeds.id })
        .from(feeds)
        .where(and(eq(feeds.tenantId, tenantId), eq(feeds.url, url)));
      return rows.some((row) => row.id !== exceptId);
    },

    async insert(values: NewFeedRow): Promise<FeedRow> {
      const [row] = await db.insert(feeds).values(values).returning();
      if (!row) throw new Error('feed insert returned nothing');
      return row;
    },

    async update(tenantId: number, id: number, changes: FeedChanges, now: Date): Promise<void> {
      await db
        .update(feeds)
        .set({ ...changes, updatedAt: now })
        .where(ofTenant(tenantId, id));
    },

    async remove(tenantId: number, id: number): Promise<boolean> {
      const rows = await db.delete(feeds).where(ofTenant(tenantId, id)).returning({ id: feeds.id });
      return rows.length > 0;
    },

    /**
     * Locks up to `limit` active feeds whose fetch is due and moves each one's next_fetch_at a
     * poll interval on, in the same statement, so that once this transaction commits no other
     * node takes them until then. Rows another node holds are skipped (FOR UPDATE SKIP LOCKED).
     */
    async claimDue(now: Date, limit: number): Promise<ClaimedFeed[]> {
      const due = await db
        .select({ id: feeds.id })
        .from(feeds)
        .where(and(eq(feeds.isActive, true), lte(feeds.nextFetchAt, now)))
        .orderBy(asc(feeds.nextFetchAt), asc(feeds.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return db
        .update(feeds)
        .set({
          nextFetchAt: sql`${now.toISOString()}::timestamptz + make_interval(mins => ${feeds.pollIntervalMinutes})`,
        })
        .where(
          inArray(
            feeds.id,
            due.map((row) => row.id),
          ),
        )
        .returning({
          id: feeds.id,
          tenantId: feeds.tenantId,
          url: feeds.url,
          etag: feeds.etag,
          lastModified: feeds.lastModified,
        });
    },

    /**
     * Gives back feeds claimed by claimDue but not fetched (the node is shutting down): each is
     * due again at `dueAt`, so the next node's tick takes it instead of waiting a poll interval.
     */
    async releaseClaims(claims: readonly ClaimedFeed[], dueAt: Date): Promise<void> {
      for (const claim of claims) {
        await db
          .update(feeds)
          .set({ nextFetchAt: dueAt })
          .where(and(ofTenant(claim.tenantId, claim.id), eq(feeds.isActive, true)));
      }
    },

    /** Which of these guids this feed has imported already. */
    async importedGuids(
      tenantId: number,
      feedId: number,
      guids: readonly string[],
    ): Promise<Set<string>> {
      if (guids.length === 0) return new Set();
      const rows = await db
        .select({ guid: stories.guid })
        .from(stories)
        .where(
          and(
            eq(stories.tenantId, tenantId),
            eq(stories.feedId, feedId),
            inArray(stories.guid, [...guids]),
          ),
        );
      return new Set(rows.flatMap((row) => (row.guid === null ? [] : [row.guid])));
    },

    /**
     * Inserts the items as stories; one another fetch imported first (same tenant, feed and guid:
     * the unique index stories_tenant_feed_guid_key) is skipped. Answers the stories inserted.
     */
    async insertStories(
      rows: NewStoryRow[],
    ): Promise<{ id: number; title: string; categoryId: number | null }[]> {
      if (rows.length === 0) return [];
      return db
        .insert(stories)
        .values(rows)
        .onConflictDoNothing({
          target: [stories.tenantId, stories.feedId, stories.guid],
          where: sql`${stories.guid} is not null`,
        })
        .returning({ id: stories.id, title: stories.title, categoryId: stories.categoryId });
    },

    async addItems(tenantId: number, id: number, added: number): Promise<void> {
      if (added === 0) return;
      await db
        .update(feeds)
        .set({ itemCount: sql`${feeds.itemCount} + ${added}` })
        .where(ofTenant(tenantId, id));
    },
  };
}

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
