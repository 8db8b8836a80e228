import { API_PATHS, type AuthResponse, type RegisterRequest } from '@helionews/contracts';
import { apiPost, readerSchema } from '@/lib/api-client';

export function postRegister(input: RegisterRequest): Promise<AuthResponse> {
  return apiPost(API_PATHS.register, { schema: readerSchema('authResponseSchema'), body: input });
}
