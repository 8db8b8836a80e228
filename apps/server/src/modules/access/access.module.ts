import { createActivityRepository } from '../activity/activity.repository.js';
import { registerWithService, type AppModule } from '../module.js';
import { accessAdminRoutes } from './access.admin-routes.js';
import { createAccessRepository } from './access.repository.js';
import { createAccessService, type AccessService } from './access.service.js';

declare module '../module.js' {
  interface Services {
    access: AccessService;
  }
}

/** Who may do what in a tenant's back-office; the roles hook asks it on every admin route. */
export const accessModule: AppModule = {
  name: 'access',
  build(ctx) {
    return {
      access: createAccessService({
        repository: createAccessRepository(ctx.db),
        repositoryOn: createAccessRepository,
        activity: createActivityRepository(ctx.db),
        notifications: ctx.service('notifications'),
        // The auth module is listed below: its service is asked for when a request comes.
        secondFactors: { hasSecondFactor: (userId) => ctx.service('auth').hasSecondFactor(userId) },
      }),
    };
  },
  adminRoutes: registerWithService(accessAdminRoutes, 'access'),
};
