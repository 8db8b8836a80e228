import {
  ACCOUNT_API_PATHS,
  messageResponseSchema,
  signOutEverywhereResponseSchema,
  type ChangePasswordRequest,
  type MessageResponse,
} from '@helionews/contracts';
import { apiPost } from '@/lib/api-client';

/**
 * POST /api/auth/change-password -> 200 {detail}; 400 when the current password is wrong, 422
 * with field errors. The server signs out every other session; this one stays.
 */
export function postChangePassword(input: ChangePasswordRequest): Promise<MessageResponse> {
  return apiPost(ACCOUNT_API_PATHS.changePassword, { schema: messageResponseSchema, body: input });
}

/** POST /api/auth/logout-all -> {revoked_sessions}: ends every session, this one included. */
export function postSignOutEverywhere(): Promise<{ revoked_sessions: number }> {
  return apiPost(ACCOUNT_API_PATHS.signOutEverywhere, { schema: signOutEverywhereResponseSchema });
}
