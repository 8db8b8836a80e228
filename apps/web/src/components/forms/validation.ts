import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  usernameSchema,
} from '@helionews/contracts';
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/**
 * The contracts' own zod schemas decide what an account form accepts (through react-hook-form's
 * zod resolver), so the form accepts exactly what the server accepts. These give the words: the
 * server's as they are, the schema's verdict in the form's own, in the reader's language.
 */

/** A field's error from the server (setError type 'server') keeps the server's words. */
function fromServer(error: FieldError | undefined): string | null | undefined {
  if (!error) return null;
  return error.type === 'server' ? (error.message ?? null) : undefined;
}

export function emailErrorText(
  value: string,
  error: FieldError | undefined,
  t: TFunction,
): string | null {
  const server = fromServer(error);
  if (server !== undefined) return server;
  return value.trim() ? t('validation.emailInvalid') : t('validation.emailRequired');
}

/** Sign-in only needs something to send: the server decides whether it matches an account. */
export function requiredErrorText(
  error: FieldError | undefined,
  required: string,
  t: TFunction,
  max: number,
): string | null {
  const server = fromServer(error);
  if (server !== undefined) return server;
  return error?.type === 'too_big' ? t('validation.tooLong', { max }) : required;
}

export function usernameErrorText(
  value: string,
  error: FieldError | undefined,
  t: TFunction,
): string | null {
  const server = fromServer(error);
  if (server !== undefined) return server;
  if (!value.trim()) return t('validation.usernameRequired');
  if (error?.type === 'too_small') return t('validation.tooShort', { min: USERNAME_MIN_LENGTH });
  if (error?.type === 'too_big') return t('validation.tooLong', { max: USERNAME_MAX_LENGTH });
  return t('validation.usernameCharacters');
}

/** Counted in characters as people see them (code points), like the contract. */
export function newPasswordErrorText(
  value: string,
  error: FieldError | undefined,
  t: TFunction,
): string | null {
  const server = fromServer(error);
  if (server !== undefined) return server;
  if (!value) return t('validation.passwordRequired');
  return [...value].length < PASSWORD_MIN_LENGTH
    ? t('validation.tooShort', { min: PASSWORD_MIN_LENGTH })
    : t('validation.tooLong', { max: PASSWORD_MAX_LENGTH });
}

export function confirmationErrorText(
  value: string,
  error: FieldError | undefined,
  t: TFunction,
): string | null {
  const server = fromServer(error);
  if (server !== undefined) return server;
  return value ? t('validation.passwordsDiffer') : t('validation.confirmationRequired');
}

/** The live rule lists of a new username and password, from the same schemas. */
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

export function passwordLengthOk(value: string): boolean {
  return passwordSchema.safeParse(value).success;
}

export const REGISTER_FIELDS = ['email', 'username', 'password'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
