/*
 * Reader sign-in with Google or Facebook (issue 35, ADR 036): its providers, API paths, messages
 * and failure reasons, apart from its schemas: the reader's login page imports these, and a module
 * of zod schemas would bring zod with it (check-budgets.mjs).
 */

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_LOGIN_API_PATHS = {
  /** Which providers the publication set up: `{google, facebook}`, booleans. */
  providers: '/auth/social/providers',
  /** A browser navigation (not a fetch): 302 to the provider. */
  start: (provider: SocialProvider) => `/auth/social/${provider}/start`,
  /** Where the provider sends the browser back; the URL to register with it. */
  callback: (provider: SocialProvider) => `/auth/social/${provider}/callback`,
  adminProviders: '/admin/sign-in-providers',
} as const;

/** The query parameters the callback puts on /login: a one-time code, or a failure's reason. */
export const SOCIAL_SIGN_IN_PARAMS = {
  code: 'sign_in_code',
  error: 'sign_in_error',
} as const;

/**
 * Why a provider's sign-in came back without an account (`/login?sign_in_error=<reason>`): the
 * web app names each in every language.
 */
export const SOCIAL_SIGN_IN_ERRORS = [
  /** The state is unknown, expired or already used (a replay, or a sign-in too slow). */
  'expired',
  /** The reader declined at the provider. */
  'denied',
  /** The provider answered with an error, or could not be reached. */
  'provider_failed',
  /** The provider knows no verified email for the account. */
  'email_unverified',
  /** The provider gave no email at all. */
  'no_email',
  /** The account the email names is deactivated. */
  'account_disabled',
] as const;
export type SocialSignInError = (typeof SOCIAL_SIGN_IN_ERRORS)[number];

/** The server's messages, English and exact; the first two are SPEC section 8's. */
export const SOCIAL_LOGIN_MESSAGES = {
  notConfigured: {
    google: 'Google OAuth not implemented yet. Please use email/password login.',
    facebook: 'Facebook OAuth not implemented yet. Please use email/password login.',
  },
  incomplete: 'A provider needs its client ID and client secret before it can be enabled',
} as const;
