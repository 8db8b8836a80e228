import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';

/** The channel readers' realtime streams listen on (issue "Reader features" subscribes to it). */
export const STORY_PUBLISHED_CHANNEL = 'story_published';

/**
 * What every write readers can see does in its own transaction: bump the tenant's content version
 * (caches key on it) and, when stories went live, tell the other app nodes through NOTIFY, which
 * PostgreSQL delivers only if the transaction commits.
 */
export function createContentRepository(db: Executor) {
  return {
    async bumpVersion(tenantId: number): Promise<void> {
      await db
        .update(tenants)
        .set({ contentVersion: sql`${tenants.contentVersion} + 1` })
        .where(eq(tenants.id, tenantId));
    },

    async announcePublished(tenantId: number, storyIds: readonly number[]): Promise<void> {
      if (storyIds.length === 0) return;
      const payload = JSON.stringify({ tenant_id: tenantId, story_ids: storyIds });
      await db.execute(sql`select pg_notify(${STORY_PUBLISHED_CHANNEL}, ${payload})`);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
