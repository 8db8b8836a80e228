import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';
import { users } from './users.js';

export const SECURITY_EVENT_TYPES = [
  'login_success',
  'login_failure',
  'account_locked',
  'logout',
  'password_reset_requested',
  'password_reset_completed',
  'registration',
  'password_changed',
  'signed_out_everywhere',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];
export type SecuritySeverity = 'info' | 'warning' | 'critical';

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
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('security_events_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    index('security_events_user_idx').on(t.userId),
  ],
);

export type SecurityEventRow = typeof securityEvents.$inferSelect;
