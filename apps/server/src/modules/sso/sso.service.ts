import {
  SSO_API_PATHS,
  SSO_CODE_PARAM,
  SSO_ERROR_PARAM,
  SSO_MESSAGES,
  ADMIN_ROUTES,
  type SsoErrorCode,
  type SsoSettings,
  type SsoStatus,
  type TenantRole,
  type SsoSettingsInputParsed,
} from '@helionews/contracts';
import * as oidc from 'openid-client';
import type { SsoConfigRow, TenantRow } from '../../db/schema/index.js';
import { HttpError, ValidationFailedError } from '../../lib/http-errors.js';
import type { OidcFetch } from '../../lib/oidc-fetch.js';
import { sameSiteLocation, SAFE_REDIRECT_FALLBACK } from '../../lib/safe-redirect.js';
import { hashToken } from '../../lib/tokens.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { RequestOrigin } from '../../request-context.js';
import type { TransactionRoles } from '../access/access.service.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { SecurityEventsService } from '../security-events/security-events.service.js';
import type { SsoRepository } from './sso.repository.js';

type SsoSettingsInput = SsoSettingsInputParsed;

/** A flow lives this long between the start and the provider's callback. */
const FLOW_LIFETIME_MS = 10 * 60_000;
/** A provider's discovered metadata and keys are reused this long. */
const DISCOVERY_TTL_MS = 10 * 60_000;
const SCOPES = ['openid', 'email', 'profile'];
/** Highest first: a person in several mapped groups gets the highest of their roles. */
const ROLE_RANK: Record<TenantRole, number> = { admin: 3, editor: 2, contributor: 1 };

export interface SsoServiceDeps {
  repository: SsoRepository;
  /** Tenant roles, through the access module (`AccessService.rolesOn`). */
  roles: TransactionRoles;
  inTransaction: <T>(
    work: (tx: {
      sso: SsoRepository;
      roles: TransactionRoles;
      activity: ActivityRepository;
    }) => Promise<T>,
  ) => Promise<T>;
  auth: AuthService;
  securityEvents: SecurityEventsService;
  /** Every request to a provider goes through it (lib/oidc-fetch.ts: SSRF checks). */
  oidcFetch: OidcFetch;
  /** Hosts allowed although private (OIDC_ALLOW_HOSTS): only they may be plain http. */
  allowHosts: readonly string[];
  now: () => Date;
  logError: (error: unknown, message: string) => void;
}

/** A refused callback: where the browser goes, and why (the reason code of the page). */
class SsoRefusal extends Error {
  constructor(readonly reason: SsoErrorCode) {
    super(reason);
    this.name = 'SsoRefusal';
  }
}

/** Where a callback ends: a relative location on the site that answered it. */
export const ssoErrorLocation = (reason: SsoErrorCode) =>
  `${ADMIN_ROUTES.login}?${SSO_ERROR_PARAM}=${reason}`;
const ssoCodeLocation = (code: string) =>
  `${ADMIN_ROUTES.login}?${SSO_CODE_PARAM}=${encodeURIComponent(code)}`;

/** The back-office path a sign-in may return to, or null: a same-site /admin path only. */
export function adminReturnTo(value: string | undefined): string | null {
  if (!value) return null;
  const query = value.indexOf('?');
  const path = query < 0 ? value : value.slice(0, query);
  const location = sameSiteLocation(path, query < 0 ? '' : value.slice(query));
  if (location === SAFE_REDIRECT_FALLBACK) return null;
  return location === ADMIN_ROUTES.root || location.startsWith(`${ADMIN_ROUTES.root}/`)
    ? location
    : null;
}

/** The highest role the claim's values map to, or null when none does. */
export function mappedRole(
  claim: unknown,
  mapping: readonly { value: string; role: TenantRole }[],
): TenantRole | null {
  const values = Array.isArray(claim)
    ? claim.filter((value): value is string => typeof value === 'string')
    : typeof claim === 'string'
      ? [claim]
      : [];
  let best: TenantRole | null = null;
  for (const row of mapping) {
    if (!values.includes(row.value)) continue;
    if (!best || ROLE_RANK[row.role] > ROLE_RANK[best]) best = row.role;
  }
  return best;
}

