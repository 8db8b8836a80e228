import { AUTH_MESSAGES, MFA_MESSAGES, PASSKEY_MESSAGES } from '@helionews/contracts';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api-client';

const noSubscription = () => () => undefined;

/**
 * Whether this browser can use passkeys (WebAuthn). False on the server and while hydrating, so
 * a server-rendered page and its first client render agree; the passkey buttons appear after.
 */
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(noSubscription, browserSupportsWebAuthn, () => false);
}

/** The browser's ceremony was cancelled, refused or timed out (nothing the server saw). */
export function isCeremonyCancelled(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'NotAllowedError' ||
      error.name === 'AbortError' ||
      ('code' in error && error.code === 'ERROR_CEREMONY_ABORTED'))
  );
}

/** A passkey sign-in's failure in the reader's language (`common` texts). */
export function passkeySignInErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.fromServer) {
    if (error.detail === PASSKEY_MESSAGES.notAccepted) return t('passkey.errors.notAccepted');
    if (error.detail === PASSKEY_MESSAGES.challengeInvalid) return t('passkey.errors.expired');
    if (error.detail === MFA_MESSAGES.challengeInvalid) return t('secondFactor.errors.expired');
    if (error.detail === AUTH_MESSAGES.tooManyLoginFailures) {
      return t('serverMessages.tooManyLoginFailures');
    }
    return error.detail;
  }
  if (isCeremonyCancelled(error)) return t('passkey.errors.cancelled');
  return t('passkey.errors.notAccepted');
}
