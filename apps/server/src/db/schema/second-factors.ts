import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerUserColumn, timestampDefaultNow } from './columns.js';
import { tenants } from './tenants.js';

/**
 * An account's authenticator app (TOTP, RFC 6238; ADR 033): at most one per account. `secret` is
 * the enabled one (null: not enabled), `pendingSecret` the one being set up until its first code
 * confirms it. `lastUsedStep` is the time step of the last code accepted: a code of that step or
 * an earlier one is never accepted again. Secrets are stored as they are, like the other
 * write-only secrets (ADR 031); they never leave the server after the setup answer.
 */
export const userTotp = pgTable('user_totp', {
  userId: ownerUserColumn('user_id').primaryKey(),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestampDefaultNow('created_at'),
  updatedAt: timestampDefaultNow('updated_at'),
});
export type UserTotpRow = typeof userTotp.$inferSelect;

/** Single-use recovery codes of an account with a second factor: only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: ownerUserColumn('user_id'),
    codeHash: text('code_hash').notNull(),
    createdAt: timestampDefaultNow('created_at'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash),
    index('recovery_codes_user_id_idx').on(t.userId),
  ],
);

/**
 * A password sign-in waiting for its second factor: the mfa_token's SHA-256, five minutes of
 * life, single use. `failures` counts wrong codes on it; at the sign-in failure limit it ends.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: ownerUserColumn('user_id'),
    tenantId: bigint('tenant_id', { mode: 'number' }).references(() => tenants.id, {
      onDelete: 'cascade',
    }),
    tokenHash: text('token_hash').notNull(),
    failures: integer('failures').notNull().default(0),
    createdAt: timestampDefaultNow('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mfa_challenges_token_hash_key').on(t.tokenHash),
    index('mfa_challenges_user_id_idx').on(t.userId),
  ],
);
export type MfaChallengeRow = typeof mfaChallenges.$inferSelect;

/**
 * A sign-in finished at an identity provider (single sign-on, Google, Facebook; issue 35): the
 * provider's callback stores a one-time code's SHA-256 here and sends the browser back with the
 * code, which the page exchanges for its session (POST /auth/sso/exchange), so no session token
 * ever appears in a URL. A minute of life, single use, for the publication it was issued on.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: ownerUserColumn('user_id'),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** How the provider signed the account in ('sso', 'google', 'facebook'), for the event. */
    method: text('method').notNull(),
    /** Where the page goes once signed in: a path on this site, checked when it was issued. */
    returnTo: text('return_to'),
    createdAt: timestampDefaultNow('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sign_in_codes_code_hash_key').on(t.codeHash),
    index('sign_in_codes_user_id_idx').on(t.userId),
  ],
);
export type SignInCodeRow = typeof signInCodes.$inferSelect;
