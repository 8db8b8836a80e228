import {
  emailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  usernameSchema,
} from '@helionews/contracts';
import type { TFunction } from 'i18next';

/**
 * Client-side checks run the contracts' own zod schemas, so the form accepts exactly what the
 * server accepts; only the wording is the form's, in the reader's language.
 */

export function validateEmail(value: string, t: TFunction): string | null {
  if (!value.trim()) return t('validation.emailRequired');
  return emailSchema.safeParse(value).success ? null : t('validation.emailInvalid');
}

/** Sign-in only needs something to send: the server decides whether it matches an account. */
export function validateRequired(value: string, message: string): string | null {
  return value.trim() ? null : message;
}

export interface UsernameRules {
  length: boolean;
  characters: boolean;
}

export function usernameRules(value: string): UsernameRules {
  const result = usernameSchema.safeParse(value);
  const codes = new Set(result.success ? [] : result.error.issues.map((issue) => issue.code));
  return {
    length: !codes.has('too_small') && !codes.has('too_big'),
    characters: value.trim() !== '' && !codes.has('invalid_format'),
  };
}

export function validateUsername(value: string, t: TFunction): string | null {
  if (!value.trim()) return t('validation.usernameRequired');
  const result = usernameSchema.safeParse(value);
  if (result.success) return null;
  const codes = new Set(result.error.issues.map((issue) => issue.code));
  if (codes.has('too_small')) return t('validation.tooShort', { min: USERNAME_MIN_LENGTH });
  if (codes.has('too_big')) return t('validation.tooLong', { max: USERNAME_MAX_LENGTH });
  return t('validation.usernameCharacters');
}

/** Counted in characters as people see them (code points), like the contract. */
export function passwordLengthOk(value: string): boolean {
  return passwordSchema.safeParse(value).success;
}

export function validateNewPassword(value: string, t: TFunction): string | null {
  if (!value) return t('validation.passwordRequired');
  if (passwordSchema.safeParse(value).success) return null;
  return [...value].length < PASSWORD_MIN_LENGTH
    ? t('validation.tooShort', { min: PASSWORD_MIN_LENGTH })
    : t('validation.tooLong', { max: PASSWORD_MAX_LENGTH });
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
  t: TFunction,
): string | null {
  if (!confirmation) return t('validation.confirmationRequired');
  return confirmation === password ? null : t('validation.passwordsDiffer');
}

export const REGISTER_FIELDS = ['email', 'username', 'password'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The checks of a new account (the reader's and the back-office's sign-up), null where fine. */
export function validateRegistration(
  values: Record<RegisterField, string>,
  t: TFunction,
): Record<RegisterField, string | null> {
  return {
    email: validateEmail(values.email, t),
    username: validateUsername(values.username, t),
    password: validateNewPassword(values.password, t),
  };
}
