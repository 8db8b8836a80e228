import { recordedTransactionOf } from '../activity/activity.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
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
        inTransaction: recordedTransactionOf(ctx.db, { tenants: createTenantsRepository }),
        onChange: () => tenants.invalidate(),
      }),
    };
  },
  adminRoutes: registerWithService(settingsAdminRoutes, 'settings'),
};
