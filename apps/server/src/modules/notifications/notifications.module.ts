import { registerWithService, type AppModule } from '../module.js';
import { notificationsAdminRoutes } from './notifications.admin-routes.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { createNotificationsService, type NotificationsService } from './notifications.service.js';

declare module '../module.js' {
  interface Services {
    notifications: NotificationsService;
  }
}

/** The back-office bell: what other modules tell a tenant's staff. */
export const notificationsModule: AppModule = {
  name: 'notifications',
  build(ctx) {
    return {
      notifications: createNotificationsService(createNotificationsRepository(ctx.db), ctx.now),
    };
  },
  adminRoutes: registerWithService(notificationsAdminRoutes, 'notifications'),
};
