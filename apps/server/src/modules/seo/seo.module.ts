import type { AppModule } from '../module.js';
import { seoPublicRoutes } from './seo.public-routes.js';
import { createSeoRepository } from './seo.repository.js';
import { createSeoService, type SeoService } from './seo.service.js';

declare module '../module.js' {
  interface Services {
    seo: SeoService;
  }
}

/** Crawler files per publication (robots.txt, sitemaps, feeds), at the site's root. */
export const seoModule: AppModule = {
  name: 'seo',
  build(ctx) {
    return {
      seo: createSeoService({
        repository: createSeoRepository(ctx.db),
        categories: ctx.service('categories'),
        now: ctx.now,
      }),
    };
  },
  async siteRoutes(app, ctx) {
    await app.register(seoPublicRoutes, {
      service: ctx.service('seo'),
      tenants: ctx.service('tenants'),
      publicUrl: ctx.publicUrl,
      baseHostname: ctx.baseHostname,
    });
  },
};
