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
    const accounts = ctx.service('auth');
    return {
      users: createUsersService({
        repository: createUsersRepository(ctx.db),
        // The auth module's operations join the transaction through its service (accountsOn).
        inTransaction: editorialTransactionOf(ctx.db, {
          users: createUsersRepository,
          auth: (executor) => accounts.accountsOn(executor),
        }),
        securityEvents: ctx.service('securityEvents'),
        accounts,
      }),
    };
  },
  adminRoutes: registerWithService(usersAdminRoutes, 'users'),
};
