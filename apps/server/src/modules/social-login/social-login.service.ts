import {
  SOCIAL_LOGIN_MESSAGES,
  SOCIAL_PROVIDERS,
  SOCIAL_SIGN_IN_PARAMS,
  type SignInProviders,
  type SignInProvidersUpdate,
  type SocialProvider,
  type SocialProviders,
  type SocialSignInError,
} from '@helionews/contracts';
import type { SocialLoginProviderRow, TenantRow } from '../../db/schema/index.js';
import { HttpError, notFound, ValidationFailedError } from '../../lib/http-errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { AdminCaller, RequestOrigin } from '../../request-context.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { SecurityEventsService } from '../security-events/security-events.service.js';
import { toSignInProviders } from './social-login.mapper.js';
import type { ProviderClients } from './social-login.providers.js';
import type { SocialLoginRepository } from './social-login.repository.js';

/** How long a reader has at the provider before the sign-in must start again. */
export const FLOW_LIFETIME_MS = 10 * 60 * 1000;

/** What a reader's sign-in request brings: its publication and where it came from. */
export interface SocialRequestContext {
  tenant: TenantRow;
  origin: RequestOrigin;
}

export interface SocialLoginTransaction {
  socialLogin: SocialLoginRepository;
  activity: ActivityRepository;
}

export interface SocialLoginServiceDeps {
  repository: SocialLoginRepository;
  inTransaction: <T>(work: (tx: SocialLoginTransaction) => Promise<T>) => Promise<T>;
  providers: ProviderClients;
  auth: () => AuthService;
  securityEvents: () => SecurityEventsService;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
}

/** A provider the publication offers: enabled, with its client ID and secret. */
function usable(
  row: SocialLoginProviderRow | undefined,
): { clientId: string; clientSecret: string } | null {
  if (!row?.enabled || !row.clientId || !row.clientSecret) return null;
  return { clientId: row.clientId, clientSecret: row.clientSecret };
}

/** A path on this site (never another host), or null. The web app checks it again. */
export function sitePathOrNull(value: string | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-friendly: refuse whitespace, control characters and backslashes outright.
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\') return null;
  }
  try {
    const probe = 'http://return-to.invalid';
    return new URL(value, probe).origin === probe ? value : null;
  } catch {
    return null;
  }
}

const loginWith = (param: string, value: string) => `/login?${param}=${encodeURIComponent(value)}`;

/** A failed callback's address: the login page names the reason, never a token. */
export const failureLocation = (reason: SocialSignInError) =>
  loginWith(SOCIAL_SIGN_IN_PARAMS.error, reason);

class SignInRefused extends Error {
  constructor(
    readonly reason: SocialSignInError,
    readonly userId: number | null = null,
  ) {
    super(reason);
  }
}

