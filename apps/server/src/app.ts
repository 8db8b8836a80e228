import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { LIMITS, ROLE_SETS } from '@helionews/contracts';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/client.js';
import {
  createMemoryFailureCounter,
  createRedisFailureCounter,
  createResilientFailureCounter,
} from './lib/failure-counter.js';
import { createRedisGuard } from './lib/redis.js';
import { createMemoryMailer, type Mailer } from './lib/mailer.js';
import { createAppMetrics, type AppMetrics } from './lib/metrics.js';
import { accessAdminRoutes } from './modules/access/access.admin-routes.js';
import { articlesAdminRoutes } from './modules/articles/articles.admin-routes.js';
import { adsAdminRoutes } from './modules/ads/ads.admin-routes.js';
import { adsPublicRoutes } from './modules/ads/ads.public-routes.js';
import { createAdsRepository } from './modules/ads/ads.repository.js';
import { createAdsService } from './modules/ads/ads.service.js';
import { createArticlesRepository } from './modules/articles/articles.repository.js';
import { createArticlesService } from './modules/articles/articles.service.js';
import { createAccessRepository } from './modules/access/access.repository.js';
import { createAccessService } from './modules/access/access.service.js';
import { activityAdminRoutes } from './modules/activity/activity.admin-routes.js';
import { createActivityRepository } from './modules/activity/activity.repository.js';
import { createActivityService } from './modules/activity/activity.service.js';
import { notificationsAdminRoutes } from './modules/notifications/notifications.admin-routes.js';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import adminRolesPlugin from './plugins/roles.js';
import { analyticsAdminRoutes } from './modules/analytics/analytics.admin-routes.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { analyticsPublicRoutes } from './modules/analytics/analytics.public-routes.js';
import { createAnalyticsRecorder } from './modules/analytics/analytics.recorder.js';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.js';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin-routes.js';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { usersAdminRoutes } from './modules/users/users.admin-routes.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createUsersService } from './modules/users/users.service.js';
import { authPublicRoutes } from './modules/auth/auth.public-routes.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import {
  createAuthService,
  DEFAULT_AUTH_POLICY,
  type AuthPolicy,
} from './modules/auth/auth.service.js';
import { createCategoriesRepository } from './modules/categories/categories.repository.js';
import { categoriesPublicRoutes } from './modules/categories/categories.public-routes.js';
import { createCategoriesService } from './modules/categories/categories.service.js';
import { categoriesAdminRoutes } from './modules/categories/categories.admin-routes.js';
import { feedsAdminRoutes } from './modules/feeds/feeds.admin-routes.js';
import {
  createFeedIngest,
  type FeedFetcher,
  type FeedsTransaction,
} from './modules/feeds/feeds.ingest.js';
import { createFeedsRepository } from './modules/feeds/feeds.repository.js';
import { createFeedsService } from './modules/feeds/feeds.service.js';
import type { NotificationsService } from './modules/notifications/notifications.service.js';
import type { SecurityEventsService } from './modules/security-events/security-events.service.js';
import { createContentRepository } from './modules/content/content.repository.js';
import { createContentVersions } from './modules/content/content-versions.js';
import { donationsPublicRoutes } from './modules/donations/donations.public-routes.js';
import { createDonationsRepository } from './modules/donations/donations.repository.js';
import { createDonationsService } from './modules/donations/donations.service.js';
import { createSecurityEventsRepository } from './modules/security-events/security-events.repository.js';
import { createSecurityEventsService } from './modules/security-events/security-events.service.js';
import { securityEventsAdminRoutes } from './modules/security-events/security-events.admin-routes.js';
import { createRequestSecurityEvents } from './modules/security-events/security-events.request-events.js';
import { createRealtimeRepository } from './modules/realtime/realtime.repository.js';
import { realtimePublicRoutes } from './modules/realtime/realtime.public-routes.js';
import { createRealtimeService } from './modules/realtime/realtime.service.js';
import { createStoriesRepository } from './modules/stories/stories.repository.js';
import { storiesPublicRoutes } from './modules/stories/stories.public-routes.js';
import { createSearchRepository } from './modules/search/search.repository.js';
import { createSearchService } from './modules/search/search.service.js';
import { searchPublicRoutes } from './modules/search/search.public-routes.js';
import { createStoriesService } from './modules/stories/stories.service.js';
import { storiesAdminRoutes } from './modules/stories/stories.admin-routes.js';
import { createStoriesAdminRepository } from './modules/stories/stories.admin.repository.js';
import { createStoriesAdminService } from './modules/stories/stories.admin-service.js';
import { schedulerAdminRoutes } from './modules/scheduler/scheduler.admin-routes.js';
import { createSchedulerRepository } from './modules/scheduler/scheduler.repository.js';
import { createSchedulerService } from './modules/scheduler/scheduler.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createTenantsRepository } from './modules/tenants/tenants.repository.js';
import { tenantsAdminRoutes } from './modules/tenants/tenants.admin-routes.js';
import { tenantsPublicRoutes } from './modules/tenants/tenants.public-routes.js';
import {
  createTenantsService,
  type TenantsTransaction,
} from './modules/tenants/tenants.service.js';
import { settingsAdminRoutes } from './modules/settings/settings.admin-routes.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import authPlugin from './plugins/auth.js';
import docsPlugin from './plugins/docs.js';
import metricsPlugin from './plugins/metrics.js';
import idempotencyPlugin from './modules/idempotency/idempotency.plugin.js';
import { createIdempotencyRepository } from './modules/idempotency/idempotency.repository.js';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.js';
import errorsPlugin, { frameworkErrors } from './plugins/errors.js';
import requestLogPlugin, {
  DEFAULT_REQUEST_LOG,
  type RequestLogOptions,
} from './plugins/request-log.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import securityPlugin from './plugins/security.js';
import readCachePlugin, { DEFAULT_CACHE_MAX_BYTES } from './plugins/read-cache.js';
import staticWebPlugin from './plugins/static-web.js';
import { loadWebBundle, type WebBundle } from './lib/web-bundle.js';
import { createWarmUp, type WarmUp } from './lib/warm-up.js';
import { createPagesRepository } from './modules/pages/pages.repository.js';
import { createSeoRepository } from './modules/seo/seo.repository.js';
import { seoPublicRoutes } from './modules/seo/seo.public-routes.js';
import { createSeoService } from './modules/seo/seo.service.js';
import { pagesRoutes } from './modules/pages/pages.routes.js';
import { createPagesService } from './modules/pages/pages.service.js';
import uploadsPlugin from './plugins/uploads.js';
import tenantContext from './plugins/tenant.js';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly routeTable: readonly RouteEntry[];
    /** What the feed poller (jobs/feed-poller.ts, started by main.ts) notifies and records. */
    readonly feedPollerDeps: FeedPollerDeps;
    /** This app's Prometheus metrics (lib/metrics.ts), served at /metrics (plugins/metrics.ts). */
    readonly metrics: AppMetrics;
    /** What loads once the app is ready (the page renderer); readiness waits for it. */
    readonly warmUp: WarmUp;
  }
}

