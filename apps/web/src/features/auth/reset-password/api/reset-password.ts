import {
  API_PATHS,
  resetPasswordResponseSchema,
  type ResetPasswordRequest,
  type ResetPasswordResponse,
} from '@helionews/contracts';
import { apiPost } from '@/lib/api-client';

/** Sets the password; the answer says whether the owner signs in at /admin/login or /login. */
export function postResetPassword(input: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  return apiPost(API_PATHS.resetPassword, { schema: resetPasswordResponseSchema, body: input });
}
