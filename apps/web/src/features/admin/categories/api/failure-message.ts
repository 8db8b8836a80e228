import { isAdminCallError } from '@/features/admin/shared/api/admin-request';
import { isApiError } from '@/lib/api-client';

/**
 * The sentence to show for a failed call: the server's own detail when it sent one (a 409 says
 * the slug is taken, or that the category still has stories), else the call's 'Failed to ...'.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isAdminCallError(error)) return error.serverDetail ?? error.message;
  if (isApiError(error) && error.fromServer) return error.detail;
  return fallback;
}

/** A 422's field errors by plain field name ('name', 'slug'), and a 409 as the slug's error. */
export function fieldErrors(error: unknown): Record<string, string> {
  const cause = isAdminCallError(error) ? error.cause : error;
  if (!isApiError(cause)) return {};
  const fields: Record<string, string> = {};
  for (const { field, message } of cause.fieldErrors) fields[field] ??= message;
  if (cause.status === 409 && cause.fromServer) fields['slug'] ??= cause.detail;
  return fields;
}