export interface FeedPollerDeps {
  notifications: NotificationsService;
  securityEvents: SecurityEventsService;
}

export interface BuildAppOptions {
  database: DatabaseHandle;
  /** Built web app to serve; null for the API alone (tests). */
  webDistDir?: string | null;
  /** The page template and server renderer; read from webDistDir when absent (tests pass one). */
  webBundle?: WebBundle | null;
  logger?: FastifyServerOptions['logger'];
  /** Close the database when the app closes (the server owns it; tests may share one). */
  closeDatabaseOnClose?: boolean;
  /** Shared rate-limit and lockout counters; in-process counters when absent. */
  redis?: Redis | null;
  /** Redis key prefix, so that test runs never share counters. */
  redisNamespace?: string;
  mailer?: Mailer;
  /** Base of links in mails, e.g. https://news.example.org */
  publicUrl?: string;
  /** Proxies whose X-Forwarded-For is trusted (IPs or CIDR ranges). */
  trustProxy?: string[];
  authPolicy?: Partial<AuthPolicy>;
  /** Waits out the sign-in slowdown of an account under attack; tests record instead of waiting. */
  loginDelay?: (ms: number) => Promise<void>;
  /** The clock, for tests of expiry. */
  now?: () => Date;
  /** DATA_DIR/uploads: uploaded logos; a temporary folder when absent. */
  uploadsDir?: string;
  /** Memory for cached reader responses (CACHE_MAX_MB); 64 MiB when absent. */
  cacheMaxBytes?: number;
  /**
   * Realtime streams: open streams per client address on this node (REALTIME_MAX_STREAMS_PER_IP)
   * and the heartbeat interval (tests shorten it); the contracts' values when absent.
   */
  realtime?: { maxStreamsPerIp?: number; heartbeatMs?: number };
  /** The random source of ad serving's weighted choice (tests pass a seeded one). */
  adsRandom?: () => number;
  /** Feed fetches: FEEDS_ALLOW_HOSTS, and the fetcher (safeFetch unless a test passes one). */
  feeds?: { allowHosts?: readonly string[]; fetch?: FeedFetcher };
  /** How often buffered page views are written (ANALYTICS_FLUSH_MS); 5 s when absent. */
  analyticsFlushMs?: number;
  /** Where the app records its metrics; a registry of its own (no process metrics) when absent. */
  metrics?: AppMetrics;
  /** METRICS_TOKEN: /metrics on this app for `Authorization: Bearer <token>`; absent: a 404. */
  metricsToken?: string | null;
  /** Which requests get a log line (LOG_REQUESTS, SLOW_REQUEST_MS); failed and slow ones when absent. */
  requestLog?: RequestLogOptions;
}

