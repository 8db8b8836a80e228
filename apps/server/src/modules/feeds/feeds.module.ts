import type { Database } from '../../db/handle.js';
import { editorialTransactionOf } from '../content/content.transaction.js';
import { registerWithService, type AppModule } from '../module.js';
import { feedsAdminRoutes } from './feeds.admin-routes.js';
import { createFeedIngest, type FeedFetcher, type FeedIngestDeps } from './feeds.ingest.js';
import { createFeedPoller, type FeedPoller } from './feeds.poller.js';
import { createFeedsRepository } from './feeds.repository.js';
import { createFeedsService, type FeedsService } from './feeds.service.js';

declare module '../module.js' {
  interface Services {
    feeds: FeedsService;
  }
  interface Jobs {
    feeds: FeedPoller;
  }
  interface ModuleOptions {
    /**
     * Feed fetches: FEEDS_ALLOW_HOSTS, the fetcher (safeFetch unless a test passes one), and how
     * often the poller looks for due feeds (FEEDS_INTERVAL_MS; 10 s when absent).
     */
    feeds?: { allowHosts?: readonly string[]; fetch?: FeedFetcher; intervalMs?: number };
  }
}

/** What the feeds service is built from besides the database. */
export type FeedsServiceSetup = Omit<FeedIngestDeps, 'inTransaction'>;

/**
 * The feeds service over `db`, with its one ingester: the module builds it on the app's
 * database; the poller's tests build one per app node.
 */
export function buildFeedsService(db: Database, setup: FeedsServiceSetup): FeedsService {
  const inTransaction = editorialTransactionOf(db, { feeds: createFeedsRepository });
  return createFeedsService({
    repository: createFeedsRepository(db),
    inTransaction,
    ingest: createFeedIngest({ inTransaction, ...setup }),
    now: setup.now,
  });
}

/**
 * RSS and Atom feeds ingested as stories (ADR 010): subscribed in the back-office, fetched by the
 * poller every node runs.
 */
export const feedsModule: AppModule = {
  name: 'feeds',
  build: (ctx) => ({
    feeds: buildFeedsService(ctx.db, {
      notifications: ctx.service('notifications'),
      securityEvents: ctx.service('securityEvents'),
      allowHosts: ctx.options.feeds?.allowHosts ?? [],
      fetch: ctx.options.feeds?.fetch,
      now: ctx.now,
    }),
  }),
  adminRoutes: registerWithService(feedsAdminRoutes, 'feeds'),
  jobs: (ctx) => ({
    feeds: createFeedPoller({
      feeds: ctx.service('feeds'),
      logger: ctx.app.log,
      intervalMs: ctx.options.feeds?.intervalMs,
      metrics: ctx.metrics,
      now: ctx.now,
    }),
  }),
};
