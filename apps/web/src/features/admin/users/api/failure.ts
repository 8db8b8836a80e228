import { isAdminCallError } from '@/features/admin/shared/api/admin-request';
import { isApiError } from '@/lib/api-client';

/** A failed call as the page shows it: SPEC section 8's 'Failed to ...' text and the server's reason. */
export interface Failure {
  message: string;
  detail: string | null;
}

export function failureOf(error: unknown, fallback: string): Failure {
  if (isAdminCallError(error)) return { message: error.message, detail: error.serverDetail };
  return { message: fallback, detail: null };
}

/** A 422's field errors by field name ('email', 'username'), for the form to show in place. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const cause = isAdminCallError(error) ? error.cause : error;
  if (!isApiError(cause)) return {};
  const fields: Record<string, string> = {};
  for (const { field, message } of cause.fieldErrors) fields[field] ??= message;
  return fields;
}
