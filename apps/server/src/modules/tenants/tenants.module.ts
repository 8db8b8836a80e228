import { recordedTransactionOf } from '../activity/activity.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
import { tenantsAdminRoutes } from './tenants.admin-routes.js';
import { tenantsPublicRoutes } from './tenants.public-routes.js';
import { createTenantsRepository } from './tenants.repository.js';
import { createTenantsService, type TenantsService } from './tenants.service.js';

declare module '../module.js' {
  interface Services {
    tenants: TenantsService;
  }
}

/** Publications: every request's tenant, the public info, and their management. */
export const tenantsModule: AppModule = {
  name: 'tenants',
  build(ctx) {
    // Tenant rows are cached for as long as the content versions are heard: every change to a
    // tenant bumps its version, and a bump empties the cache.
    const tenants = createTenantsService({
      repository: createTenantsRepository(ctx.db),
      inTransaction: recordedTransactionOf(ctx.db, { tenants: createTenantsRepository }),
      uploadsDir: ctx.uploadsDir,
      now: ctx.nowMs,
      followedSince: () => ctx.contentVersions.listeningSince,
    });
    // A tenant renamed or rebranded on any node is re-read here at once.
    ctx.contentVersions.onBump(() => tenants.invalidate());
    return { tenants };
  },
  publicRoutes: registerWithService(tenantsPublicRoutes, 'tenants'),
  async adminRoutes(admin, ctx) {
    const requestEvents = ctx.service('requestSecurityEvents');
    await admin.register(tenantsAdminRoutes, {
      service: ctx.service('tenants'),
      onUploadRefused: (request, refusal) => requestEvents.uploadRefused(request, refusal),
    });
  },
};
