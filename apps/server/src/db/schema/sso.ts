import type { TenantRole } from '@helionews/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actorUserColumn, tenantIdColumn, timestampDefaultNow } from './columns.js';
import { tenants } from './tenants.js';

/**
 * A publication's single sign-on (issue 35, ADR 035): its OpenID Connect provider, which emails
 * may sign in, and how the provider's groups become roles here. One row per publication that set
 * it up. The client secret is never answered (as the Stripe keys of `membership_settings`).
 */
export const ssoConfigs = pgTable('sso_configs', {
  tenantId: tenantIdColumn().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  displayName: text('display_name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  allowedDomains: jsonb('allowed_domains')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  roleClaim: text('role_claim').notNull().default('groups'),
  roleMapping: jsonb('role_mapping')
    .$type<{ value: string; role: TenantRole }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  ssoOnly: boolean('sso_only').notNull().default(false),
  updatedBy: actorUserColumn('updated_by'),
  createdAt: timestampDefaultNow('created_at'),
  updatedAt: timestampDefaultNow('updated_at'),
});
export type SsoConfigRow = typeof ssoConfigs.$inferSelect;

/**
 * A sign-in on its way through the provider: found by its state's hash when the browser comes
 * back, used once, ten minutes at most. Holds the PKCE verifier and the nonce, which never leave
 * the server.
 */
export const ssoFlows = pgTable(
  'sso_flows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    returnTo: text('return_to'),
    createdAt: timestampDefaultNow('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sso_flows_state_hash_key').on(t.stateHash),
    index('sso_flows_expires_at_idx').on(t.expiresAt),
  ],
);
export type SsoFlowRow = typeof ssoFlows.$inferSelect;
