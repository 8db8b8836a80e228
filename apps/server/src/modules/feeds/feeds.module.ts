import { editorialTransactionOf } from '../content/content.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
import { feedsAdminRoutes } from './feeds.admin-routes.js';
import { createFeedIngest, type FeedFetcher } from './feeds.ingest.js';
import { createFeedsRepository } from './feeds.repository.js';
import { createFeedsService, type FeedsService } from './feeds.service.js';

declare module '../module.js' {
  interface Services {
    feeds: FeedsService;
  }
  interface ModuleOptions {
    /** Feed fetches: FEEDS_ALLOW_HOSTS, and the fetcher (safeFetch unless a test passes one). */
    feeds?: { allowHosts?: readonly string[]; fetch?: FeedFetcher };
  }
}

/** RSS and Atom feeds ingested as stories (ADR 010; the poller: jobs/feed-poller.ts). */
export const feedsModule: AppModule = {
  name: 'feeds',
  build(ctx) {
    const inTransaction = editorialTransactionOf(ctx.db, { feeds: createFeedsRepository });
    return {
      feeds: createFeedsService({
        repository: createFeedsRepository(ctx.db),
        inTransaction,
        ingest: createFeedIngest({
          inTransaction,
          notifications: ctx.service('notifications'),
          securityEvents: ctx.service('securityEvents'),
          allowHosts: ctx.options.feeds?.allowHosts ?? [],
          fetch: ctx.options.feeds?.fetch,
          now: ctx.now,
        }),
        now: ctx.now,
      }),
    };
  },
  adminRoutes: registerWithService(feedsAdminRoutes, 'feeds'),
};
