/**
 * Entry point: reads the configuration, opens and migrates the database, seeds an empty one,
 * listens, and shuts down gracefully. Every start-up failure is one clear line and exit code 1.
 * `main` runs the start-up phases in order; each is a function below, and each is timed under its
 * name (ops/startup-phases.ts; `bench/startup.ts` prints them).
 */
import path from 'node:path';
import v8 from 'node:v8';
import { API_PATHS } from '@helionews/contracts';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DatabaseConnectionError, openDatabase, type DatabaseHandle } from './db/client.js';
import { seedDatabase, type SeedReport } from './db/seed.js';
import { serializeRequest } from './lib/log-serializers.js';
import { createAppMetrics, type AppMetrics } from './lib/metrics.js';
import { terminalLogStream } from './lib/pretty-logs.js';
import { createMetricsServer } from './plugins/metrics.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { connectRedis, RedisConnectionError } from './lib/redis.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';
import { assertPortFree, PortInUseError } from './lib/port-check.js';
import {
  createDraining,
  drainDelayFor,
  watchListener,
  type Draining,
  type ListenerCloser,
} from './ops/shutdown.js';
import { createStartupPhases } from './ops/startup-phases.js';
import { WEB_DIST_DIR } from './paths.js';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`HelioNews could not start: ${message}\n`);
  process.exit(1);
}