const isHttpIssuer = (issuer: string) => issuer.toLowerCase().startsWith('http:');
const hostOf = (issuer: string) => new URL(issuer).hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * Single sign-on per publication (ADR 035): its admins set the provider up; a sign-in starts with
 * a flow stored here (state hashed, PKCE verifier, nonce), the provider's callback is checked
 * against it once, and the verified account leaves with a one-time code and the role its groups
 * map to on this publication.
 */
export function createSsoService(deps: SsoServiceDeps) {
  const { repository, now } = deps;
  const allowed = new Set(deps.allowHosts.map((host) => host.toLowerCase()));
  const discovered = new Map<number, { key: string; at: number; config: oidc.Configuration }>();

  /** The provider's configuration for a publication, discovered through the SSRF-safe fetch. */
  async function providerOf(row: SsoConfigRow): Promise<oidc.Configuration> {
    const key = `${row.issuer}\n${row.clientId}\n${hashToken(row.clientSecret)}`;
    const hit = discovered.get(row.tenantId);
    if (hit?.key === key && now().getTime() - hit.at < DISCOVERY_TTL_MS) return hit.config;
    const insecure = isHttpIssuer(row.issuer);
    if (insecure && !allowed.has(hostOf(row.issuer))) {
      throw new SsoRefusal('provider_unreachable');
    }
    const config = await oidc.discovery(
      new URL(row.issuer),
      row.clientId,
      undefined,
      oidc.ClientSecretBasic(row.clientSecret),
      {
        [oidc.customFetch]: deps.oidcFetch,
        ...(insecure && { execute: [oidc.allowInsecureRequests] }),
      },
    );
    discovered.set(row.tenantId, { key, at: now().getTime(), config });
    return config;
  }

  const refusalEvent = (
    tenantId: number | null,
    origin: RequestOrigin,
    reason: string,
    userId: number | null = null,
    details: Record<string, string | number | boolean | null> = {},
  ) =>
    deps.securityEvents.record({
      type: 'login_failure',
      tenantId,
      userId,
      origin,
      details: { via: 'sso', reason, ...details },
    });

  function toSettings(row: SsoConfigRow | undefined, redirectUri: string): SsoSettings {
    return {
      enabled: row?.enabled ?? false,
      display_name: row?.displayName ?? '',
      issuer: row?.issuer ?? '',
      client_id: row?.clientId ?? '',
      client_secret_set: Boolean(row?.clientSecret),
      allowed_domains: row?.allowedDomains ?? [],
      role_claim: row?.roleClaim ?? 'groups',
      role_mapping: (row?.roleMapping ?? []).map(({ value, role }) => ({ value, role })),
      sso_only: row?.ssoOnly ?? false,
      redirect_uri: redirectUri,
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    /** GET /admin/sso: the settings, the secret only as whether one is stored. */
    async settings(tenantId: number, redirectUri: string): Promise<SsoSettings> {
      return toSettings(await repository.findConfig(tenantId), redirectUri);
    },

    /** PUT /admin/sso: stores the settings; an omitted secret keeps the stored one. */
    async saveSettings(
      tenant: TenantRow,
      caller: AdminCaller,
      origin: RequestOrigin,
      input: SsoSettingsInput,
      redirectUri: string,
    ): Promise<SsoSettings> {
      const stored = await repository.findConfig(tenant.id);
      const problems: { field: string; message: string }[] = [];
      const secret = input.client_secret ?? stored?.clientSecret;
      if (!secret)
        problems.push({ field: 'body.client_secret', message: SSO_MESSAGES.secretRequired });
      if (isHttpIssuer(input.issuer) && !allowed.has(hostOf(input.issuer))) {
        problems.push({ field: 'body.issuer', message: SSO_MESSAGES.issuerHttps });
      }
      if (input.enabled && input.allowed_domains.length === 0) {
        problems.push({ field: 'body.allowed_domains', message: SSO_MESSAGES.domainsRequired });
      }
      if (problems.length > 0 || !secret) throw new ValidationFailedError(problems);
      const row = await deps.inTransaction(async (tx) => {
        const saved = await tx.sso.saveConfig(
          tenant.id,
          {
            enabled: input.enabled,
            displayName: input.display_name,
            issuer: input.issuer.replace(/\/+$/, ''),
            clientId: input.client_id,
            clientSecret: secret,
            allowedDomains: input.allowed_domains,
            roleClaim: input.role_claim,
            roleMapping: input.role_mapping,
            ssoOnly: input.sso_only,
            updatedBy: caller.user.id,
          },
          now(),
        );
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: stored ? 'update' : 'create',
          entityType: 'sso_settings',
          entityLabel: 'Single sign-on',
          details: {
            enabled: input.enabled,
            sso_only: input.sso_only,
            secret_changed: input.client_secret !== undefined,
          },
        });
        return saved;
      });
      discovered.delete(tenant.id);
      await deps.securityEvents.record({
        type: 'sso_settings_changed',
        tenantId: tenant.id,
        userId: caller.user.id,
        origin,
        details: {
          enabled: input.enabled,
          sso_only: input.sso_only,
          issuer: row.issuer,
          secret_changed: input.client_secret !== undefined,
        },
      });
      return toSettings(row, redirectUri);
    },

    /** GET /auth/sso/{tenant_slug}: what the back-office sign-in page shows. */
    async status(tenantId: number): Promise<SsoStatus> {
      const row = await repository.findConfig(tenantId);
      const enabled = row?.enabled ?? false;
      return {
        enabled,
        display_name: enabled ? (row?.displayName ?? '') : '',
        sso_only: enabled && (row?.ssoOnly ?? false),
      };
    },

    /**
     * Whether an account may sign in here with its password: not a member of the staff of a
     * publication whose SSO is on and "SSO only". Readers and platform admins may.
     */
    async passwordSignInAllowed(tenantId: number, userId: number): Promise<boolean> {
      const row = await repository.findConfig(tenantId);
      if (!row?.enabled || !row.ssoOnly) return true;
      return (await deps.roles.roleOf(tenantId, userId)) === null;
    },

    /**
     * GET /auth/sso/{tenant_slug}/start: a new flow (state, nonce, PKCE verifier, stored with the
     * state's hash as key), and the provider's authorization URL to send the browser to; or the
     * sign-in page with the reason when SSO is off or the provider cannot be reached.
     */
    async start(
      tenant: TenantRow,
      input: { siteOrigin: string; returnTo: string | undefined },
    ): Promise<string> {
      const row = await repository.findConfig(tenant.id);
      if (!row?.enabled) return ssoErrorLocation('not_configured');
      let provider: oidc.Configuration;
      try {
        provider = await providerOf(row);
      } catch (error) {
        if (!(error instanceof SsoRefusal)) deps.logError(error, 'SSO discovery failed');
        return ssoErrorLocation('provider_unreachable');
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const redirectUri = `${input.siteOrigin}/api${SSO_API_PATHS.ssoCallback}`;
      const at = now();
      await repository.deleteEndedFlows(at);
      await repository.insertFlow({
        tenantId: tenant.id,
        stateHash: hashToken(state),
        codeVerifier,
        nonce,
        redirectUri,
        returnTo: adminReturnTo(input.returnTo),
        expiresAt: new Date(at.getTime() + FLOW_LIFETIME_MS),
      });
      const supported = provider.serverMetadata().scopes_supported ?? [];
      const scopes = supported.includes(row.roleClaim) ? [...SCOPES, row.roleClaim] : SCOPES;
      return oidc
        .buildAuthorizationUrl(provider, {
          redirect_uri: redirectUri,
          scope: scopes.join(' '),
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString();
    },

    /**
     * GET /auth/sso/callback: the flow of the state (once), the code exchanged with its PKCE
     * verifier and nonce, then the verified email's account, its role here from the role claim,
     * and a one-time code for the page. Answers the relative location to send the browser to.
     */
    async callback(
      origin: RequestOrigin,
      query: { state?: string | undefined; code?: string | undefined; error?: string | undefined },
      search: string,
    ): Promise<string> {
      const at = now();
      const flow = query.state
        ? await repository.consumeFlow(hashToken(query.state), at)
        : undefined;
      if (!flow) {
        await refusalEvent(null, origin, 'invalid_state');
        return ssoErrorLocation('invalid_state');
      }
      const tenantId = flow.tenantId;
      try {
        const [row, tenant] = await Promise.all([
          repository.findConfig(tenantId),
          repository.tenantById(tenantId),
        ]);
        if (!row?.enabled || !tenant) throw new SsoRefusal('not_configured');
        if (query.error) throw new SsoRefusal('provider_error');
        const provider = await providerOf(row).catch((error: unknown) => {
          if (!(error instanceof SsoRefusal)) deps.logError(error, 'SSO discovery failed');
          throw new SsoRefusal('provider_unreachable');
        });
        const currentUrl = new URL(flow.redirectUri);
        currentUrl.search = search;
        const tokens = await oidc
          .authorizationCodeGrant(provider, currentUrl, {
            expectedState: query.state,
            expectedNonce: flow.nonce,
            pkceCodeVerifier: flow.codeVerifier,
            idTokenExpected: true,
          })
          .catch((error: unknown) => {
            deps.logError(error, 'SSO code exchange refused');
            throw new SsoRefusal('provider_error');
          });
        const idClaims = tokens.claims();
        if (!idClaims) throw new SsoRefusal('provider_error');
        let claims: Record<string, unknown> = { ...idClaims };
        if (provider.serverMetadata().userinfo_endpoint) {
          const info = await oidc
            .fetchUserInfo(provider, tokens.access_token, idClaims.sub)
            .catch((error: unknown) => {
              deps.logError(error, 'SSO userinfo refused');
              throw new SsoRefusal('provider_error');
            });
          claims = { ...claims, ...info };
        }
        const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
        if (!email || claims.email_verified !== true) {
          await refusalEvent(tenantId, origin, 'email_not_verified', null, { email });
          throw new SsoRefusal('email_not_verified');
        }
        const domain = email.slice(email.lastIndexOf('@') + 1);
        if (!row.allowedDomains.includes(domain)) {
          await refusalEvent(tenantId, origin, 'domain_not_allowed', null, { email });
          throw new SsoRefusal('domain_not_allowed');
        }
        const ctx = { tenant, origin };
        const name = typeof claims.name === 'string' ? claims.name : null;
        const { user } = await deps.auth
          .accountForVerifiedEmail(ctx, { email, displayName: name, via: 'sso' })
          .catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 403) {
              throw new SsoRefusal('account_disabled');
            }
            throw error;
          });
        const role = mappedRole(claims[row.roleClaim], row.roleMapping);
        const previous = await deps.inTransaction(async (tx) => {
          const before = await tx.roles.roleOf(tenantId, user.id);
          if (role) await tx.roles.grant(tenantId, user.id, role, null, at);
          else await tx.roles.revoke(tenantId, user.id);
          await recordActivity(tx.activity, {
            tenantId,
            actorId: user.id,
            action: 'sign_in',
            entityType: 'user',
            entityId: user.id,
            entityLabel: user.username,
            details: { via: 'sso', role, previous_role: before },
          });
          return before;
        });
        if (previous !== role) {
          await deps.securityEvents.record({
            type: 'role_changed',
            tenantId,
            userId: user.id,
            origin,
            details: { via: 'sso', from: previous, to: role },
          });
        }
        // No mapped role: not staff here (a platform admin still is).
        if (!role && !user.isAdmin) {
          await refusalEvent(tenantId, origin, 'no_role', user.id, { email });
          throw new SsoRefusal('no_role');
        }
        const code = await deps.auth.issueSignInCode(ctx, user, {
          via: 'sso',
          returnTo: flow.returnTo,
        });
        return ssoCodeLocation(code);
      } catch (error) {
        if (error instanceof SsoRefusal) {
          if (error.reason === 'provider_error' || error.reason === 'provider_unreachable') {
            await refusalEvent(tenantId, origin, error.reason);
          }
          return ssoErrorLocation(error.reason);
        }
        deps.logError(error, 'SSO callback failed');
        return ssoErrorLocation('provider_error');
      }
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
