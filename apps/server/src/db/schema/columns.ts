/**
 * The columns many tables declare alike, each written once. Each call makes a new column builder;
 * the SQL they produce is what the tables wrote out before (no migration).
 */
import { bigint, foreignKey, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** `id`: the row's own number, given by the database. */
export const generatedId = () =>
  bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();

/** `tenant_id`: the publication the row belongs to, deleted with it (every key leads with it, ADR 012). */
export const tenantIdColumn = () =>
  bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** An account the row belongs to: deleting the account deletes the row. */
export const ownerUserColumn = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** An account that acted on the row, kept as null once the account is deleted. */
export const actorUserColumn = (name: string) =>
  bigint(name, { mode: 'number' }).references(() => users.id, { onDelete: 'set null' });

/** A moment with its time zone, set when the row is written unless given: `created_at` and the like. */
export const timestampDefaultNow = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * The key from a row to its parent row in a tenant-scoped table: (tenant_id, the parent's id), so
 * the pair never crosses tenants (ADR 012); deleting the parent deletes the row.
 *
 *     tenantRowForeignKey('comments_story_fk', [t.tenantId, t.storyId], stories)
 */
export const tenantRowForeignKey = (
  name: string,
  columns: [tenantId: AnyPgColumn, parentId: AnyPgColumn],
  parent: { tenantId: AnyPgColumn; id: AnyPgColumn },
) =>
  foreignKey({ columns, foreignColumns: [parent.tenantId, parent.id], name }).onDelete('cascade');
