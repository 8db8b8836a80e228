import type {
  Industry,
  TenantBranding,
  TenantFeatures,
  TenantSettings,
} from '@helionews/contracts';
import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const tenants = pgTable(
  'tenants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    industry: text('industry').$type<Industry>().notNull().default('general'),
    logoUrl: text('logo_url'),
    branding: jsonb('branding').$type<TenantBranding>().notNull(),
    settings: jsonb('settings').$type<TenantSettings>().notNull(),
    features: jsonb('features')
      .$type<TenantFeatures>()
      .notNull()
      .default(sql`'{"logoUpload":false,"tenantSwitching":false,"analytics":false}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenants_slug_key').on(t.slug)],
);

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
