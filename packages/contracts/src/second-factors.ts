import { z } from 'zod';
import { authResponseSchema } from './auth.js';

/* ------------------------------------------------------------------------------------------------
 * Second factors (issue 35, ADR 033): an authenticator app (TOTP, RFC 6238) and single-use
 * recovery codes. Signing in to an account with one takes two steps: POST /auth/login answers
 * `{mfa_required, mfa_token}` and no session; POST /auth/login/2fa ends the sign-in.
 * ---------------------------------------------------------------------------------------------- */

export const TOTP_CODE_LENGTH = 6;
export const RECOVERY_CODE_COUNT = 10;

/** Six digits; spaces an app shows in the middle ("123 456") are allowed and dropped. */
export const totpCodeSchema = z
  .string({ error: 'is required' })
  .trim()
  .max(16)
  .regex(/^\d{3} ?\d{3}$/, { error: 'must be the 6 digits the app shows' });

/** As printed (`abcd-efgh-jkmn`); case, spaces and hyphens do not matter. */
export const recoveryCodeSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(64);

export const mfaRequiredResponseSchema = z
  .object({
    mfa_required: z.literal(true),
    mfa_token: z
      .string()
      .describe('single use, 5 minutes: send it with a code to POST /auth/login/2fa'),
    methods: z
      .array(z.enum(['totp', 'passkey']))
      .optional()
      .describe(
        'the second factors the account has: `passkey` ends the sign-in through POST /auth/passkeys/login/options and /verify with this mfa_token',
      ),
  })
  .meta({ id: 'MfaRequired' });
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponseSchema>;

/**
 * POST /auth/login: the session (SPEC section 7, unchanged for accounts without a second
 * factor), or the second step's token for an account with one.
 */
export const loginResponseSchema = z
  .union([authResponseSchema, mfaRequiredResponseSchema])
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const isMfaRequired = (response: LoginResponse): response is MfaRequiredResponse =>
  'mfa_required' in response && response.mfa_required;

export const loginSecondFactorRequestSchema = z
  .strictObject({
    mfa_token: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
    code: totpCodeSchema.optional().describe('from the authenticator app'),
    recovery_code: recoveryCodeSchema.optional().describe('one of the recovery codes, once'),
  })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    error: 'send either code or recovery_code',
    path: ['code'],
  })
  .meta({ id: 'LoginSecondFactorRequest' });
export type LoginSecondFactorRequest = z.infer<typeof loginSecondFactorRequestSchema>;

export const totpSetupResponseSchema = z
  .object({
    secret: z.string().describe('Base32, to type into the app by hand'),
    otpauth_url: z.string().describe('otpauth://totp/..., for the QR code'),
  })
  .meta({ id: 'TotpSetup' });
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpConfirmRequestSchema = z
  .strictObject({ code: totpCodeSchema })
  .meta({ id: 'TotpConfirmRequest' });
export type TotpConfirmRequest = z.infer<typeof totpConfirmRequestSchema>;

export const totpConfirmResponseSchema = z
  .object({
    recovery_codes: z.array(z.string()).describe('shown this once: only their hashes are kept'),
  })
  .meta({ id: 'RecoveryCodes' });
export type TotpConfirmResponse = z.infer<typeof totpConfirmResponseSchema>;

export const totpRemoveRequestSchema = z
  .strictObject({
    password: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(1024),
  })
  .meta({ id: 'TotpRemoveRequest' });
export type TotpRemoveRequest = z.infer<typeof totpRemoveRequestSchema>;

export const secondFactorsStatusSchema = z
  .object({
    totp_enabled: z.boolean(),
    totp_enabled_at: z.string().nullable(),
    recovery_codes_remaining: z.number().int(),
    passkey_count: z.number().int().describe('passkeys of the account (ADR 034)'),
    has_second_factor: z
      .boolean()
      .describe('an authenticator app or at least one passkey: a password sign-in takes two steps'),
  })
  .meta({ id: 'SecondFactors' });
export type SecondFactorsStatus = z.infer<typeof secondFactorsStatusSchema>;

/** Server messages of the second factor; English, exact (the web app translates them). */
export const MFA_MESSAGES = {
  invalidCode: 'The code is not correct',
  challengeInvalid: 'This sign-in has expired. Sign in again with your password.',
  noPendingSetup: 'Start setting up the authenticator app first',
  alreadyEnabled: 'An authenticator app is already set up for this account',
  notEnabled: 'No authenticator app is set up for this account',
  wrongPassword: 'The password is not correct',
  enrollmentRequired:
    'This publication requires staff to use two-step verification: set up an authenticator app or a passkey to continue',
  removedByAdmin: 'Two-step verification was removed from the account',
  nothingToRemove: 'This account has no two-step verification to remove',
} as const;

/* ------------------------------------------------------------------------------------------------
 * Sign-ins finished at an identity provider (single sign-on, Google, Facebook): the callback sends
 * the browser back with a one-time code in the query, and the page exchanges it for its session,
 * so no session token appears in a URL.
 * ---------------------------------------------------------------------------------------------- */

export const signInExchangeRequestSchema = z
  .strictObject({
    code: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
  })
  .meta({ id: 'SignInExchangeRequest' });
export type SignInExchangeRequest = z.infer<typeof signInExchangeRequestSchema>;

export const signInExchangeResponseSchema = authResponseSchema
  .extend({
    return_to: z
      .string()
      .nullable()
      .describe('the path on this site the sign-in was started from, if any'),
  })
  .meta({ id: 'SignInExchange' });
export type SignInExchangeResponse = z.infer<typeof signInExchangeResponseSchema>;

/** The exchange's message; English, exact (the web app translates it). */
export const SIGN_IN_EXCHANGE_MESSAGES = {
  codeInvalid: 'This sign-in has expired or was already used. Please sign in again.',
} as const;

/* ------------------------------------------------------------------------------------------------
 * Sign-in history: GET /auth/sign-ins, the account's latest sign-ins and failed attempts
 * ---------------------------------------------------------------------------------------------- */

export const SIGN_IN_HISTORY_LIMIT = 20;
export const SIGN_IN_METHODS = ['password', 'totp', 'recovery_code', 'passkey', 'sso'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const signInEntrySchema = z
  .object({
    at: z.string(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    method: z.enum(SIGN_IN_METHODS),
    /** false: a failed attempt (wrong password or wrong code). */
    success: z.boolean(),
  })
  .meta({ id: 'SignInEntry' });
export type SignInEntry = z.infer<typeof signInEntrySchema>;

export const signInHistorySchema = z
  .object({ sign_ins: z.array(signInEntrySchema) })
  .meta({ id: 'SignInHistory' });
export type SignInHistory = z.infer<typeof signInHistorySchema>;