/** Exits 1 should a shutdown outlast SHUTDOWN_GRACE_MS. */
function armForcedExit(): void {
  const force = setTimeout(() => {
    process.stderr.write('HelioNews: shutdown took too long; exiting\n');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
}

async function main(): Promise<void> {
  const phases = createStartupPhases();
  phases.mark('modules');
  const config = readConfig();
  phases.mark('config');
  const startup = watchStopDuringStartup();

  const unlock = await checkPortsAndLock(config);
  startup.undoOnStop(unlock);
  await startup.checkpoint();
  phases.mark('checks');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  startup.undoOnStop(() => database.close());
  phases.mark('databaseOpen');
  await startup.checkpoint();
  await database.migrate();
  phases.mark('migrations');
  await startup.checkpoint();
  const seed = await seedDatabase(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demo: config.seedDemo,
  });
  phases.mark('seed');
  await startup.checkpoint();

  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  startup.undoOnStop(async () => redis?.disconnect());
  phases.mark('redis');
  const node = await buildNode(config, database, redis, unlock);
  phases.mark('app');
  // From here the app owns the database, Redis and the lock: closing it releases them all.
  startup.handOver(() => node.app.close());
  await startup.checkpoint();
  await listen(config, node);
  phases.mark('listen');
  // The News Scheduler and the feed poller (their modules' jobs); SKIP LOCKED keeps two nodes
  // from doing the same piece of work.
  node.app.jobs.start();

  // The banner says the node serves everything: the page renderer, which loads after the app
  // listens (health answers meanwhile, readiness says it is starting), has loaded.
  await node.app.warmUp.settled();
  phases.mark('warmUp');
  // From now on, collect the old generation before it grows to four times what is live: under
  // reader load the process then peaks near 150 MB instead of 330 MB, at the same throughput
  // (ADR 014). Not during start-up, whose many short-lived objects it would only slow down.
  v8.setFlagsFromString('--optimize-for-size');

  printBanner(config, database, node.mailer.target, seedLines(seed));
  node.app.log.info({ startupMs: phases.summary() }, 'started');
  startup.serving(shutdownOnSignal(config, node));
}

/** The configuration, or one line and exit code 1. */
function readConfig(): Config {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // The libraries the server renderer bundles (React, MUI, emotion) read NODE_ENV themselves:
  // unset, they run their development builds, slower, and with class names that differ from the
  // reader stylesheet's (ADR 016). The configuration's default (production) is theirs too.
  process.env.NODE_ENV ??= config.nodeEnv;
  return config;
}

/**
 * A stop asked for during start-up lets the step under way finish, undoes what was opened
 * (newest first) and exits 0; once the node serves, its shutdown takes over.
 */
function watchStopDuringStartup() {
  let stopSignal: NodeJS.Signals | null = null;
  let onServingStop: ((signal: NodeJS.Signals) => void) | null = null;
  let undoStartup: (() => Promise<unknown>)[] = [];
  const requestStop = (signal: NodeJS.Signals) => {
    if (onServingStop) return onServingStop(signal);
    if (stopSignal) return;
    stopSignal = signal;
    armForcedExit();
  };
  process.on('SIGTERM', requestStop);
  process.on('SIGINT', requestStop);
  return {
    /** What a stop from now on undoes, besides what was opened before. */
    undoOnStop(undo: () => Promise<unknown>): void {
      undoStartup.push(undo);
    },
    /** From now on, a stop undoes this alone (it releases all that was opened). */
    handOver(undo: () => Promise<unknown>): void {
      undoStartup = [undo];
    },
    /** Where start-up stops, undoing what it opened, when a stop was asked for. */
    async checkpoint(): Promise<void> {
      if (!stopSignal) return;
      for (const undo of undoStartup.reverse()) await undo().catch(() => undefined);
      process.stderr.write(`HelioNews stopped during start-up (${stopSignal})\n`);
      process.exit(0);
    },
    /** The node serves: a stop is its shutdown, at once if one was asked for meanwhile. */
    serving(shutdown: (signal: NodeJS.Signals) => void): void {
      onServingStop = shutdown;
      if (stopSignal) shutdown(stopSignal);
    },
  };
}

/** The ports are free and the data directory is this process's; returns the unlock. */
async function checkPortsAndLock(config: Config): Promise<() => Promise<unknown>> {
  await assertPortFree(config.port, config.host);
  if (config.metricsPort !== undefined) await assertPortFree(config.metricsPort, config.host);
  return config.databaseUrl ? async () => undefined : await lockDataDir(config.dataDir);
}

/** The app and what serves beside it, built and not yet listening. */
interface AppNode {
  app: FastifyInstance;
  mailer: Mailer;
  metrics: AppMetrics;
  /** The METRICS_PORT listener, when there is one. */
  metricsServer: FastifyInstance | null;
  /** Readiness answers 503 from the first moment of a shutdown, while the node still serves. */
  draining: Draining;
  /** The main port's connections and requests, for the shutdown. */
  listener: ListenerCloser;
}

async function buildNode(
  config: Config,
  database: DatabaseHandle,
  redis: Redis | null,
  unlock: () => Promise<unknown>,
): Promise<AppNode> {
  const mailLog = {
    info: (object: Record<string, unknown>, message: string) => app.log.info(object, message),
  };
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    logger: mailLog,
  });

  const draining = createDraining();
  // The real server also reports the process (memory, event loop lag, handles, GC).
  const metrics = createAppMetrics({ defaultMetrics: true });
  // Readable lines in a terminal; structured JSON everywhere else.
  const logStream = terminalLogStream(config.logLevel);
  const app = await buildApp({
    database: { ...database, ping: draining.guard(() => database.ping()) },
    webDistDir: WEB_DIST_DIR,
    closeDatabaseOnClose: true,
    redis,
    mailer,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    cacheMaxBytes: config.cacheMaxBytes,
    cacheStaleBoundMs: config.cacheStaleBoundMs,
    edgePurge: { urls: config.edgePurgeUrls, secret: config.edgePurgeSecret },
    realtime: { maxStreamsPerIp: config.realtimeMaxStreamsPerIp },
    render: {
      workers: config.renderWorkers,
      queueLimit: config.renderQueueLimit,
      warmUpRounds: config.renderWarmUpRounds,
    },
    analyticsFlushMs: config.analyticsFlushMs,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    feeds: { allowHosts: config.feedsAllowHosts, intervalMs: config.feedsIntervalMs },
    oidc: { allowHosts: config.oidcAllowHosts },
    scheduler: { intervalMs: config.schedulerIntervalMs },
    newsletters: { webhookSecret: config.newsletterWebhookSecret },
    membership: { stripeApiBase: config.stripeApiBase },
    media: { s3: config.s3 },
    newsletterSends: {
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      ratePerSecond: config.mail.ratePerSecond,
      concurrency: config.mail.concurrency,
      dkim: config.mail.dkim,
      intervalMs: config.newslettersIntervalMs,
    },
    metrics,
    // With METRICS_PORT, only that listener serves /metrics; the main port answers 404.
    metricsToken: config.metricsPort === undefined ? (config.metricsToken ?? null) : null,
    requestLog: { mode: config.logRequests, slowMs: config.slowRequestMs },
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        // Membership's write-only Stripe secrets (ADR 031), wherever an object carrying them is logged.
        '*.stripe_secret_key',
        '*.stripe_webhook_secret',
        '*.stripeSecretKey',
        '*.stripeWebhookSecret',
        'req.headers["stripe-signature"]',
        // The media library's bucket keys (S3_SECRET_ACCESS_KEY).
        '*.secretAccessKey',
        // Second factors (ADR 033): the TOTP secret, its URL, recovery codes, the sign-in's mfa_token
        // (not `*.code`: errors' codes must stay readable; request bodies are never logged).
        '*.secret',
        '*.pendingSecret',
        '*.otpauth_url',
        '*.mfa_token',
        '*.recovery_code',
        '*.recovery_codes',
      ],
      ...(logStream ? { stream: logStream } : {}),
    },
  });
  // METRICS_PORT: a listener of its own on HOST for /metrics (and the token, when set too).
  const metricsServer =
    config.metricsPort === undefined
      ? null
      : await createMetricsServer({ metrics, token: config.metricsToken ?? null });
  if (metricsServer) app.addHook('onClose', () => metricsServer.close());
  app.addHook('onClose', async () => {
    mailer.close();
    redis?.disconnect();
    await unlock();
  });
  const listener = watchListener(app.server, (req) =>
    (req.url ?? '').startsWith(`/api${API_PATHS.realtimeStream}`),
  );
  return { app, mailer, metrics, metricsServer, draining, listener };
}

