import type { AppModule } from '../module.js';
import { settingsAdminRoutes } from './settings.admin-routes.js';

/**
 * Site Settings: a tenant's own settings, as its admins change them. They live on the tenant
 * row: the tenants service reads and changes them.
 */
export const settingsModule: AppModule = {
  name: 'settings',
  async adminRoutes(admin, ctx) {
    await admin.register(settingsAdminRoutes, { service: ctx.service('tenants') });
  },
};
