import { recordedTransactionOf } from '../activity/activity.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
import { schedulerAdminRoutes } from './scheduler.admin-routes.js';
import { createSchedulerRepository } from './scheduler.repository.js';
import { createSchedulerService, type SchedulerService } from './scheduler.service.js';

declare module '../module.js' {
  interface Services {
    scheduler: SchedulerService;
  }
}

/** The News Scheduler's queue in the back-office (the job itself: jobs/scheduler.ts). */
export const schedulerModule: AppModule = {
  name: 'scheduler',
  build(ctx) {
    return {
      scheduler: createSchedulerService({
        repository: createSchedulerRepository(ctx.db),
        inTransaction: recordedTransactionOf(ctx.db, { scheduler: createSchedulerRepository }),
        now: ctx.now,
      }),
    };
  },
  adminRoutes: registerWithService(schedulerAdminRoutes, 'scheduler'),
};
