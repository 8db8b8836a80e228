import type { AuthenticatedSession } from '../../request-context.js';
import {
  ADMIN_MESSAGES,
  ADMIN_ROUTES,
  AUTH_MESSAGES,
  type ChangePasswordRequest,
  type AuthResponse,
  type LoginRequest,
  type LoginResponse,
  type LoginSecondFactorRequest,
  MFA_MESSAGES,
  SIGN_IN_EXCHANGE_MESSAGES,
  SSO_MESSAGES,
  type SignInExchangeResponse,
  USERNAME_MAX_LENGTH,
  type SecondFactorsStatus,
  SIGN_IN_HISTORY_LIMIT,
  type SignInHistory,
  type TotpSetupResponse,
  type Preferences,
  type ProfileUpdateRequest,
  type RegisterRequest,
  type ResetAccountKind,
  type ResetPasswordRequest,
  ROUTES,
  type UserProfile,
} from '@helionews/contracts';
import type { Executor } from '../../db/client.js';
import type { TenantRow, UserRow } from '../../db/schema/index.js';
import type { FailureCounter } from '../../lib/failure-counter.js';
import type { AppMetrics } from '../../lib/metrics.js';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  tooManyRequests,
  unauthorized,
  ValidationFailedError,
} from '../../lib/http-errors.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import { refreshBylinesOf } from '../content/bylines.js';
import type { ContentRepository } from '../content/content.repository.js';
import type {
  RequestOrigin,
  SecurityEventInput,
  SecurityEventsService,
} from '../security-events/security-events.service.js';
import { isCommonPassword } from './auth.common-passwords.js';
import {
  buildRegisterAttemptMail,
  buildResetMail,
  buildSecondFactorRemovedMail,
  buildSetPasswordMail,
  buildWelcomeMail,
  pickLanguage,
} from './auth.mail.js';
import { toPreferences, toSecondFactorsStatus, toUserProfile } from './auth.mapper.js';
import { createPasskeyService } from './auth.passkeys.js';
import {
  findOrCreateReaderAccount,
  type FreshReaderAccount,
  type KnownReaderAccount,
} from './auth.reader-accounts.js';
import type { AuthRepository } from './auth.repository.js';
import { SIGN_IN_EVENT_TYPES, toSignInEntry } from './auth.sign-ins.js';
import {
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  totpUrl,
} from './auth.totp.js';

import {
  DEFAULT_AUTH_POLICY,
  loginDelayMs,
  type AuthPolicy,
  type AuthRequestContext,
} from './auth.policy.js';

export {
  DEFAULT_AUTH_POLICY,
  loginDelayMs,
  type AuthPolicy,
  type AuthRequestContext,
} from './auth.policy.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Failure-counter keys: one account from one address, and one account from everywhere. */
const sourceKey = (email: string, ip: string) => `source:${email}|${ip}`;
const accountKey = (email: string) => `account:${email}`;

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Activity within this long of the last recorded use does not rewrite the session row. */
const TOUCH_INTERVAL_MS = MINUTE;

export type { AuthenticatedSession };

export interface AuthServiceDeps {
  repository: AuthRepository;
  /** The repository bound to another module's transaction (`accountsOn`). */
  repositoryOn: (executor: Executor) => AuthRepository;
  /**
   * Runs work in one database transaction with repositories bound to it: the accounts', and the
   * content versions' (a new display name changes what readers see).
   */
  inTransaction: <T>(
    work: (repository: AuthRepository, content: ContentRepository) => Promise<T>,
  ) => Promise<T>;
  securityEvents: SecurityEventsService;
  mailer: Mailer;
  /** Sign-in failures per account and address, and per account (see `AuthPolicy`). */
  loginFailures: FailureCounter;
  /** Waits out the account-wide slowdown; tests pass one that records instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** Sign-in failures and lockouts are counted here when present. */
  metrics?: Pick<AppMetrics, 'loginFailures' | 'lockouts'>;
  publicUrl: string;
  policy?: Partial<AuthPolicy>;
  now?: () => Date;
  logError: (error: unknown, message: string) => void;
  /**
   * Told of every reader account created, with the publication it registered in: the
   * newsletters module subscribes the address to that publication's sign-up newsletters.
   */
  onReaderCreated?: (tenantId: number, user: { id: number; email: string }) => Promise<void>;
  /**
   * Whether the account may sign in to this publication with its password; false for its staff
   * when its single sign-on is "SSO only" (the sso module answers).
   */
  passwordSignInAllowed?: (tenantId: number, userId: number) => Promise<boolean>;
}

