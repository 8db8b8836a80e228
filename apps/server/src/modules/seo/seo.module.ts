import type { AppModule } from '../module.js';
import { createImageFiles } from '../../lib/image-files.js';
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
        imageFiles: createImageFiles({ uploadsDir: ctx.uploadsDir, webDistDir: ctx.webDistDir }),
        categories: ctx.service('categories'),
        authors: ctx.service('authors'),
        tags: ctx.service('tags'),
        sitePages: ctx.service('sitePages'),
        now: ctx.now,
      }),
    };
  },
  async siteRoutes(app, ctx) {
    const tenants = ctx.service('tenants');
    await app.register(seoPublicRoutes, {
      service: ctx.service('seo'),
      tenants,
      publicationSlugs: async () => (await tenants.listPublic()).tenants.map(({ slug }) => slug),
      publicUrl: ctx.publicUrl,
      baseHostname: ctx.baseHostname,
    });
  },
};
