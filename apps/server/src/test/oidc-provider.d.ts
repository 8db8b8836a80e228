/**
 * The part of oidc-provider (a real OpenID Connect provider, a devDependency without types of its
 * own) the identity-provider tests use (single sign-on, reader Google sign-in): an issuer on
 * 127.0.0.1 whose sign-in interaction the test finishes itself, and grants it gives without a
 * consent screen.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
    ): Promise<AccountClaims | Record<string, unknown>> | AccountClaims;
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface KoaContextLike {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: Provider;
    };
  }

  interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
  }

  interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    scopes?: string[];
    pkce?: { required?: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url?: (ctx: unknown, interaction: Interaction) => string };
    loadExistingGrant?: (ctx: KoaContextLike) => Promise<Grant | undefined>;
    cookies?: { keys?: string[] };
    conformIdTokenClaims?: boolean;
    renderError?: (ctx: { body: unknown; type: string }, out: unknown, error: Error) => void;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: { clientId: string; accountId: string }) => Grant;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
