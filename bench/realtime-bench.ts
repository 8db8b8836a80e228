/**
 * Realtime news streams (issue 10): how long a publish takes to reach every open stream, and what
 * the streams cost the server in memory.
 *
 *   npx tsx bench/realtime-bench.ts [--streams 2000] [--publishes 10] [--database-url URL]
 *
 * 1. The app is built in this process (`buildApp`), on PostgreSQL when a URL is given (flag or
 *    DATABASE_URL), else on an in-memory PGlite, and listens on 127.0.0.1 with a per-address
 *    limit above --streams. A tenant of its own gets an editor and one published story.
 * 2. The clients live in a child process (this file again, with --clients-child), so that the
 *    memory read here is the server's alone: it opens --streams streams for that tenant over real
 *    HTTP, one socket each, and waits for every `hello`. The server's RSS and V8 heap (after a
 *    full GC) are read before and after.
 * 3. --publishes times: an editor publishes a story through the admin API (in process,
 *    `app.inject`: the same transaction, NOTIFY and fan-out as over HTTP); the child notes when
 *    each stream receives its `story` event. Latency is from the start of the publish request
 *    to that arrival (both processes read the same clock: `performance.timeOrigin + now()`).
 * 4. Optional second node (PostgreSQL only, --second-node): a second app on its own pool and
 *    listener holds half of the streams, so the NOTIFY's trip to another node is in the figures.
 * Everything the run adds to PostgreSQL (its tenant, its stories, its editor) goes again.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.js';
import { tenants, users } from '../apps/server/src/db/schema/index.js';
import { createMember, createStory, createTenant } from '../apps/server/src/test/factories.js';
import { assertPostgresUrl, parseBenchCommandLine, UsageError } from './generate.js';
import {
  describeLocation,
  formatTable,
  loadAverage,
  log,
  machine,
  machineLine,
  onCleanup,
  runBenchmark,
  spreadOf,
  writeReport,
  type Spread,
} from './harness.js';

const DELIVERY_TIMEOUT_MS = 15_000;
const OPEN_CONCURRENCY = 100;
const PAUSE_BETWEEN_PUBLISHES_MS = 300;
const clock = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------------------------------------
// The child: the clients.

type ToChild =
  | { type: 'open'; urls: string[]; tenant: string }
  | { type: 'expect'; storyId: number; startedAt: number }
  | { type: 'stop' };
type FromChild =
  | { type: 'opened'; ok: number; failed: number; ms: number; firstError: string | null }
  | { type: 'delivered'; storyId: number; latencies: number[]; missing: number };

function runClients(): void {
  const send = (message: FromChild) => process.send?.(message);
  /** storyId -> arrival time of each stream that has it. */
  const arrivals = new Map<number, number[]>();
  const waiting = new Map<number, () => void>();
  const requests: http.ClientRequest[] = [];
  let open = 0;

  const onStory = (data: string) => {
    const at = clock();
    const id = (JSON.parse(data) as { story: { id: number } }).story.id;
    const list = arrivals.get(id) ?? [];
    list.push(at);
    arrivals.set(id, list);
    if (list.length >= open) waiting.get(id)?.();
  };

  const openOne = (url: string, tenant: string) =>
    new Promise<void>((resolve, reject) => {
      const headers = { accept: 'text/event-stream', 'x-tenant-id': tenant };
      const request = http.get(url, { agent: false, headers }, (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`status ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: hello')) resolve();
            else if (block.startsWith('event: story')) {
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (data) onStory(data);
            }
            end = buffer.indexOf('\n\n');
          }
        });
      });
      request.on('error', reject);
      requests.push(request);
    });

  process.on('message', (message: ToChild) => {
    if (message.type === 'open') {
      void (async () => {
        const started = clock();
        let failed = 0;
        let firstError: string | null = null;
        const queue = [...message.urls];
        const worker = async () => {
          for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
            try {
              await openOne(url, message.tenant);
              open += 1;
            } catch (error) {
              failed += 1;
              firstError ??= error instanceof Error ? error.message : String(error);
            }
          }
        };
        await Promise.all(Array.from({ length: OPEN_CONCURRENCY }, worker));
        send({ type: 'opened', ok: open, failed, ms: clock() - started, firstError });
      })();
    } else if (message.type === 'expect') {
      const { storyId, startedAt } = message;
      const report = () => {
        waiting.delete(storyId);
        clearTimeout(timer);
        const times = arrivals.get(storyId) ?? [];
        send({
          type: 'delivered',
          storyId,
          latencies: times.map((at) => at - startedAt),
          missing: open - times.length,
        });
      };
      const timer = setTimeout(report, DELIVERY_TIMEOUT_MS);
      waiting.set(storyId, report);
      if ((arrivals.get(storyId)?.length ?? 0) >= open) report();
    } else {
      for (const request of requests) request.destroy();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The parent: the server and the publishes.

interface Options {
  streams: number;
  publishes: number;
  databaseUrl: string | undefined;
  secondNode: boolean;
}

const USAGE = `Usage: npx tsx bench/realtime-bench.ts [options]

  --streams N          concurrent streams for one tenant (default 2000, at most 20000)
  --publishes N        stories published, one at a time (default 10, at most 1000)
  --database-url URL   PostgreSQL (default: DATABASE_URL; unset: PGlite in memory)
  --second-node        PostgreSQL only: a second app node holds half of the streams
  --help               this text`;

function parseOptions(argv: string[]): Options | 'help' {
  const cli = parseBenchCommandLine(argv, {
    streams: 'string',
    publishes: 'string',
    'database-url': 'string',
    'second-node': 'boolean',
  });
  if (cli === 'help') return 'help';
  const databaseUrl = cli.text('database-url') ?? (process.env.DATABASE_URL || undefined);
  if (databaseUrl) assertPostgresUrl(databaseUrl, '--database-url');
  if (cli.flag('second-node') && !databaseUrl) {
    throw new UsageError('--second-node needs PostgreSQL (--database-url or DATABASE_URL)');
  }
  return {
    streams: cli.wholeNumber('streams', 2_000, 1, 20_000),
    publishes: cli.wholeNumber('publishes', 10, 1, 1_000),
    databaseUrl,
    secondNode: cli.flag('second-node'),
  };
}

/** A full collection, so that heap figures are what is live, not what awaits collection. */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

interface Memory {
  rssMiB: number;
  heapUsedMiB: number;
}
function readMemory(): Memory {
  collectGarbage();
  const usage = process.memoryUsage();
  return { rssMiB: usage.rss / 2 ** 20, heapUsedMiB: usage.heapUsed / 2 ** 20 };
}

async function startNode(database: DatabaseHandle, streams: number): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    realtime: { maxStreamsPerIp: streams + 10 },
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  onCleanup('close an app node', () => app.close());
  return app;
}

const streamUrl = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/realtime/stream`;

function ask<T extends FromChild['type']>(
  child: ChildProcess,
  message: ToChild,
  answer: T,
): Promise<Extract<FromChild, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: FromChild) => {
      if (reply.type !== answer) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(reply as Extract<FromChild, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`the clients exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(message);
  });
}

const mib = (value: number) => value.toFixed(1);
const ms = (value: number) => value.toFixed(1);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const startedAt = new Date();
  const load = { before: loadAverage(), after: 0 };
  const location = describeLocation(options.databaseUrl, 'memory://');
  log(`realtime: ${options.streams} streams, ${options.publishes} publishes, on ${location}`);

  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: 'memory://',
    poolSize: 10,
  });
  onCleanup('close the database', () => database.close());
  await database.migrate();
  const { db } = database;

  const slug = `realtime-bench-${randomBytes(3).toString('hex')}`;
  const tenant = await createTenant(db, { slug, name: slug, displayName: 'Realtime bench' });
  const editor = await createMember(db, tenant.id, 'editor');
  onCleanup('delete the bench tenant', async () => {
    await db.delete(tenants).where(eq(tenants.id, tenant.id));
    await db.delete(users).where(eq(users.id, editor.user.id));
  });
  await createStory(db, tenant.id, { title: 'Already there' });

  const nodeA = await startNode(database, options.streams);
  let nodeB: FastifyInstance | null = null;
  if (options.secondNode && options.databaseUrl) {
    const second = await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: 'unused',
      poolSize: 10,
    });
    onCleanup('close the second node database', () => second.close());
    nodeB = await startNode(second, options.streams);
  }

  const child = fork(fileURLToPath(import.meta.url), ['--clients-child'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  onCleanup('stop the clients', async () => {
    if (child.exitCode !== null) return;
    child.send({ type: 'stop' } satisfies ToChild);
    await new Promise((resolve) => child.once('exit', resolve));
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });

  const before = readMemory();
  const urls = Array.from({ length: options.streams }, (_, i) =>
    streamUrl(nodeB && i % 2 === 1 ? nodeB : nodeA),
  );
  log(`realtime: opening ${options.streams} streams`);
  const opened = await ask(child, { type: 'open', urls, tenant: slug }, 'opened');
  if (opened.failed > 0) {
    throw new Error(`${opened.failed} streams could not open (first: ${opened.firstError})`);
  }
  log(`realtime: ${opened.ok} streams open in ${ms(opened.ms)} ms`);
  await sleep(500);
  const after = readMemory();

  const rows: string[][] = [['publish', '201 after ms', 'delivered', 'p50 ms', 'p95 ms', 'max ms']];
  const every: number[] = [];
  const perPublish: { publishMs: number; delivered: number; spread: Spread }[] = [];
  for (let i = 1; i <= options.publishes; i += 1) {
    const started = clock();
    const response = await nodeA.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { authorization: `Bearer ${editor.token}`, 'x-tenant-id': slug },
      payload: {
        title: `Realtime bench story ${i}`,
        summary: 'Published by bench/realtime-bench.ts',
        body_html: '<p>Measured.</p>',
        status: 'published',
      },
    });
    const publishMs = clock() - started;
    if (response.statusCode !== 201) {
      throw new Error(`publish ${i}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    const storyId = (JSON.parse(response.body) as { id: number }).id;
    const delivered = await ask(
      child,
      { type: 'expect', storyId, startedAt: started },
      'delivered',
    );
    const spread = spreadOf(delivered.latencies);
    every.push(...delivered.latencies);
    perPublish.push({ publishMs, delivered: delivered.latencies.length, spread });
    rows.push([
      String(i),
      ms(publishMs),
      `${delivered.latencies.length}/${opened.ok}`,
      ms(spread.p50),
      ms(spread.p95),
      ms(spread.max),
    ]);
    await sleep(PAUSE_BETWEEN_PUBLISHES_MS);
  }
  const all = spreadOf(every);
  rows.push([
    'all',
    ms(spreadOf(perPublish.map((p) => p.publishMs)).p50),
    `${every.length}/${opened.ok * options.publishes}`,
    ms(all.p50),
    ms(all.p95),
    ms(all.max),
  ]);
  load.after = loadAverage();

  const memoryRows = [
    ['server process', 'RSS MiB', 'heap used MiB'],
    ['before the streams', mib(before.rssMiB), mib(before.heapUsedMiB)],
    [`with ${opened.ok} streams`, mib(after.rssMiB), mib(after.heapUsedMiB)],
    [
      'per stream (KiB)',
      (((after.rssMiB - before.rssMiB) * 1024) / opened.ok).toFixed(1),
      (((after.heapUsedMiB - before.heapUsedMiB) * 1024) / opened.ok).toFixed(1),
    ],
  ];
  const where = `${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}${nodeB ? ', two nodes (odd streams on the second)' : ', one node'}`;
  console.log(
    `\nRealtime streams: ${opened.ok} open for one tenant (${where}), opened in ${ms(opened.ms)} ms`,
  );
  console.log(`Delivery latency, from the start of the publish request to each stream's event:\n`);
  console.log(formatTable(rows));
  console.log('');
  console.log(formatTable(memoryRows));
  console.log(`\n${machineLine(load)}`);
  const file = await writeReport(startedAt, 'realtime', {
    kind: 'realtime',
    location,
    database: database.kind,
    nodes: nodeB ? 2 : 1,
    streams: opened.ok,
    openMs: opened.ms,
    publishes: perPublish,
    all,
    memory: { before, after },
    machine: machine(load),
  });
  console.log(`Report: ${file}`);
}

if (process.argv.includes('--clients-child')) runClients();
else runBenchmark('realtime-bench', main);
