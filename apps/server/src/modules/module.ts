/**
 * What a module is to the app (ADR 019). Each `modules/<name>/<name>.module.ts` exports one
 * `AppModule`, and app.ts lists every module once, in order: `buildApp` builds the modules'
 * services in that order, then registers their routes in that order, scope by scope. It imports
 * neither app.ts nor any module: every module imports it.
 */
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { Redis } from 'ioredis';
import type { Database, DatabaseHandle, Executor } from '../db/handle.js';
import type { AppMetrics } from '../lib/metrics.js';
import type { RedisGuard } from '../lib/redis.js';
import type { WarmUp } from '../lib/warm-up.js';
import type { WebBundle } from '../lib/web-bundle.js';
import type { ContentVersions } from '../request-context.js';

/**
 * The modules' services by name. Each module adds the ones it builds (`declare module
 * '../module.js'` in its module file); any module reaches them through `ModuleContext.service`.
 */
export interface Services {}

/**
 * The modules' periodic jobs by name (the News Scheduler, the feed poller). Each module adds the
 * ones it runs (`declare module '../module.js'`), each a `Job`; tests reach one through
 * `app.jobs.each` to run a tick.
 */
export interface Jobs {}

/**
 * A job every node runs on a timer (lib/interval-runner.ts), claiming its work with SKIP LOCKED so
 * that two nodes never do the same piece twice.
 */
export interface Job {
  /** Runs now and then every interval, until stop(). */
  start(): void;
  /** No further runs; resolves once the work under way has finished or been given back. */
  stop(): Promise<void>;
}

