import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, stories } from '../../db/schema/index.js';

/** What the calendar shows of a story: its times, status and category, never its body. */
const scheduleColumns = {
  id: stories.id,
  tenantId: stories.tenantId,
  title: stories.title,
  status: stories.status,
  origin: stories.origin,
  publishAt: stories.publishAt,
  unpublishAt: stories.unpublishAt,
  publishedAt: stories.publishedAt,
  category: { id: categories.id, slug: categories.slug, name: categories.name },
};

/** A story the runner just published or took down. */
export interface DueStoryRow {
  id: number;
  tenantId: number;
  title: string;
  at: Date | null;
}

export interface ScheduleTimes {
  publishAt: Date | null;
  unpublishAt: Date | null;
}

/**
 * The News Scheduler's queries. The runner's scans run across tenants (every node runs them), on
 * the partial indexes stories_due_publish_idx and stories_due_unpublish_idx; the back-office's
 * reads and writes always name the tenant.
 */
export function createSchedulerRepository(db: Executor) {
  return {
    /**
     * Locks up to `limit` scheduled stories whose publication time has come. Rows another node
     * holds are skipped (FOR UPDATE SKIP LOCKED), so two nodes never claim the same story; call
     * inside the transaction that publishes them.
     */
    async claimDuePublications(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.status, 'scheduled'), lte(stories.publishAt, now)))
        .orderBy(asc(stories.publishAt), asc(stories.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    /** Locks up to `limit` published stories whose unpublication time has come (as above). */
    async claimDueUnpublications(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.status, 'published'), lte(stories.unpublishAt, now)))
        .orderBy(asc(stories.unpublishAt), asc(stories.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    /** Claimed scheduled stories go live, published at the time they were scheduled for. */
    async publish(ids: readonly number[], now: Date): Promise<DueStoryRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(stories)
        .set({ status: 'published', publishedAt: sql`${stories.publishAt}`, updatedAt: now })
        .where(and(inArray(stories.id, [...ids]), eq(stories.status, 'scheduled')))
        .returning({
          id: stories.id,
          tenantId: stories.tenantId,
          title: stories.title,
          at: stories.publishAt,
        });
    },

    /** Claimed published stories are taken down (archived); unpublish_at stays as the record. */
    async archive(ids: readonly number[], now: Date): Promise<DueStoryRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(stories)
        .set({ status: 'archived', updatedAt: now })
        .where(and(inArray(stories.id, [...ids]), eq(stories.status, 'published')))
        .returning({
          id: stories.id,
          tenantId: stories.tenantId,
          title: stories.title,
          at: stories.unpublishAt,
        });
    },

    /**
     * The tenant's stories with a planned publication (scheduled, publish_at in [from, to)) or a
     * planned unpublication (scheduled or published, unpublish_at in [from, to)).
     */
    async listBetween(tenantId: number, from: Date, to: Date) {
      return db
        .select(scheduleColumns)
        .from(stories)
        .leftJoin(categories, eq(categories.id, stories.categoryId))
        .where(
          and(
            eq(stories.tenantId, tenantId),
            or(
              and(
                eq(stories.status, 'scheduled'),
                gte(stories.publishAt, from),
                lt(stories.publishAt, to),
              ),
              and(
                inArray(stories.status, ['scheduled', 'published']),
                gte(stories.unpublishAt, from),
                lt(stories.unpublishAt, to),
              ),
            ),
          ),
        )
        .orderBy(asc(stories.id));
    },

    /** One story of the tenant, locked until the transaction ends (the runner skips it meanwhile). */
    async findForUpdate(tenantId: number, id: number) {
      const [row] = await db
        .select(scheduleColumns)
        .from(stories)
        .leftJoin(categories, eq(categories.id, stories.categoryId))
        .where(and(eq(stories.tenantId, tenantId), eq(stories.id, id)))
        .for('update', { of: stories });
      return row ?? null;
    },

    async setTimes(tenantId: number, id: number, times: ScheduleTimes, now: Date): Promise<void> {
      await db
        .update(stories)
        .set({ publishAt: times.publishAt, unpublishAt: times.unpublishAt, updatedAt: now })
        .where(and(eq(stories.tenantId, tenantId), eq(stories.id, id)));
    },
  };
}

export type SchedulerRepository = ReturnType<typeof createSchedulerRepository>;
export type ScheduleRow = NonNullable<Awaited<ReturnType<SchedulerRepository['findForUpdate']>>>;
