import type { TenantRow } from '../../db/schema/index.js';
import type { RequestOrigin } from '../security-events/security-events.service.js';

/*
 * The sign-in policy and the request facts every part of the auth module reads (the service, the
 * passkeys, the routes), apart from the service so that those parts need not import it.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface AuthPolicy {
  sessionLifetimeMs: number;
  sessionIdleTimeoutMs: number;
  resetLinkLifetimeMs: number;
  /** The link mailed to an account an administrator created, to set its first password. */
  setPasswordLinkLifetimeMs: number;
  /**
   * Failures on one account from one client address before that address is locked out of that
   * account (429 until the window ends). Other addresses, the owner's among them, are not.
   */
  maxLoginFailures: number;
  /** How long failures count, and so how long a lockout or slowdown lasts. */
  lockoutWindowMs: number;
  /**
   * Failures on one account from all addresses together after which every attempt on it is
   * slowed (never refused): a distributed guess gets few tries, the owner still gets in.
   */
  accountSlowdownThreshold: number;
  /** The delay at the threshold; it grows by as much for every further threshold/5 failures. */
  accountSlowdownStepMs: number;
  /** The longest delay. */
  accountSlowdownMaxMs: number;
  /**
   * Reset links one client address may ask for in an hour, whatever the emails: one address
   * cannot mail a whole list of people.
   */
  resetRequestsPerSource: number;
  /**
   * Reset links one client address may ask for one email in an hour. Counted per address, so
   * that strangers asking for someone's email never stop the owner's own request.
   */
  resetRequestsPerEmailAndSource: number;
  /** How long the mfa_token of a password sign-in waits for its second factor. */
  mfaChallengeLifetimeMs: number;
  /** How long the one-time code of an identity provider's callback waits to be exchanged. */
  signInCodeLifetimeMs: number;
}

export const DEFAULT_AUTH_POLICY: AuthPolicy = {
  sessionLifetimeMs: 30 * DAY,
  sessionIdleTimeoutMs: 7 * DAY,
  resetLinkLifetimeMs: 60 * MINUTE,
  setPasswordLinkLifetimeMs: 7 * DAY,
  maxLoginFailures: 5,
  lockoutWindowMs: 15 * MINUTE,
  accountSlowdownThreshold: 50,
  accountSlowdownStepMs: 500,
  accountSlowdownMaxMs: 2_000,
  resetRequestsPerSource: 10,
  resetRequestsPerEmailAndSource: 4,
  mfaChallengeLifetimeMs: 5 * MINUTE,
  signInCodeLifetimeMs: MINUTE,
};

/** How long an attempt on an account with `accountFailures` failures in the window waits. */
export function loginDelayMs(policy: AuthPolicy, accountFailures: number): number {
  if (accountFailures < policy.accountSlowdownThreshold) return 0;
  const stride = Math.max(1, Math.floor(policy.accountSlowdownThreshold / 5));
  const steps = 1 + Math.floor((accountFailures - policy.accountSlowdownThreshold) / stride);
  return Math.min(policy.accountSlowdownMaxMs, steps * policy.accountSlowdownStepMs);
}

/** The request-side facts a use case needs: who the tenant is and where the caller is. */
export interface AuthRequestContext {
  tenant: TenantRow;
  origin: RequestOrigin;
  /** Accept-Language, for mails to people with no stored preference. */
  acceptLanguage?: string | undefined;
}
