import { index, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { generatedId, ownerUserColumn, tenantIdColumn, timestampDefaultNow } from './columns.js';

export const donations = pgTable(
  'donations',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    userId: ownerUserColumn('user_id'),
    /** Exact decimal; never a float. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestampDefaultNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('donations_tenant_user_created_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
  ],
);

export type DonationRow = typeof donations.$inferSelect;
