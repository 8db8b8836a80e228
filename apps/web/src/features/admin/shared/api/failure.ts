import { isApiError } from '@/lib/api-client';
import { isAdminCallError } from './admin-request';

/** A failed call as a page shows it: SPEC section 8's 'Failed to ...' text and the server's reason. */
export interface Failure {
  message: string;
  detail: string | null;
}

/** The server's own sentence about a failed call ('A tenant with this slug already exists'). */
export function serverDetailOf(error: unknown): string | null {
  if (isAdminCallError(error)) return error.serverDetail;
  return isApiError(error) && error.fromServer ? error.detail : null;
}

/** The failed call's 'Failed to ...' text (else `fallback`) and the server's reason apart. */
export function failureOf(error: unknown, fallback: string): Failure {
  return {
    message: isAdminCallError(error) ? error.message : fallback,
    detail: serverDetailOf(error),
  };
}

/**
 * What shows when the server sent no sentence of its own:
 * - 'call': the failed call's 'Failed to ...' text, `fallback` for any other error;
 * - 'fallback': always `fallback` (a page that shows a translated sentence instead);
 * - 'error': whatever the error says of itself ('The server could not be reached.').
 */
export type WithoutDetail = 'call' | 'fallback' | 'error';

/**
 * The one sentence to show for a failed call: the server's own detail when it sent one (a 409
 * says the slug is taken), else what `withoutDetail` picks.
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  withoutDetail: WithoutDetail = 'call',
): string {
  const detail = serverDetailOf(error);
  if (detail !== null) return detail;
  if (withoutDetail === 'call' && isAdminCallError(error)) return error.message;
  if (withoutDetail === 'error' && error instanceof Error && error.message) return error.message;
  return fallback;
}

export interface FieldErrorOptions {
  /** The field a 409's sentence belongs to ('slug': the slug is taken; 'url': already subscribed). */
  conflictField?: string;
  /** Nested fields under their top-level name ('schedule.endDate' -> 'schedule'). */
  topLevel?: boolean;
}

/**
 * A 422's field errors by plain field name ('email', 'branding.primary_color'), the first one
 * for each field; with `conflictField`, a 409's sentence as that field's error.
 */
export function fieldErrors(
  error: unknown,
  { conflictField, topLevel = false }: FieldErrorOptions = {},
): Record<string, string> {
  const cause = isAdminCallError(error) ? error.cause : error;
  if (!isApiError(cause)) return {};
  const fields: Record<string, string> = {};
  for (const { field, message } of cause.fieldErrors) {
    const key = topLevel ? (field.replace(/^body\./, '').split('.')[0] ?? field) : field;
    fields[key] ??= message;
  }
  if (conflictField && cause.status === 409 && cause.fromServer) {
    fields[conflictField] ??= cause.detail;
  }
  return fields;
}
