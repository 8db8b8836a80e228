import {
  API_PATHS,
  authResponseSchema,
  type AuthResponse,
  type LoginRequest,
} from '@helionews/contracts';
import { apiPost } from '@/lib/api-client';

/**
 * The contract's schema requires access_token: a body without one is rejected with exactly
 * 'Invalid response format from server' (SPEC section 5) and nothing is stored.
 */
export function postLogin(credentials: LoginRequest): Promise<AuthResponse> {
  return apiPost(API_PATHS.login, { schema: authResponseSchema, body: credentials });
}
