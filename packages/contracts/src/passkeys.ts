import { z } from 'zod';

/* ------------------------------------------------------------------------------------------------
 * Passkeys (issue 35, ADR 034): WebAuthn discoverable credentials with user verification. A
 * passkey signs in alone (it is a second factor by itself), or ends a password sign-in that
 * answered `{mfa_required, mfa_token}`. The options are the WebAuthn JSON forms the browser's
 * `startRegistration` / `startAuthentication` take; the responses are what they answer.
 * ---------------------------------------------------------------------------------------------- */

export const PASSKEY_NAME_MAX = 60;

const base64Url = (max: number) =>
  z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'must be Base64URL' });

const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(transportSchema).optional(),
});

export const passkeyCreationOptionsSchema = z
  .object({
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    challenge: z.string(),
    pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(credentialDescriptorSchema).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
      })
      .optional(),
    hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
    attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
    extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  })
  .meta({ id: 'PasskeyCreationOptions' });
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

export const passkeyRequestOptionsSchema = z
  .object({
    challenge: z.string(),
    timeout: z.number().int().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptorSchema).optional(),
    userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  })
  .meta({ id: 'PasskeyRequestOptions' });
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;

/** What `startRegistration` answers; extensions' results are not used and are dropped. */
export const passkeyRegistrationResponseSchema = z
  .object({
    id: base64Url(1024),
    rawId: base64Url(1024),
    type: z.literal('public-key'),
    authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
    response: z.object({
      clientDataJSON: base64Url(8192),
      attestationObject: base64Url(65536),
      transports: z.array(transportSchema).max(10).optional(),
    }),
  })
  .meta({ id: 'PasskeyRegistrationResponse' });

/** What `startAuthentication` answers. */
export const passkeyAuthenticationResponseSchema = z
  .object({
    id: base64Url(1024),
    rawId: base64Url(1024),
    type: z.literal('public-key'),
    authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
    response: z.object({
      clientDataJSON: base64Url(8192),
      authenticatorData: base64Url(8192),
      signature: base64Url(2048),
      userHandle: base64Url(1024).optional(),
    }),
  })
  .meta({ id: 'PasskeyAuthenticationResponse' });

export const passkeyNameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(PASSKEY_NAME_MAX, { error: `must be at most ${PASSKEY_NAME_MAX} characters` });

export const passkeyRegisterVerifyRequestSchema = z
  .strictObject({ name: passkeyNameSchema, response: passkeyRegistrationResponseSchema })
  .meta({ id: 'PasskeyRegisterVerifyRequest' });
export type PasskeyRegisterVerifyRequest = z.infer<typeof passkeyRegisterVerifyRequestSchema>;

export const passkeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.array(passkeySchema).meta({ id: 'PasskeyList' });

export const passkeyLoginOptionsRequestSchema = z
  .strictObject({
    mfa_token: z
      .string()
      .min(1, { error: 'is required' })
      .max(200)
      .optional()
      .describe(
        'the second step of a password sign-in: only that account’s passkeys are asked for',
      ),
  })
  .meta({ id: 'PasskeyLoginOptionsRequest' });
export type PasskeyLoginOptionsRequest = z.infer<typeof passkeyLoginOptionsRequestSchema>;

export const passkeyLoginOptionsResponseSchema = z
  .object({
    challenge_id: z.string().describe('single use, 5 minutes: send it back to login/verify'),
    options: passkeyRequestOptionsSchema,
  })
  .meta({ id: 'PasskeyLoginOptions' });
export type PasskeyLoginOptionsResponse = z.infer<typeof passkeyLoginOptionsResponseSchema>;

export const passkeyLoginVerifyRequestSchema = z
  .strictObject({
    challenge_id: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
    mfa_token: z.string().min(1).max(200).optional(),
    response: passkeyAuthenticationResponseSchema,
  })
  .meta({ id: 'PasskeyLoginVerifyRequest' });
export type PasskeyLoginVerifyRequest = z.infer<typeof passkeyLoginVerifyRequestSchema>;

/** Server messages of passkeys; English, exact (the web app translates them). */
export const PASSKEY_MESSAGES = {
  notAccepted: 'The passkey was not accepted',
  challengeInvalid: 'This passkey request has expired. Try again.',
  alreadyRegistered: 'This passkey is already registered',
  notFound: 'Passkey not found',
} as const;
