import { SITE_PAGE_PLACEMENTS, SITE_PAGE_STATUSES } from '@helionews/contracts';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  actorUserColumn,
  generatedId,
  tenantIdColumn,
  tenantRowForeignKey,
  timestampDefaultNow,
} from './columns.js';

/**
 * A publication's static pages (issue 34, item 2): About, Contact, Corrections... The slug is
 * unique per publication; `placement` and `position` say where the reader's navigation links
 * it. (Named site_pages: the `pages` module is the server's page renderer.)
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Sanitized HTML (lib/html.ts sanitizeStoryHtml), as a story's body. */
    bodyHtml: text('body_html').notNull().default(''),
    status: text('status', { enum: SITE_PAGE_STATUSES }).notNull().default('draft'),
    placement: text('placement', { enum: SITE_PAGE_PLACEMENTS }).notNull().default('none'),
    /** Its place among the tenant's pages of the same placement, from 0. */
    position: integer('position').notNull().default(0),
    /** How many times the page was saved; each save keeps the previous version as a revision. */
    revision: integer('revision').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: actorUserColumn('created_by'),
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [
    // Led by the tenant, so the table can be distributed by tenant_id (ADR 012).
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('site_pages_tenant_slug_key').on(t.tenantId, t.slug),
    index('site_pages_tenant_placement_idx').on(t.tenantId, t.placement, t.position),
  ],
);

export type SitePageRow = typeof sitePages.$inferSelect;
export type NewSitePageRow = typeof sitePages.$inferInsert;

/** The version of a page before a save: every save keeps one, so an editor can restore it. */
export const sitePageRevisions = pgTable(
  'site_page_revisions',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    pageId: bigint('page_id', { mode: 'number' }).notNull(),
    /** The page's `revision` number this snapshot was. */
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    bodyHtml: text('body_html').notNull(),
    status: text('status', { enum: SITE_PAGE_STATUSES }).notNull(),
    placement: text('placement', { enum: SITE_PAGE_PLACEMENTS }).notNull(),
    savedBy: actorUserColumn('saved_by'),
    createdAt: timestampDefaultNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('site_page_revisions_tenant_page_idx').on(t.tenantId, t.pageId, t.revision.desc()),
    tenantRowForeignKey('site_page_revisions_page_fk', [t.tenantId, t.pageId], sitePages),
  ],
);

export type SitePageRevisionRow = typeof sitePageRevisions.$inferSelect;
export type NewSitePageRevisionRow = typeof sitePageRevisions.$inferInsert;
