import { registerWithService, type AppModule } from '../module.js';
import { dashboardAdminRoutes } from './dashboard.admin-routes.js';
import { createDashboardRepository } from './dashboard.repository.js';
import { createDashboardService, type DashboardService } from './dashboard.service.js';

declare module '../module.js' {
  interface Services {
    dashboard: DashboardService;
  }
}

/** The back-office's first page: summaries and counts. */
export const dashboardModule: AppModule = {
  name: 'dashboard',
  build(ctx) {
    // Every count the back-office shows is the total of the list it points to, counted by that
    // list's own service (issue 20, item 8); those are built after this one, and asked for when
    // a count is.
    return {
      dashboard: createDashboardService(
        createDashboardRepository(ctx.db),
        {
          articles: (tenantId, caller, queries) =>
            ctx.service('articles').totals(tenantId, caller, queries),
          stories: (tenantId, queries) => ctx.service('storiesAdmin').totals(tenantId, queries),
          users: (tenantId, caller, query) => ctx.service('users').total(tenantId, caller, query),
          campaigns: (tenantId, query) => ctx.service('ads').campaignTotal(tenantId, query),
          comments: (tenantId, query) => ctx.service('comments').total(tenantId, query),
        },
        ctx.now,
      ),
    };
  },
  adminRoutes: registerWithService(dashboardAdminRoutes, 'dashboard'),
};
