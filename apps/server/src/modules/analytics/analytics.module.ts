import { registerWithService, type AppModule } from '../module.js';
import { analyticsAdminRoutes } from './analytics.admin-routes.js';
import { analyticsPublicRoutes } from './analytics.public-routes.js';
import { createAnalyticsRecorder } from './analytics.recorder.js';
import { createAnalyticsRepository } from './analytics.repository.js';
import { createAnalyticsService, type AnalyticsService } from './analytics.service.js';

declare module '../module.js' {
  interface Services {
    analytics: AnalyticsService;
  }
  interface ModuleOptions {
    /** How often buffered page views are written (ANALYTICS_FLUSH_MS); 5 s when absent. */
    analyticsFlushMs?: number;
  }
}

/** Page views and searches without results, counted cookieless, reported in the back-office. */
export const analyticsModule: AppModule = {
  name: 'analytics',
  build(ctx) {
    // Counted in memory and written in batches.
    const recorder = createAnalyticsRecorder({
      loadSecret: (candidate) => createAnalyticsRepository(ctx.db).secret(candidate),
      writeBatch: (batch) =>
        ctx.db.transaction((tx) => createAnalyticsRepository(tx).addBatch(batch)),
      flushIntervalMs: ctx.options.analyticsFlushMs ?? 5_000,
      logError: ctx.logError,
    });
    ctx.app.addHook('preClose', () => recorder.close());
    ctx.app.decorate('analyticsFlush', () => recorder.flush());
    return {
      analytics: createAnalyticsService({
        users: ctx.service('users'),
        dashboard: ctx.service('dashboard'),
        analytics: createAnalyticsRepository(ctx.db),
        recorder,
        now: ctx.now,
      }),
    };
  },
  publicRoutes: registerWithService(analyticsPublicRoutes, 'analytics'),
  adminRoutes: registerWithService(analyticsAdminRoutes, 'analytics'),
};
