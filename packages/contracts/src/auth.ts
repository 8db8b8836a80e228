import { z } from 'zod';
import { LANGUAGES } from './constants.js';
import { slugSchema } from './common.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
export const DISPLAY_NAME_MAX_LENGTH = 80;

/** Trimmed and lowercased, so that one address is one account. */
export const emailSchema = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be a valid email address' }));

export const usernameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(USERNAME_MIN_LENGTH, { error: `must be at least ${USERNAME_MIN_LENGTH} characters` })
  .max(USERNAME_MAX_LENGTH, { error: `must be at most ${USERNAME_MAX_LENGTH} characters` })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: 'may contain only letters, digits, _ . and -' });

/** Length counts characters as people see them (code points), so any Unicode is fine. */
export const passwordSchema = z
  .string({ error: 'is required' })
  .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, {
    error: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, {
    error: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  });

/** Bidirectional overrides and isolates: they could make a byline read as something else. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * The name bylines show ("Carla Contreras"); null when the account has none, and the username
 * stands in. Trimmed, runs of white space made one space; an empty string clears it. Length
 * counts characters as people see them (code points).
 */
export const displayNameSchema = z
  .string({ error: 'must be a string or null' })
  .transform((value) => value.replace(/\s+/gu, ' ').trim())
  .refine((value) => [...value].length <= DISPLAY_NAME_MAX_LENGTH, {
    error: `must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  })
  .refine((value) => !/\p{Cc}/u.test(value) && !BIDI_CONTROLS.test(value), {
    error: 'may not contain control characters',
  })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .describe(`at most ${DISPLAY_NAME_MAX_LENGTH} characters; "" or null clears it`);

export const THEMES = ['light', 'dark'] as const;

export const preferencesSchema = z
  .strictObject({
    language: z.enum(LANGUAGES).optional(),
    theme: z.enum(THEMES).optional(),
    followed_categories: z.array(slugSchema).max(50).optional(),
    newsletter: z.boolean().optional(),
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof preferencesSchema>;

export const userProfileSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    username: z.string(),
    display_name: z.string().nullable().describe('what bylines show; null: the username'),
    is_admin: z.boolean(),
    is_active: z.boolean(),
    preferences: preferencesSchema,
    created_at: z.string(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

export const registerRequestSchema = z
  .object({
    email: emailSchema,
    username: usernameSchema,
    password: passwordSchema,
    display_name: displayNameSchema.optional(),
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** PUT /auth/user/profile: what the signed-in user may change of their own account. */
export const profileUpdateRequestSchema = z
  .strictObject({ display_name: displayNameSchema.optional() })
  .meta({ id: 'ProfileUpdateRequest' });
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const loginRequestSchema = z
  .object({
    email: z
      .string({ error: 'is required' })
      .trim()
      .toLowerCase()
      .min(1, { error: 'is required' })
      .max(254),
    password: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(1024),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    user: userProfileSchema,
  })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const forgotPasswordRequestSchema = z
  .object({ email: emailSchema })
  .meta({ id: 'ForgotPasswordRequest' });

export const resetPasswordRequestSchema = z
  .object({
    token: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
    new_password: passwordSchema,
  })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * The form that chooses a new password (from a reset or welcome link): the request's password,
 * and its confirmation, which must repeat it. The token comes from the link, not the form.
 */
export const newPasswordFormSchema = resetPasswordRequestSchema
  .pick({ new_password: true })
  .extend({ confirm_password: z.string().min(1, { error: 'is required' }) })
  .refine((values) => values.confirm_password === values.new_password, {
    path: ['confirm_password'],
    error: 'must repeat the new password',
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/**
 * Whose password was set: `staff` holds a back-office role (a platform admin or a member of any
 * publication) and signs in at /admin/login; a `reader` at /login.
 */
export const RESET_ACCOUNT_KINDS = ['staff', 'reader'] as const;
export type ResetAccountKind = (typeof RESET_ACCOUNT_KINDS)[number];

/** POST /auth/reset-password: the confirmation, and where the owner signs in next. */
export const resetPasswordResponseSchema = z
  .object({
    detail: z.string(),
    account: z
      .enum(RESET_ACCOUNT_KINDS)
      .describe('staff: sign in at /admin/login; reader: at /login'),
  })
  .meta({ id: 'ResetPasswordResult' });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** Asks whether a reset or set-password link still works, without using it up. */
export const resetLinkCheckRequestSchema = z
  .object({
    token: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
  })
  .meta({ id: 'ResetLinkCheckRequest' });
export type ResetLinkCheckRequest = z.infer<typeof resetLinkCheckRequestSchema>;

/** A link that works: until when. A used, ended or expired one is a 400 with `resetInvalid`. */
export const resetLinkCheckResponseSchema = z
  .object({ valid: z.literal(true), expires_at: z.string() })
  .meta({ id: 'ResetLinkCheck' });
export type ResetLinkCheck = z.infer<typeof resetLinkCheckResponseSchema>;

/** A plain confirmation, same shape as an error so clients can show `detail` either way. */
export const messageResponseSchema = z.object({ detail: z.string() }).meta({ id: 'Message' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Server messages the web app shows or matches; English, exact. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Incorrect email or password',
  accountDisabled: 'This account has been deactivated',
  /**
   * POST /auth/register's 202, the same whether the email was new (the account is made) or
   * already had an account (its owner is mailed instead): the answer tells nobody which.
   */
  registrationReceived:
    'Check your email: we have sent a message to that address about your account.',
  usernameTaken: 'This username is already taken',
  commonPassword: 'is too common: choose a less guessable password',
  notAuthenticated: 'Not authenticated',
  resetRequested: 'If an account exists for that email, a reset link is on its way',
  resetInvalid: 'This reset link is invalid, expired or already used',
  resetDone: 'Your password has been changed. Sign in with the new one.',
  tooManyLoginFailures: 'Too many failed sign-in attempts for this account. Try again later.',
} as const;
