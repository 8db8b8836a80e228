import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { generatedId, tenantIdColumn, timestampDefaultNow } from './columns.js';

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
