import { and, count, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  memberships,
  mfaChallenges,
  passwordResets,
  recoveryCodes,
  userTotp,
  type MfaChallengeRow,
  signInCodes,
  type SignInCodeRow,
  type UserTotpRow,
  sessions,
  users,
  type SessionRow,
  type UserPreferences,
  type UserRow,
} from '../../db/schema/index.js';
import { createPasskeyRepository } from './auth.passkeys.repository.js';

/** Users are global accounts (one login for the whole network); sessions and resets hang off them. */
/** A password link that still works: this token, not used, not expired. */
const liveReset = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

export function createAuthRepository(db: Executor) {
  return {
    /** Passkeys and their WebAuthn challenges (ADR 034). */
    ...createPasskeyRepository(db),

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Whether the user holds a role on any publication (platform admins need none). */
    async holdsAnyRole(userId: number): Promise<boolean> {
      const rows = await db
        .select({ tenantId: memberships.tenantId })
        .from(memberships)
        .where(eq(memberships.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    async usernameExists(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return rows.length > 0;
    },

    /** A new account; made and changed `at` when given (the caller's clock), else the database's. */
    async insertUser(values: {
      email: string;
      username: string;
      displayName: string | null;
      passwordHash: string;
      registeredTenantId: number;
      at?: Date;
    }): Promise<UserRow> {
      const { at, ...account } = values;
      const [row] = await db
        .insert(users)
        .values({ ...account, ...(at && { createdAt: at, updatedAt: at }) })
        .returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },

    async updatePreferences(
      id: number,
      preferences: UserPreferences,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ preferences, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async updateDisplayName(id: number, displayName: string | null): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ displayName, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async updatePassword(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async touchLastLogin(id: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
    },

    async insertSession(values: {
      userId: number;
      tokenHash: string;
      ip: string;
      userAgent: string | null;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** A live session and its user: not revoked, not past its absolute or idle expiry. */
    async findLiveSession(
      tokenHash: string,
      now: Date,
      idleSince: Date,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastUsedAt, idleSince),
          ),
        )
        .limit(1);
      return row;
    },

    async touchSession(id: number, at: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));
    },

    async revokeSession(id: number, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Revokes every live session of the user but `keepSessionId`; answers how many. */
    async revokeAllSessions(userId: number, at: Date, keepSessionId?: number): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** Housekeeping: sessions past their absolute expiry or long revoked; answers how many. */
    async deleteDeadSessions(before: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** Housekeeping: second-step challenges expired or used before `before`; answers how many. */
    async deleteDeadMfaChallenges(before: Date): Promise<number> {
      const rows = await db
        .delete(mfaChallenges)
        .where(or(lt(mfaChallenges.expiresAt, before), lt(mfaChallenges.usedAt, before)))
        .returning({ id: mfaChallenges.id });
      return rows.length;
    },

    async insertPasswordReset(values: {
      userId: number;
      tenantId: number;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(passwordResets).values(values);
    },

    /**
     * Marks an unused, unexpired reset token used and returns its user; undefined when the token
     * is unknown, expired or already used. The conditional update makes reuse impossible even
     * when two requests race.
     */
    async consumePasswordReset(tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(liveReset(tokenHash, now))
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },

    /** When a link not yet used, of an active account, stops working; undefined for none. */
    async findLivePasswordReset(tokenHash: string, now: Date): Promise<Date | undefined> {
      const [row] = await db
        .select({ expiresAt: passwordResets.expiresAt })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(and(liveReset(tokenHash, now), eq(users.isActive, true)))
        .limit(1);
      return row?.expiresAt;
    },

    /**
     * Every link of the user not used yet stops working: when one is used, a newer one is sent,
     * the password changes, the email changes or the account is deactivated.
     */
    async endPasswordResets(userId: number, now: Date): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    /* ---- Second factors (ADR 033) ---- */

    async findTotp(userId: number): Promise<UserTotpRow | undefined> {
      const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
      return row;
    },

    /** Whether the account has an enabled authenticator app. */
    async hasSecondFactor(userId: number): Promise<boolean> {
      const rows = await db
        .select({ userId: userTotp.userId })
        .from(userTotp)
        .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.secret)))
        .limit(1);
      return rows.length > 0;
    },

    /** Which of these accounts have an enabled authenticator app. */
    async withTotp(userIds: readonly number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: userTotp.userId })
        .from(userTotp)
        .where(and(inArray(userTotp.userId, [...userIds]), isNotNull(userTotp.secret)));
      return new Set(rows.map((row) => row.userId));
    },

    /** Stores a pending secret; an enabled one, if any, stays as it is. */
    async savePendingTotp(userId: number, pendingSecret: string, at: Date): Promise<void> {
      await db
        .insert(userTotp)
        .values({ userId, pendingSecret, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: userTotp.userId, set: { pendingSecret, updatedAt: at } });
    },

    /**
     * Enables the pending secret, remembering the time step of the code that confirmed it; false
     * when another request enabled one meanwhile (or the pending secret changed).
     */
    async enableTotp(userId: number, secret: string, step: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(userTotp)
        .set({ secret, pendingSecret: null, enabledAt: at, lastUsedStep: step, updatedAt: at })
        .where(
          and(
            eq(userTotp.userId, userId),
            isNull(userTotp.secret),
            eq(userTotp.pendingSecret, secret),
          ),
        )
        .returning({ userId: userTotp.userId });
      return rows.length > 0;
    },

    /**
     * Records that a code of time step `step` was used, if no code of that step or a later one
     * was: false when it was (a replay, or two requests racing with one code).
     */
    async useTotpStep(userId: number, step: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(userTotp)
        .set({ lastUsedStep: step, updatedAt: at })
        .where(
          and(
            eq(userTotp.userId, userId),
            isNotNull(userTotp.secret),
            or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
          ),
        )
        .returning({ userId: userTotp.userId });
      return rows.length > 0;
    },

    /**
     * Removes the authenticator app and every recovery code (the owner's removal of the app; an
     * administrator's removal also takes the passkeys, `accountsOn().removeSecondFactors`).
     * Answers whether an enabled app was removed.
     */
    async removeSecondFactors(userId: number): Promise<boolean> {
      const removed = await db
        .delete(userTotp)
        .where(eq(userTotp.userId, userId))
        .returning({ secret: userTotp.secret });
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      return removed.some((row) => row.secret !== null);
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[], at: Date): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db
        .insert(recoveryCodes)
        .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
    },

    /** Marks an unused recovery code used; false when it is unknown or already used. */
    async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async countUnusedRecoveryCodes(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async insertMfaChallenge(values: {
      userId: number;
      tenantId: number;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(mfaChallenges).values(values);
    },

    /** A challenge not used and not expired (its count of wrong codes is the caller's to judge). */
    async findLiveMfaChallenge(tokenHash: string, now: Date): Promise<MfaChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(mfaChallenges)
        .where(
          and(
            eq(mfaChallenges.tokenHash, tokenHash),
            isNull(mfaChallenges.usedAt),
            gt(mfaChallenges.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    async countMfaChallengeFailure(id: number): Promise<void> {
      await db
        .update(mfaChallenges)
        .set({ failures: sql`${mfaChallenges.failures} + 1` })
        .where(eq(mfaChallenges.id, id));
    },

    async insertSignInCode(values: {
      userId: number;
      tenantId: number;
      codeHash: string;
      method: string;
      returnTo: string | null;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(signInCodes).values(values);
    },

    /**
     * Uses a live sign-in code of this publication, once: two requests racing with one code get
     * it once between them. Undefined for an unknown, expired, used or other publication's code.
     */
    async consumeSignInCode(
      codeHash: string,
      tenantId: number,
      now: Date,
    ): Promise<SignInCodeRow | undefined> {
      const [row] = await db
        .update(signInCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(signInCodes.codeHash, codeHash),
            eq(signInCodes.tenantId, tenantId),
            isNull(signInCodes.usedAt),
            gt(signInCodes.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Marks the challenge used; false when another request used it first. */
    async consumeMfaChallenge(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(mfaChallenges)
        .set({ usedAt: now })
        .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.usedAt)))
        .returning({ id: mfaChallenges.id });
      return rows.length > 0;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
