import { createActivityRepository } from '../activity/activity.repository.js';
import { createAuthRepository } from '../auth/auth.repository.js';
import { createContentRepository } from '../content/content.repository.js';
import { transactionOf, type AppModule } from '../module.js';
import { usersAdminRoutes } from './users.admin-routes.js';
import { createUsersRepository } from './users.repository.js';
import { createUsersService, type UsersService } from './users.service.js';

declare module '../module.js' {
  interface Services {
    users: UsersService;
  }
}

/** A tenant's staff and readers, managed in the back-office. */
export const usersModule: AppModule = {
  name: 'users',
  build(ctx) {
    return {
      users: createUsersService({
        repository: createUsersRepository(ctx.db),
        inTransaction: transactionOf(ctx.db, {
          users: createUsersRepository,
          activity: createActivityRepository,
          auth: createAuthRepository,
          content: createContentRepository,
        }),
        securityEvents: ctx.service('securityEvents'),
        accounts: ctx.service('auth'),
        now: ctx.now,
      }),
    };
  },
  async adminRoutes(admin, ctx) {
    await admin.register(usersAdminRoutes, { service: ctx.service('users') });
  },
};
