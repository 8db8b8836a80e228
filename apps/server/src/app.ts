import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '@helionews/contracts';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/client.js';
import { createRedisGuard } from './lib/redis.js';
import { createAppMetrics, type AppMetrics } from './lib/metrics.js';
import { loadWebBundle, type WebBundle } from './lib/web-bundle.js';
import { createWarmUp, type WarmUp } from './lib/warm-up.js';
import { accessModule } from './modules/access/access.module.js';
import { activityModule } from './modules/activity/activity.module.js';
import { adsModule } from './modules/ads/ads.module.js';
import { analyticsModule } from './modules/analytics/analytics.module.js';
import { articlesModule } from './modules/articles/articles.module.js';
import { mediaModule } from './modules/media/media.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { categoriesModule } from './modules/categories/categories.module.js';
import { tagsModule } from './modules/tags/tags.module.js';
import { ssoModule } from './modules/sso/sso.module.js';
import { sitePagesModule } from './modules/site-pages/site-pages.module.js';
import { socialLoginModule } from './modules/social-login/social-login.module.js';
import { commentsModule } from './modules/comments/comments.module.js';
import { createContentRepository } from './modules/content/content.repository.js';
import { createContentVersions } from './modules/content/content-versions.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { donationsModule } from './modules/donations/donations.module.js';
import { feedsModule } from './modules/feeds/feeds.module.js';
import { idempotencyModule } from './modules/idempotency/idempotency.module.js';
import {
  buildJobs,
  buildModules,
  type AppJobs,
  type AppModule,
  type ModuleContext,
  type ModuleOptions,
} from './modules/module.js';
import { membersModule } from './modules/members/members.module.js';
import { membershipModule } from './modules/membership/membership.module.js';
import { newslettersModule } from './modules/newsletters/newsletters.module.js';
import { paywallModule } from './modules/paywall/paywall.module.js';
import { newsletterSendsModule } from './modules/newsletter-sends/newsletter-sends.module.js';
import { notificationsModule } from './modules/notifications/notifications.module.js';
import { pagesModule } from './modules/pages/pages.module.js';
import { realtimeModule } from './modules/realtime/realtime.module.js';
import { schedulerModule } from './modules/scheduler/scheduler.module.js';
import { searchModule } from './modules/search/search.module.js';
import { securityEventsModule } from './modules/security-events/security-events.module.js';
import { seoModule } from './modules/seo/seo.module.js';
import { settingsModule } from './modules/settings/settings.module.js';
import { storiesModule } from './modules/stories/stories.module.js';
import { authorsModule } from './modules/authors/authors.module.js';
import { systemModule } from './modules/system/system.module.js';
import { tenantsModule } from './modules/tenants/tenants.module.js';
import { usersModule } from './modules/users/users.module.js';
import authPlugin from './plugins/auth.js';
import docsPlugin from './plugins/docs.js';
import errorsPlugin, { frameworkErrors } from './plugins/errors.js';
import metricsPlugin from './plugins/metrics.js';
import rateLimitPlugin, { type RateLimitPluginOptions } from './plugins/rate-limit.js';
import readCachePlugin, { DEFAULT_CACHE_MAX_BYTES } from './plugins/read-cache.js';
import { createEdgePurger } from './lib/edge-purge.js';
import { edgeTags } from './lib/edge-tags.js';
import { ANY_CONTENT } from './lib/response-cache.js';
import requestLogPlugin, {
  DEFAULT_REQUEST_LOG,
  type RequestLogOptions,
} from './plugins/request-log.js';
import adminRolesPlugin from './plugins/roles.js';
import securityPlugin from './plugins/security.js';
import tenantContext from './plugins/tenant.js';
import uploadsPlugin from './plugins/uploads.js';

/**
 * Every module of the app, one line each (ADR 019). Services are built in this order: while it
 * builds, a module may use the services of the modules above it (of those below it, once a
 * request comes). Then each scope registers the modules' routes in this order: the tenant-scoped
 * API, the back-office API, the site's root. A new module goes below those whose services it uses.
 */
