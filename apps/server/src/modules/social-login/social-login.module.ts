import { recordedTransactionOf } from '../activity/activity.transaction.js';
import { createOidcFetch } from '../../lib/oidc-fetch.js';
import { registerWithService, type AppModule } from '../module.js';
import { socialLoginAdminRoutes } from './social-login.admin-routes.js';
import {
  DEFAULT_SOCIAL_ENDPOINTS,
  createProviderClients,
  type SocialEndpoints,
} from './social-login.providers.js';
import { socialLoginFlowRoutes, socialLoginPublicRoutes } from './social-login.public-routes.js';
import { createSocialLoginRepository } from './social-login.repository.js';
import { createSocialLoginService, type SocialLoginService } from './social-login.service.js';

declare module '../module.js' {
  interface Services {
    socialLogin: SocialLoginService;
  }
  interface ModuleOptions {
    /**
     * Tests only: Google's issuer and Facebook's endpoints on servers of the test's own
     * (127.0.0.1, let through by `oidc.allowHosts`). Production always uses Google's and
     * Facebook's own addresses.
     */
    socialLogin?: {
      googleIssuer?: string;
      facebookEndpoints?: SocialEndpoints['facebook'];
    };
  }
}

/** Reader sign-in with Google or Facebook (issue 35, ADR 036). */
export const socialLoginModule: AppModule = {
  name: 'social-login',
  build(ctx) {
    const allowHosts = ctx.options.oidc?.allowHosts ?? [];
    const overrides = ctx.options.socialLogin;
    return {
      socialLogin: createSocialLoginService({
        repository: createSocialLoginRepository(ctx.db),
        inTransaction: recordedTransactionOf(ctx.db, { socialLogin: createSocialLoginRepository }),
        providers: createProviderClients({
          endpoints: {
            googleIssuer: overrides?.googleIssuer ?? DEFAULT_SOCIAL_ENDPOINTS.googleIssuer,
            facebook: overrides?.facebookEndpoints ?? DEFAULT_SOCIAL_ENDPOINTS.facebook,
          },
          fetch: createOidcFetch({ allowHosts }),
          allowHosts,
          now: ctx.nowMs,
        }),
        auth: () => ctx.service('auth'),
        securityEvents: () => ctx.service('securityEvents'),
        now: ctx.now,
        logError: ctx.logError,
      }),
    };
  },
  async root(app, ctx) {
    await app.register(async (scope) => {
      await scope.register(socialLoginFlowRoutes, {
        service: ctx.service('socialLogin'),
        tenants: ctx.service('tenants'),
        baseHostname: ctx.baseHostname,
      });
    });
  },
  publicRoutes: registerWithService(socialLoginPublicRoutes, 'socialLogin'),
  adminRoutes: registerWithService(socialLoginAdminRoutes, 'socialLogin'),
};
