import { editorialTransactionOf } from '../content/content.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
import { tagsAdminRoutes } from './tags.admin-routes.js';
import { tagsPublicRoutes } from './tags.public-routes.js';
import { createTagsRepository } from './tags.repository.js';
import { createTagsService, type TagsService } from './tags.service.js';

declare module '../module.js' {
  interface Services {
    tags: TagsService;
  }
}

/** A tenant's tags (issue 34): read by readers, managed in the back-office. */
export const tagsModule: AppModule = {
  name: 'tags',
  build(ctx) {
    return {
      tags: createTagsService({
        repository: createTagsRepository(ctx.db),
        inTransaction: editorialTransactionOf(ctx.db, { tags: createTagsRepository }),
        now: ctx.now,
      }),
    };
  },
  publicRoutes: registerWithService(tagsPublicRoutes, 'tags'),
  adminRoutes: registerWithService(tagsAdminRoutes, 'tags'),
};
