import { ERROR_CODES } from '@helionews/contracts';
import { isApiError } from '@/lib/api-client';

/**
 * Issue 35: a publication that requires its staff to use a second factor answers every admin
 * call of a member without one 403 `mfa_enrollment_required`. Any such answer is announced here;
 * the admin guard hears it, asks for the access again and sends the user to enrolment.
 */
const EVENT = 'helionews:mfa-enrollment-required';

/** Whether a failed call's answer is that 403. */
export function isEnrollmentRequired(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 403) return false;
  const body = error.body;
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === ERROR_CODES.mfaEnrollmentRequired
  );
}

/** Announces the answer when it is that 403; anything else passes unnoticed. */
export function announceIfEnrollmentRequired(error: unknown): void {
  if (typeof window !== 'undefined' && isEnrollmentRequired(error)) {
    window.dispatchEvent(new Event(EVENT));
  }
}

/** Calls `listener` on each announcement; answers the unsubscriber. */
export function onEnrollmentRequired(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
