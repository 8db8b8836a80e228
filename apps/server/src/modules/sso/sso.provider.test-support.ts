import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The person signing in at the provider: what its userinfo and id_token say about them. */
export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  groups: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next login interaction. */
  signInAs(account: ProviderAccount): void;
  /**
   * Drives a browser through the provider from the authorization URL the app redirected to,
   * signing in as the current account: answers the redirect URI the provider sends back to,
   * with its query (code and state).
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real oidc-provider on 127.0.0.1 (port 0) with one confidential client whose redirect URI is
 * given, PKCE required, and accounts whose claims carry email, email_verified and groups. Its
 * login interaction is finished programmatically (interactionFinished) as the current account,
 * and consent is implied (loadExistingGrant), as a company's provider does for its own apps.
 */
export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let current: ProviderAccount | null = null;
  const clientId = 'helionews';
  const clientSecret = 'a-long-client-secret-for-the-test-provider-0123456789';

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: Provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile groups');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
  });
  const callback = provider.callback();

  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      void (async () => {
        await provider.interactionDetails(req, res);
        if (!current) throw new Error('nobody to sign in as');
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: current.sub } },
          { mergeWithLastSubmission: false },
        );
      })().catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      accounts.set(account.sub, account);
      current = account;
    },
    async authorize(authorizationUrl) {
      // A fresh browser each time: its cookies, kept by name, sent back to the provider.
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.origin !== issuer) return url;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const eq = pair.indexOf('=');
          jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
        }
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) {
          throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
        }
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
