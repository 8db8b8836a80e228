import { AUTH_MESSAGES } from '@helionews/contracts';
import type { TFunction } from 'i18next';
import { errorMessage, isApiError } from '@/lib/api-client';

/** A server fragment ('must be ...') read as a sentence under the field. */
export function asSentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/**
 * The per-field errors of a 422, keyed by the form's field names, the first per field: a server
 * name is one of `fields`, or mapped by `aliases` (e.g. { new_password: 'password' }).
 */
export function fieldErrorsOf<TField extends string>(
  error: unknown,
  fields: readonly TField[],
  aliases: Partial<Record<string, TField>>,
  text: (message: string) => string,
): Partial<Record<TField, string>> {
  const result: Partial<Record<TField, string>> = {};
  if (!isApiError(error)) return result;
  for (const { field, message } of error.fieldErrors) {
    const name = aliases[field] ?? fields.find((candidate) => candidate === field);
    if (name && !result[name]) result[name] = text(message);
  }
  return result;
}

/**
 * A 409 on registering names no field; its message says the username is taken (a taken email is
 * answered like a new one, ADR 024).
 */
export function takenFieldErrors(error: unknown, t: TFunction): { username: string } | null {
  const detail = errorMessage(error, '');
  if (detail === AUTH_MESSAGES.usernameTaken)
    return { username: t('serverMessages.usernameTaken') };
  return null;
}
