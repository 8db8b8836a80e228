import type { NotificationType } from '@helionews/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { generatedId, ownerUserColumn, tenantIdColumn, timestampDefaultNow } from './columns.js';

/** One row per recipient: each back-office user reads and marks their own. */
export const notifications = pgTable(
  'notifications',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    userId: ownerUserColumn('user_id'),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    data: jsonb('data')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    link: text('link'),
    createdAt: timestampDefaultNow('created_at'),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('notifications_tenant_user_created_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
