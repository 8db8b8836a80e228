import { API_PATHS, messageResponseSchema, type MessageResponse } from '@helionews/contracts';
import { apiPost } from '@/lib/api-client';

/** 202 with the same confirmation whether or not the account exists. */
export function postForgotPassword(email: string): Promise<MessageResponse> {
  return apiPost(API_PATHS.forgotPassword, { schema: messageResponseSchema, body: { email } });
}
