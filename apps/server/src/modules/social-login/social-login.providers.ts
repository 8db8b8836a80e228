import * as client from 'openid-client';
import type { SocialProvider } from '@helionews/contracts';
import type { OidcFetch } from '../../lib/oidc-fetch.js';

/**
 * Where Google and Facebook are reached (ADR 036). Production uses the defaults; tests point
 * both at servers of their own on 127.0.0.1 (ModuleOptions.socialLogin, tests only).
 */
export interface SocialEndpoints {
  /** Google's OpenID Connect issuer, discovered (`/.well-known/openid-configuration`). */
  googleIssuer: string;
  /** Facebook Login is OAuth 2 without discovery: its endpoints, written out. */
  facebook: { authorization: string; token: string; profile: string };
}

export const DEFAULT_SOCIAL_ENDPOINTS: SocialEndpoints = {
  googleIssuer: 'https://accounts.google.com',
  facebook: {
    authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
    token: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profile: 'https://graph.facebook.com/me?fields=id,name,email',
  },
};

/** What a provider says about the person who signed in there. */
export interface ProviderIdentity {
  email: string | null;
  /** Google's `email_verified`; Facebook gives only confirmed emails. */
  emailVerified: boolean;
  name: string | null;
}

/** The checks one sign-in started with, kept server-side in its flow row. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface ProviderClientsOptions {
  endpoints: SocialEndpoints;
  /** lib/oidc-fetch.ts: every request to a provider goes through it (SSRF-safe). */
  fetch: OidcFetch;
  /** Hosts plain http may be used with (OIDC_ALLOW_HOSTS; 127.0.0.1 in tests). */
  allowHosts: readonly string[];
  /** How long Google's discovered metadata is reused. */
  metadataTtlMs?: number;
  now: () => number;
}

const HOUR_MS = 60 * 60 * 1000;

/** Scopes each provider is asked for: the email and the name, nothing more. */
const SCOPES: Record<SocialProvider, string> = {
  google: 'openid email profile',
  facebook: 'email public_profile',
};

const textClaim = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The provider calls of a reader's sign-in, built on openid-client (never a hand-made request). */
export function createProviderClients(options: ProviderClientsOptions) {
  const ttl = options.metadataTtlMs ?? HOUR_MS;
  let googleMetadata: { value: Promise<client.ServerMetadata>; until: number } | null = null;

  const insecureAllowed = (address: string) => {
    const url = new URL(address);
    return url.protocol === 'http:' && options.allowHosts.includes(url.hostname);
  };

  const prepare = (config: client.Configuration, address: string) => {
    config[client.customFetch] = options.fetch;
    if (insecureAllowed(address)) client.allowInsecureRequests(config);
    return config;
  };

  /** Google's discovery document, fetched once an hour (a failed fetch is not kept). */
  function googleServer(): Promise<client.ServerMetadata> {
    const now = options.now();
    if (googleMetadata && googleMetadata.until > now) return googleMetadata.value;
    const issuer = options.endpoints.googleIssuer;
    const value = client
      .discovery(new URL(issuer), 'discovery', undefined, undefined, {
        [client.customFetch]: options.fetch,
        execute: insecureAllowed(issuer) ? [client.allowInsecureRequests] : [],
      })
      .then((config) => config.serverMetadata());
    googleMetadata = { value, until: now + ttl };
    value.catch(() => {
      if (googleMetadata?.value === value) googleMetadata = null;
    });
    return value;
  }

  /** Facebook's endpoints as authorization-server metadata, for a manual Configuration. */
  function facebookServer(): client.ServerMetadata {
    const { authorization, token } = options.endpoints.facebook;
    return {
      issuer: new URL(authorization).origin,
      authorization_endpoint: authorization,
      token_endpoint: token,
      code_challenge_methods_supported: ['S256'],
    };
  }

  async function configuration(
    provider: SocialProvider,
    credentials: { clientId: string; clientSecret: string },
  ): Promise<client.Configuration> {
    if (provider === 'google') {
      const server = await googleServer();
      return prepare(
        new client.Configuration(server, credentials.clientId, credentials.clientSecret),
        options.endpoints.googleIssuer,
      );
    }
    return prepare(
      new client.Configuration(facebookServer(), credentials.clientId, credentials.clientSecret),
      options.endpoints.facebook.token,
    );
  }

  return {
    /** Fresh checks for one sign-in: state, nonce and PKCE verifier. */
    newChecks(): FlowChecks {
      return {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
    },

    /** The provider's sign-in page for these checks (code flow, PKCE S256; Google: nonce). */
    async authorizationUrl(
      provider: SocialProvider,
      credentials: { clientId: string; clientSecret: string },
      redirectUri: string,
      checks: FlowChecks,
    ): Promise<URL> {
      const config = await configuration(provider, credentials);
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPES[provider],
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (provider === 'google') parameters.nonce = checks.nonce;
      return client.buildAuthorizationUrl(config, parameters);
    },

    /**
     * The callback's code, exchanged (state, PKCE and, for Google, the ID token and its nonce
     * checked by openid-client), and who signed in: Google's ID token claims, Facebook's /me.
     */
    async identity(
      provider: SocialProvider,
      credentials: { clientId: string; clientSecret: string },
      redirectUri: string,
      query: Record<string, string>,
      checks: FlowChecks,
    ): Promise<ProviderIdentity> {
      const config = await configuration(provider, credentials);
      const currentUrl = new URL(redirectUri);
      for (const [name, value] of Object.entries(query)) currentUrl.searchParams.set(name, value);
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(provider === 'google' && { expectedNonce: checks.nonce, idTokenExpected: true }),
      });
      if (provider === 'google') {
        const claims = tokens.claims();
        return {
          email: textClaim(claims?.email),
          emailVerified: claims?.email_verified === true,
          name: textClaim(claims?.name),
        };
      }
      const response = await client.fetchProtectedResource(
        config,
        tokens.access_token,
        new URL(options.endpoints.facebook.profile),
        'GET',
      );
      if (!response.ok) throw new Error(`Facebook's profile answered ${response.status}`);
      const profile: unknown = await response.json();
      const record = typeof profile === 'object' && profile !== null ? profile : {};
      const email = 'email' in record ? textClaim(record.email) : null;
      return {
        email,
        // Facebook's Graph API answers only a confirmed email, or none.
        emailVerified: email !== null,
        name: 'name' in record ? textClaim(record.name) : null,
      };
    },
  };
}

export type ProviderClients = ReturnType<typeof createProviderClients>;
