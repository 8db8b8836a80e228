import { failureMessage as adminFailureMessage } from '@/features/admin/shared/api/failure';

/**
 * The tenant pages' way with the shared helper (shared/api/failure.ts), kept under this name for
 * the settings and tenant-settings pages that import it: with no server detail, whatever the
 * error says of itself.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return adminFailureMessage(error, fallback, 'error');
}

export { fieldErrors as serverFieldErrors } from '@/features/admin/shared/api/failure';
