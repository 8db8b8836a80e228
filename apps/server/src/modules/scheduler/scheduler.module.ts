import type { Database } from '../../db/handle.js';
import { editorialTransactionOf } from '../content/content.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
import { schedulerAdminRoutes } from './scheduler.admin-routes.js';
import { createSchedulerRepository } from './scheduler.repository.js';
import { createSchedulerRunner, type SchedulerRunner } from './scheduler.runner.js';
import { createSchedulerService, type SchedulerService } from './scheduler.service.js';

declare module '../module.js' {
  interface Services {
    scheduler: SchedulerService;
  }
  interface Jobs {
    scheduler: SchedulerRunner;
  }
  interface ModuleOptions {
    /** How often the runner looks for due stories (SCHEDULER_INTERVAL_MS); 5 s when absent. */
    scheduler?: { intervalMs?: number };
  }
}

/**
 * The scheduler service over `db`: the module builds it on the app's database; the runner's tests
 * build one per app node.
 */
export function buildSchedulerService(db: Database, now: () => Date): SchedulerService {
  return createSchedulerService({
    repository: createSchedulerRepository(db),
    // Editorial: what the runner publishes bumps the content version and is announced.
    inTransaction: editorialTransactionOf(db, { scheduler: createSchedulerRepository }),
    now,
  });
}

/**
 * The News Scheduler (ADR 007): its queue in the back-office, and the job every node runs that
 * publishes and takes down stories when their time comes.
 */
export const schedulerModule: AppModule = {
  name: 'scheduler',
  build: (ctx) => ({ scheduler: buildSchedulerService(ctx.db, ctx.now) }),
  adminRoutes: registerWithService(schedulerAdminRoutes, 'scheduler'),
  jobs: (ctx) => ({
    scheduler: createSchedulerRunner({
      scheduler: ctx.service('scheduler'),
      logger: ctx.app.log,
      intervalMs: ctx.options.scheduler?.intervalMs,
      metrics: ctx.metrics,
    }),
  }),
};
