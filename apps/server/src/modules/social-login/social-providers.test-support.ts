import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The person the test's provider says signed in, chosen by each test before the sign-in. */
export interface TestPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) =>
  new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 standing in for Google: the
 * clients the test registers, PKCE, claims email, email_verified and name. Its sign-in
 * interaction is finished at once for `person` (no form), and grants are given without consent.
 */
export async function startOidcIssuer(
  clients: {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
  }[],
) {
  let person: TestPerson = { sub: 'nobody' };
  let provider: Provider | null = null;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (!provider) return response.end();
    if (request.url?.startsWith('/interaction/')) {
      const current = provider;
      void current
        .interactionDetails(request, response)
        .then(() =>
          current.interactionFinished(
            request,
            response,
            { login: { accountId: person.sub } },
            { mergeWithLastSubmission: false },
          ),
        )
        .catch(() => {
          response.statusCode = 500;
          response.end();
        });
      return;
    }
    provider.callback()(request, response);
  });
  const issuer = await listen(server);
  provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(16).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ ...person, sub: id }),
    }),
    async loadExistingGrant(ctx) {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  return {
    issuer,
    signInAs(next: TestPerson) {
      person = next;
    },
    close: () => close(server),
  };
}

/**
 * Follows the provider's redirects from its sign-in page, as a browser would (with its cookies),
 * until one leads to `callbackPrefix`: that address, the provider's answer.
 */
export async function browseToCallback(start: string, callbackPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let next = start;
  for (let hop = 0; hop < 20; hop += 1) {
    if (next.startsWith(callbackPrefix)) return new URL(next);
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const equals = pair?.indexOf('=') ?? -1;
      if (pair && equals > 0) cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
    }
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(
        `The provider stopped at ${next}: ${response.status} ${await response.text()}`,
      );
    }
    next = new URL(location, next).href;
  }
  throw new Error('The provider redirected too often');
}

/**
 * A small stand-in for Facebook Login's OAuth 2 (dialog, token, /me) on 127.0.0.1: it checks the
 * client, the redirect URI and PKCE as Facebook does, and answers `person`'s profile (Facebook
 * gives an email only when it is confirmed; `email` left out plays an account without one).
 */
export async function startFacebookServer(client: { client_id: string; client_secret: string }) {
  let person: { id: string; name?: string; email?: string } = { id: '0' };
  const codes = new Map<
    string,
    { redirectUri: string; challenge: string; person: typeof person }
  >();
  const tokens = new Map<string, typeof person>();
  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://facebook.test');
    if (request.method === 'GET' && url.pathname === '/dialog/oauth') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const back = new URL(redirectUri);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (url.searchParams.get('client_id') !== client.client_id) {
        back.searchParams.set('error', 'invalid_client');
      } else {
        const code = randomBytes(12).toString('hex');
        codes.set(code, {
          redirectUri,
          challenge: url.searchParams.get('code_challenge') ?? '',
          person,
        });
        back.searchParams.set('code', code);
      }
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === '/oauth/access_token') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !grant ||
          form.get('client_id') !== client.client_id ||
          form.get('client_secret') !== client.client_secret ||
          form.get('redirect_uri') !== grant.redirectUri ||
          challenge !== grant.challenge
        ) {
          return json(response, 400, { error: { message: 'Invalid verification code' } });
        }
        const token = randomBytes(16).toString('hex');
        tokens.set(token, grant.person);
        json(response, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/me') {
      const token = request.headers.authorization?.replace(/^Bearer /i, '') ?? '';
      const profile = tokens.get(token);
      if (!profile)
        return json(response, 401, { error: { message: 'Invalid OAuth access token' } });
      return json(response, 200, profile);
    }
    json(response, 404, { error: { message: 'Unknown path' } });
  });
  const origin = await listen(server);
  return {
    endpoints: {
      authorization: `${origin}/dialog/oauth`,
      token: `${origin}/oauth/access_token`,
      profile: `${origin}/me?fields=id,name,email`,
    },
    signInAs(next: { id: string; name?: string; email?: string }) {
      person = next;
    },
    close: () => close(server),
  };
}
