import os from 'node:os';
import staticWebPlugin from '../../plugins/static-web.js';
import type { AppModule } from '../module.js';
import { createPagesRepository } from './pages.repository.js';
import { pagesRoutes } from './pages.routes.js';
import { createPagesService, type PagesService } from './pages.service.js';

declare module '../module.js' {
  interface Services {
    pages: PagesService;
  }
  interface ModuleOptions {
    /**
     * The render pool (issue 31): worker threads (RENDER_WORKERS; one per CPU when absent, 0
     * renders on the main thread) and the renders that may wait for one before a 503
     * (RENDER_QUEUE_LIMIT; 4 per worker when absent), and the rounds of sample pages each
     * renderer draws before the node is ready (RENDER_WARM_UP; none when absent).
     */
    render?: { workers?: number; queueLimit?: number; warmUpRounds?: number };
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
      // main.ts passes the configured values; an app built without them (tests) gets config's
      // default, one worker per CPU.
      renderWorkers: ctx.options.render?.workers ?? os.availableParallelism(),
      renderQueueLimit: ctx.options.render?.queueLimit,
      renderWarmUpRounds: ctx.options.render?.warmUpRounds,
      onRenderRefused: () => ctx.metrics.renderRefused.inc(),
    });
  },
};
