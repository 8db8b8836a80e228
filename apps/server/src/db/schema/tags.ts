import { bigint, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  generatedId,
  tenantIdColumn,
  tenantRowForeignKey,
  timestampDefaultNow,
} from './columns.js';
import { stories } from './stories.js';

/**
 * A publication's tags (issue 34): many per story, across categories, for a running story
 * ("Election 2026"). The slug is unique per publication.
 */
export const tags = pgTable(
  'tags',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [
    // Led by the tenant, so the table can be distributed by tenant_id (ADR 012).
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('tags_tenant_slug_key').on(t.tenantId, t.slug),
  ],
);

export type TagRow = typeof tags.$inferSelect;
export type NewTagRow = typeof tags.$inferInsert;

/** Which tags a story carries: deleting the story or the tag deletes the link. */
export const storyTags = pgTable(
  'story_tags',
  {
    tenantId: tenantIdColumn(),
    storyId: bigint('story_id', { mode: 'number' }).notNull(),
    tagId: bigint('tag_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storyId, t.tagId] }),
    // A tag's stories (its page, the stories filter).
    index('story_tags_tenant_tag_idx').on(t.tenantId, t.tagId),
    tenantRowForeignKey('story_tags_story_fk', [t.tenantId, t.storyId], stories),
    tenantRowForeignKey('story_tags_tag_fk', [t.tenantId, t.tagId], tags),
  ],
);

export type StoryTagRow = typeof storyTags.$inferSelect;

/**
 * The slugs a tag had before a rename, or a merged tag's slug: an address with one answers 301
 * to the tag's current slug. Deleting the tag deletes its redirects.
 */
export const tagRedirects = pgTable(
  'tag_redirects',
  {
    tenantId: tenantIdColumn(),
    oldSlug: text('old_slug').notNull(),
    tagId: bigint('tag_id', { mode: 'number' }).notNull(),
    createdAt: timestampDefaultNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.oldSlug] }),
    index('tag_redirects_tenant_tag_idx').on(t.tenantId, t.tagId),
    tenantRowForeignKey('tag_redirects_tag_fk', [t.tenantId, t.tagId], tags),
  ],
);

export type TagRedirectRow = typeof tagRedirects.$inferSelect;
