import { FEED_DEFAULT_INTERVAL_MINUTES, FEED_STATUSES } from '@helionews/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { generatedId, tenantIdColumn, timestampDefaultNow } from './columns.js';
import { categories } from './categories.js';

export const feedStatus = pgEnum('feed_status', FEED_STATUSES);

/**
 * An RSS/Atom/RDF feed a tenant subscribes to (DESIGN section 4, "Feed"). The poller
 * (modules/feeds/feeds.poller.ts) claims the rows whose next_fetch_at has come; imported items become
 * stories with this feed's id and the item's guid (unique per tenant and feed).
 */
export const feeds = pgTable(
  'feeds',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    url: text('url').notNull(),
    /** The editor's name for it; empty until set or taken from the feed's own title. */
    title: text('title').notNull().default(''),
    categoryId: bigint('category_id', { mode: 'number' }),
    isActive: boolean('is_active').notNull().default(true),
    autoApprove: boolean('auto_approve').notNull().default(false),
    pollIntervalMinutes: integer('poll_interval_minutes')
      .notNull()
      .default(FEED_DEFAULT_INTERVAL_MINUTES),
    /** Validators of the last 200 answer, sent back as If-None-Match / If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** When the poller next takes it; null while switched off. */
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastStatus: feedStatus('last_status').notNull().default('never'),
    lastError: text('last_error'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** Stories imported from this feed. */
    itemCount: integer('item_count').notNull().default(0),
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [
    // Led by the tenant, so the table can be distributed by tenant_id (ADR 012); it also serves
    // the back-office list, newest first.
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('feeds_tenant_url_key').on(t.tenantId, t.url),
    // A category of the same tenant. Deleting it nulls category_id only, never the tenant_id the
    // key shares (PostgreSQL 15's column list; the type knows only the bare action).
    foreignKey({
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [categories.tenantId, categories.id],
      name: 'feeds_category_fk',
    }).onDelete('set null (category_id)' as 'set null'),
    // The poller's scan runs across tenants and reads only the active feeds that are due.
    index('feeds_due_idx')
      .on(t.nextFetchAt)
      .where(sql`${t.isActive} and ${t.nextFetchAt} is not null`),
    check('feeds_poll_interval_check', sql`${t.pollIntervalMinutes} >= 5`),
  ],
);

export type FeedRow = typeof feeds.$inferSelect;
export type NewFeedRow = typeof feeds.$inferInsert;
