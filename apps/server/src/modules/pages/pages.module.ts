import staticWebPlugin from '../../plugins/static-web.js';
import type { AppModule } from '../module.js';
import { createPagesRepository } from './pages.repository.js';
import { pagesRoutes } from './pages.routes.js';
import { createPagesService, type PagesService } from './pages.service.js';

declare module '../module.js' {
  interface Services {
    pages: PagesService;
  }
}

/**
 * The web app at the site's root: its built files, then every other GET as a page rendered on
 * the server (ADR 008), when the web app was built.
 */
export const pagesModule: AppModule = {
  name: 'pages',
  build(ctx) {
    return {
      pages: createPagesService({ repository: createPagesRepository(ctx.db) }),
    };
  },
  async siteRoutes(app, ctx) {
    await app.register(staticWebPlugin, { webDistDir: ctx.webDistDir });
    if (!ctx.webBundle) return;
    await app.register(pagesRoutes, {
      bundle: ctx.webBundle,
      service: ctx.service('pages'),
      tenants: ctx.service('tenants'),
      publicUrl: ctx.publicUrl ?? 'http://localhost:3000',
      baseHostname: ctx.baseHostname,
      warmUp: ctx.warmUp,
    });
  },
};