const MODULES: readonly AppModule[] = [
  notificationsModule,
  accessModule,
  tenantsModule,
  settingsModule,
  dashboardModule,
  securityEventsModule,
  categoriesModule,
  tagsModule,
  sitePagesModule,
  storiesModule,
  paywallModule,
  authorsModule,
  realtimeModule,
  searchModule,
  authModule,
  ssoModule,
  usersModule,
  donationsModule,
  feedsModule,
  activityModule,
  schedulerModule,
  articlesModule,
  mediaModule,
  adsModule,
  analyticsModule,
  commentsModule,
  newslettersModule,
  membersModule,
  membershipModule,
  socialLoginModule,
  idempotencyModule,
  systemModule,
  seoModule,
  pagesModule,
  newsletterSendsModule,
];

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly routeTable: readonly RouteEntry[];
    /** The modules' periodic jobs (the News Scheduler, the feed poller); main.ts starts them. */
    readonly jobs: AppJobs;
    /** This app's Prometheus metrics (lib/metrics.ts), served at /metrics (plugins/metrics.ts). */
    readonly metrics: AppMetrics;
    /** What loads once the app is ready (the page renderer); readiness waits for it. */
    readonly warmUp: WarmUp;
  }
}

/**
 * What the app is built from. An option that one module alone reads is declared by that module
 * (`ModuleOptions` in its `<name>.module.ts`).
 */
export interface BuildAppOptions extends ModuleOptions {
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
  /** Base of links in mails, e.g. https://news.example.org */
  publicUrl?: string;
  /** Proxies whose X-Forwarded-For is trusted (IPs or CIDR ranges). */
  trustProxy?: string[];
  /** The clock, for tests of expiry. */
  now?: () => Date;
  /** DATA_DIR/uploads: uploaded logos; a temporary folder when absent. */
  uploadsDir?: string;
  /** Memory for cached reader responses (CACHE_MAX_MB); 64 MiB when absent. */
  cacheMaxBytes?: number;
  /** How long after an edit a stale copy may be served while re-rendered; 60 s when absent. */
  cacheStaleBoundMs?: number;
  /** Edge caches to soft-purge by tag on every edit (EDGE_PURGE_URLS, EDGE_PURGE_SECRET). */
  edgePurge?: { urls: readonly string[]; secret: string | null };
  /** Where the app records its metrics; a registry of its own (no process metrics) when absent. */
  metrics?: AppMetrics;
  /** METRICS_TOKEN: /metrics on this app for `Authorization: Bearer <token>`; absent: a 404. */
  metricsToken?: string | null;
  /** Which requests get a log line (LOG_REQUESTS, SLOW_REQUEST_MS); failed and slow ones when absent. */
  requestLog?: RequestLogOptions;
}

