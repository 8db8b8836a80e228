import { isAdminCallError } from '@/features/admin/shared/api/admin-request';
import { isApiError } from '@/lib/api-client';

/** A 422's field errors by field name ('slug', 'branding.primary_color'). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const cause = isAdminCallError(error) ? error.cause : error;
  if (!isApiError(cause)) return {};
  const fields: Record<string, string> = {};
  for (const { field, message } of cause.fieldErrors) fields[field] ??= message;
  return fields;
}

/**
 * The sentence to show for a failed call: the server's own detail (a 409, 403, 413 or 415 says
 * what went wrong), else the call's 'Failed to ...' text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isAdminCallError(error)) return error.serverDetail ?? error.message;
  if (isApiError(error) && error.fromServer) return error.detail;
  return error instanceof Error && error.message ? error.message : fallback;
}
