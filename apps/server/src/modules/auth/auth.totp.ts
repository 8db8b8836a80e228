import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@helionews/contracts';
import { generateSecret, generateURI, verify } from 'otplib';
import { hashToken } from '../../lib/tokens.js';

/**
 * The authenticator-app arithmetic (RFC 6238 through otplib: SHA-1, 6 digits, 30 s steps, what
 * every app assumes) and the recovery codes (ADR 033). No storage here: the service decides.
 */

/** One step either side of now: a phone's clock a little off, or a code typed as it turned. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URL of the QR code: the publication as issuer, the account's email as label. */
export const totpUrl = (issuer: string, email: string, secret: string): string =>
  generateURI({ issuer, label: email, secret });

/**
 * The time step of `code` when it is right for `secret` at `at` and of a later step than
 * `afterStep` (a step already used is never accepted again), else null.
 */
export async function matchTotp(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code.replace(/\s/g, ''),
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  if (!result.valid || !('timeStep' in result)) return null;
  return result.timeStep;
}

/** No 0/o, 1/l/i: read off paper without doubt. 31 symbols, 12 of them: about 59 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** Ten fresh codes as shown once, `abcd-efgh-jkmn`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/**
 * What is stored of a recovery code: the SHA-256 of its canonical form (case, spaces and hyphens
 * dropped). A fast hash is enough for ~59 random bits that are tried online only (ADR 033).
 */
export const hashRecoveryCode = (code: string): string =>
  hashToken(code.toLowerCase().replace(/[\s-]/g, ''));
