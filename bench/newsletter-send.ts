/**
 * Newsletter delivery (issue 32, item 7): one send to 100,000 confirmed subscribers through a
 * local SMTP sink that accepts everything (bench/newsletter-sink.ts, a process of its own), while
 * readers (another process, at a fixed rate: `--reader-rate`, 200 a second) ask for cached pages. Prints messages a second and the total time, the readers' p99
 * during the send, and `node -e 0` on this machine in the same run (the noise floor).
 *
 *   npx tsx bench/newsletter-send.ts                         # embedded PGlite, 100,000
 *   npx tsx bench/newsletter-send.ts --subscribers 20000 --concurrency 8 --rate 300
 *   npx tsx bench/newsletter-send.ts --database-url postgres://postgres@127.0.0.1:5432/test
 *   npx tsx bench/newsletter-send.ts --data-dir /tmp/nl-bench   # PGlite on disk, a fresh folder
 *
 * The app is the real one (`buildApp` as tests build it, listening on 127.0.0.1): the engine is
 * its newsletter job (every 100 ms); the readers are autocannon's connections (their own process) to
 * `GET /api/stories` (the publication's front page data, served from the read cache).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import {
  newsletterSends,
  newsletterSubscriptions,
  newsletters,
} from '../apps/server/src/db/schema/index.js';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createMemoryMailer } from '../apps/server/src/lib/mailer.js';
import { createTestApp, type TestAppOptions } from '../apps/server/src/test/app.js';
import { createStory, createTenant } from '../apps/server/src/test/factories.js';
import { machineLine, loadAverage, nodeStartMs } from './harness.js';

const { values: args } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '32' },
    // MAIL_RATE_PER_SECOND: unlimited by default (the sink takes what comes).
    rate: { type: 'string', default: '100000' },
    readers: { type: 'string', default: '10' },
    'reader-rate': { type: 'string', default: '200' },
    'smtp-port': { type: 'string', default: '2650' },
    'http-port': { type: 'string', default: '4250' },
    'database-url': { type: 'string' },
    // Embedded PGlite on disk, as `npm start` runs it (./data), rather than in memory.
    'data-dir': { type: 'string' },
  },
});
const SUBSCRIBERS = Number(args.subscribers);
const CONCURRENCY = Number(args.concurrency);
const RATE = Number(args.rate);
if (args['database-url']) process.env.TEST_DATABASE_URL = args['database-url'];

async function startSink(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'newsletter-sink.ts', String(port)], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let count = 0;
  const lines = createInterface({ input: child.stdout });
  await new Promise<void>((resolve) =>
    lines.on('line', (line) => {
      if (line.startsWith('listening')) resolve();
      if (line.startsWith('count ')) count = Number(line.slice(6));
    }),
  );
  return { count: () => count, stop: () => child.kill('SIGTERM') };
}

interface ReaderResult {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

/** Readers at a fixed rate, in a process of their own (bench/newsletter-readers.ts). */
async function startReaders(url: string, tenant: string): Promise<() => Promise<ReaderResult>> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'newsletter-readers.ts',
      url,
      tenant,
      String(args['reader-rate']),
      String(args.readers),
    ],
    { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  let resolveResult: (result: ReaderResult) => void = () => undefined;
  const result = new Promise<ReaderResult>((resolve) => (resolveResult = resolve));
  await new Promise<void>((resolve) =>
    lines.on('line', (line) => {
      if (line === 'started') resolve();
      else if (line.startsWith('{')) resolveResult(JSON.parse(line) as ReaderResult);
    }),
  );
  return () => {
    child.kill('SIGTERM');
    return result;
  };
}

