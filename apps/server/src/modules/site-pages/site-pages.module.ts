import { editorialTransactionOf } from '../content/content.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
import { sitePagesAdminRoutes } from './site-pages.admin-routes.js';
import { sitePagesPublicRoutes } from './site-pages.public-routes.js';
import { createSitePagesRepository } from './site-pages.repository.js';
import { createSitePagesService, type SitePagesService } from './site-pages.service.js';

declare module '../module.js' {
  interface Services {
    sitePages: SitePagesService;
  }
}

/**
 * A tenant's static pages (issue 34, item 2): About, Contact, Corrections... read by readers at
 * /page/{slug}, written in the back-office. (The `pages` module is the server's page renderer.)
 */
export const sitePagesModule: AppModule = {
  name: 'site-pages',
  build(ctx) {
    return {
      sitePages: createSitePagesService({
        repository: createSitePagesRepository(ctx.db),
        inTransaction: editorialTransactionOf(ctx.db, { sitePages: createSitePagesRepository }),
        now: ctx.now,
      }),
    };
  },
  publicRoutes: registerWithService(sitePagesPublicRoutes, 'sitePages'),
  adminRoutes: registerWithService(sitePagesAdminRoutes, 'sitePages'),
};
