import { createActivityRepository } from '../activity/activity.repository.js';
import { createCategoriesRepository } from '../categories/categories.repository.js';
import { createContentRepository } from '../content/content.repository.js';
import { transactionOf, type AppModule } from '../module.js';
import { storiesAdminRoutes } from './stories.admin-routes.js';
import { createStoriesAdminService, type StoriesAdminService } from './stories.admin-service.js';
import { createStoriesAdminRepository } from './stories.admin.repository.js';
import { storiesPublicRoutes } from './stories.public-routes.js';
import { createStoriesRepository } from './stories.repository.js';
import { createStoriesService, type StoriesService } from './stories.service.js';

declare module '../module.js' {
  interface Services {
    stories: StoriesService;
    storiesAdmin: StoriesAdminService;
  }
}

/** Published stories for readers; the review of ingested ones in the back-office. */
export const storiesModule: AppModule = {
  name: 'stories',
  build(ctx) {
    const categories = createCategoriesRepository(ctx.db);
    return {
      stories: createStoriesService({
        stories: createStoriesRepository(ctx.db),
        categories,
        contentVersion: (tenantId) => ctx.contentVersions.current(tenantId),
      }),
      storiesAdmin: createStoriesAdminService({
        stories: createStoriesAdminRepository(ctx.db),
        categories,
        inTransaction: transactionOf(ctx.db, {
          stories: createStoriesAdminRepository,
          activity: createActivityRepository,
          content: createContentRepository,
        }),
        now: ctx.now,
      }),
    };
  },
  async publicRoutes(api, ctx) {
    await api.register(storiesPublicRoutes, { service: ctx.service('stories') });
  },
  async adminRoutes(admin, ctx) {
    await admin.register(storiesAdminRoutes, { service: ctx.service('storiesAdmin') });
  },
};