/**
 * Connections the kernel may hold for the node before it accepts them. Node's default, 511,
 * overflowed when 1,000 readers connected at once while the event loop was busy: the kernel
 * dropped the rest of the handshakes and those readers waited for retransmits (1 s, 3 s, 7 s),
 * some past 10 s (bench/connections.ts; `nstat` counted 14,227 ListenOverflows). The kernel caps
 * it at net.core.somaxconn (4,096 on current Linux).
 */
const LISTEN_BACKLOG = 4096;

async function listen(config: Config, node: AppNode): Promise<void> {
  await node.app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  await node.metricsServer?.listen({ port: config.metricsPort, host: config.host });
}

/**
 * SIGTERM: readiness 503 at once; the jobs stop and give back their claims; the node serves on
 * for SHUTDOWN_DRAIN_MS so that a proxy moves away, then stops accepting connections, tells the
 * realtime streams to reconnect (the app's preClose), lets the answers under way finish, closes
 * the database and exits 0, all within SHUTDOWN_GRACE_MS.
 */
function shutdownOnSignal(config: Config, node: AppNode): (signal: NodeJS.Signals) => void {
  const { app, draining, listener } = node;
  let closing = false;
  return (signal) => {
    if (closing) return;
    closing = true;
    draining.begin();
    listener.drain();
    armForcedExit();
    const drainMs = drainDelayFor(signal, config.shutdownDrainMs);
    app.log.info(
      { signal, drainMs, inFlight: listener.inFlight },
      'shutting down: readiness answers 503; finishing in-flight requests',
    );
    // The scheduler and the feed poller finish or give back their work before the database closes.
    const jobsStopped = app.jobs.stop();
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(async () => {
        listener.close();
        // The answers under way finish, and a request on a connection accepted just before the
        // listener closed is still served (the closing app would refuse it with a 503).
        // At most 3 s, and never so long that the exit would miss SHUTDOWN_GRACE_MS.
        const maxMs = Math.min(3_000, Math.max(500, SHUTDOWN_GRACE_MS - drainMs - 2_500));
        await listener.settled({ quietMs: 250, maxMs });
        await jobsStopped;
      })
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
}

/** The banner's lines about what the seed created. */
function seedLines(seed: SeedReport): string[] {
  const lines: string[] = [];
  if (seed.tenantsCreated.length > 0) {
    lines.push(
      `Seeded ${seed.tenantsCreated.length} publication(s) and ${seed.storiesCreated} stories`,
    );
  }
  if (seed.adminCreated) {
    lines.push(`Admin account created: ${seed.adminCreated.email}`);
    lines.push(
      seed.adminCreated.generatedPassword
        ? `Admin password (shown once, store it now): ${seed.adminCreated.generatedPassword}`
        : 'Admin password: the ADMIN_PASSWORD you configured',
    );
  }
  return lines;
}

function printBanner(
  config: Config,
  database: DatabaseHandle,
  mailTarget: string,
  lines: string[],
): void {
  const out = [
    '',
    `  HelioNews is running at ${config.publicUrl}`,
    `  API documentation:     ${config.publicUrl}/api/docs`,
    `  Database:              ${database.kind === 'pglite' ? 'embedded PGlite in' : 'PostgreSQL at'} ${database.location}`,
    `  Mail:                  ${mailTarget}`,
    `  Metrics:               ${metricsLocation(config)}`,
    ...lines.map((line) => `  ${line}`),
    '',
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

/** Where Prometheus scrapes, as the banner says it (never the token itself). */
function metricsLocation(config: Config): string {
  const token = config.metricsToken ? ' (Bearer METRICS_TOKEN)' : '';
  if (config.metricsPort !== undefined) {
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return `http://${host}:${config.metricsPort}/metrics${token}`;
  }
  if (config.metricsToken) return `${config.publicUrl}/metrics${token}`;
  return 'not served (set METRICS_PORT or METRICS_TOKEN)';
}

main().catch((error: unknown) => {
  if (
    error instanceof PortInUseError ||
    error instanceof DatabaseConnectionError ||
    error instanceof DataDirLockedError ||
    error instanceof RedisConnectionError
  ) {
    fail(error.message);
  }
  fail(error instanceof Error ? error.message : String(error));
});
