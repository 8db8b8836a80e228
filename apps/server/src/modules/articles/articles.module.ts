import { editorialTransactionOf } from '../content/content.transaction.js';
import type { AppModule } from '../module.js';
import { articlesAdminRoutes } from './articles.admin-routes.js';
import { createArticlesRepository } from './articles.repository.js';
import { createArticlesService, type ArticlesService } from './articles.service.js';

declare module '../module.js' {
  interface Services {
    articles: ArticlesService;
  }
}

/** The newsroom's own stories: written, reviewed, scheduled and published in the back-office. */
export const articlesModule: AppModule = {
  name: 'articles',
  build(ctx) {
    return {
      articles: createArticlesService({
        repository: createArticlesRepository(ctx.db),
        inTransaction: editorialTransactionOf(ctx.db, { articles: createArticlesRepository }),
        categories: ctx.service('categories'),
        notifications: ctx.service('notifications'),
        uploadsDir: ctx.uploadsDir,
        now: ctx.now,
        logError: ctx.logError,
      }),
    };
  },
  async adminRoutes(admin, ctx) {
    const requestEvents = ctx.service('requestSecurityEvents');
    await admin.register(articlesAdminRoutes, {
      service: ctx.service('articles'),
      onUploadRefused: (request, refusal) => requestEvents.uploadRefused(request, refusal),
    });
  },
};