/**
 * Builds the whole application without listening: plugins, then modules, each module wired from
 * its repository to its service to its routes. `main.ts` listens; tests call `app.inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // A request id is this node's random prefix and a counter: unique enough to find a request's
  // lines, and nothing to compute (a UUID per request was a measurable share of a cached read).
  const requestIdPrefix = randomBytes(4).toString('hex');
  let requestCount = 0;
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request, and only for those worth it (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: LIMITS.maxJsonBodyBytes,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      if (typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming)) return incoming;
      requestCount += 1;
      return `${requestIdPrefix}-${requestCount.toString(36)}`;
    },
    requestIdHeader: false,
    return503OnClosing: true,
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? options.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL that is not valid percent-encoding: a 400 `{detail}` like every other refusal.
    frameworkErrors,
  });
  // Every route the app answers, as registered: tests check docs and access rules against it.
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const { db } = options.database;
  if (options.closeDatabaseOnClose) app.addHook('onClose', () => options.database.close());

  await app.register(errorsPlugin);
  await app.register(requestLogPlugin, options.requestLog ?? DEFAULT_REQUEST_LOG);
  // Request, cache, database, job and realtime figures; registered before any route.
  const metrics = options.metrics ?? createAppMetrics();
  app.decorate('metrics', metrics);
  await app.register(metricsPlugin, { metrics, token: options.metricsToken ?? null });
  const queryTime = metrics.dbQueryDuration.labels({ database: options.database.kind });
  const stopTimingQueries = options.database.observeQueries((seconds) =>
    queryTime.observe(seconds),
  );
  app.addHook('onClose', async () => stopTimingQueries());
  metrics.sources.dbPool = () => options.database.poolStats?.() ?? null;
  // The built web app (page template + server renderer), when there is one.
  const webBundle =
    options.webBundle !== undefined
      ? options.webBundle
      : await loadWebBundle(options.webDistDir ?? null);
  await app.register(securityPlugin, { scriptHashes: webBundle?.inlineScriptHashes ?? [] });
  const cacheLookups = {
    hit: metrics.cacheLookups.labels({ result: 'hit' }),
    miss: metrics.cacheLookups.labels({ result: 'miss' }),
    skip: metrics.cacheLookups.labels({ result: 'skip' }),
  };
  // Reader reads from memory, keyed on each tenant's content version (heard through LISTEN).
  const nowMs = () => (options.now ? options.now().getTime() : Date.now());
  const contentVersions = createContentVersions({
    listen: (channel, onPayload, onConnectionChange) =>
      options.database.listen(channel, onPayload, onConnectionChange),
    load: (tenantIds) => createContentRepository(db).versionsOf(tenantIds),
    logError: (error, message) => app.log.error({ err: error }, message),
    now: nowMs,
  });
  await app.register(readCachePlugin, {
    versions: contentVersions,
    maxBytes: options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES,
    onLookup: (result) => cacheLookups[result].inc(),
  });
  await app.register(docsPlugin);
  const redis = options.redis ?? null;
  const namespace = options.redisNamespace ?? 'helionews:';
  // Redis unreachable at runtime: counters fall back to this node's memory (ADR 004).
  const redisGuard = redis ? createRedisGuard(redis, { log: app.log }) : null;
  await app.register(rateLimitPlugin, {
    redis,
    redisGuard,
    nameSpace: `${namespace}rate-limit:`,
    // Built below, with the services; only called once requests arrive.
    onLimited: (request, key) => requestSecurityEvents.rateLimited(request, key),
  });

  const uploadsDir =
    options.uploadsDir ?? path.join(os.tmpdir(), `helionews-uploads-${process.pid}`);
  // Tenant rows are cached for as long as the content versions are heard (every change to a
  // tenant bumps its version, and a bump empties the cache: contentVersions.onBump below).
  const tenantsService = createTenantsService({
    repository: createTenantsRepository(db),
    inTransaction: (work) => tenantsTransaction(work),
    uploadsDir,
    now: nowMs,
    followedSince: () => contentVersions.listeningSince,
  });
  const tenantsTransaction = <T>(work: (tx: TenantsTransaction) => Promise<T>) =>
    db.transaction((tx) =>
      work({ tenants: createTenantsRepository(tx), activity: createActivityRepository(tx) }),
    );
  const settingsService = createSettingsService({
    tenants: createTenantsRepository(db),
    inTransaction: tenantsTransaction,
    onChange: () => tenantsService.invalidate(),
  });
  const categoriesRepository = createCategoriesRepository(db);
  // A tenant renamed or rebranded on any node is re-read here at once.
  contentVersions.onBump(() => tenantsService.invalidate());
  const storiesService = createStoriesService({
    stories: createStoriesRepository(db),
    categories: categoriesRepository,
    contentVersion: (tenantId) => contentVersions.current(tenantId),
  });
  const searchService = createSearchService({
    search: createSearchRepository(db),
    categories: categoriesRepository,
    contentVersion: (tenantId) => contentVersions.current(tenantId),
    inTransaction: (work) => db.transaction((tx) => work(createSearchRepository(tx))),
    // Counted in memory by the analytics recorder: never slows the search.
    onNoResults: (tenantId, query) => analyticsService.recordSearchMiss(tenantId, query),
  });
  // Published stories pushed to readers' open streams, heard through LISTEN on every node.
  const realtimeService = createRealtimeService({
    repository: createRealtimeRepository(db),
    listen: (channel, onPayload, onConnectionChange) =>
      options.database.listen(channel, onPayload, onConnectionChange),
    maxStreamsPerIp: options.realtime?.maxStreamsPerIp,
    heartbeatMs: options.realtime?.heartbeatMs,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  await realtimeService.start();
  metrics.sources.realtimeStreams = () => realtimeService.stats().streams;
  // preClose, not onClose: the server waits for open streams before the onClose hooks run.
  app.addHook('preClose', () => realtimeService.close());
  const clock = options.now ?? (() => new Date());
  const categoriesService = createCategoriesService({
    repository: categoriesRepository,
    inTransaction: (work) =>
      db.transaction((tx) =>
        work({
          categories: createCategoriesRepository(tx),
          activity: createActivityRepository(tx),
          content: createContentRepository(tx),
        }),
      ),
    now: clock,
  });
  const storiesAdminService = createStoriesAdminService({
    stories: createStoriesAdminRepository(db),
    categories: categoriesRepository,
    inTransaction: (work) =>
      db.transaction((tx) =>
        work({
          stories: createStoriesAdminRepository(tx),
          activity: createActivityRepository(tx),
          content: createContentRepository(tx),
        }),
      ),
    now: clock,
  });
  const notificationsService = createNotificationsService(createNotificationsRepository(db), clock);
  const securityEvents = createSecurityEventsService({
    repository: createSecurityEventsRepository(db),
    inTransaction: (work) =>
      db.transaction((tx) =>
        work({
          events: createSecurityEventsRepository(tx),
          activity: createActivityRepository(tx),
        }),
      ),
    onError: (error) => app.log.error({ err: error }, 'could not record a security event'),
    // A locked account and the like: the tenant's admins hear of it in their bell.
    onSevere: (event) =>
      notificationsService.notify(event.tenantId, ROLE_SETS.tenantAdmin, {
        type: 'security_event',
        title: `Security event: ${event.type.replaceAll('_', ' ')} from ${event.ip}`,
        data: { event: event.type, ip: event.ip },
        link: '/admin/security',
      }),
    now: clock,
  });
  // Permission denials, rate-limit hits and refused uploads, at most one a minute per caller.
  const requestSecurityEvents = createRequestSecurityEvents(securityEvents);
  const articlesService = createArticlesService({
    repository: createArticlesRepository(db),
    inTransaction: (work) =>
      db.transaction((tx) =>
        work({
          articles: createArticlesRepository(tx),
          activity: createActivityRepository(tx),
          content: createContentRepository(tx),
        }),
      ),
    notifications: notificationsService,
    uploadsDir,
    now: clock,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  const adsService = createAdsService({
    repository: createAdsRepository(db),
    content: createContentRepository(db),
    inTransaction: (work) =>
      db.transaction((tx) =>
        work({
          ads: createAdsRepository(tx),
          activity: createActivityRepository(tx),
          content: createContentRepository(tx),
        }),
      ),
    uploadsDir,
    now: clock,
    random: options.adsRandom ?? Math.random,
  });
  const authPolicy = { ...DEFAULT_AUTH_POLICY, ...options.authPolicy };
  const authService = createAuthService({
    repository: createAuthRepository(db),
    inTransaction: (work) =>
      db.transaction((tx) => work(createAuthRepository(tx), createContentRepository(tx))),
    securityEvents,
    mailer: options.mailer ?? createMemoryMailer(),
    loginFailures:
      redis && redisGuard
        ? createResilientFailureCounter(
            redisGuard,
            createRedisFailureCounter(
              redis,
              authPolicy.lockoutWindowMs,
              `${namespace}login-failures:`,
            ),
            createMemoryFailureCounter(authPolicy.lockoutWindowMs, () => clock().getTime()),
          )
        : createMemoryFailureCounter(authPolicy.lockoutWindowMs, () => clock().getTime()),
    sleep: options.loginDelay,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    policy: authPolicy,
    // Failed sign-ins and lockouts, counted for /metrics.
    metrics,
    now: clock,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  const donationsService = createDonationsService(createDonationsRepository(db));
  const dashboardRepository = createDashboardRepository(db);
  // Page views and searches without results, counted in memory and written in batches.
  const analyticsRecorder = createAnalyticsRecorder({
    loadSecret: (candidate) => createAnalyticsRepository(db).secret(candidate),
    writeBatch: (batch) => db.transaction((tx) => createAnalyticsRepository(tx).addBatch(batch)),
    flushIntervalMs: options.analyticsFlushMs ?? 5_000,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  app.addHook('preClose', () => analyticsRecorder.close());
  app.decorate('analyticsFlush', () => analyticsRecorder.flush());
  const analyticsService = createAnalyticsService({
    users: createUsersRepository(db),
    dashboard: dashboardRepository,
    analytics: createAnalyticsRepository(db),
    recorder: analyticsRecorder,
    now: clock,
  });
  const usersService = createUsersService({
    repository: createUsersRepository(db),
    inTransaction: (work) =>
      db.transaction((tx) =>
        work({
          users: createUsersRepository(tx),
          activity: createActivityRepository(tx),
          auth: createAuthRepository(tx),
          content: createContentRepository(tx),
        }),
      ),
    securityEvents,
    accounts: authService,
    now: clock,
  });
  // Every count the back-office shows is the total of the list it points to, counted by that
  // list's own service (issue 20, item 8).
  const dashboardService = createDashboardService(
    dashboardRepository,
    {
      articles: (tenantId, caller, queries) => articlesService.totals(tenantId, caller, queries),
      stories: (tenantId, queries) => storiesAdminService.totals(tenantId, queries),
      users: (tenantId, query) => usersService.total(tenantId, query),
      campaigns: (tenantId, query) => adsService.campaignTotal(tenantId, query),
    },
    clock,
  );
  const accessService = createAccessService({
    repository: createAccessRepository(db),
    activity: createActivityRepository(db),
    notifications: notificationsService,
  });
  const schedulerService = createSchedulerService({
    repository: createSchedulerRepository(db),
    inTransaction: (work) =>
      db.transaction((tx) =>
        work({ scheduler: createSchedulerRepository(tx), activity: createActivityRepository(tx) }),
      ),
    now: clock,
  });
  const feedsTransaction = <T>(work: (tx: FeedsTransaction) => Promise<T>) =>
    db.transaction((tx) =>
      work({
        feeds: createFeedsRepository(tx),
        activity: createActivityRepository(tx),
        content: createContentRepository(tx),
      }),
    );
  const feedsService = createFeedsService({
    repository: createFeedsRepository(db),
    inTransaction: feedsTransaction,
    ingest: createFeedIngest({
      inTransaction: feedsTransaction,
      notifications: notificationsService,
      securityEvents,
      allowHosts: options.feeds?.allowHosts ?? [],
      fetch: options.feeds?.fetch,
      now: clock,
    }),
    now: clock,
  });
  app.decorate('feedPollerDeps', { notifications: notificationsService, securityEvents });
  await app.register(authPlugin, { auth: authService });
  // Idempotency-Key on the creating POSTs (config.idempotent), before any route is declared.
  await app.register(idempotencyPlugin, {
    service: createIdempotencyService({
      repository: createIdempotencyRepository(db),
      now: clock,
      logError: (error, message) => app.log.error({ err: error }, message),
    }),
  });

  // What loads after the app is ready (the page renderer); readiness waits for it.
  const warmUp = createWarmUp((error, what) =>
    app.log.error({ err: error }, `could not load ${what}`),
  );
  app.decorate('warmUp', warmUp);
  await app.register(systemRoutes, {
    prefix: '/api',
    ping: () => options.database.ping(),
    notReady: () => warmUp.notReady(),
  });

  // Everything in this scope acts for one tenant, resolved before the handler runs.
  await app.register(
    async (api) => {
      await api.register(tenantContext, {
        tenants: tenantsService,
        baseHostname: options.publicUrl ? new URL(options.publicUrl).hostname : undefined,
      });
      await api.register(tenantsPublicRoutes, { service: tenantsService });
      await api.register(storiesPublicRoutes, { service: storiesService });
      await api.register(realtimePublicRoutes, {
        service: realtimeService,
        tenants: tenantsService,
      });
      await api.register(searchPublicRoutes, { service: searchService });
      await api.register(categoriesPublicRoutes, { service: categoriesService });
      await api.register(authPublicRoutes, { service: authService });
      await api.register(donationsPublicRoutes, { service: donationsService });
      await api.register(adsPublicRoutes, {
        service: adsService,
        resolveTenant: (slug) => tenantsService.resolve(slug),
      });
      await api.register(analyticsPublicRoutes, { service: analyticsService });

      // The back-office, acting on the tenant the request names, for the roles each route admits.
      await api.register(
        async (admin) => {
          // Every admin route declares the roles it admits; this one hook enforces them.
          await admin.register(adminRolesPlugin, {
            access: accessService,
            onDenied: (request, denial) => requestSecurityEvents.permissionDenied(request, denial),
          });
          await admin.register(accessAdminRoutes, { service: accessService });
          await admin.register(notificationsAdminRoutes, { service: notificationsService });
          await admin.register(tenantsAdminRoutes, {
            service: tenantsService,
            onUploadRefused: (request, refusal) =>
              requestSecurityEvents.uploadRefused(request, refusal),
          });
          await admin.register(settingsAdminRoutes, { service: settingsService });
          await admin.register(dashboardAdminRoutes, { service: dashboardService });
          await admin.register(analyticsAdminRoutes, { service: analyticsService });
          await admin.register(usersAdminRoutes, { service: usersService });
          await admin.register(securityEventsAdminRoutes, { service: securityEvents });
          await admin.register(storiesAdminRoutes, { service: storiesAdminService });
          await admin.register(categoriesAdminRoutes, { service: categoriesService });
          await admin.register(feedsAdminRoutes, { service: feedsService });
          await admin.register(activityAdminRoutes, {
            service: createActivityService(createActivityRepository(db)),
          });
          await admin.register(schedulerAdminRoutes, { service: schedulerService });
          await admin.register(articlesAdminRoutes, {
            service: articlesService,
            onUploadRefused: (request, refusal) =>
              requestSecurityEvents.uploadRefused(request, refusal),
          });
          await admin.register(adsAdminRoutes, {
            service: adsService,
            onUploadRefused: (request, refusal) =>
              requestSecurityEvents.uploadRefused(request, refusal),
          });
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(uploadsPlugin, { uploadsDir });
  // Crawler files per publication (robots.txt, sitemaps, feeds), at the site's root.
  await app.register(seoPublicRoutes, {
    service: createSeoService({ repository: createSeoRepository(db), now: clock }),
    tenants: tenantsService,
    publicUrl: options.publicUrl,
    baseHostname: options.publicUrl ? new URL(options.publicUrl).hostname : undefined,
  });
  await app.register(staticWebPlugin, { webDistDir: options.webDistDir ?? null });
  if (webBundle) {
    await app.register(pagesRoutes, {
      bundle: webBundle,
      service: createPagesService({
        repository: createPagesRepository(db),
        tenants: tenantsService,
      }),
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      baseHostname: options.publicUrl ? new URL(options.publicUrl).hostname : undefined,
      warmUp,
    });
  }
  return app;
}
