import {
  API_PATHS,
  messageResponseSchema,
  type MessageResponse,
  type ResetPasswordRequest,
} from '@helionews/contracts';
import { apiPost } from '@/lib/api-client';

export function postResetPassword(input: ResetPasswordRequest): Promise<MessageResponse> {
  return apiPost(API_PATHS.resetPassword, { schema: messageResponseSchema, body: input });
}
