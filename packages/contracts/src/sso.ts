import { z } from 'zod';
import { TENANT_ROLES } from './admin.js';

/* ------------------------------------------------------------------------------------------------
 * Single sign-on with OpenID Connect per publication (issue 35, ADR 035): its staff sign in at
 * the publication's identity provider (Okta, Entra ID, Keycloak ...), which vouches for a verified
 * email and names their groups; the groups decide the role here.
 * ---------------------------------------------------------------------------------------------- */

/** The SSO routes (under /api). */
export const SSO_API_PATHS = {
  adminSso: '/admin/sso',
  /** Public: whether a publication offers SSO, for its back-office sign-in page. */
  ssoStatus: (tenantSlug: string) => `/auth/sso/${encodeURIComponent(tenantSlug)}`,
  /** A browser navigation: 302 to the provider. */
  ssoStart: (tenantSlug: string) => `/auth/sso/${encodeURIComponent(tenantSlug)}/start`,
  /** Where the provider sends the browser back (the redirect URI to register there). */
  ssoCallback: '/auth/sso/callback',
} as const;

/** The query of /admin/login a failed SSO sign-in ends on, and its reasons. */
export const SSO_ERROR_PARAM = 'sso_error';
export const SSO_CODE_PARAM = 'sso_code';
export const SSO_ERROR_CODES = [
  'not_configured',
  'invalid_state',
  'provider_error',
  'provider_unreachable',
  'email_not_verified',
  'domain_not_allowed',
  'account_disabled',
  'no_role',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

const DOMAIN = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

export const ssoRoleMappingSchema = z.strictObject({
  value: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(200, { error: 'must be at most 200 characters' }),
  role: z.enum(TENANT_ROLES, { error: 'must be admin, editor or contributor' }),
});
export type SsoRoleMapping = z.infer<typeof ssoRoleMappingSchema>;

const issuerSchema = z
  .url({ protocol: /^https?$/, error: 'must be the https URL of the identity provider' })
  .trim()
  .max(500, { error: 'must be at most 500 characters' })
  .refine((value) => !/[?#@]/.test(value), {
    error: 'must be the https URL of the identity provider',
  });

/**
 * PUT /admin/sso. No component id: its transforms (domains lower case and unique) make its input
 * and output differ, and the API documentation names only one of them.
 */
export const ssoSettingsInputSchema = z.strictObject({
  enabled: z.boolean(),
  display_name: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(60, { error: 'must be at most 60 characters' }),
  issuer: issuerSchema,
  client_id: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(300, { error: 'must be at most 300 characters' }),
  client_secret: z
    .string()
    .min(1, { error: 'is required' })
    .max(1000, { error: 'must be at most 1000 characters' })
    .optional()
    .describe('write-only; omitted keeps the stored one'),
  allowed_domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(DOMAIN, { error: 'must be a domain such as example.com' }),
    )
    .max(50, { error: 'at most 50 domains' })
    .transform((domains) => [...new Set(domains)]),
  role_claim: z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(100, { error: 'must be at most 100 characters' })
    .default('groups'),
  role_mapping: z.array(ssoRoleMappingSchema).max(50, { error: 'at most 50 rows' }),
  sso_only: z.boolean(),
});
export type SsoSettingsInput = z.input<typeof ssoSettingsInputSchema>;
/** The body as the server reads it, once parsed (domains lower case and unique, defaults set). */
export type SsoSettingsInputParsed = z.output<typeof ssoSettingsInputSchema>;

/** GET/PUT /admin/sso: the settings without the secret. */
export const ssoSettingsSchema = z
  .object({
    enabled: z.boolean(),
    display_name: z.string(),
    issuer: z.string(),
    client_id: z.string(),
    client_secret_set: z.boolean(),
    allowed_domains: z.array(z.string()),
    role_claim: z.string(),
    role_mapping: z.array(z.object({ value: z.string(), role: z.enum(TENANT_ROLES) })),
    sso_only: z.boolean(),
    redirect_uri: z.string().describe('the callback URL to register at the identity provider'),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'SsoSettings' });
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** GET /auth/sso/{tenant_slug}: what the back-office sign-in page shows. */
export const ssoStatusSchema = z
  .object({ enabled: z.boolean(), display_name: z.string(), sso_only: z.boolean() })
  .meta({ id: 'SsoStatus' });
export type SsoStatus = z.infer<typeof ssoStatusSchema>;

export const ssoStartQuerySchema = z.object({
  return_to: z.string().max(500).optional(),
});

export const ssoCallbackQuerySchema = z.looseObject({
  state: z.string().max(500).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** Server messages; English, exact (the web app translates them). */
export const SSO_MESSAGES = {
  ssoRequired:
    'This publication signs its staff in with single sign-on. Use the single sign-on button.',
  secretRequired: 'is required when single sign-on is first set up',
  issuerHttps: 'must be an https URL',
  domainsRequired: 'name at least one email domain before enabling single sign-on',
} as const;
