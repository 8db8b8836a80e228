import {
  API_PATHS,
  authResponseSchema,
  type AuthResponse,
  type RegisterRequest,
} from '@helionews/contracts';
import { apiPost } from '@/lib/api-client';

export function postRegister(input: RegisterRequest): Promise<AuthResponse> {
  return apiPost(API_PATHS.register, { schema: authResponseSchema, body: input });
}
