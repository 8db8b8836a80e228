import { API_PATHS, type AuthResponse, type LoginRequest } from '@helionews/contracts';
import { apiPost, readerSchema } from '@/lib/api-client';

/**
 * The contract's schema requires access_token: a body without one is rejected with exactly
 * 'Invalid response format from server' (SPEC section 5) and nothing is stored.
 */
export function postLogin(credentials: LoginRequest): Promise<AuthResponse> {
  return apiPost(API_PATHS.login, {
    schema: readerSchema('authResponseSchema'),
    body: credentials,
  });
}
