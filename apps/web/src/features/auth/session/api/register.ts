import { API_PATHS, type MessageResponse, type RegisterRequest } from '@helionews/contracts';
import { apiPost, readerSchema } from '@/lib/api-client';

/**
 * 202 with the same confirmation whether the email was new (the account is made) or already had
 * an account (its owner is mailed): the answer signs nobody in (ADR 024).
 */
export function postRegister(input: RegisterRequest): Promise<MessageResponse> {
  return apiPost(API_PATHS.register, {
    schema: readerSchema('messageResponseSchema'),
    body: input,
  });
}
