import { registerWithService, type AppModule } from '../module.js';
import { searchPublicRoutes } from './search.public-routes.js';
import { createSearchRepository } from './search.repository.js';
import { createSearchService, type SearchService } from './search.service.js';

declare module '../module.js' {
  interface Services {
    search: SearchService;
  }
}

/** The readers' full-text search. */
export const searchModule: AppModule = {
  name: 'search',
  build(ctx) {
    return {
      search: createSearchService({
        search: createSearchRepository(ctx.db),
        categories: ctx.service('categories'),
        tags: ctx.service('tags'),
        contentVersion: (tenantId) => ctx.contentVersions.current(tenantId),
        inTransaction: (work) => ctx.db.transaction((tx) => work(createSearchRepository(tx))),
        // Counted in memory by the analytics recorder: never slows the search.
        onNoResults: (tenantId, query) =>
          ctx.service('analytics').recordSearchMiss(tenantId, query),
        pictures: (tenantId, addresses) => ctx.service('media').picturesOf(tenantId, addresses),
      }),
    };
  },
  publicRoutes: registerWithService(searchPublicRoutes, 'search'),
};
