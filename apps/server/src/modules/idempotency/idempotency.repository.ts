import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  idempotencyKeys,
  type IdempotencyKeyRow,
  type IdempotencyStoredHeaders,
} from '../../db/schema/index.js';

export interface IdempotencyKeyId {
  tenantId: number;
  scope: string;
  key: string;
}

export function createIdempotencyRepository(db: Executor) {
  const byId = (id: IdempotencyKeyId) =>
    and(
      eq(idempotencyKeys.tenantId, id.tenantId),
      eq(idempotencyKeys.scope, id.scope),
      eq(idempotencyKeys.key, id.key),
    );

  return {
    /**
     * Inserts a pending row for the key; answers true if this call inserted it, false if a row
     * was already there (the primary key decides between concurrent callers on every node).
     */
    async claim(
      id: IdempotencyKeyId,
      request: { method: string; route: string; requestHash: string },
      at: Date,
    ): Promise<boolean> {
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ ...id, ...request, createdAt: at })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return inserted.length > 0;
    },

    async find(id: IdempotencyKeyId): Promise<IdempotencyKeyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(byId(id)).limit(1);
      return row;
    },

    /**
     * Deletes the row if it is stale: created before `expiredBefore`, or still pending and
     * created before `abandonedBefore`. Answers whether it did.
     */
    async deleteIfStale(
      id: IdempotencyKeyId,
      expiredBefore: Date,
      abandonedBefore: Date,
    ): Promise<boolean> {
      const deleted = await db
        .delete(idempotencyKeys)
        .where(
          and(
            byId(id),
            or(
              lt(idempotencyKeys.createdAt, expiredBefore),
              and(
                isNull(idempotencyKeys.completedAt),
                lt(idempotencyKeys.createdAt, abandonedBefore),
              ),
            ),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return deleted.length > 0;
    },

    async complete(
      id: IdempotencyKeyId,
      response: {
        statusCode: number;
        body: string;
        headers: IdempotencyStoredHeaders;
      },
      at: Date,
    ): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({
          statusCode: response.statusCode,
          responseBody: response.body,
          responseHeaders: response.headers,
          completedAt: at,
        })
        .where(and(byId(id), isNull(idempotencyKeys.completedAt)));
    },

    /** Forgets a pending key (its request failed, so a retry may run again). */
    async release(id: IdempotencyKeyId): Promise<void> {
      await db.delete(idempotencyKeys).where(and(byId(id), isNull(idempotencyKeys.completedAt)));
    },

    /** Deletes every row created before `before`, on all tenants (the 24-hour expiry). */
    async deleteExpired(before: Date): Promise<number> {
      const deleted = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ key: idempotencyKeys.key });
      return deleted.length;
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
