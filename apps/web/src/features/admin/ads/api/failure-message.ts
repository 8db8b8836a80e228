import { isAdminCallError } from '@/features/admin/shared/api/admin-request';
import { isApiError } from '@/lib/api-client';

/** The sentence to show for a failed call: the server's own detail when it sent one. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isAdminCallError(error)) return error.serverDetail ?? fallback;
  if (isApiError(error) && error.fromServer) return error.detail;
  return fallback;
}

/** A 422's field errors by field name ('landingPageUrl', 'endDate'). */
export function fieldErrors(error: unknown): Record<string, string> {
  const cause = isAdminCallError(error) ? error.cause : error;
  if (!isApiError(cause)) return {};
  const fields: Record<string, string> = {};
  for (const { field, message } of cause.fieldErrors) {
    const key = field.replace(/^body\./, '').split('.')[0] ?? field;
    fields[key] ??= message;
  }
  return fields;
}
