import { STORY_ORIGINS, STORY_STATUSES } from '@helionews/contracts';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
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
import { categories, storyAccess } from './categories.js';
import { tenants } from './tenants.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const storyStatus = pgEnum('story_status', STORY_STATUSES);
export const storyOrigin = pgEnum('story_origin', STORY_ORIGINS);

/**
 * Everything a reader can open at /story/{id}: editorial articles and feed items share one
 * table, one id space and one search index (DESIGN section 4).
 */
export const stories = pgTable(
  'stories',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    categoryId: bigint('category_id', { mode: 'number' }),
    origin: storyOrigin('origin').notNull().default('editorial'),
    status: storyStatus('status').notNull().default('draft'),
    access: storyAccess('access').notNull().default('public'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    author: text('author'),
    language: text('language').notNull().default('en'),
    sourceName: text('source_name'),
    sourceUrl: text('source_url'),
    feedId: bigint('feed_id', { mode: 'number' }),
    guid: text('guid'),
    /** Why an editor rejected it; the author sees it. */
    reviewNote: text('review_note'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** How many times the story was saved; each save keeps the previous version as a revision. */
    revision: integer('revision').notNull().default(1),
    createdBy: actorUserColumn('created_by'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When a published story is taken down again (archived) by the scheduler. */
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
    // Title weighs most, then the summary, then the body; the parser drops HTML tags. Each story
    // is stemmed in its own language (`helionews_search_config`, migration 0004): 'simple' where
    // PostgreSQL has no stemmer (Chinese, Japanese), which the search matches by trigrams instead.
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector(helionews_search_config(${stories.language}), coalesce(${stories.title}, '')), 'A') || setweight(to_tsvector(helionews_search_config(${stories.language}), coalesce(${stories.summary}, '')), 'B') || setweight(to_tsvector(helionews_search_config(${stories.language}), coalesce(${stories.bodyHtml}, '')), 'C')`,
    ),
  },
  (t) => [
    // Led by the tenant, so the table can be distributed by tenant_id (ADR 012).
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Ids come from one sequence, unique across tenants: a story link names no tenant, and the
    // scheduler's claims span tenants. Those lookups by id alone use this index.
    index('stories_id_idx').on(t.id),
    // A category of the same tenant. Deleting it nulls category_id only, never the tenant_id the
    // key shares (PostgreSQL 15's column list; the type knows only the bare action).
    foreignKey({
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [categories.tenantId, categories.id],
      name: 'stories_category_fk',
    }).onDelete('set null (category_id)' as 'set null'),
    index('stories_tenant_status_published_idx').on(
      t.tenantId,
      t.status,
      t.publishedAt.desc(),
      t.id.desc(),
    ),
    index('stories_tenant_category_published_idx').on(
      t.tenantId,
      t.categoryId,
      t.status,
      t.publishedAt.desc(),
    ),
    index('stories_tenant_origin_status_idx').on(t.tenantId, t.origin, t.status),
    uniqueIndex('stories_tenant_feed_guid_key')
      .on(t.tenantId, t.feedId, t.guid)
      .where(sql`${t.guid} is not null`),
    // Leads with the tenant (btree_gin), so a tenant's search never reads other tenants' entries.
    index('stories_tenant_search_idx').using('gin', t.tenantId, t.search),
    // Chinese and Japanese have no word stemmer: their stories are matched by trigrams.
    index('stories_tenant_cjk_trgm_idx')
      .using(
        'gin',
        t.tenantId,
        sql`(${t.title} || ' ' || ${t.summary} || ' ' || ${t.bodyHtml}) gin_trgm_ops`,
      )
      .where(sql`${t.language} in ('zh', 'ja')`),
    // The scheduler's scans run across tenants and read only the few rows that are due.
    index('stories_due_publish_idx')
      .on(t.publishAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('stories_due_unpublish_idx')
      .on(t.unpublishAt)
      .where(sql`${t.status} = 'published' and ${t.unpublishAt} is not null`),
    index('stories_tenant_created_by_idx').on(t.tenantId, t.createdBy),
  ],
);

export type StoryRow = typeof stories.$inferSelect;
export type NewStoryRow = typeof stories.$inferInsert;

/**
 * The version of a story before a save: every save keeps one, so an editor can compare and restore.
 */
export const storyRevisions = pgTable(
  'story_revisions',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    storyId: bigint('story_id', { mode: 'number' }).notNull(),
    /** The story's `revision` number this snapshot was. */
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** The other editable fields as they were (category slug, image, SEO, tag ids, ...). */
    fields: jsonb('fields')
      .$type<Record<string, string | number | boolean | null | number[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    savedBy: actorUserColumn('saved_by'),
    createdAt: timestampDefaultNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('story_revisions_tenant_story_idx').on(t.tenantId, t.storyId, t.revision.desc()),
    tenantRowForeignKey('story_revisions_story_fk', [t.tenantId, t.storyId], stories),
  ],
);

export type StoryRevisionRow = typeof storyRevisions.$inferSelect;
export type NewStoryRevisionRow = typeof storyRevisions.$inferInsert;

/**
 * The words of a tenant's published titles and summaries, unstemmed, for "Did you mean"
 * (trigram similarity). Rebuilt from the stories when a search finds little and the tenant's
 * content changed since the last build (see the search repository).
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    tenantId: tenantIdColumn(),
    word: text('word').notNull(),
    /** How many stories use the word: the more common of two equally close words wins. */
    stories: integer('stories').notNull(),
  },
  // Candidates are read by prefix range on the primary key (same first letter), then ranked by
  // similarity(): the trigram operator `%` is broken in PGlite's build of pg_trgm (it answers
  // nothing and stalls the database).
  (t) => [primaryKey({ columns: [t.tenantId, t.word] })],
);

/** When each tenant's lexicon was last built, and from which content version. */
export const searchLexiconState = pgTable('search_lexicon_state', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  contentVersion: bigint('content_version', { mode: 'number' }).notNull(),
  builtAt: timestampDefaultNow('built_at'),
});
