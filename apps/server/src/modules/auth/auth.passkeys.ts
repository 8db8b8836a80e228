import { createHash } from 'node:crypto';
import {
  AUTH_MESSAGES,
  MFA_MESSAGES,
  PASSKEY_MESSAGES,
  type AuthResponse,
  type Passkey,
  type PasskeyCreationOptions,
  type PasskeyLoginOptionsRequest,
  type PasskeyLoginOptionsResponse,
  type PasskeyLoginVerifyRequest,
  type PasskeyRegisterVerifyRequest,
} from '@helionews/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { PasskeyRow, UserRow } from '../../db/schema/index.js';
import type { FailureCounter } from '../../lib/failure-counter.js';
import type { AppMetrics } from '../../lib/metrics.js';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-errors.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import type { SecurityEventInput } from '../security-events/security-events.service.js';
import type { AuthRepository } from './auth.repository.js';
import type { AuthPolicy, AuthRequestContext } from './auth.policy.js';

/**
 * The relying party of a request (ADR 034): the host the reader sees (Fastify's `hostname`,
 * which honours trusted proxies) is the RP ID, and that host's origin the only accepted origin.
 * A passkey made on one publication's host works on that host.
 */
export interface RelyingParty {
  rpId: string;
  origin: string;
}

/** What the passkey use cases share with the rest of the auth service (built inside it). */
export interface PasskeyServiceDeps {
  repository: AuthRepository;
  policy: AuthPolicy;
  now: () => Date;
  loginFailures: FailureCounter;
  metrics?: Pick<AppMetrics, 'loginFailures' | 'lockouts'> | undefined;
  sleep: (ms: number) => Promise<void>;
  delayFor: (accountFailures: number) => number;
  /** The failure-counter keys of an account from an address, and of the account. */
  failureKeys: (email: string, ip: string) => { bySource: string; byAccount: string };
  recordEvent: (
    ctx: AuthRequestContext,
    type: SecurityEventInput['type'],
    userId: number | null,
    details?: SecurityEventInput['details'],
  ) => Promise<void>;
  completeSignIn: (
    ctx: AuthRequestContext,
    user: UserRow,
    bySource: string,
    secondFactor: 'passkey',
  ) => Promise<AuthResponse>;
}

/** How long a WebAuthn ceremony may take, and its challenge live: five minutes. */
export const WEBAUTHN_TIMEOUT_MS = 5 * 60_000;

/** Allow-list of a stored passkey: never its key or credential id. */
export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

/**
 * The WebAuthn user handle of an account: stable (one authenticator keeps one passkey per account
 * and host), opaque (no email, no id in clear).
 */
const userHandle = (userId: number) =>
  new Uint8Array(createHash('sha256').update(`helionews-passkey-user:${userId}`).digest()).slice(
    0,
    16,
  );

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
type Transport = (typeof TRANSPORTS)[number];
const isTransport = (value: string): value is Transport =>
  (TRANSPORTS as readonly string[]).includes(value);

/** A stored passkey as the options name it (excluded or allowed). */
const descriptorOf = (passkey: PasskeyRow) => ({
  id: passkey.credentialId,
  type: 'public-key' as const,
  transports: passkey.transports.filter(isTransport),
});

const bytesOf = (base64Url: string) => new Uint8Array(Buffer.from(base64Url, 'base64url'));

