import { createActivityRepository } from '../activity/activity.repository.js';
import { createContentRepository } from '../content/content.repository.js';
import { transactionOf, type AppModule } from '../module.js';
import { categoriesAdminRoutes } from './categories.admin-routes.js';
import { categoriesPublicRoutes } from './categories.public-routes.js';
import { createCategoriesRepository } from './categories.repository.js';
import { createCategoriesService, type CategoriesService } from './categories.service.js';

declare module '../module.js' {
  interface Services {
    categories: CategoriesService;
  }
}

/** A tenant's categories: read by readers, arranged in the back-office. */
export const categoriesModule: AppModule = {
  name: 'categories',
  build(ctx) {
    return {
      categories: createCategoriesService({
        repository: createCategoriesRepository(ctx.db),
        inTransaction: transactionOf(ctx.db, {
          categories: createCategoriesRepository,
          activity: createActivityRepository,
          content: createContentRepository,
        }),
        now: ctx.now,
      }),
    };
  },
  async publicRoutes(api, ctx) {
    await api.register(categoriesPublicRoutes, { service: ctx.service('categories') });
  },
  async adminRoutes(admin, ctx) {
    await admin.register(categoriesAdminRoutes, { service: ctx.service('categories') });
  },
};
