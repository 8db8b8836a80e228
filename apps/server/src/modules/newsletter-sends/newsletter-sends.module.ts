import os from 'node:os';
import path from 'node:path';
import { createIntervalRunner, type IntervalRunner } from '../../lib/interval-runner.js';
import { recordedTransactionOf } from '../activity/activity.transaction.js';
import { registerWithService, transactionOf, type AppModule } from '../module.js';
import { newsletterSendsAdminRoutes } from './newsletter-sends.admin-routes.js';
import { createThreadMailer } from './newsletter-sends.mailer.js';
import {
  createDeliveryEngine,
  DEFAULT_ENGINE_SETTINGS,
  type EngineSettings,
  type EngineTickResult,
} from './newsletter-sends.engine.js';
import { createNewsletterSendsRepository } from './newsletter-sends.repository.js';
import {
  createNewsletterSendsService,
  type NewsletterSendsService,
} from './newsletter-sends.service.js';
import type { DkimOptions } from './newsletter-sends.transport.js';

export type NewsletterEngineRunner = IntervalRunner<EngineTickResult>;

declare module '../module.js' {
  interface Services {
    newsletterSends: NewsletterSendsService;
  }
  interface Jobs {
    newsletterSends: NewsletterEngineRunner;
  }
  interface ModuleOptions {
    /** Newsletter delivery (issue 32): where messages go, how fast, how often the engine looks. */
    newsletterSends?: {
      /** SMTP_URL; absent: .eml files in `outboxDir`. */
      smtpUrl?: string;
      /** DATA_DIR/outbox; a temporary folder when absent. */
      outboxDir?: string;
      /** MAIL_RATE_PER_SECOND (50 when absent) and MAIL_CONCURRENCY (5). */
      ratePerSecond?: number;
      concurrency?: number;
      /** MAIL_DKIM_*: every message signed. */
      dkim?: DkimOptions | null;
      /** NEWSLETTERS_INTERVAL_MS (2 s when absent). */
      intervalMs?: number;
      /** The engine's lease, retry and batch settings (tests shorten them). */
      engine?: Partial<EngineSettings>;
    };
  }
}

export const DEFAULT_NEWSLETTERS_INTERVAL_MS = 2_000;

/**
 * Newsletter sends (issue 32, items 3 and 4; ADR 029): the back-office's sends, previews and test
 * copies, and the delivery engine every node runs. Reads the newsletters, subscriptions and
 * suppressions the newsletters module keeps.
 */
export const newsletterSendsModule: AppModule = {
  name: 'newsletter-sends',
  build(ctx) {
    const options = ctx.options.newsletterSends ?? {};
    const concurrency = options.concurrency ?? 5;
    const ratePerSecond = options.ratePerSecond ?? 50;
    // Renders and SMTP on a thread of their own: the event loop stays the readers'.
    const mailer = createThreadMailer({
      smtpUrl: options.smtpUrl,
      outboxDir: options.outboxDir ?? path.join(os.tmpdir(), `helionews-outbox-${process.pid}`),
      ratePerSecond,
      concurrency,
      dkim: options.dkim ?? null,
    });
    ctx.app.addHook('onClose', () => mailer.close());
    const publicUrl = ctx.publicUrl ?? 'http://localhost:8000';
    const repository = createNewsletterSendsRepository(ctx.db);
    const engine = createDeliveryEngine({
      repository,
      inTransaction: transactionOf(ctx.db, { sends: createNewsletterSendsRepository }),
      mailer,
      now: ctx.now,
      publicUrl,
      settings: {
        ...DEFAULT_ENGINE_SETTINGS,
        concurrency,
        // About two seconds of sending per claim, within sensible bounds: a claim of 200 is one
        // statement of 25-60 ms on embedded PGlite, on the readers' thread (ADR 030).
        batchSize: Math.min(200, Math.max(20, ratePerSecond * 2)),
        ...options.engine,
      },
      logger: ctx.app.log,
    });
    return {
      newsletterSends: createNewsletterSendsService({
        repository,
        inTransaction: recordedTransactionOf(ctx.db, { sends: createNewsletterSendsRepository }),
        mailer,
        engine,
        now: ctx.now,
        publicUrl,
      }),
    };
  },
  adminRoutes: registerWithService(newsletterSendsAdminRoutes, 'newsletterSends'),
  jobs: (ctx) => {
    const service = ctx.service('newsletterSends');
    return {
      newsletterSends: createIntervalRunner(
        (signal) => service.runEngine(signal),
        ctx.options.newsletterSends?.intervalMs ?? DEFAULT_NEWSLETTERS_INTERVAL_MS,
        {
          name: 'newsletters',
          metrics: ctx.metrics,
          failures: (result) => result.errors,
        },
      ),
    };
  },
};