/** The app on a PGlite folder of its own (migrated here), as a node started with DATA_DIR. */
async function appOnDisk(dataDir: string, options: TestAppOptions) {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const app = await buildApp({ ...options, database, mailer: createMemoryMailer(), redis: null });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function main(): Promise<void> {
  const load = { before: loadAverage(), after: 0 };
  const sink = await startSink(Number(args['smtp-port']));
  const options: TestAppOptions = {
    publicUrl: 'https://bench.example.org',
    newsletterSends: {
      smtpUrl: `smtp://127.0.0.1:${args['smtp-port']}`,
      concurrency: CONCURRENCY,
      ratePerSecond: RATE,
      intervalMs: 100,
    },
  };
  const ctx = args['data-dir']
    ? await appOnDisk(args['data-dir'], options)
    : await createTestApp(options);
  const where =
    ctx.database.kind === 'postgres'
      ? 'PostgreSQL'
      : `embedded PGlite ${args['data-dir'] ? 'on disk' : 'in memory'}`;
  try {
    const { db } = ctx.database;
    const tenant = await createTenant(db, { slug: `nlbench-${Date.now().toString(36)}` });
    const story = await createStory(db, tenant.id, {
      title: 'A story of a realistic length',
      summary: 'What readers see first, in a sentence or two.',
      bodyHtml: Array.from(
        { length: 12 },
        (_, i) =>
          `<p>Paragraph ${i + 1}: ${'Reporters described what they saw, with a <a href="/story/1">link</a> and figures. '.repeat(6)}</p>`,
      ).join(''),
      imageUrl: '/uploads/lead.jpg',
    });
    const [letter] = await db
      .insert(newsletters)
      .values({
        tenantId: tenant.id,
        name: 'Bench brief',
        senderName: 'Bench desk',
        senderEmail: 'desk@bench.example.org',
      })
      .returning();
    if (!letter) throw new Error('newsletter insert returned nothing');
    const seedStart = performance.now();
    for (let from = 0; from < SUBSCRIBERS; from += 5_000) {
      await db.insert(newsletterSubscriptions).values(
        Array.from({ length: Math.min(5_000, SUBSCRIBERS - from) }, (_, i) => ({
          tenantId: tenant.id,
          newsletterId: letter.id,
          email: `reader${from + i}@bench.example.org`,
          status: 'active' as const,
          source: 'import',
          unsubscribeToken: `${tenant.id}.bench-token-${from + i}`,
          confirmedAt: new Date(),
        })),
      );
    }
    process.stdout.write(
      `seeded ${SUBSCRIBERS} subscribers in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${where})\n`,
    );

    const address = await ctx.app.listen({ port: Number(args['http-port']), host: '127.0.0.1' });
    const readerUrl = `${address}/api/stories?page_size=10`;
    const headers = { 'x-tenant-id': tenant.slug };
    await fetch(readerUrl, { headers });

    // Readers during the send.
    const stopReaders = await startReaders(readerUrl, tenant.slug);
    const [send] = await db
      .insert(newsletterSends)
      .values({
        tenantId: tenant.id,
        newsletterId: letter.id,
        storyId: story.id,
        subject: story.title,
      })
      .returning();
    if (!send) throw new Error('send insert returned nothing');
    const started = performance.now();
    ctx.app.jobs.start();
    let row = send;
    /** When the sink had the first message: the send's render and enqueue before it. */
    let firstAt = Number.NaN;
    const first = setInterval(() => {
      if (sink.count() === 0) return;
      firstAt = performance.now();
      clearInterval(first);
    }, 20);
    // Progress every 10 s, from the sink's count.
    const progress = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      process.stdout.write(
        `  ${elapsed.toFixed(0)} s: ${sink.count()} received (${(sink.count() / elapsed).toFixed(0)}/s)\n`,
      );
    }, 10_000);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      [row = send] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, send.id));
      if (!['scheduled', 'sending'].includes(row.status)) break;
    }
    clearInterval(progress);
    clearInterval(first);
    const seconds = (performance.now() - started) / 1000;
    const readerResult = await stopReaders();
    await ctx.app.jobs.stop();
    load.after = loadAverage();
    const node = nodeStartMs();
    process.stdout.write(
      [
        `newsletter send (${where}, ${CONCURRENCY} SMTP connections, ${RATE >= 100_000 ? 'no rate limit' : `at most ${RATE}/s`}, sink in its own process)`,
        `  status ${row.status}, total ${row.total}, sink received ${sink.count()}`,
        `  total time ${seconds.toFixed(1)} s (the first message after ${((firstAt - started) / 1000).toFixed(1)} s: render and enqueue): ${(row.total / seconds).toFixed(0)} messages/s`,
        `  readers during the send (${args['reader-rate']}/s, own process): ${readerResult.requests} requests, ` +
          `p50 ${readerResult.p50} ms, p99 ${readerResult.p99} ms, ` +
          `max ${readerResult.max} ms, errors ${readerResult.errors}`,
        `  node -e 0: ${node.toFixed(0)} ms`,
        `  ${machineLine(load)}`,
        '',
      ].join('\n'),
    );
  } finally {
    await ctx.close();
    sink.stop();
  }
}

await main();
