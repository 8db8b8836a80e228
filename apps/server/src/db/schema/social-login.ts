import { boolean, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SocialProvider } from '@helionews/contracts';
import { generatedId, tenantIdColumn, timestampDefaultNow } from './columns.js';

/**
 * A publication's reader sign-in with Google or Facebook (issue 35, ADR 036): one row per
 * provider it set up. `client_secret` is write-only: no mapper reads it out (as ADR 031's
 * Stripe keys), and the logger redacts it.
 */
export const socialLoginProviders = pgTable(
  'social_login_providers',
  {
    tenantId: tenantIdColumn(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    clientId: text('client_id'),
    clientSecret: text('client_secret'),
    enabled: boolean('enabled').notNull().default(false),
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.provider] })],
);
export type SocialLoginProviderRow = typeof socialLoginProviders.$inferSelect;

/**
 * A reader's sign-in under way at a provider: started by GET /auth/social/{provider}/start,
 * finished (once) by its callback within ten minutes. `state_hash` is the SHA-256 of the state
 * the browser carries; the nonce and the PKCE verifier never leave the server.
 */
export const socialLoginFlows = pgTable(
  'social_login_flows',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** A path on this site, checked when the flow started. */
    returnTo: text('return_to'),
    createdAt: timestampDefaultNow('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('social_login_flows_state_hash_key').on(t.tenantId, t.stateHash),
  ],
);
export type SocialLoginFlowRow = typeof socialLoginFlows.$inferSelect;
