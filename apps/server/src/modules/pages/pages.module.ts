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
}

/**
 * A render setting from the environment (issue 31): `RENDER_WORKERS` (worker threads, one per
 * CPU by default, 0 renders on the main thread), `RENDER_QUEUE_LIMIT` (renders that may wait,
 * 4 per worker by default). Undefined when unset.
 */
function renderSetting(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number >= 0, not '${raw}'`);
  }
  return value;
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
      renderWorkers: renderSetting('RENDER_WORKERS') ?? os.availableParallelism(),
      renderQueueLimit: renderSetting('RENDER_QUEUE_LIMIT'),
    });
  },
};