export function createPasskeyService(deps: PasskeyServiceDeps) {
  const { repository, policy, now, metrics } = deps;

  const newChallengeRow = (
    ctx: AuthRequestContext,
    rp: RelyingParty,
    purpose: 'register' | 'login',
    challenge: string,
    userId: number | null,
    mfaChallengeId: number | null,
  ) => {
    const id = generateToken();
    return {
      id,
      row: {
        idHash: hashToken(id),
        purpose,
        challenge,
        userId,
        tenantId: ctx.tenant.id,
        mfaChallengeId,
        rpId: rp.rpId,
        origin: rp.origin,
        expiresAt: new Date(now().getTime() + WEBAUTHN_TIMEOUT_MS),
      },
    };
  };

  /** The live mfa_token of a password sign-in of an active account, in this publication. */
  async function liveMfaStep(ctx: AuthRequestContext, token: string) {
    const challenge = await repository.findLiveMfaChallenge(hashToken(token), now());
    const user = challenge && (await repository.findUserById(challenge.userId));
    if (
      !challenge ||
      !user?.isActive ||
      challenge.tenantId !== ctx.tenant.id ||
      challenge.failures >= policy.maxLoginFailures
    ) {
      throw badRequest(MFA_MESSAGES.challengeInvalid);
    }
    return { challenge, user };
  }

  return {
    async list(user: UserRow): Promise<Passkey[]> {
      return (await repository.listPasskeys(user.id)).map(toPasskey);
    },

    async count(userId: number): Promise<number> {
      return repository.countPasskeys(userId);
    },

    /**
     * The options of a new passkey for the signed-in account: a discoverable credential with user
     * verification, none of its passkeys again. A newer request replaces a pending one.
     */
    async registrationOptions(
      ctx: AuthRequestContext,
      rp: RelyingParty,
      user: UserRow,
    ): Promise<PasskeyCreationOptions> {
      const existing = await repository.listPasskeys(user.id);
      const options = await generateRegistrationOptions({
        rpName: ctx.tenant.displayName,
        rpID: rp.rpId,
        userName: user.email,
        userID: userHandle(user.id),
        userDisplayName: user.displayName ?? user.username,
        timeout: WEBAUTHN_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports,
        })),
        authenticatorSelection: {
          residentKey: 'required',
          requireResidentKey: true,
          userVerification: 'required',
        },
      });
      const at = now();
      await repository.endRegistrationChallenges(user.id, at);
      const { row } = newChallengeRow(ctx, rp, 'register', options.challenge, user.id, null);
      await repository.insertWebauthnChallenge(row);
      return { ...options, excludeCredentials: existing.map(descriptorOf) };
    },

    /** Checks the authenticator's answer to the pending options and stores the passkey. */
    async register(
      ctx: AuthRequestContext,
      rp: RelyingParty,
      user: UserRow,
      input: PasskeyRegisterVerifyRequest,
    ): Promise<Passkey> {
      const challenge = await repository.takeRegistrationChallenge(user.id, now());
      if (!challenge || challenge.tenantId !== ctx.tenant.id) {
        throw badRequest(PASSKEY_MESSAGES.challengeInvalid);
      }
      if (challenge.rpId !== rp.rpId || challenge.origin !== rp.origin) {
        throw badRequest(PASSKEY_MESSAGES.notAccepted);
      }
      const verification = await verifyRegistrationResponse({
        response: { ...input.response, clientExtensionResults: {} },
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.origin,
        expectedRPID: challenge.rpId,
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verification?.verified) throw badRequest(PASSKEY_MESSAGES.notAccepted);
      const { credential } = verification.registrationInfo;
      const row = await repository.insertPasskey({
        userId: user.id,
        name: input.name,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: input.response.response.transports ?? credential.transports ?? [],
        rpId: challenge.rpId,
      });
      if (!row) throw conflict(PASSKEY_MESSAGES.alreadyRegistered);
      await deps.recordEvent(ctx, 'passkey_added', user.id, {
        passkey_id: row.id,
        name: row.name,
        rp_id: row.rpId,
      });
      return toPasskey(row);
    },

    /** Removes one of the account's own passkeys; 404 for any other id. */
    async remove(ctx: AuthRequestContext, user: UserRow, id: number): Promise<void> {
      if (!(await repository.deletePasskey(user.id, id))) {
        throw notFound(PASSKEY_MESSAGES.notFound);
      }
      await deps.recordEvent(ctx, 'passkey_removed', user.id, { passkey_id: id });
    },

    /**
     * The options of a passkey sign-in: whichever passkey of this host answers (discoverable
     * credentials), or, for the second step of a password sign-in (`mfa_token`), that account's
     * passkeys.
     */
    async loginOptions(
      ctx: AuthRequestContext,
      rp: RelyingParty,
      input: PasskeyLoginOptionsRequest,
    ): Promise<PasskeyLoginOptionsResponse> {
      const step = input.mfa_token ? await liveMfaStep(ctx, input.mfa_token) : undefined;
      const allowed = step
        ? (await repository.listPasskeys(step.user.id)).filter((p) => p.rpId === rp.rpId)
        : [];
      if (step && allowed.length === 0) throw badRequest(PASSKEY_MESSAGES.notAccepted);
      const options = await generateAuthenticationOptions({
        rpID: rp.rpId,
        allowCredentials: allowed.map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports,
        })),
        userVerification: 'required',
        timeout: WEBAUTHN_TIMEOUT_MS,
      });
      const { id, row } = newChallengeRow(
        ctx,
        rp,
        'login',
        options.challenge,
        step?.user.id ?? null,
        step?.challenge.id ?? null,
      );
      await repository.insertWebauthnChallenge(row);
      return {
        challenge_id: id,
        options: { ...options, allowCredentials: allowed.map(descriptorOf) },
      };
    },

    /**
     * Signs in with a passkey: its signature over the challenge, made with user verification, is
     * the whole sign-in (no code is asked); with `mfa_token` it ends that password sign-in. A
     * refused answer counts as a failed sign-in of this address, as a wrong password does.
     */
    async login(
      ctx: AuthRequestContext,
      rp: RelyingParty,
      input: PasskeyLoginVerifyRequest,
    ): Promise<AuthResponse> {
      const at = now();
      const challenge = await repository.takeWebauthnChallenge(hashToken(input.challenge_id), at);
      if (!challenge || challenge.purpose !== 'login' || challenge.tenantId !== ctx.tenant.id) {
        throw badRequest(PASSKEY_MESSAGES.challengeInvalid);
      }
      const step = input.mfa_token ? await liveMfaStep(ctx, input.mfa_token) : undefined;
      if (challenge.mfaChallengeId !== null && challenge.mfaChallengeId !== step?.challenge.id) {
        throw badRequest(MFA_MESSAGES.challengeInvalid);
      }

      const passkey = await repository.findPasskeyByCredentialId(input.response.id);
      const user = passkey && (await repository.findUserById(passkey.userId));
      if (!passkey || !user) {
        metrics?.loginFailures.inc({ reason: 'unknown_passkey' });
        await deps.recordEvent(ctx, 'passkey_failure', null, { reason: 'unknown_passkey' });
        throw unauthorized(PASSKEY_MESSAGES.notAccepted);
      }
      const email = user.email.toLowerCase();
      const { bySource, byAccount } = deps.failureKeys(email, ctx.origin.ip);
      const [sourceFailures, accountFailures] = await Promise.all([
        deps.loginFailures.peek(bySource),
        deps.loginFailures.peek(byAccount),
      ]);
      if (sourceFailures.count >= policy.maxLoginFailures) {
        metrics?.loginFailures.inc({ reason: 'locked' });
        throw tooManyRequests(AUTH_MESSAGES.tooManyLoginFailures, sourceFailures.resetInMs / 1000);
      }
      const delay = deps.delayFor(accountFailures.count);
      if (delay > 0) await deps.sleep(delay);

      const verification =
        (step === undefined || step.user.id === user.id) &&
        (challenge.userId === null || challenge.userId === user.id) &&
        challenge.rpId === rp.rpId &&
        challenge.origin === rp.origin &&
        passkey.rpId === challenge.rpId
          ? await verifyAuthenticationResponse({
              response: { ...input.response, clientExtensionResults: {} },
              expectedChallenge: challenge.challenge,
              expectedOrigin: challenge.origin,
              expectedRPID: challenge.rpId,
              credential: {
                id: passkey.credentialId,
                publicKey: bytesOf(passkey.publicKey),
                counter: passkey.counter,
                transports: passkey.transports,
              },
              requireUserVerification: true,
            }).catch(() => undefined)
          : undefined;
      const accepted =
        verification?.verified === true &&
        verification.authenticationInfo.userVerified &&
        (await repository.usePasskey(
          passkey.id,
          passkey.counter,
          verification.authenticationInfo.newCounter,
          at,
        ));
      if (!accepted) {
        if (step) await repository.countMfaChallengeFailure(step.challenge.id);
        const [fromSource, onAccount] = await Promise.all([
          deps.loginFailures.increment(bySource),
          deps.loginFailures.increment(byAccount),
        ]);
        metrics?.loginFailures.inc({ reason: 'wrong_passkey' });
        await deps.recordEvent(ctx, 'passkey_failure', user.id, {
          email,
          passkey_id: passkey.id,
          failures: fromSource.count,
          account_failures: onAccount.count,
        });
        if (fromSource.count === policy.maxLoginFailures) {
          metrics?.lockouts.inc({ scope: 'account_source' });
          await deps.recordEvent(ctx, 'account_locked', user.id, {
            email,
            scope: 'account_source',
            locked_for_seconds: Math.ceil(fromSource.resetInMs / 1000),
          });
        }
        throw unauthorized(PASSKEY_MESSAGES.notAccepted);
      }
      if (!user.isActive) {
        await deps.recordEvent(ctx, 'login_failure', user.id, { email, reason: 'deactivated' });
        metrics?.loginFailures.inc({ reason: 'deactivated' });
        throw forbidden(AUTH_MESSAGES.accountDisabled);
      }
      if (step && !(await repository.consumeMfaChallenge(step.challenge.id, at))) {
        throw badRequest(MFA_MESSAGES.challengeInvalid);
      }
      await deps.recordEvent(ctx, 'passkey_login', user.id, {
        passkey_id: passkey.id,
        ...(step && { second_step: true }),
      });
      return deps.completeSignIn(ctx, user, bySource, 'passkey');
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
