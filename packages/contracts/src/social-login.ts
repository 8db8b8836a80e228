import { z } from 'zod';

/*
 * Reader sign-in with Google or Facebook (issue 35, ADR 036): the publication's settings of each
 * provider, and which of them its login page offers. Paths, messages and reasons are in
 * social-login-paths.ts.
 */

/** GET /api/auth/social/providers: which buttons of the login page lead to a provider. */
export const socialProvidersSchema = z
  .object({ google: z.boolean(), facebook: z.boolean() })
  .meta({ id: 'SocialProviders' });
export type SocialProviders = z.infer<typeof socialProvidersSchema>;

/** One provider as the back-office reads it: the secret is write-only. */
export const signInProviderSchema = z
  .object({
    enabled: z.boolean(),
    client_id: z.string().nullable(),
    client_secret_set: z.boolean().describe('whether a client secret is stored; never its value'),
    callback_url: z
      .string()
      .describe("the redirect URI to register with the provider for this publication's site"),
  })
  .meta({ id: 'SignInProvider' });
export type SignInProvider = z.infer<typeof signInProviderSchema>;

export const signInProvidersSchema = z
  .object({ google: signInProviderSchema, facebook: signInProviderSchema })
  .meta({ id: 'SignInProviders' });
export type SignInProviders = z.infer<typeof signInProvidersSchema>;

const providerUpdateSchema = z.strictObject({
  enabled: z.boolean({ error: 'is required' }),
  client_id: z
    .string({ error: 'is required' })
    .trim()
    .max(300, { error: 'is too long (maximum is 300 characters)' })
    .regex(/^[\x21-\x7e]*$/, { error: 'must not contain spaces or control characters' }),
  client_secret: z
    .string()
    .trim()
    .max(500, { error: 'is too long (maximum is 500 characters)' })
    .regex(/^[\x21-\x7e]*$/, { error: 'must not contain spaces or control characters' })
    .optional()
    .describe('left out or empty: the stored secret is kept'),
});
export type SignInProviderUpdate = z.infer<typeof providerUpdateSchema>;

/** PUT /api/admin/sign-in-providers: both providers, each enabled or not. */
export const signInProvidersUpdateSchema = z
  .strictObject({ google: providerUpdateSchema, facebook: providerUpdateSchema })
  .meta({ id: 'SignInProvidersUpdate' });
export type SignInProvidersUpdate = z.infer<typeof signInProvidersUpdateSchema>;

/** GET /api/auth/social/{provider}/start and /callback: the provider named in the path. */
export const socialProviderParamsSchema = z.object({ provider: z.enum(['google', 'facebook']) });

/** GET /api/auth/social/{provider}/start's query. */
export const socialStartQuerySchema = z.object({
  return_to: z.string().max(2000).optional(),
});

/** GET /api/auth/social/{provider}/callback's query, as a provider sends it back. */
export const socialCallbackQuerySchema = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(500).optional(),
  error_description: z.string().max(2000).optional(),
  error_reason: z.string().max(500).optional(),
  iss: z.string().max(500).optional(),
  scope: z.string().max(2000).optional(),
  authuser: z.string().max(50).optional(),
  prompt: z.string().max(200).optional(),
  hd: z.string().max(300).optional(),
});
