import { recordedTransactionOf } from '../activity/activity.transaction.js';
import type { AppModule } from '../module.js';
import { membersAdminRoutes } from './members.admin-routes.js';
import { createMembersRepository } from './members.repository.js';
import { createMembersService, type MembersService } from './members.service.js';

declare module '../module.js' {
  interface Services {
    members: MembersService;
  }
}

/**
 * The back-office's members (issue 33): a publication's readers with their standing, comps,
 * the CSV export and import, and the membership figures. Reads the tables the membership
 * module's Stripe webhooks write; no reader-visible content changes here, so its transactions
 * record activity without bumping the content version.
 */
export const membersModule: AppModule = {
  name: 'members',
  build(ctx) {
    const auth = ctx.service('auth');
    return {
      members: createMembersService({
        repository: createMembersRepository(ctx.db),
        inTransaction: recordedTransactionOf(ctx.db, {
          members: createMembersRepository,
          accounts: (executor) => auth.accountsOn(executor),
        }),
        now: ctx.now,
      }),
    };
  },
  async adminRoutes(admin, ctx) {
    const requestEvents = ctx.service('requestSecurityEvents');
    await admin.register(membersAdminRoutes, {
      service: ctx.service('members'),
      onUploadRefused: (request, refusal) => requestEvents.uploadRefused(request, refusal),
    });
  },
};
