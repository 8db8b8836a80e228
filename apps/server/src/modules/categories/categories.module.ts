import { editorialTransactionOf } from '../content/content.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
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
        inTransaction: editorialTransactionOf(ctx.db, { categories: createCategoriesRepository }),
        now: ctx.now,
      }),
    };
  },
  publicRoutes: registerWithService(categoriesPublicRoutes, 'categories'),
  adminRoutes: registerWithService(categoriesAdminRoutes, 'categories'),
};
