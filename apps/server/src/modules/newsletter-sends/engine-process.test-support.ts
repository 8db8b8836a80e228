/**
 * One node's delivery engine alone, as a process of its own (the kill test starts it with tsx,
 * SIGKILLs it mid-send and starts it again on the same DATA_DIR): it ticks until no send is
 * scheduled or under way, then prints `done` and exits 0.
 *
 *     DATA_DIR=... SMTP_URL=smtp://127.0.0.1:2601 CONCURRENCY=4 LEASE_MS=1500 \
 *       node --import tsx engine-process.test-support.ts
 */
import { openDatabase } from '../../db/client.js';
import { transactionOf } from '../module.js';
import { createDeliveryEngine, DEFAULT_ENGINE_SETTINGS } from './newsletter-sends.engine.js';
import { createNewsletterSendsRepository } from './newsletter-sends.repository.js';
import { createThreadMailer } from './newsletter-sends.mailer.js';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const database = await openDatabase({ dataDir: env('DATA_DIR') });
const concurrency = Number(process.env.CONCURRENCY ?? 4);
const mailer = createThreadMailer({
  smtpUrl: env('SMTP_URL'),
  outboxDir: env('DATA_DIR'),
  ratePerSecond: 100_000,
  concurrency,
  dkim: null,
});
const repository = createNewsletterSendsRepository(database.db);
const engine = createDeliveryEngine({
  repository,
  inTransaction: transactionOf(database.db, { sends: createNewsletterSendsRepository }),
  mailer,
  now: () => new Date(),
  publicUrl: 'https://news.example.org',
  settings: {
    ...DEFAULT_ENGINE_SETTINGS,
    concurrency,
    batchSize: 100,
    leaseMs: Number(process.env.LEASE_MS ?? 1_500),
    retryBaseMs: 50,
  },
  logger: {
    error: (details, message) => console.error(message, details),
    info: () => undefined,
  },
});

const signal = new AbortController().signal;
for (;;) {
  await engine.tick(signal);
  if (!(await repository.hasOpenSends())) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await mailer.close();
await database.close();
process.stdout.write('done\n');
process.exit(0);
