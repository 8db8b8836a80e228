import { and, eq, gt, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, stories } from '../../db/schema/index.js';
import {
  categoryColumns,
  summaryColumns,
  type StorySummaryWithCategory,
} from '../stories/stories.repository.js';

/** A position in a tenant's published stories: (published_at in epoch ms, id). */
export interface RealtimeCursor {
  ms: number;
  id: number;
}

/**
 * Published stories for the realtime streams. Every query filters by tenant and status
 * 'published' and reads stories_tenant_status_published_idx (tenant, status, published_at, id):
 * a range of it, oldest first, never a sort of the tenant's stories.
 */
export function createRealtimeRepository(db: Executor) {
  const tenantId = sql.placeholder('tenantId');
  const published = and(
    eq(stories.tenantId, tenantId),
    eq(stories.status, 'published'),
    isNotNull(stories.publishedAt),
  );
  const sameTenantCategory = and(
    eq(categories.id, stories.categoryId),
    eq(categories.tenantId, tenantId),
  );
  // The index read backwards: DESC NULLS LAST reversed is ASC NULLS FIRST, spelled out, or
  // PostgreSQL sorts the range instead (published_at is never null here anyway).
  const oldestFirst = [
    sql`${stories.publishedAt} asc nulls first`,
    sql`${stories.id} asc nulls first`,
  ];

  const newest = db
    .select({ publishedAt: stories.publishedAt, id: stories.id })
    .from(stories)
    .where(published)
    .orderBy(sql`${stories.publishedAt} desc nulls last`, sql`${stories.id} desc nulls last`)
    .limit(1)
    .prepare('realtime_newest_published');

  // "After (ms, id)" with published_at compared at millisecond precision, the cursor's own: every
  // writer sets published_at from a JavaScript Date, but a value with microseconds (a manual SQL
  // update) must not be replayed again and again because it is a fraction above its cursor.
  const after = db
    .select({ story: summaryColumns, category: categoryColumns })
    .from(stories)
    .leftJoin(categories, sameTenantCategory)
    .where(
      and(
        published,
        gte(stories.publishedAt, sql.placeholder('from')),
        or(
          gte(stories.publishedAt, sql.placeholder('nextMs')),
          gt(stories.id, sql.placeholder('id')),
        ),
      ),
    )
    .orderBy(...oldestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('realtime_published_after');

  return {
    /** The tenant's newest published story's cursor; null when it has none. */
    async newestCursor(tenant: number): Promise<RealtimeCursor | null> {
      const [row] = await newest.execute({ tenantId: tenant });
      return row?.publishedAt ? { ms: row.publishedAt.getTime(), id: row.id } : null;
    },

    /** Published stories after `cursor`, oldest first, at most `limit`. */
    async listAfter(
      tenant: number,
      cursor: RealtimeCursor,
      limit: number,
    ): Promise<StorySummaryWithCategory[]> {
      return after.execute({
        tenantId: tenant,
        from: new Date(cursor.ms),
        nextMs: new Date(cursor.ms + 1),
        id: cursor.id,
        limit,
      });
    },

    /** These stories, if they are the tenant's and published now, oldest first. */
    async listPublishedByIds(
      tenant: number,
      ids: readonly number[],
    ): Promise<StorySummaryWithCategory[]> {
      if (ids.length === 0) return [];
      return db
        .select({ story: summaryColumns, category: categoryColumns })
        .from(stories)
        .leftJoin(
          categories,
          and(eq(categories.id, stories.categoryId), eq(categories.tenantId, tenant)),
        )
        .where(
          and(
            eq(stories.tenantId, tenant),
            eq(stories.status, 'published'),
            isNotNull(stories.publishedAt),
            inArray(stories.id, [...ids]),
          ),
        )
        .orderBy(...oldestFirst)
        .limit(ids.length);
    },
  };
}

export type RealtimeRepository = ReturnType<typeof createRealtimeRepository>;
