import { createActivityRepository } from '../activity/activity.repository.js';
import { transactionOf, type AppModule } from '../module.js';
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
        inTransaction: transactionOf(ctx.db, {
          scheduler: createSchedulerRepository,
          activity: createActivityRepository,
        }),
        now: ctx.now,
      }),
    };
  },
  async adminRoutes(admin, ctx) {
    await admin.register(schedulerAdminRoutes, { service: ctx.service('scheduler') });
  },
};
