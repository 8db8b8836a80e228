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
} as const;
