import type { DeviceClass } from '@helionews/contracts';
import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { tenantIdColumn, timestampDefaultNow } from './columns.js';

/**
 * First-party analytics (issue 11): only daily aggregates are stored, written in batches by each
 * node's recorder. No IP address, no user agent, no cookie: a visitor is an HMAC that changes
 * every day and differs between tenants.
 */

/**
 * The platform's analytics secret: one row, created by the first node that needs it, so every
 * node derives the same daily per-tenant salt from it. Not tenant data.
 */
export const analyticsSecrets = pgTable('analytics_secrets', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestampDefaultNow('created_at'),
});

const day = () => date('day', { mode: 'string' }).notNull();

/** Views per page and day; story_id is 0 for pages that are not a story. */
export const analyticsPageViews = pgTable(
  'analytics_page_views',
  {
    tenantId: tenantIdColumn(),
    day: day(),
    path: text('path').notNull(),
    storyId: bigint('story_id', { mode: 'number' }).notNull().default(0),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.path, t.storyId] })],
);

/** One row per visitor and day: exact unique visitors, and views per visitor. */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    tenantId: tenantIdColumn(),
    day: day(),
    visitorHash: text('visitor_hash').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.visitorHash] })],
);

/** Views arriving from another site, by its host name. */
export const analyticsReferrers = pgTable(
  'analytics_referrers',
  {
    tenantId: tenantIdColumn(),
    day: day(),
    domain: text('domain').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.domain] })],
);

/** Views by device class (from the User-Agent). */
export const analyticsDevices = pgTable(
  'analytics_devices',
  {
    tenantId: tenantIdColumn(),
    day: day(),
    device: text('device').$type<DeviceClass>().notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.device] })],
);

/** Searches that found nothing, by normalised term. */
export const analyticsSearchMisses = pgTable(
  'analytics_search_misses',
  {
    tenantId: tenantIdColumn(),
    day: day(),
    term: text('term').notNull(),
    searches: integer('searches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.term] })],
);
