import { createImageFiles } from '../../lib/image-files.js';
import { editorialTransactionOf } from '../content/content.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
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
    const categories = ctx.service('categories');
    return {
      stories: createStoriesService({
        stories: createStoriesRepository(ctx.db),
        categories,
        tags: ctx.service('tags'),
        contentVersion: (tenantId) => ctx.contentVersions.current(tenantId),
        imageFiles: createImageFiles({ uploadsDir: ctx.uploadsDir, webDistDir: ctx.webDistDir }),
        // The media module is built after this one (app.ts): asked when a request comes.
        pictures: (tenantId, addresses) => ctx.service('media').picturesOf(tenantId, addresses),
      }),
      storiesAdmin: createStoriesAdminService({
        stories: createStoriesAdminRepository(ctx.db),
        categories,
        inTransaction: editorialTransactionOf(ctx.db, { stories: createStoriesAdminRepository }),
        now: ctx.now,
      }),
    };
  },
  publicRoutes: registerWithService(storiesPublicRoutes, 'stories'),
  adminRoutes: registerWithService(storiesAdminRoutes, 'storiesAdmin'),
};