/** The app's jobs (`app.jobs`): main.ts starts them once the node listens, and stops them first. */
export interface AppJobs {
  readonly each: Jobs;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The options of `buildApp` that one module alone reads: that module adds them, with what they
 * mean. The others, which the app itself reads, are app.ts's `BuildAppOptions`.
 */
export interface ModuleOptions {
  /**
   * Identity providers (single sign-on, reader social sign-in) every request goes to through
   * `lib/oidc-fetch.ts`; `allowHosts` lets internal issuers through (OIDC_ALLOW_HOSTS).
   */
  oidc?: { allowHosts: readonly string[] };
}

/** What every module is given. */
export interface ModuleContext {
  /** The app being built, for a module's hooks (preClose) and decorations. */
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  /** `database.db`. */
  readonly db: Database;
  /** The clock (tests pass one). */
  readonly now: () => Date;
  /** The same clock in milliseconds, without a Date (it is read on every request). */
  readonly nowMs: () => number;
  /** Logs an error with the app's logger. */
  readonly logError: (error: unknown, message: string) => void;
  /** DATA_DIR/uploads (logos, article images, ad creatives). */
  readonly uploadsDir: string;
  /** PUBLIC_URL as given (absent in most tests), and its host name, which names no tenant. */
  readonly publicUrl: string | undefined;
  readonly baseHostname: string | undefined;
  /** Every tenant's content version, heard through LISTEN. */
  readonly contentVersions: ContentVersions;
  readonly metrics: AppMetrics;
  /** Counters shared in Redis, with their guard and key prefix (ADR 004); null without Redis. */
  readonly redis: { client: Redis; guard: RedisGuard; namespace: string } | null;
  /** The built web app: its folder, and its page template and server renderer; null for the API alone. */
  readonly webDistDir: string | null;
  readonly webBundle: WebBundle | null;
  /** What readiness waits for once the app is ready (the page renderer). */
  readonly warmUp: WarmUp;
  readonly options: Readonly<ModuleOptions>;
  /**
   * A module's service. While a module builds, only those that the modules listed above it built
   * (anything else throws, naming both); once every module is built, any of them.
   */
  service<Name extends keyof Services>(name: Name): Services[Name];
}

/** Registers a module's plugins or routes on one scope of the app. */
export type RegisterIn = (scope: FastifyInstance, ctx: ModuleContext) => Promise<void>;

/**
 * What most modules register on a scope: one plugin (their routes, or hooks) whose only option
 * is one of the services.
 *
 *     adminRoutes: registerWithService(schedulerAdminRoutes, 'scheduler'),
 */
export function registerWithService<
  Name extends keyof Services,
  Provider extends FastifyTypeProvider,
>(
  plugin: FastifyPluginAsync<{ service: Services[Name] }, RawServerDefault, Provider>,
  name: Name,
): RegisterIn {
  return async (scope, ctx) => {
    await scope.register(plugin, { service: ctx.service(name) });
  };
}

/**
 * One module of the app. Each part is optional; the scopes are registered in the order below,
 * and within each, the modules in app.ts's order.
 */
export interface AppModule {
  /** The module's folder, named in errors. */
  readonly name: string;
  /** Creates the module's services, which it adds to `Services`. */
  build?(ctx: ModuleContext): Partial<Services> | Promise<Partial<Services>>;
  /** On the app itself, before any API route: app-wide hooks, routes outside the tenant scope. */
  root?: RegisterIn;
  /** Under /api, for the tenant the request names (plugins/tenant.ts): the readers' API. */
  publicRoutes?: RegisterIn;
  /** Under /api/admin, behind the roles hook (plugins/roles.ts): the back-office API. */
  adminRoutes?: RegisterIn;
  /** At the site's root, after the API and the uploaded files: crawler files, the web app. */
  siteRoutes?: RegisterIn;
  /**
   * The module's periodic jobs, which it adds to `Jobs`, built once every module's services are
   * (a job drives its module's services). Nothing runs until `app.jobs.start()`.
   */
  jobs?(ctx: ModuleContext): { [Name in keyof Jobs]?: Jobs[Name] & Job };
}

/**
 * Builds every module's services, in list order, and returns the context the modules were
 * given, from then on answering for every service.
 */
export async function buildModules(
  modules: readonly AppModule[],
  given: Omit<ModuleContext, 'service'>,
): Promise<ModuleContext> {
  const built: Partial<Services> = {};
  const builtBy = new Map<string, string>();
  let building: string | null = null;
  const ctx: ModuleContext = {
    ...given,
    service(name) {
      if (!builtBy.has(name)) {
        throw new Error(
          building
            ? `Module '${building}' asked for the '${name}' service while it was built, before any module above it in app.ts built that service: list the module that builds it above '${building}', or ask for it when a request comes`
            : `No module in app.ts builds the '${name}' service`,
        );
      }
      return built[name] as Services[typeof name];
    },
  };
  for (const module of modules) {
    building = module.name;
    const services = (await module.build?.(ctx)) ?? {};
    for (const name of Object.keys(services)) {
      const other = builtBy.get(name);
      if (other) throw new Error(`Modules '${other}' and '${module.name}' both build '${name}'`);
      builtBy.set(name, module.name);
    }
    Object.assign(built, services);
  }
  building = null;
  return ctx;
}

/** Every module's jobs, in list order, none of them started. */
export function buildJobs(modules: readonly AppModule[], ctx: ModuleContext): AppJobs {
  const each: Partial<Jobs> = {};
  const jobs: Job[] = [];
  for (const module of modules) {
    const built: Partial<Record<string, Job>> = module.jobs?.(ctx) ?? {};
    for (const [name, job] of Object.entries(built)) {
      if (!job) continue;
      if (name in each) throw new Error(`Two modules run a job named '${name}'`);
      Object.assign(each, { [name]: job });
      jobs.push(job);
    }
  }
  return {
    each: each as Jobs,
    start: () => jobs.forEach((job) => job.start()),
    stop: async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}

/** Repository factories by name, each taking the database or a transaction. */
export type RepositoryFactories = Record<string, (db: Executor) => unknown>;

/** What those factories make of one transaction. */
export type TransactionOf<Factories extends RepositoryFactories> = {
  [Name in keyof Factories]: ReturnType<Factories[Name]>;
};

/**
 * A service's `inTransaction`: runs `work` in one database transaction, with each repository
 * bound to it, so that a change, its activity row and its content version commit together.
 *
 *     inTransaction: transactionOf(ctx.db, { ads: createAdsRepository, activity: ... })
 */
export function transactionOf<Factories extends RepositoryFactories>(
  db: Database,
  factories: Factories,
) {
  const entries = Object.entries(factories);
  return <T>(work: (tx: TransactionOf<Factories>) => Promise<T>): Promise<T> =>
    db.transaction((tx) =>
      work(
        Object.fromEntries(
          entries.map(([name, create]) => [name, create(tx)]),
        ) as TransactionOf<Factories>,
      ),
    );
}
