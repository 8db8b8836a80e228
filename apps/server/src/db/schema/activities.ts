import type { ActivityAction } from '@helionews/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { actorUserColumn, timestampDefaultNow } from './columns.js';
import { tenants } from './tenants.js';

/**
 * Who did what to which entity, when: every back-office action writes one row. It feeds the
 * dashboard's recent and weekly activity. The label keeps the entity's name as it was, so a row
 * still reads well after the entity is renamed or deleted.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' }).references(() => tenants.id, {
      onDelete: 'cascade',
    }),
    actorId: actorUserColumn('actor_id'),
    action: text('action').$type<ActivityAction>().notNull(),
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }),
    entityLabel: text('entity_label').notNull().default(''),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestampDefaultNow('created_at'),
  },
  (t) => [
    index('activities_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    index('activities_created_idx').on(t.createdAt.desc()),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivityRow = typeof activities.$inferInsert;
