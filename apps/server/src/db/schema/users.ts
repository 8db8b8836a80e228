import { sql } from 'drizzle-orm';
import { tenants } from './tenants.js';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Reader preferences; validated by the accounts module before they are stored. */
export interface UserPreferences {
  language?: string;
  theme?: 'light' | 'dark';
  followed_categories?: string[];
  newsletter?: boolean;
}

/** A global account: one login for every publication of the network (DESIGN section 4). */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** The name bylines show ("Carla Contreras"); null: the username stands in. */
    displayName: text('display_name'),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    preferences: jsonb('preferences')
      .$type<UserPreferences>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The publication the account signed up on: its readers, in that tenant's user figures. */
    registeredTenantId: bigint('registered_tenant_id', { mode: 'number' }).references(
      (): AnyPgColumn => tenants.id,
      { onDelete: 'set null' },
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
    index('users_registered_tenant_idx').on(t.registeredTenantId),
    // The contracts allow DISPLAY_NAME_MAX_LENGTH (80) characters; nothing longer is stored.
    check('users_display_name_length', sql`char_length(${t.displayName}) <= 80`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
