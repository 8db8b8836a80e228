import type { AppModule } from '../module.js';
import { systemRoutes } from './system.routes.js';

/** The node's own health and readiness, for no tenant in particular. */
export const systemModule: AppModule = {
  name: 'system',
  async root(app, ctx) {
    await app.register(systemRoutes, {
      prefix: '/api',
      ping: () => ctx.database.ping(),
      notReady: () => ctx.warmUp.notReady(),
    });
  },
};
