import { recordedTransactionOf } from '../activity/activity.transaction.js';
import { createOidcFetch } from '../../lib/oidc-fetch.js';
import type { AppModule } from '../module.js';
import { createSsoRepository } from './sso.repository.js';
import { ssoAdminRoutes, ssoPublicRoutes } from './sso.routes.js';
import { createSsoService, type SsoService } from './sso.service.js';

declare module '../module.js' {
  interface Services {
    sso: SsoService;
  }
}

/**
 * Single sign-on with OpenID Connect per publication (issue 35, ADR 035). The auth module asks
 * it whether a password sign-in is allowed ("SSO only"); it asks the auth module for the account
 * of a verified email and the one-time code that ends a sign-in.
 */
export const ssoModule: AppModule = {
  name: 'sso',
  build(ctx) {
    const allowHosts = ctx.options.oidc?.allowHosts ?? [];
    const access = ctx.service('access');
    return {
      sso: createSsoService({
        repository: createSsoRepository(ctx.db),
        roles: access.rolesOn(ctx.db),
        // The roles a provider's claim maps to change with the sign-in's activity row.
        inTransaction: recordedTransactionOf(ctx.db, {
          sso: createSsoRepository,
          roles: (executor) => access.rolesOn(executor),
        }),
        auth: ctx.service('auth'),
        securityEvents: ctx.service('securityEvents'),
        oidcFetch: createOidcFetch({ allowHosts }),
        allowHosts,
        now: ctx.now,
        logError: ctx.logError,
      }),
    };
  },
  async publicRoutes(api, ctx) {
    await api.register(ssoPublicRoutes, {
      service: ctx.service('sso'),
      tenants: ctx.service('tenants'),
    });
  },
  async adminRoutes(admin, ctx) {
    await admin.register(ssoAdminRoutes, { service: ctx.service('sso') });
  },
};
