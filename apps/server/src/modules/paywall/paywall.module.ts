import { registerWithService, type AppModule } from '../module.js';
import { paywallPublicRoutes } from './paywall.public-routes.js';
import { createPaywallRepository } from './paywall.repository.js';
import { createPaywallService, type PaywallService } from './paywall.service.js';

declare module '../module.js' {
  interface Services {
    paywall: PaywallService;
  }
}

/** Who may read a members/paid story's whole text (issue 33), and the endpoint that serves it. */
export const paywallModule: AppModule = {
  name: 'paywall',
  build(ctx) {
    return {
      paywall: createPaywallService({
        repository: createPaywallRepository(ctx.db),
        access: ctx.service('access'),
        now: ctx.now,
      }),
    };
  },
  publicRoutes: registerWithService(paywallPublicRoutes, 'paywall'),
};