/**
 * Builds the whole application without listening: the app-wide plugins, then the modules (their
 * services, then their routes, scope by scope). `main.ts` listens; tests call `app.inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = createFastify(options);
  if (options.closeDatabaseOnClose) app.addHook('onClose', () => options.database.close());
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const nowMs = () => (options.now ? options.now().getTime() : Date.now());
  const plugins = await registerAppPlugins(app, options, {
    logError,
    nowMs,
    // The modules are built below; this is only called once requests arrive.
    onRateLimited: (request, key) => ctx.service('requestSecurityEvents').rateLimited(request, key),
  });

  const ctx = await buildModules(MODULES, {
    ...plugins,
    app,
    database: options.database,
    db: options.database.db,
    now: options.now ?? (() => new Date()),
    nowMs,
    logError,
    uploadsDir: options.uploadsDir ?? path.join(os.tmpdir(), `helionews-uploads-${process.pid}`),
    publicUrl: options.publicUrl,
    baseHostname: options.publicUrl ? new URL(options.publicUrl).hostname : undefined,
    webDistDir: options.webDistDir ?? null,
    // What loads after the app is ready (the page renderer); readiness waits for it.
    warmUp: createWarmUp((error, what) => app.log.error({ err: error }, `could not load ${what}`)),
    options,
  });
  // Built, not started: main.ts starts them once the node listens; a closing app stops them.
  const jobs = buildJobs(MODULES, ctx);
  app.decorate('jobs', jobs);
  app.addHook('preClose', () => jobs.stop());
  await app.register(authPlugin, { auth: ctx.service('auth') });
  app.decorate('warmUp', ctx.warmUp);
  await registerEach('root', app, ctx);

  // Everything in this scope acts for one tenant, resolved before the handler runs.
  await app.register(
    async (api) => {
      await api.register(tenantContext, {
        tenants: ctx.service('tenants'),
        baseHostname: ctx.baseHostname,
        addressing: 'api',
      });
      await registerEach('publicRoutes', api, ctx);

      // The back-office, acting on the tenant the request names, for the roles each route admits.
      await api.register(
        async (admin) => {
          // Every admin route declares the roles it admits; this one hook enforces them.
          const requestEvents = ctx.service('requestSecurityEvents');
          await admin.register(adminRolesPlugin, {
            access: ctx.service('access'),
            onDenied: (request, denial) => requestEvents.permissionDenied(request, denial),
            secondFactors: ctx.service('auth'),
          });
          await registerEach('adminRoutes', admin, ctx);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(uploadsPlugin, { uploadsDir: ctx.uploadsDir });
  await registerEach('siteRoutes', app, ctx);
  return app;
}

/**
 * The plugins every request passes through, registered before any route, in this order; returns
 * what they made that the modules are given too.
 */
async function registerAppPlugins(
  app: FastifyInstance,
  options: BuildAppOptions,
  {
    logError,
    nowMs,
    onRateLimited,
  }: Pick<ModuleContext, 'logError' | 'nowMs'> & {
    onRateLimited: NonNullable<RateLimitPluginOptions['onLimited']>;
  },
): Promise<Pick<ModuleContext, 'metrics' | 'webBundle' | 'contentVersions' | 'redis'>> {
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
    stale: metrics.cacheLookups.labels({ result: 'stale' }),
    miss: metrics.cacheLookups.labels({ result: 'miss' }),
    skip: metrics.cacheLookups.labels({ result: 'skip' }),
  };
  const purge = options.edgePurge;
  const edgePurger =
    purge && purge.urls.length > 0
      ? createEdgePurger({ urls: purge.urls, secret: purge.secret, log: app.log })
      : null;
  if (edgePurger) app.addHook('onClose', () => edgePurger.close());
  // Reader reads from memory, tagged with what they show; edits heard through LISTEN.
  const contentVersions = createContentVersions({
    listen: (channel, onPayload, onConnectionChange) =>
      options.database.listen(channel, onPayload, onConnectionChange),
    load: (tenantIds) => createContentRepository(options.database.db).versionsOf(tenantIds),
    logError,
    now: nowMs,
  });
  await app.register(readCachePlugin, {
    versions: contentVersions,
    maxBytes: options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES,
    staleBoundMs: options.cacheStaleBoundMs,
    onLookup: (result) => cacheLookups[result].inc(),
    onRevalidationFailure: () => metrics.cacheRevalidationFailures.inc(),
    // Once this node serves the change, the edges fetch it again (every node purges: an edge
    // that fetched a node's stale copy in between is purged again by that node).
    onRerendered: (tenantId, tags) =>
      edgePurger?.purge(edgeTags(tenantId, tags === null ? null : [...tags, ANY_CONTENT])),
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
    onLimited: onRateLimited,
  });
  return {
    metrics,
    webBundle,
    contentVersions,
    redis: redis && redisGuard ? { client: redis, guard: redisGuard, namespace } : null,
  };
}

/** Registers, in one scope of the app, what each module has for it, in the modules' order. */
async function registerEach(
  part: 'root' | 'publicRoutes' | 'adminRoutes' | 'siteRoutes',
  scope: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  for (const module of MODULES) await module[part]?.(scope, ctx);
}

/** The Fastify instance, with request ids, zod schemas and the route table. */
function createFastify(options: BuildAppOptions): FastifyInstance {
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
  return app;
}
