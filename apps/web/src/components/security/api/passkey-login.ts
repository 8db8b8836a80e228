import {
  ACCOUNT_API_PATHS,
  type AuthResponse,
  type PasskeyLoginVerifyRequest,
} from '@helionews/contracts';
import { apiPost, readerSchema } from '@/lib/api-client';

/**
 * The passkey's part of a sign-in, up to the session: the server's request options (any passkey
 * of this site, or with `mfaToken` that account's), the browser's ceremony, and the answer to
 * send to POST /auth/passkeys/login/verify.
 */
export async function passkeyAssertion(mfaToken?: string): Promise<PasskeyLoginVerifyRequest> {
  const { challenge_id, options } = await apiPost(ACCOUNT_API_PATHS.passkeyLoginOptions, {
    schema: readerSchema('passkeyLoginOptionsResponseSchema'),
    body: mfaToken ? { mfa_token: mfaToken } : {},
  });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: options });
  return { challenge_id, response, ...(mfaToken && { mfa_token: mfaToken }) };
}

/** POST /api/auth/passkeys/login/verify: the session, as the password sign-in answers it. */
export function postPasskeyLogin(input: PasskeyLoginVerifyRequest): Promise<AuthResponse> {
  return apiPost(ACCOUNT_API_PATHS.passkeyLoginVerify, {
    schema: readerSchema('authResponseSchema'),
    body: input,
  });
}