/**
 * A username for an account a provider made: the email's local part in the characters usernames
 * allow, padded to the minimum, and a random suffix after the first try.
 */
function usernameFromEmail(email: string, attempt: number): string {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.-]+/g, '').slice(0, 24);
  const base = local.length >= 3 ? local : `${local}reader`.slice(0, 24);
  if (attempt === 0) return base.slice(0, USERNAME_MAX_LENGTH);
  return `${base}-${generateToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)
    .toLowerCase()}`;
}

export function createAuthService(deps: AuthServiceDeps) {
  const policy = { ...DEFAULT_AUTH_POLICY, ...deps.policy };
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? sleepFor;
  const { repository, securityEvents, metrics } = deps;
  // Verified against when the email is unknown, so both answers take the same time.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(generateToken()));

  const assertAcceptablePassword = (password: string, field: string) => {
    if (isCommonPassword(password)) {
      throw new ValidationFailedError([{ field, message: AUTH_MESSAGES.commonPassword }]);
    }
  };

  /** Records a security event of the request's tenant and origin, about the account if known. */
  const recordEvent = (
    ctx: AuthRequestContext,
    type: SecurityEventInput['type'],
    userId: number | null,
    details?: SecurityEventInput['details'],
  ) =>
    securityEvents.record({
      type,
      tenantId: ctx.tenant.id,
      userId,
      origin: ctx.origin,
      ...(details && { details }),
    });

  async function openSession(user: UserRow, origin: RequestOrigin): Promise<AuthResponse> {
    const token = generateToken();
    await repository.insertSession({
      userId: user.id,
      tokenHash: hashToken(token),
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
      expiresAt: new Date(now().getTime() + policy.sessionLifetimeMs),
    });
    return { access_token: token, token_type: 'bearer', user: toUserProfile(user) };
  }

  /** The end of a sign-in: this address's failures forgotten, the session opened. */
  async function completeSignIn(
    ctx: AuthRequestContext,
    user: UserRow,
    bySource: string,
    secondFactor?: 'totp' | 'recovery_code' | 'passkey',
    /** The identity provider that vouched for the account ('sso', 'google', 'facebook'). */
    via?: string,
  ): Promise<AuthResponse> {
    // The account-wide count stays: the owner signing in does not end a distributed attack.
    await deps.loginFailures.clear(bySource);
    await repository.touchLastLogin(user.id, now());
    const details = {
      ...(secondFactor && { second_factor: secondFactor }),
      ...(via && { via }),
    };
    await recordEvent(ctx, 'login_success', user.id, via || secondFactor ? details : undefined);
    return openSession(user, ctx.origin);
  }

  /** The second factors of an account: its authenticator app, its passkeys (ADR 034). */
  async function secondFactorMethods(userId: number): Promise<('totp' | 'passkey')[]> {
    const [totp, passkeyCount] = await Promise.all([
      repository.hasSecondFactor(userId),
      repository.countPasskeys(userId),
    ]);
    return [...(totp ? ['totp' as const] : []), ...(passkeyCount > 0 ? ['passkey' as const] : [])];
  }

  /** Passkeys (ADR 034): they share this service's failure counters, events and sign-in end. */
  const passkeys = createPasskeyService({
    repository,
    policy,
    now,
    loginFailures: deps.loginFailures,
    metrics,
    sleep,
    delayFor: (accountFailures) => loginDelayMs(policy, accountFailures),
    failureKeys: (email, ip) => ({ bySource: sourceKey(email, ip), byAccount: accountKey(email) }),
    recordEvent,
    completeSignIn,
  });

  return {
    policy,
    passkeys,

    /**
     * Creates a reader account, or, when the email already has one, mails its owner instead
     * (ADR 024). The caller learns nothing either way: same answer, the password hashed in both
     * branches, every mail sent after the response. A new account is active at once; its owner
     * signs in with the password they chose. A taken username is still refused (409): usernames
     * are public, they are the bylines.
     */
    async register(ctx: AuthRequestContext, input: RegisterRequest): Promise<void> {
      assertAcceptablePassword(input.password, 'body.password');
      if (await repository.usernameExists(input.username))
        throw conflict(AUTH_MESSAGES.usernameTaken);
      const passwordHash = await hashPassword(input.password);
      const existing = await repository.findUserByEmail(input.email);
      const created = existing
        ? undefined
        : await repository
            .insertUser({
              email: input.email,
              username: input.username,
              displayName: input.display_name ?? null,
              passwordHash,
              registeredTenantId: ctx.tenant.id,
            })
            .catch((error: unknown) => {
              // Two registrations racing: the unique indexes decide. The email's loser is told
              // nothing more than the winner; its owner (the winner) gets the attempt's mail.
              const text = String((error as { cause?: unknown }).cause ?? error);
              if (text.includes('users_email_lower_key')) return undefined;
              if (text.includes('users_username_lower_key'))
                throw conflict(AUTH_MESSAGES.usernameTaken);
              throw error;
            });
      const owner = created ?? existing ?? (await repository.findUserByEmail(input.email));
      if (!owner) return;
      if (created && deps.onReaderCreated) {
        await deps
          .onReaderCreated(ctx.tenant.id, created)
          .catch((error: unknown) => deps.logError(error, 'sign-up newsletters failed'));
      }
      // An attempt on a taken email is a registration event of its owner's account, so marked.
      await recordEvent(
        ctx,
        'registration',
        owner.id,
        created ? undefined : { email: input.email, outcome: 'existing_account' },
      );
      // A deactivated account's owner is not mailed, as with a reset link.
      if (!created && !owner.isActive) return;
      const mailInput = {
        to: owner.email,
        username: owner.username,
        displayName: owner.displayName,
        site: ctx.tenant.displayName,
        primaryColor: ctx.tenant.branding.primary_color,
        link: `${deps.publicUrl}${ROUTES.login}`,
        language: pickLanguage(owner.preferences.language ?? ctx.acceptLanguage),
      };
      const mail = created
        ? buildWelcomeMail(mailInput)
        : buildRegisterAttemptMail({
            ...mailInput,
            resetLink: `${deps.publicUrl}${ROUTES.resetPassword}`,
          });
      void deps.mailer
        .send(mail)
        .catch((error: unknown) => deps.logError(error, 'registration mail failed'));
    },

    async login(ctx: AuthRequestContext, input: LoginRequest): Promise<LoginResponse> {
      const bySource = sourceKey(input.email, ctx.origin.ip);
      const byAccount = accountKey(input.email);
      const [sourceFailures, accountFailures] = await Promise.all([
        deps.loginFailures.peek(bySource),
        deps.loginFailures.peek(byAccount),
      ]);
      // This address has guessed too often at this account: refused, for this address only.
      if (sourceFailures.count >= policy.maxLoginFailures) {
        metrics?.loginFailures.inc({ reason: 'locked' });
        throw tooManyRequests(AUTH_MESSAGES.tooManyLoginFailures, sourceFailures.resetInMs / 1000);
      }
      // Many addresses have guessed at this account: every attempt waits, none is refused.
      const delay = loginDelayMs(policy, accountFailures.count);
      if (delay > 0) await sleep(delay);

      const user = await repository.findUserByEmail(input.email);
      const passwordMatches = await verifyPassword(
        user?.passwordHash ?? (await decoy()),
        input.password,
      );
      if (!user || !passwordMatches) {
        const [fromSource, onAccount] = await Promise.all([
          deps.loginFailures.increment(bySource),
          deps.loginFailures.increment(byAccount),
        ]);
        const reason = user ? 'wrong_password' : 'unknown_email';
        metrics?.loginFailures.inc({ reason });
        // Each event of this failed attempt names the address asked for, and the account if any.
        const recordAttempt = (
          type: 'login_failure' | 'account_locked',
          details: NonNullable<SecurityEventInput['details']>,
        ) => recordEvent(ctx, type, user?.id ?? null, { email: input.email, ...details });
        await recordAttempt('login_failure', {
          reason,
          failures: fromSource.count,
          account_failures: onAccount.count,
        });
        if (fromSource.count === policy.maxLoginFailures) {
          metrics?.lockouts.inc({ scope: 'account_source' });
          await recordAttempt('account_locked', {
            scope: 'account_source',
            locked_for_seconds: Math.ceil(fromSource.resetInMs / 1000),
          });
        }
        if (onAccount.count === policy.accountSlowdownThreshold) {
          metrics?.lockouts.inc({ scope: 'account' });
          await recordAttempt('account_locked', {
            scope: 'account',
            slowed_for_seconds: Math.ceil(onAccount.resetInMs / 1000),
            delay_ms: loginDelayMs(policy, onAccount.count),
          });
        }
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      if (!user.isActive) {
        await recordEvent(ctx, 'login_failure', user.id, {
          email: input.email,
          reason: 'deactivated',
        });
        metrics?.loginFailures.inc({ reason: 'deactivated' });
        throw forbidden(AUTH_MESSAGES.accountDisabled);
      }
      if (
        deps.passwordSignInAllowed &&
        !(await deps.passwordSignInAllowed(ctx.tenant.id, user.id))
      ) {
        await recordEvent(ctx, 'login_failure', user.id, {
          email: input.email,
          reason: 'sso_required',
        });
        throw new HttpError(403, SSO_MESSAGES.ssoRequired, {}, 'sso_required');
      }

      // An account with a second factor: no session yet, a single-use token for the next step.
      // The failures of this address stay counted until the second factor is right too, so a
      // known password does not buy fresh guesses at the code.
      const methods = await secondFactorMethods(user.id);
      if (methods.length > 0) {
        const token = generateToken();
        await repository.insertMfaChallenge({
          userId: user.id,
          tenantId: ctx.tenant.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(now().getTime() + policy.mfaChallengeLifetimeMs),
        });
        return { mfa_required: true, mfa_token: token, methods };
      }
      return completeSignIn(ctx, user, bySource);
    },

    /**
     * The second step of a sign-in: the mfa_token of the password step and a code of the
     * authenticator app, or a recovery code. A wrong code counts as a failed sign-in of this
     * address (the same counters and lockout as passwords) and on the token, which ends after
     * as many; a right one consumes the token and opens the session.
     */
    async loginSecondFactor(
      ctx: AuthRequestContext,
      input: LoginSecondFactorRequest,
    ): Promise<AuthResponse> {
      const at = now();
      const challenge = await repository.findLiveMfaChallenge(hashToken(input.mfa_token), at);
      const user = challenge && (await repository.findUserById(challenge.userId));
      if (!challenge || !user?.isActive || challenge.tenantId !== ctx.tenant.id) {
        throw badRequest(MFA_MESSAGES.challengeInvalid);
      }
      const email = user.email.toLowerCase();
      const bySource = sourceKey(email, ctx.origin.ip);
      const byAccount = accountKey(email);
      const [sourceFailures, accountFailures] = await Promise.all([
        deps.loginFailures.peek(bySource),
        deps.loginFailures.peek(byAccount),
      ]);
      if (sourceFailures.count >= policy.maxLoginFailures) {
        metrics?.loginFailures.inc({ reason: 'locked' });
        throw tooManyRequests(AUTH_MESSAGES.tooManyLoginFailures, sourceFailures.resetInMs / 1000);
      }
      // As many wrong codes on this token as lock an address out: it ends, wherever it comes from.
      if (challenge.failures >= policy.maxLoginFailures) {
        throw badRequest(MFA_MESSAGES.challengeInvalid);
      }
      const delay = loginDelayMs(policy, accountFailures.count);
      if (delay > 0) await sleep(delay);

      const method = input.recovery_code !== undefined ? 'recovery_code' : 'totp';
      let accepted = false;
      if (input.recovery_code !== undefined) {
        accepted = await repository.useRecoveryCode(
          user.id,
          hashRecoveryCode(input.recovery_code),
          at,
        );
      } else if (input.code !== undefined) {
        const totp = await repository.findTotp(user.id);
        const step = totp?.secret
          ? await matchTotp(totp.secret, input.code, at, totp.lastUsedStep)
          : null;
        // The conditional update settles two requests racing with one code: one wins.
        accepted = step !== null && (await repository.useTotpStep(user.id, step, at));
      }
      if (!accepted) {
        await repository.countMfaChallengeFailure(challenge.id);
        const [fromSource, onAccount] = await Promise.all([
          deps.loginFailures.increment(bySource),
          deps.loginFailures.increment(byAccount),
        ]);
        metrics?.loginFailures.inc({ reason: 'wrong_second_factor' });
        await recordEvent(ctx, 'second_factor_failure', user.id, {
          email,
          method,
          failures: fromSource.count,
          account_failures: onAccount.count,
        });
        if (fromSource.count === policy.maxLoginFailures) {
          metrics?.lockouts.inc({ scope: 'account_source' });
          await recordEvent(ctx, 'account_locked', user.id, {
            email,
            scope: 'account_source',
            locked_for_seconds: Math.ceil(fromSource.resetInMs / 1000),
          });
        }
        throw unauthorized(MFA_MESSAGES.invalidCode);
      }
      if (!(await repository.consumeMfaChallenge(challenge.id, at))) {
        throw badRequest(MFA_MESSAGES.challengeInvalid);
      }
      if (method === 'recovery_code') {
        await recordEvent(ctx, 'recovery_code_used', user.id, {
          remaining: await repository.countUnusedRecoveryCodes(user.id),
        });
      }
      return completeSignIn(ctx, user, bySource, method);
    },

    /**
     * The account an identity provider vouches for by a verified email: the existing one, or a new
     * one made on this publication (its readers, as a registration would make). A new account gets
     * a username from the email and an unusable random password: its owner may set one through
     * "forgot password". A deactivated account is refused as a password sign-in is.
     */
    async accountForVerifiedEmail(
      ctx: AuthRequestContext,
      input: { email: string; displayName: string | null; via: string },
    ): Promise<{ user: UserRow; created: boolean }> {
      const email = input.email.trim().toLowerCase();
      const existing = await repository.findUserByEmail(email);
      if (existing) {
        if (!existing.isActive) {
          await recordEvent(ctx, 'login_failure', existing.id, {
            email,
            reason: 'deactivated',
            via: input.via,
          });
          throw forbidden(AUTH_MESSAGES.accountDisabled);
        }
        return { user: existing, created: false };
      }
      const passwordHash = await hashPassword(generateToken());
      const displayName = input.displayName?.trim().slice(0, 80) || null;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const username = usernameFromEmail(email, attempt);
        if (await repository.usernameExists(username)) continue;
        const created = await repository
          .insertUser({
            email,
            username,
            displayName,
            passwordHash,
            registeredTenantId: ctx.tenant.id,
          })
          .catch((error: unknown) => {
            // Racing the same email: the other request made it, and it is this account too.
            const text = String((error as { cause?: unknown }).cause ?? error);
            if (text.includes('users_email_lower_key') || text.includes('users_username_lower_key'))
              return undefined;
            throw error;
          });
        if (!created) {
          const raced = await repository.findUserByEmail(email);
          if (raced) return { user: raced, created: false };
          continue;
        }
        await recordEvent(ctx, 'registration', created.id, { via: input.via });
        if (deps.onReaderCreated) {
          await deps
            .onReaderCreated(ctx.tenant.id, created)
            .catch((error: unknown) => deps.logError(error, 'sign-up newsletters failed'));
        }
        return { user: created, created: true };
      }
      throw new Error('no free username for a new account');
    },

    /**
     * The end of a provider's callback: a one-time code (a minute, single use, this publication)
     * that the page exchanges for its session. Only its hash is stored.
     */
    async issueSignInCode(
      ctx: AuthRequestContext,
      user: UserRow,
      input: { via: string; returnTo: string | null },
    ): Promise<string> {
      const code = generateToken();
      await repository.insertSignInCode({
        userId: user.id,
        tenantId: ctx.tenant.id,
        codeHash: hashToken(code),
        method: input.via,
        returnTo: input.returnTo,
        expiresAt: new Date(now().getTime() + policy.signInCodeLifetimeMs),
      });
      return code;
    },

    /** POST /auth/sso/exchange: the code of a provider's callback, once, for the session. */
    async exchangeSignInCode(
      ctx: AuthRequestContext,
      code: string,
    ): Promise<SignInExchangeResponse> {
      const row = await repository.consumeSignInCode(hashToken(code), ctx.tenant.id, now());
      const user = row && (await repository.findUserById(row.userId));
      if (!row || !user?.isActive) throw badRequest(SIGN_IN_EXCHANGE_MESSAGES.codeInvalid);
      const session = await completeSignIn(
        ctx,
        user,
        sourceKey(user.email.toLowerCase(), ctx.origin.ip),
        undefined,
        row.method,
      );
      return { ...session, return_to: row.returnTo };
    },

    /**
     * Whether the account has a second factor, an authenticator app or a passkey (the one check
     * the staff policy and the users list go through).
     */
    hasSecondFactor: async (userId: number): Promise<boolean> =>
      (await secondFactorMethods(userId)).length > 0,

    /** Which of these accounts have a second factor (as `hasSecondFactor`, two queries in all). */
    async withSecondFactor(userIds: readonly number[]): Promise<Set<number>> {
      const [totp, keys] = await Promise.all([
        repository.withTotp(userIds),
        repository.withPasskeys(userIds),
      ]);
      return new Set([...totp, ...keys]);
    },

    /** The account's latest sign-ins and failed attempts, every publication's, newest first. */
    async signInHistory(userId: number): Promise<SignInHistory> {
      const rows = await securityEvents.latestOfUser(
        userId,
        SIGN_IN_EVENT_TYPES,
        SIGN_IN_HISTORY_LIMIT,
      );
      return { sign_ins: rows.map(toSignInEntry) };
    },

    /**
     * Housekeeping (a periodic job): deletes second-step challenges expired or used more than
     * `challengeAgeMs` ago and sessions expired or revoked more than `sessionAgeMs` ago.
     */
    async deleteDeadRows(ages: { challengeAgeMs: number; sessionAgeMs: number }) {
      const at = now().getTime();
      const challenges = await repository.deleteDeadMfaChallenges(
        new Date(at - ages.challengeAgeMs),
      );
      const sessions = await repository.deleteDeadSessions(new Date(at - ages.sessionAgeMs));
      return { challenges, sessions };
    },

    /** Whether the account has an authenticator app, its recovery codes left, its passkeys. */
    async secondFactors(user: UserRow): Promise<SecondFactorsStatus> {
      const [totp, remaining, passkeyCount] = await Promise.all([
        repository.findTotp(user.id),
        repository.countUnusedRecoveryCodes(user.id),
        repository.countPasskeys(user.id),
      ]);
      return toSecondFactorsStatus(totp, remaining, passkeyCount);
    },

    /**
     * A new pending secret for the signed-in account and its otpauth:// URL (the publication as
     * issuer); nothing is enabled until a code confirms it. 409 when an app is already set up.
     */
    async setupTotp(ctx: AuthRequestContext, user: UserRow): Promise<TotpSetupResponse> {
      if (await repository.hasSecondFactor(user.id)) throw conflict(MFA_MESSAGES.alreadyEnabled);
      const secret = newTotpSecret();
      await repository.savePendingTotp(user.id, secret, now());
      return { secret, otpauth_url: totpUrl(ctx.tenant.displayName, user.email, secret) };
    },

    /**
     * The first right code of the pending secret enables it; answers ten recovery codes, shown
     * this once (only their hashes are stored).
     */
    async confirmTotp(ctx: AuthRequestContext, user: UserRow, code: string): Promise<string[]> {
      const totp = await repository.findTotp(user.id);
      if (totp?.secret) throw conflict(MFA_MESSAGES.alreadyEnabled);
      if (!totp?.pendingSecret) throw badRequest(MFA_MESSAGES.noPendingSetup);
      const pendingSecret = totp.pendingSecret;
      const at = now();
      const step = await matchTotp(pendingSecret, code, at, null);
      if (step === null) throw badRequest(MFA_MESSAGES.invalidCode);
      const codes = newRecoveryCodes();
      await deps.inTransaction(async (tx) => {
        if (!(await tx.enableTotp(user.id, pendingSecret, step, at))) {
          throw conflict(MFA_MESSAGES.alreadyEnabled);
        }
        await tx.replaceRecoveryCodes(user.id, codes.map(hashRecoveryCode), at);
      });
      await recordEvent(ctx, 'totp_enrolled', user.id);
      return codes;
    },

    /** Removes the authenticator app and the recovery codes after checking the password. */
    async removeTotp(ctx: AuthRequestContext, user: UserRow, password: string): Promise<void> {
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw badRequest(MFA_MESSAGES.wrongPassword);
      }
      const removed = await deps.inTransaction((tx) => tx.removeSecondFactors(user.id));
      if (!removed) throw conflict(MFA_MESSAGES.notEnabled);
      await recordEvent(ctx, 'totp_removed', user.id);
    },

    /** The session behind a bearer token, or null if it is unknown, expired, revoked or its user deactivated. */
    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      if (!token || token.length > 200) return null;
      const at = now();
      const found = await repository.findLiveSession(
        hashToken(token),
        at,
        new Date(at.getTime() - policy.sessionIdleTimeoutMs),
      );
      if (!found || !found.user.isActive) return null;
      if (at.getTime() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await repository.touchSession(found.session.id, at);
      }
      return { user: found.user, sessionId: found.session.id };
    },

    async logout(ctx: AuthRequestContext, session: AuthenticatedSession): Promise<void> {
      await repository.revokeSession(session.sessionId, now());
      await recordEvent(ctx, 'logout', session.user.id);
    },

    profile(user: UserRow): UserProfile {
      return toUserProfile(user);
    },

    /**
     * Changes what the signed-in user may change of their own account (the display name). A new
     * name bumps the content version of every publication where their articles are published,
     * in the same transaction, so readers see it on the next page they open.
     */
    async updateProfile(user: UserRow, patch: ProfileUpdateRequest): Promise<UserProfile> {
      const displayName = patch.display_name;
      if (displayName === undefined || displayName === user.displayName) {
        return toUserProfile(user);
      }
      const updated = await deps.inTransaction(async (tx, content) => {
        const row = await tx.updateDisplayName(user.id, displayName);
        await refreshBylinesOf(content, user.id);
        return row;
      });
      return toUserProfile(updated ?? { ...user, displayName });
    },

    /** Merges the given preferences into the stored ones and returns the result. */
    async updatePreferences(user: UserRow, patch: Preferences): Promise<Preferences> {
      const merged = { ...toPreferences(user.preferences), ...patch };
      const updated = await repository.updatePreferences(user.id, merged);
      return toPreferences(updated?.preferences ?? merged);
    },

    /**
     * Changes the password of a signed-in account after checking the current one; every other
     * session is signed out, this one stays.
     */
    async changePassword(
      ctx: AuthRequestContext,
      session: AuthenticatedSession,
      input: ChangePasswordRequest,
    ): Promise<void> {
      const user = session.user;
      if (!(await verifyPassword(user.passwordHash, input.current_password))) {
        throw badRequest(ADMIN_MESSAGES.wrongCurrentPassword);
      }
      if (input.current_password === input.new_password) {
        throw new ValidationFailedError([
          { field: 'body.new_password', message: ADMIN_MESSAGES.samePassword },
        ]);
      }
      assertAcceptablePassword(input.new_password, 'body.new_password');
      const passwordHash = await hashPassword(input.new_password);
      const at = now();
      await deps.inTransaction(async (tx) => {
        await tx.updatePassword(user.id, passwordHash);
        await tx.revokeAllSessions(user.id, at, session.sessionId);
        await tx.endPasswordResets(user.id, at);
      });
      await recordEvent(ctx, 'password_changed', user.id);
    },

    /** Revokes every session of the account, this one included; answers how many. */
    async signOutEverywhere(
      ctx: AuthRequestContext,
      session: AuthenticatedSession,
    ): Promise<number> {
      const revoked = await repository.revokeAllSessions(session.user.id, now());
      await recordEvent(ctx, 'signed_out_everywhere', session.user.id, { sessions: revoked });
      return revoked;
    },

    /**
     * Sends a single-use reset link when the account exists and is active. The answer and its
     * timing are the same either way: the mail is sent after the response.
     */
    async forgotPassword(ctx: AuthRequestContext, email: string): Promise<void> {
      const user = await repository.findUserByEmail(email);
      await recordEvent(ctx, 'password_reset_requested', user?.id ?? null, { email });
      if (!user || !user.isActive) return;

      const token = generateToken();
      const at = now();
      // Only the newest link works: an older mail, wherever it went, opens nothing.
      await deps.inTransaction(async (tx) => {
        await tx.endPasswordResets(user.id, at);
        await tx.insertPasswordReset({
          userId: user.id,
          tenantId: ctx.tenant.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(at.getTime() + policy.resetLinkLifetimeMs),
        });
      });
      const mail = buildResetMail({
        to: user.email,
        username: user.username,
        displayName: user.displayName,
        site: ctx.tenant.displayName,
        primaryColor: ctx.tenant.branding.primary_color,
        link: `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        language: pickLanguage(user.preferences.language ?? ctx.acceptLanguage),
      });
      void deps.mailer
        .send(mail)
        .catch((error: unknown) => deps.logError(error, 'password reset mail failed'));
    },

    /**
     * The account operations another module runs inside its own transaction, bound to it
     * (`executor`: that transaction), so that they commit or roll back with its change: the users
     * module creates an account and its set-password link, deactivates one and revokes its
     * sessions, in one transaction each. Modules meet through this service, never the repository.
     */
    accountsOn(executor: Executor) {
      const tx = deps.repositoryOn(executor);
      return {
        /**
         * The reader account of an address on a publication, made now when it has none (a
         * member import, an anonymous Checkout): `findOrCreateReaderAccount`.
         */
        findOrCreateReaderAccount: (
          tenantId: number,
          email: string,
          fresh: FreshReaderAccount,
          known?: KnownReaderAccount,
        ) => findOrCreateReaderAccount(tx, tenantId, email, fresh, known),
        /** Signs the account out everywhere; answers how many sessions ended. */
        revokeAllSessions: (userId: number): Promise<number> => tx.revokeAllSessions(userId, now()),
        /** Ends every reset and set-password link of the account (an email change, a deactivation). */
        endPasswordResets: (userId: number): Promise<void> => tx.endPasswordResets(userId, now()),
        /**
         * Removes every second factor of the account (an administrator's removal): the
         * authenticator app, the recovery codes and the passkeys; whether one was set.
         */
        removeSecondFactors: async (userId: number): Promise<boolean> => {
          const app = await tx.removeSecondFactors(userId);
          const keys = await tx.deletePasskeysOf(userId);
          return app || keys > 0;
        },
        /**
         * For an account an administrator created, which has no password yet: stores a
         * single-use set-password link and answers the welcome mail carrying it, to hand to
         * `deliverMail` once the transaction has committed. The link is a password-reset token
         * with a longer life, so POST /auth/reset-password consumes it; no password is ever
         * mailed or shown.
         */
        async prepareSetPasswordMail(input: {
          tenant: TenantRow;
          user: UserRow;
          acceptLanguage?: string | undefined;
        }): Promise<MailMessage> {
          const token = generateToken();
          const at = now();
          await tx.endPasswordResets(input.user.id, at);
          await tx.insertPasswordReset({
            userId: input.user.id,
            tenantId: input.tenant.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(at.getTime() + policy.setPasswordLinkLifetimeMs),
          });
          return buildSetPasswordMail({
            to: input.user.email,
            username: input.user.username,
            displayName: input.user.displayName,
            site: input.tenant.displayName,
            primaryColor: input.tenant.branding.primary_color,
            // welcome=1: the page greets a new account ("Set your password"), not a forgotten one.
            link: `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}&welcome=1`,
            language: pickLanguage(input.user.preferences.language ?? input.acceptLanguage),
            days: Math.max(1, Math.round(policy.setPasswordLinkLifetimeMs / DAY)),
          });
        },
      };
    },

    /** The mail telling an account's owner that an administrator removed its second factors. */
    secondFactorRemovedMail(input: {
      tenant: TenantRow;
      user: UserRow;
      /** Staff sign in at /admin/login, readers at /login. */
      staff: boolean;
      acceptLanguage?: string | undefined;
    }): MailMessage {
      return buildSecondFactorRemovedMail({
        to: input.user.email,
        username: input.user.username,
        displayName: input.user.displayName,
        site: input.tenant.displayName,
        primaryColor: input.tenant.branding.primary_color,
        link: `${deps.publicUrl}${input.staff ? ADMIN_ROUTES.login : ROUTES.login}`,
        language: pickLanguage(input.user.preferences.language ?? input.acceptLanguage),
      });
    },

    /** Sends a prepared mail without waiting for it; a failure is logged, never thrown. */
    deliverMail(mail: MailMessage): void {
      void deps.mailer
        .send(mail)
        .catch((error: unknown) => deps.logError(error, 'mail delivery failed'));
    },

    /**
     * Whether a link still works (the reset page asks as it opens, so a used or expired link
     * says so before anyone types a password): when it stops working, or 400 `resetInvalid`.
     */
    async checkResetLink(token: string): Promise<{ expiresAt: Date }> {
      const expiresAt = await repository.findLivePasswordReset(hashToken(token), now());
      if (!expiresAt) throw badRequest(AUTH_MESSAGES.resetInvalid);
      return { expiresAt };
    },

    /**
     * Sets the new password, consumes the link and signs the user out everywhere; answers whether
     * the owner is staff (any back-office role), who signs in at /admin/login, or a reader.
     */
    async resetPassword(
      ctx: AuthRequestContext,
      input: ResetPasswordRequest,
    ): Promise<{ account: ResetAccountKind }> {
      assertAcceptablePassword(input.new_password, 'body.new_password');
      const passwordHash = await hashPassword(input.new_password);
      const at = now();
      const user = await deps.inTransaction(async (tx) => {
        const userId = await tx.consumePasswordReset(hashToken(input.token), at);
        if (userId === undefined) throw badRequest(AUTH_MESSAGES.resetInvalid);
        const owner = await tx.findUserById(userId);
        // A deactivated account's links were ended with it; this holds should one remain.
        if (!owner?.isActive) throw badRequest(AUTH_MESSAGES.resetInvalid);
        await tx.updatePassword(owner.id, passwordHash);
        await tx.revokeAllSessions(owner.id, at);
        await tx.endPasswordResets(owner.id, at);
        const staff = owner.isAdmin || (await tx.holdsAnyRole(owner.id));
        return { ...owner, account: staff ? ('staff' as const) : ('reader' as const) };
      });
      // A new password ends the slowdown, and the lockout of the address that set it.
      const email = user.email.toLowerCase();
      await deps.loginFailures.clear(accountKey(email));
      await deps.loginFailures.clear(sourceKey(email, ctx.origin.ip));
      await recordEvent(ctx, 'password_reset_completed', user.id);
      return { account: user.account };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** The account operations bound to one transaction (`AuthService.accountsOn`). */
export type TransactionAccounts = ReturnType<AuthService['accountsOn']>;
