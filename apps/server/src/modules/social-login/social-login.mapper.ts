import {
  SOCIAL_PROVIDERS,
  type SignInProvider,
  type SignInProviders,
  type SocialProvider,
} from '@helionews/contracts';
import type { SocialLoginProviderRow } from '../../db/schema/index.js';

/** One provider for the back-office: an allow-list, the client secret only as "is set". */
function toSignInProvider(
  row: SocialLoginProviderRow | undefined,
  callbackUrl: string,
): SignInProvider {
  return {
    enabled: row?.enabled ?? false,
    client_id: row?.clientId ?? null,
    client_secret_set: Boolean(row?.clientSecret),
    callback_url: callbackUrl,
  };
}

export function toSignInProviders(
  rows: readonly SocialLoginProviderRow[],
  callbackUrl: (provider: SocialProvider) => string,
): SignInProviders {
  const [google, facebook] = SOCIAL_PROVIDERS.map((provider) =>
    toSignInProvider(
      rows.find((row) => row.provider === provider),
      callbackUrl(provider),
    ),
  );
  if (!google || !facebook) throw new Error('Both providers are always described');
  return { google, facebook };
}
