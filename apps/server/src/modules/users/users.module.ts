import { createAuthRepository } from '../auth/auth.repository.js';
import { editorialTransactionOf } from '../content/content.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
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
        inTransaction: editorialTransactionOf(ctx.db, {
          users: createUsersRepository,
          auth: createAuthRepository,
        }),
        securityEvents: ctx.service('securityEvents'),
        accounts: ctx.service('auth'),
        now: ctx.now,
      }),
    };
  },
  adminRoutes: registerWithService(usersAdminRoutes, 'users'),
};
