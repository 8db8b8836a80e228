import { isAdminCallError } from '@/features/admin/shared/api/admin-request';
import { isApiError } from '@/lib/api-client';

/**
 * What a failed call shows: `base` (SPEC section 8's 'Failed to ...' text, or a translated one
 * for calls the spec does not name) followed by the server's own sentence when it sent one.
 */
export function errorText(error: unknown, base: string): string {
  const detail = isAdminCallError(error)
    ? error.serverDetail
    : isApiError(error) && error.fromServer
      ? error.detail
      : null;
  return detail && detail !== base ? `${base}: ${detail}` : base;
}

/** A 422's field errors by field name ('title', 'publish_at'). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const cause = isAdminCallError(error) ? error.cause : error;
  if (!isApiError(cause)) return {};
  const fields: Record<string, string> = {};
  for (const { field, message } of cause.fieldErrors) fields[field] ??= message;
  return fields;
}
