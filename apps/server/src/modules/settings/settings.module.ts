import { createActivityRepository } from '../activity/activity.repository.js';
import { transactionOf, type AppModule } from '../module.js';
import { createTenantsRepository } from '../tenants/tenants.repository.js';
import { settingsAdminRoutes } from './settings.admin-routes.js';
import { createSettingsService, type SettingsService } from './settings.service.js';

declare module '../module.js' {
  interface Services {
    settings: SettingsService;
  }
}

/** Site Settings: a tenant's own settings, as its admins change them. */
export const settingsModule: AppModule = {
  name: 'settings',
  build(ctx) {
    const tenants = ctx.service('tenants');
    return {
      settings: createSettingsService({
        tenants: createTenantsRepository(ctx.db),
        inTransaction: transactionOf(ctx.db, {
          tenants: createTenantsRepository,
          activity: createActivityRepository,
        }),
        onChange: () => tenants.invalidate(),
      }),
    };
  },
  async adminRoutes(admin, ctx) {
    await admin.register(settingsAdminRoutes, { service: ctx.service('settings') });
  },
};
