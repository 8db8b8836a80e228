import { AUTH_MESSAGES } from '@helionews/contracts';
import type { TFunction } from 'i18next';
import { errorMessage, INVALID_RESPONSE_MESSAGE, isApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/components/forms/server-field-errors';

/** The one message the server sends only about a field ('body.password is too common: ...'). */
type FieldOnlyMessage = 'commonPassword';
type AuthMessageName = Exclude<keyof typeof AUTH_MESSAGES, FieldOnlyMessage>;

/** English catalogue entries equal the server's texts exactly (checked by a test). */
export const SERVER_MESSAGE_KEYS = {
  invalidCredentials: 'serverMessages.invalidCredentials',
  accountDisabled: 'serverMessages.accountDisabled',
  registrationReceived: 'serverMessages.registrationReceived',
  usernameTaken: 'serverMessages.usernameTaken',
  notAuthenticated: 'serverMessages.notAuthenticated',
  resetRequested: 'serverMessages.resetRequested',
  resetInvalid: 'serverMessages.resetInvalid',
  resetDone: 'serverMessages.resetDone',
  tooManyLoginFailures: 'serverMessages.tooManyLoginFailures',
} as const satisfies Record<AuthMessageName, string>;

const keyByServerText = new Map<string, (typeof SERVER_MESSAGE_KEYS)[AuthMessageName]>(
  (Object.keys(SERVER_MESSAGE_KEYS) as AuthMessageName[]).map((name) => [
    AUTH_MESSAGES[name],
    SERVER_MESSAGE_KEYS[name],
  ]),
);

/**
 * The server speaks English; its known messages are shown in the reader's language (identical in
 * English), anything else verbatim.
 */
export function localizeServerMessage(message: string, t: TFunction): string {
  const key = keyByServerText.get(message);
  return key ? t(key) : message;
}

/** SPEC section 8 for one form: the server's detail when it sent one, else the fallback. */
export function formErrorText(error: unknown, fallback: string, t: TFunction): string {
  return localizeServerMessage(errorMessage(error, fallback), t);
}

/** SPEC section 5: the answer came back (2xx) but broke the contract, e.g. a login without a token. */
export function isInvalidResponse(error: unknown): boolean {
  return isApiError(error) && !error.fromServer && error.detail === INVALID_RESPONSE_MESSAGE;
}

/** A field's message from a 422, ready to show under the field. */
function fieldErrorText(message: string, t: TFunction): string {
  if (message === AUTH_MESSAGES.commonPassword) return t('validation.commonPassword');
  const localized = localizeServerMessage(message, t);
  if (localized !== message) return localized;
  // Unknown server fragments ('must be ...') read as sentences under the field.
  return message.charAt(0).toLocaleUpperCase() + message.slice(1);
}

/**
 * The per-field errors of a 422 for the given fields, keyed by the form's field names. `aliases`
 * maps server names to form names, e.g. { new_password: 'password' }.
 */
export function serverFieldErrors<TField extends string>(
  error: unknown,
  fields: readonly TField[],
  t: TFunction,
  aliases: Partial<Record<string, TField>> = {},
): Partial<Record<TField, string>> {
  return fieldErrorsOf(error, fields, aliases, (message) => fieldErrorText(message, t));
}