/** Reader sign-in with Google or Facebook (issue 35, ADR 036). */
export function createSocialLoginService(deps: SocialLoginServiceDeps) {
  const { repository, providers, now } = deps;

  const refusal = (
    ctx: SocialRequestContext,
    provider: SocialProvider,
    reason: SocialSignInError,
    userId: number | null,
  ) =>
    deps.securityEvents().record({
      type: 'login_failure',
      tenantId: ctx.tenant.id,
      userId,
      origin: ctx.origin,
      details: { via: provider, reason },
    });

  return {
    /** GET /auth/social/providers: the buttons of the login page that lead somewhere. */
    async offered(tenantId: number): Promise<SocialProviders> {
      const rows = await repository.providers(tenantId);
      const find = (provider: SocialProvider) => rows.find((row) => row.provider === provider);
      return {
        google: usable(find('google')) !== null,
        facebook: usable(find('facebook')) !== null,
      };
    },

    async settings(
      tenantId: number,
      callbackUrl: (provider: SocialProvider) => string,
    ): Promise<SignInProviders> {
      return toSignInProviders(await repository.providers(tenantId), callbackUrl);
    },

    /**
     * PUT /admin/sign-in-providers: both providers' settings. An empty or absent secret keeps
     * the stored one; a provider is enabled only with a client ID and a secret. The activity row
     * and the security event name what changed, never a secret.
     */
    async updateSettings(
      ctx: SocialRequestContext,
      caller: AdminCaller,
      input: SignInProvidersUpdate,
      callbackUrl: (provider: SocialProvider) => string,
    ): Promise<SignInProviders> {
      const before = await repository.providers(ctx.tenant.id);
      const errors = SOCIAL_PROVIDERS.flatMap((provider) => {
        const given = input[provider];
        const stored = before.find((row) => row.provider === provider);
        const hasSecret = Boolean(given.client_secret) || Boolean(stored?.clientSecret);
        if (!given.enabled || (given.client_id !== '' && hasSecret)) return [];
        return [{ field: provider, message: SOCIAL_LOGIN_MESSAGES.incomplete }];
      });
      if (errors.length > 0) throw new ValidationFailedError(errors);

      const changes: Record<string, string | boolean> = {};
      for (const provider of SOCIAL_PROVIDERS) {
        const given = input[provider];
        const stored = before.find((row) => row.provider === provider);
        if ((stored?.enabled ?? false) !== given.enabled)
          changes[`${provider}_enabled`] = given.enabled;
        if ((stored?.clientId ?? '') !== given.client_id) changes[`${provider}_client_id`] = true;
        if (given.client_secret) changes[`${provider}_client_secret`] = true;
      }
      const at = now();
      await deps.inTransaction(async (tx) => {
        for (const provider of SOCIAL_PROVIDERS) {
          const given = input[provider];
          await tx.socialLogin.saveProvider(
            ctx.tenant.id,
            provider,
            {
              enabled: given.enabled,
              clientId: given.client_id || null,
              ...(given.client_secret ? { clientSecret: given.client_secret } : {}),
            },
            at,
          );
        }
        await recordActivity(tx.activity, {
          tenantId: ctx.tenant.id,
          actorId: caller.user.id,
          action: 'update',
          entityType: 'sign_in_providers',
          entityLabel: 'Reader sign-in',
          details: { changed: Object.keys(changes).sort().join(', ') || 'nothing' },
        });
      });
      if (Object.keys(changes).length > 0) {
        await deps.securityEvents().record({
          type: 'sign_in_providers_changed',
          tenantId: ctx.tenant.id,
          userId: caller.user.id,
          origin: ctx.origin,
          details: { ...changes, by: caller.user.username, by_id: caller.user.id },
        });
      }
      return toSignInProviders(await repository.providers(ctx.tenant.id), callbackUrl);
    },

    /**
     * GET /auth/social/{provider}/start: a new flow (state, nonce, PKCE verifier, where to return)
     * and the provider's sign-in page. 404 with SPEC's message when the publication has not set
     * the provider up; a provider that cannot be reached sends the browser back to the login
     * page with `provider_failed` (`state` null: no flow was made).
     */
    async start(
      ctx: SocialRequestContext,
      provider: SocialProvider,
      input: { returnTo: string | undefined; redirectUri: string },
    ): Promise<{ location: string; state: string | null }> {
      const credentials = usable(await repository.provider(ctx.tenant.id, provider));
      if (!credentials) throw notFound(SOCIAL_LOGIN_MESSAGES.notConfigured[provider]);
      const checks = providers.newChecks();
      let location: URL;
      try {
        location = await providers.authorizationUrl(
          provider,
          credentials,
          input.redirectUri,
          checks,
        );
      } catch (error) {
        deps.logError(error, `The ${provider} sign-in could not start`);
        await refusal(ctx, provider, 'provider_failed', null);
        return { location: failureLocation('provider_failed'), state: null };
      }
      const at = now();
      await repository.deleteFlowsBefore(ctx.tenant.id, at);
      await repository.insertFlow({
        tenantId: ctx.tenant.id,
        provider,
        stateHash: hashToken(checks.state),
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        returnTo: sitePathOrNull(input.returnTo),
        expiresAt: new Date(at.getTime() + FLOW_LIFETIME_MS),
      });
      return { location: location.href, state: checks.state };
    },

    /**
     * GET /auth/social/{provider}/callback: the flow its state names (once, this publication, this
     * browser), the code exchanged, the account its verified email names (made if none), and a
     * one-time sign-in code for the login page. Always an address on this site: a failure is
     * `/login?sign_in_error=<reason>`, never a 500 and never a token.
     */
    async callback(
      ctx: SocialRequestContext,
      provider: SocialProvider,
      input: {
        query: Record<string, string>;
        browserState: string | undefined;
        redirectUri: string;
      },
    ): Promise<string> {
      try {
        const state = input.query.state;
        // The state must be the one this browser started with (its cookie): a callback address
        // someone else sent cannot sign this browser in (login CSRF).
        if (!state || !input.browserState || state !== input.browserState) {
          throw new SignInRefused('expired');
        }
        const flow = await repository.consumeFlow(ctx.tenant.id, provider, hashToken(state), now());
        if (!flow) throw new SignInRefused('expired');
        if (input.query.error) {
          throw new SignInRefused(
            input.query.error === 'access_denied' ? 'denied' : 'provider_failed',
          );
        }
        const credentials = usable(await repository.provider(ctx.tenant.id, provider));
        if (!credentials) throw new SignInRefused('provider_failed');
        let identity;
        try {
          identity = await providers.identity(
            provider,
            credentials,
            input.redirectUri,
            input.query,
            {
              state,
              nonce: flow.nonce,
              codeVerifier: flow.codeVerifier,
            },
          );
        } catch (error) {
          deps.logError(error, `The ${provider} sign-in failed at the code exchange`);
          throw new SignInRefused('provider_failed');
        }
        if (!identity.email) throw new SignInRefused('no_email');
        if (!identity.emailVerified) throw new SignInRefused('email_unverified');
        const auth = deps.auth();
        let user;
        try {
          ({ user } = await auth.accountForVerifiedEmail(ctx, {
            email: identity.email,
            displayName: identity.name,
            via: provider,
          }));
        } catch (error) {
          // A deactivated account: the auth service recorded its event already.
          if (error instanceof HttpError && error.statusCode === 403) {
            return failureLocation('account_disabled');
          }
          throw error;
        }
        const code = await auth.issueSignInCode(ctx, user, {
          via: provider,
          returnTo: flow.returnTo,
        });
        return loginWith(SOCIAL_SIGN_IN_PARAMS.code, code);
      } catch (error) {
        if (error instanceof SignInRefused) {
          await refusal(ctx, provider, error.reason, error.userId);
          return failureLocation(error.reason);
        }
        deps.logError(error, `The ${provider} sign-in failed`);
        await refusal(ctx, provider, 'provider_failed', null);
        return failureLocation('provider_failed');
      }
    },
  };
}

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
