import { ACCOUNT_API_PATHS, type Passkey } from '@helionews/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest, readerSchema } from '@/lib/api-client';
import { TENANT_INDEPENDENT_META, USER_QUERY_SCOPE } from '@/lib/query-scope';

/** The account's passkeys: per account, not per publication; dropped on sign-out. */
export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: [...USER_QUERY_SCOPE, 'passkeys'] as const,
    queryFn: ({ signal }): Promise<Passkey[]> =>
      apiGet(ACCOUNT_API_PATHS.passkeys, { schema: readerSchema('passkeyListSchema'), signal }),
    meta: TENANT_INDEPENDENT_META,
  });

/**
 * Adds a passkey named `name`: the server's creation options, the browser's ceremony (the
 * WebAuthn library loads with the first one), then the server checks and stores the answer.
 */
export async function addPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await apiPost(ACCOUNT_API_PATHS.passkeyRegisterOptions, {
    schema: readerSchema('passkeyCreationOptionsSchema'),
  });
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON });
  return apiPost(ACCOUNT_API_PATHS.passkeyRegisterVerify, {
    schema: readerSchema('passkeySchema'),
    body: { name, response },
  });
}

/** DELETE /api/auth/passkeys/{id}: 204; 404 for a passkey that is not the account's. */
export async function deletePasskey(id: number): Promise<void> {
  await apiRequest(ACCOUNT_API_PATHS.passkey(id), {
    method: 'DELETE',
    schema: readerSchema('noContentSchema'),
  });
}
