import {
  createMemoryFailureCounter,
  createRedisFailureCounter,
  createResilientFailureCounter,
} from '../../lib/failure-counter.js';
import { createMemoryMailer, type Mailer } from '../../lib/mailer.js';
import { createContentRepository } from '../content/content.repository.js';
import { registerWithService, type AppModule } from '../module.js';
import {
  createAuthHousekeeping,
  type AuthHousekeeping,
  type AuthHousekeepingOptions,
} from './auth.housekeeping.js';
import { authPublicRoutes } from './auth.public-routes.js';
import { createAuthRepository } from './auth.repository.js';
import {
  createAuthService,
  DEFAULT_AUTH_POLICY,
  type AuthPolicy,
  type AuthService,
} from './auth.service.js';

declare module '../module.js' {
  interface Services {
    auth: AuthService;
  }
  interface Jobs {
    authHousekeeping: AuthHousekeeping;
  }
  interface ModuleOptions {
    /** The deletion of dead second-step challenges and sessions (issue 35). */
    authHousekeeping?: AuthHousekeepingOptions;
    mailer?: Mailer;
    authPolicy?: Partial<AuthPolicy>;
    /** Waits out the sign-in slowdown of an account under attack; tests record instead of waiting. */
    loginDelay?: (ms: number) => Promise<void>;
  }
}

/** Readers' accounts, sessions and password resets (ADR 003, ADR 004). */
export const authModule: AppModule = {
  name: 'auth',
  build(ctx) {
    const policy = { ...DEFAULT_AUTH_POLICY, ...ctx.options.authPolicy };
    const inMemory = () =>
      createMemoryFailureCounter(policy.lockoutWindowMs, () => ctx.now().getTime());
    return {
      auth: createAuthService({
        repository: createAuthRepository(ctx.db),
        repositoryOn: createAuthRepository,
        inTransaction: (work) =>
          ctx.db.transaction((tx) => work(createAuthRepository(tx), createContentRepository(tx))),
        securityEvents: ctx.service('securityEvents'),
        mailer: ctx.options.mailer ?? createMemoryMailer(),
        // Shared by every node in Redis; this node's memory while Redis is unreachable.
        loginFailures: ctx.redis
          ? createResilientFailureCounter(
              ctx.redis.guard,
              createRedisFailureCounter(
                ctx.redis.client,
                policy.lockoutWindowMs,
                `${ctx.redis.namespace}login-failures:`,
              ),
              inMemory(),
            )
          : inMemory(),
        sleep: ctx.options.loginDelay,
        publicUrl: ctx.publicUrl ?? 'http://localhost:3000',
        policy,
        // Failed sign-ins and lockouts, counted for /metrics.
        metrics: ctx.metrics,
        now: ctx.now,
        logError: ctx.logError,
        // The newsletters module is listed below: its service is asked for when a reader signs up.
        onReaderCreated: (tenantId, user) =>
          ctx.service('newsletters').subscribeOnSignup(tenantId, user),
        // The sso module is listed below: asked only when a password sign-in is checked.
        passwordSignInAllowed: (tenantId, userId) =>
          ctx.service('sso').passwordSignInAllowed(tenantId, userId),
      }),
    };
  },
  publicRoutes: registerWithService(authPublicRoutes, 'auth'),
  jobs: (ctx) => ({
    authHousekeeping: createAuthHousekeeping({
      auth: ctx.service('auth'),
      logger: ctx.app.log,
      metrics: ctx.metrics,
      options: ctx.options.authHousekeeping,
    }),
  }),
};
