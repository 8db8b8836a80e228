import { and, asc, count, eq, gt, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  passkeys,
  webauthnChallenges,
  type PasskeyRow,
  type WebauthnChallengeRow,
} from '../../db/schema/index.js';

/** The passkeys of global accounts and the WebAuthn challenges waiting for an answer (ADR 034). */
export function createPasskeyRepository(db: Executor) {
  /**
   * Uses up the challenge `match` picks if it is live (not used, not expired): answers it, or
   * undefined. Used as it is read, so a replayed answer finds nothing, whatever its outcome the
   * first time.
   */
  async function takeLiveChallenge(
    match: SQL | undefined,
    now: Date,
  ): Promise<WebauthnChallengeRow | undefined> {
    const [row] = await db
      .update(webauthnChallenges)
      .set({ usedAt: now })
      .where(and(match, isNull(webauthnChallenges.usedAt), gt(webauthnChallenges.expiresAt, now)))
      .returning();
    return row;
  }

  return {
    async listPasskeys(userId: number): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    },

    /** Which of these accounts have a passkey. */
    async withPasskeys(userIds: readonly number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: passkeys.userId })
        .from(passkeys)
        .where(inArray(passkeys.userId, [...userIds]));
      return new Set(rows.map((row) => row.userId));
    },

    /** Removes every passkey of the account (an administrator's removal); answers how many. */
    async deletePasskeysOf(userId: number): Promise<number> {
      const rows = await db
        .delete(passkeys)
        .where(eq(passkeys.userId, userId))
        .returning({ id: passkeys.id });
      return rows.length;
    },

    async countPasskeys(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passkeys)
        .where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    async findPasskeyByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .select()
        .from(passkeys)
        .where(eq(passkeys.credentialId, credentialId))
        .limit(1);
      return row;
    },

    /** Stores a new passkey; undefined when its credential id is already registered. */
    async insertPasskey(values: {
      userId: number;
      name: string;
      credentialId: string;
      publicKey: string;
      counter: number;
      transports: string[];
      rpId: string;
    }): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .insert(passkeys)
        .values(values)
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning();
      return row;
    },

    /** Deletes one of the account's own passkeys; false when it has none with that id. */
    async deletePasskey(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    /**
     * Records a use: the new signature counter and when. The counter only moves forward (or stays
     * 0 for authenticators that keep none): false when another request got there first.
     */
    async usePasskey(id: number, previous: number, counter: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter, lastUsedAt: at })
        .where(and(eq(passkeys.id, id), eq(passkeys.counter, previous)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async insertWebauthnChallenge(values: {
      idHash: string;
      purpose: 'register' | 'login';
      challenge: string;
      userId: number | null;
      tenantId: number;
      mfaChallengeId: number | null;
      rpId: string;
      origin: string;
      expiresAt: Date;
    }): Promise<void> {
      // Expired challenges are of no use to anyone: each new one clears them away.
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, values.expiresAt));
      await db.insert(webauthnChallenges).values(values);
    },

    /** Uses up a live challenge by its id's hash (see takeLiveChallenge). */
    takeWebauthnChallenge(idHash: string, now: Date): Promise<WebauthnChallengeRow | undefined> {
      return takeLiveChallenge(eq(webauthnChallenges.idHash, idHash), now);
    },

    /** Uses up the account's live registration challenge (there is at most one), if any. */
    takeRegistrationChallenge(
      userId: number,
      now: Date,
    ): Promise<WebauthnChallengeRow | undefined> {
      return takeLiveChallenge(
        and(eq(webauthnChallenges.userId, userId), eq(webauthnChallenges.purpose, 'register')),
        now,
      );
    },

    /** Ends the live registration challenges of an account (a newer one replaces them). */
    async endRegistrationChallenges(userId: number, now: Date): Promise<void> {
      await db
        .update(webauthnChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(webauthnChallenges.userId, userId),
            eq(webauthnChallenges.purpose, 'register'),
            isNull(webauthnChallenges.usedAt),
          ),
        );
    },
  };
}

export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
