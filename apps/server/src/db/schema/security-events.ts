import type { SecurityEventType, SecuritySeverity } from '@helionews/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { actorUserColumn, timestampDefaultNow } from './columns.js';
import { tenants } from './tenants.js';

export type { SecurityEventType, SecuritySeverity } from '@helionews/contracts';
export { SECURITY_EVENT_TYPES } from '@helionews/contracts';

/** What happened to accounts, for the back-office Security page. Never holds a secret. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<SecurityEventType>().notNull(),
    severity: text('severity').$type<SecuritySeverity>().notNull(),
    tenantId: bigint('tenant_id', { mode: 'number' }).references(() => tenants.id, {
      onDelete: 'cascade',
    }),
    userId: actorUserColumn('user_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestampDefaultNow('created_at'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: actorUserColumn('resolved_by'),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    index('security_events_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    index('security_events_user_idx').on(t.userId),
    index('security_events_tenant_type_idx').on(t.tenantId, t.type, t.createdAt.desc()),
  ],
);

export type SecurityEventRow = typeof securityEvents.$inferSelect;
