import { registerWithService, type AppModule } from '../module.js';
import { activityAdminRoutes } from './activity.admin-routes.js';
import { createActivityRepository } from './activity.repository.js';
import { createActivityService, type ActivityService } from './activity.service.js';

declare module '../module.js' {
  interface Services {
    activity: ActivityService;
  }
}

/** Every back-office change, written by the other modules, listed here. */
export const activityModule: AppModule = {
  name: 'activity',
  build(ctx) {
    return { activity: createActivityService(createActivityRepository(ctx.db)) };
  },
  adminRoutes: registerWithService(activityAdminRoutes, 'activity'),
};
