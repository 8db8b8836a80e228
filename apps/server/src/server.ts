/**
 * Entry point: reads the configuration, opens and migrates the database, seeds an empty one,
 * listens, and shuts down gracefully. Every start-up failure is one clear line and exit code 1.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DatabaseConnectionError, openDatabase, type DatabaseHandle } from './db/client.js';
import { seedDatabase } from './db/seed.js';
import { createSchedulerRunner } from './jobs/scheduler.js';
import { createFeedPoller } from './jobs/feed-poller.js';
import { serializeRequest } from './lib/log-serializers.js';
import { createMailer } from './lib/mailer.js';
import { connectRedis, RedisConnectionError } from './lib/redis.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';
import { assertPortFree, PortInUseError } from './lib/port-check.js';

const SHUTDOWN_GRACE_MS = 10_000;
const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

function fail(message: string): never {
  process.stderr.write(`HelioNews could not start: ${message}\n`);
  process.exit(1);
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
    ...lines.map((line) => `  ${line}`),
    '',
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  await assertPortFree(config.port, config.host);
  const unlock = config.databaseUrl ? async () => undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const seed = await seedDatabase(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demo: config.seedDemo,
  });

  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const mailLog = {
    info: (object: Record<string, unknown>, message: string) => app.log.info(object, message),
  };
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    logger: mailLog,
  });

  const app = await buildApp({
    database,
    webDistDir,
    closeDatabaseOnClose: true,
    redis,
    mailer,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    cacheMaxBytes: config.cacheMaxBytes,
    realtime: { maxStreamsPerIp: config.realtimeMaxStreamsPerIp },
    analyticsFlushMs: config.analyticsFlushMs,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    feeds: { allowHosts: config.feedsAllowHosts },
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    },
  });
  app.addHook('onClose', async () => {
    mailer.close();
    redis?.disconnect();
    await unlock();
  });
  await app.listen({ port: config.port, host: config.host });
  // Every node runs the News Scheduler; SKIP LOCKED keeps them from publishing a story twice.
  const scheduler = createSchedulerRunner({
    database: database.db,
    logger: app.log,
    intervalMs: config.schedulerIntervalMs,
  });
  scheduler.start();
  // Every node polls the feeds; SKIP LOCKED keeps them from fetching a feed at the same time.
  const feedPoller = createFeedPoller({
    database: database.db,
    logger: app.log,
    ...app.feedPollerDeps,
    allowHosts: config.feedsAllowHosts,
    intervalMs: config.feedsIntervalMs,
  });
  feedPoller.start();

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
  printBanner(config, database, mailer.target, lines);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // The scheduler and the feed poller finish their ticks before the app closes the database.
    Promise.all([scheduler.stop(), feedPoller.stop()])
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
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
