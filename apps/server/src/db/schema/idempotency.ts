import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantIdColumn, timestampDefaultNow } from './columns.js';

/** The response headers an idempotent replay repeats; nothing else is kept. */
export interface IdempotencyStoredHeaders {
  location?: string;
  'content-type'?: string;
}

/**
 * One row per `Idempotency-Key` a caller sent to a creating POST (ADR 013). `scope` keeps callers
 * apart (`user:<id>` when signed in, `anon:<sha256 of the client address>` otherwise), so a key
 * never replays another caller's answer. A row without `completed_at` is a request still in
 * flight; rows older than 24 hours are deleted.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantIdColumn(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    responseHeaders: jsonb('response_headers').$type<IdempotencyStoredHeaders>(),
    createdAt: timestampDefaultNow('created_at'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.scope, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
