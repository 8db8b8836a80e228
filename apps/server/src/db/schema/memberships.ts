import type { TenantRole } from '@helionews/contracts';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  actorUserColumn,
  ownerUserColumn,
  tenantIdColumn,
  timestampDefaultNow,
} from './columns.js';

/**
 * Per-tenant roles (DESIGN section 4): one row per user and tenant. Readers hold none; platform
 * admins (`users.is_admin`) need none, they act on every tenant.
 */
export const memberships = pgTable(
  'memberships',
  {
    tenantId: tenantIdColumn(),
    userId: ownerUserColumn('user_id'),
    role: text('role').$type<TenantRole>().notNull(),
    grantedBy: actorUserColumn('granted_by'),
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    index('memberships_user_idx').on(t.userId),
  ],
);

export type MembershipRow = typeof memberships.$inferSelect;

/** Accounts made at /admin/register that wait for a tenant admin to grant them a role. */
export const accessRequests = pgTable(
  'access_requests',
  {
    tenantId: tenantIdColumn(),
    userId: ownerUserColumn('user_id'),
    createdAt: timestampDefaultNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);
