import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerUserColumn, timestampDefaultNow } from './columns.js';
import { mfaChallenges } from './second-factors.js';
import { tenants } from './tenants.js';

/**
 * An account's passkeys (WebAuthn discoverable credentials, ADR 034): global like the account
 * itself. `credentialId` is the Base64URL credential id, `publicKey` its COSE public key
 * (Base64URL), `counter` the last signature counter seen (a passkey whose counter stops growing is
 * refused, unless it always answers 0), `rpId` the host it was made for.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: ownerUserColumn('user_id'),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    rpId: text('rp_id').notNull(),
    createdAt: timestampDefaultNow('created_at'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_id_idx').on(t.userId),
  ],
);
export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * A WebAuthn challenge waiting for its answer: the random `challenge_id`'s SHA-256, the challenge
 * itself, the host and origin it was made for, five minutes of life, single use. `purpose` is
 * `register` (of `userId`) or `login`; a login challenge made for the second step of a password
 * sign-in names that step's `mfaChallengeId`.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idHash: text('id_hash').notNull(),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    challenge: text('challenge').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    tenantId: bigint('tenant_id', { mode: 'number' }).references(() => tenants.id, {
      onDelete: 'cascade',
    }),
    mfaChallengeId: bigint('mfa_challenge_id', { mode: 'number' }).references(
      () => mfaChallenges.id,
      { onDelete: 'cascade' },
    ),
    rpId: text('rp_id').notNull(),
    origin: text('origin').notNull(),
    failures: integer('failures').notNull().default(0),
    createdAt: timestampDefaultNow('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_id_hash_key').on(t.idHash),
    index('webauthn_challenges_expires_at_idx').on(t.expiresAt),
  ],
);
export type WebauthnChallengeRow = typeof webauthnChallenges.$inferSelect;
