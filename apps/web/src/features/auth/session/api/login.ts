import {
  ACCOUNT_API_PATHS,
  API_PATHS,
  type AuthResponse,
  type LoginRequest,
  type LoginResponse,
  type LoginSecondFactorRequest,
  type SignInExchangeResponse,
} from '@helionews/contracts';
import { apiPost, readerSchema } from '@/lib/api-client';

/**
 * The contract's schema requires access_token, or, for an account with a second factor,
 * `{mfa_required, mfa_token}`; every other body is rejected with exactly 'Invalid response format
 * from server' (SPEC section 5) and nothing is stored.
 */
export function postLogin(credentials: LoginRequest): Promise<LoginResponse> {
  return apiPost(API_PATHS.login, {
    schema: readerSchema('loginResponseSchema'),
    body: credentials,
  });
}

/** POST /api/auth/login/2fa: the second step of a sign-in, answered with the session. */
export function postLoginSecondFactor(input: LoginSecondFactorRequest): Promise<AuthResponse> {
  return apiPost(ACCOUNT_API_PATHS.loginSecondFactor, {
    schema: readerSchema('authResponseSchema'),
    body: input,
  });
}

/**
 * POST /api/auth/sso/exchange: the one-time code an identity provider's callback put in the
 * address (single sign-on, Google, Facebook), once, for the session and the path it started on.
 */
export function postSignInExchange(code: string): Promise<SignInExchangeResponse> {
  return apiPost(ACCOUNT_API_PATHS.signInExchange, {
    schema: readerSchema('signInExchangeResponseSchema'),
    body: { code },
  });
}
