import { isAdminCallError } from '@/features/admin/shared/api/admin-request';

/** What failed ('Failed to approve story', SPEC section 8) and the server's reason, if it gave one. */
export interface Failure {
  message: string;
  detail: string | null;
}

export function failureOf(error: unknown, fallback: string): Failure {
  if (isAdminCallError(error)) return { message: error.message, detail: error.serverDetail };
  return { message: fallback, detail: null };
}
