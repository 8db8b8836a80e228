import {
  ACCOUNT_API_PATHS,
  type SecondFactorsStatus,
  type TotpConfirmResponse,
  type TotpSetupResponse,
} from '@helionews/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest, readerSchema } from '@/lib/api-client';
import { TENANT_INDEPENDENT_META, USER_QUERY_SCOPE } from '@/lib/query-scope';

/** The account's second factors: per account, not per publication; dropped on sign-out. */
export const secondFactorsQueryOptions = () =>
  queryOptions({
    queryKey: [...USER_QUERY_SCOPE, 'second-factors'] as const,
    queryFn: ({ signal }): Promise<SecondFactorsStatus> =>
      apiGet(ACCOUNT_API_PATHS.secondFactors, {
        schema: readerSchema('secondFactorsStatusSchema'),
        signal,
      }),
    meta: TENANT_INDEPENDENT_META,
  });

/** POST /api/auth/2fa/totp/setup: a new pending secret and its otpauth:// URL. */
export function postTotpSetup(): Promise<TotpSetupResponse> {
  return apiPost(ACCOUNT_API_PATHS.totpSetup, { schema: readerSchema('totpSetupResponseSchema') });
}

/** POST /api/auth/2fa/totp/confirm: the first code enables the app; the recovery codes, once. */
export function postTotpConfirm(code: string): Promise<TotpConfirmResponse> {
  return apiPost(ACCOUNT_API_PATHS.totpConfirm, {
    schema: readerSchema('totpConfirmResponseSchema'),
    body: { code },
  });
}

/** DELETE /api/auth/2fa/totp with the password: 204. */
export async function deleteTotp(password: string): Promise<void> {
  await apiRequest(ACCOUNT_API_PATHS.totp, {
    method: 'DELETE',
    schema: readerSchema('noContentSchema'),
    body: { password },
  });
}
