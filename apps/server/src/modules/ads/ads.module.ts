import { createContentRepository } from '../content/content.repository.js';
import { editorialTransactionOf } from '../content/content.transaction.js';
import type { AppModule } from '../module.js';
import { adsAdminRoutes } from './ads.admin-routes.js';
import { adsPublicRoutes } from './ads.public-routes.js';
import { createAdsRepository } from './ads.repository.js';
import { createAdsService, type AdsService } from './ads.service.js';

declare module '../module.js' {
  interface Services {
    ads: AdsService;
  }
  interface ModuleOptions {
    /** The random source of ad serving's weighted choice (tests pass a seeded one). */
    adsRandom?: () => number;
  }
}

/** Ads & Campaigns: served to readers, managed in the back-office (ADR 009). */
export const adsModule: AppModule = {
  name: 'ads',
  build(ctx) {
    return {
      ads: createAdsService({
        repository: createAdsRepository(ctx.db),
        content: createContentRepository(ctx.db),
        inTransaction: editorialTransactionOf(ctx.db, { ads: createAdsRepository }),
        uploadsDir: ctx.uploadsDir,
        now: ctx.now,
        random: ctx.options.adsRandom ?? Math.random,
      }),
    };
  },
  async publicRoutes(api, ctx) {
    const tenants = ctx.service('tenants');
    await api.register(adsPublicRoutes, {
      service: ctx.service('ads'),
      resolveTenant: (slug) => tenants.resolve(slug),
    });
  },
  async adminRoutes(admin, ctx) {
    const requestEvents = ctx.service('requestSecurityEvents');
    await admin.register(adsAdminRoutes, {
      service: ctx.service('ads'),
      onUploadRefused: (request, refusal) => requestEvents.uploadRefused(request, refusal),
    });
  },
};
