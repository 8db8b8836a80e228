import { STORY_ACCESS_LEVELS } from '@helionews/contracts';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { generatedId, tenantIdColumn, timestampDefaultNow } from './columns.js';

/**
 * Who reads a story's full text (issue 33): everyone, signed-in members, or a paid tier. Declared
 * here, not in stories.ts, because categories carry a default of it and stories.ts imports this.
 */
export const storyAccess = pgEnum('story_access', STORY_ACCESS_LEVELS);

export const categories = pgTable(
  'categories',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** A #rrggbb colour for chips and charts; null: the tenant's primary colour. */
    color: text('color'),
    /** The access new articles of the category start with (issue 33); null: the publication's. */
    defaultAccess: storyAccess('default_access'),
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [
    // Led by the tenant, so the table can be distributed by tenant_id (ADR 012).
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('categories_tenant_slug_key').on(t.tenantId, t.slug),
    index('categories_tenant_position_idx').on(t.tenantId, t.position),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;
