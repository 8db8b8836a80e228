import type {
  Industry,
  SiteSettings,
  TenantBranding,
  TenantFeatures,
  TenantSecurity,
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
    /** The reading options, and the sign-in rules (`TenantSecurity`, absent: off). */
    settings: jsonb('settings').$type<TenantSettings & Partial<TenantSecurity>>().notNull(),
    features: jsonb('features')
      .$type<TenantFeatures>()
      .notNull()
      .default(sql`'{"logoUpload":false,"tenantSwitching":false,"analytics":false}'::jsonb`),
    /**
     * What a tenant admin saved on Site Settings; unsaved fields fall back to defaults in the
     * mapper. The analytics and comments switches live in `features` and `settings`.
     */
    siteSettings: jsonb('site_settings')
      .$type<Partial<Omit<SiteSettings, 'analytics_enabled' | 'comments_enabled'>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Bumped in the same transaction as every write readers can see; caches key on it. */
    contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenants_slug_key').on(t.slug)],
);

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
