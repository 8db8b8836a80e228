/**
 * Reader API benchmark: the real built server against a bare `node:http` baseline that answers
 * the very same bytes, measured in the same run so the ratio means something on any machine.
 *
 *   npx tsx bench/stories-bench.ts [--duration 10] [--connections 50] [--tenants 1 --stories 2000]
 *
 * 1. Data: a temporary DATA_DIR with embedded PGlite, or DATABASE_URL when it is set; the bench
 *    tenants are generated (generate.ts) unless bench-1 already exists there.
 * 2. The server: `node apps/server/dist/server.js` as a child process on 127.0.0.1, free port,
 *    SEED_DEMO=false, LOG_LEVEL=warn; ready when /api/ready answers 200.
 * 3. The baseline: a bare node:http server in a worker thread of this process, serving the bytes
 *    and content-type captured from the real server. A worker, not the main thread, because
 *    autocannon is itself CPU-bound: sharing its event loop would slow the baseline down.
 * 4. autocannon against server list, bare list, server story, bare story, one after the other,
 *    each after a short warm-up; a table on stdout and JSON in bench/results/<timestamp>.json.
 * The child server, the worker, the temporary directory and (with DATABASE_URL) bench data this
 * run created are removed on success, on error and on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import autocannon, { type Instance, type Result } from 'autocannon';
import { and, eq, gte } from 'drizzle-orm';
import { openDatabase, redactDatabaseUrl, type Database } from '../apps/server/src/db/client.js';
import { tenants, users } from '../apps/server/src/db/schema/index.js';
import {
  assertPostgresUrl,
  BenchDataExistsError,
  benchDir,
  countPublishedStories,
  deleteBenchTenants,
  findBenchTenants,
  generateBenchData,
  MAX_STORIES,
  MAX_TENANTS,
  parseCommandLine,
  parseWholeNumber,
  UsageError,
  type GenerateReport,
} from './generate.js';

const repoRoot = path.resolve(benchDir, '..');
const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'server.js');
const resultsDir = path.join(benchDir, 'results');
const HOST = '127.0.0.1';
const TENANT = 'bench-1';
/** The server's fallback tenant (DEFAULT_TENANT_SLUG in @helionews/contracts). */
const DEFAULT_TENANT_SLUG = 'helionews';
const BENCH_ADMIN_EMAIL = 'bench-admin@helionews.invalid';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

const USAGE = `Usage: npx tsx bench/stories-bench.ts [options]

  --duration S      seconds measured per scenario (default 10)
  --warmup S        seconds of warm-up before each scenario (default 3, 0 for none)
  --connections C   concurrent autocannon connections (default 50)
  --tenants N       bench tenants to generate when there are none (default 1)
  --stories M       stories per tenant to generate when there are none (default 2000)
  --keep-data       with DATABASE_URL, keep the bench tenants this run generated
  --gzip            ask for gzip like a browser; the baseline serves the server's gzipped bytes
  --help            show this help

Uses DATABASE_URL when it is set, else a temporary embedded PGlite directory.
Build the server first: npx tsc -b packages/contracts apps/server`;

interface BenchOptions {
  duration: number;
  warmup: number;
  connections: number;
  tenants: number;
  stories: number;
  keepData: boolean;
  /** Send Accept-Encoding: gzip, so the server compresses every answer as it does for browsers. */
  gzip: boolean;
  databaseUrl: string | undefined;
}

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | 'help' {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      tenants: { type: 'string' },
      stories: { type: 'string' },
      'keep-data': { type: 'boolean', default: false },
      gzip: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined) assertPostgresUrl(databaseUrl, 'DATABASE_URL');
  return {
    duration: parseWholeNumber('duration', str(values.duration), 10, 1, 3_600),
    warmup: parseWholeNumber('warmup', str(values.warmup), 3, 0, 600),
    connections: parseWholeNumber('connections', str(values.connections), 50, 1, 10_000),
    tenants: parseWholeNumber('tenants', str(values.tenants), 1, 1, MAX_TENANTS),
    stories: parseWholeNumber('stories', str(values.stories), 2_000, 1, MAX_STORIES),
    keepData: values['keep-data'] === true,
    gzip: values.gzip === true,
    databaseUrl,
  };
}

// ---------------------------------------------------------------------------------------------
// Clean-up: everything started registers how to undo itself; it runs once, in reverse order,
// on success, on error and on SIGINT/SIGTERM.

const cleanups: { name: string; run: () => Promise<void> | void }[] = [];
/** Last resort on a hard exit: synchronous only. */
const exitCleanups = new Set<() => void>();
let cleaning: Promise<void> | null = null;

function onCleanup(name: string, run: () => Promise<void> | void): void {
  cleanups.push({ name, run });
}

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const { name, run } of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(
          `clean-up: ${name} failed: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  })();
  return cleaning;
}

process.on('exit', () => {
  for (const run of exitCleanups) {
    try {
      run();
    } catch {
      // the process is exiting: nothing more can be done
    }
  }
});

let currentRun: Instance | null = null;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130); // a second Ctrl-C: leave now (exit hooks still run)
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up...`);
    currentRun?.stop();
    void cleanUp().finally(() => process.exit(130));
  });
}

const log = (message: string) => process.stderr.write(`${message}\n`);

// ---------------------------------------------------------------------------------------------
// Processes and HTTP helpers.

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port found'))));
    });
  });
}

interface Captured {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET, body kept byte for byte (still compressed when the server compressed it). */
function get(url: string, headers: Record<string, string> = {}): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false, timeout: 5_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Recent output, shown when the server fails to start. */
  output: string[];
  warnings: number;
}

function startServer(dataDir: string, databaseUrl: string | undefined, port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // The start-up seed creates this account if it is missing; the clean-up removes it again.
    ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: ServerProcess = {
    child,
    baseUrl: `http://${HOST}:${port}`,
    output: [],
    warnings: 0,
  };
  const kill = () => child.kill('SIGKILL');
  exitCleanups.add(kill);
  child.once('exit', () => exitCleanups.delete(kill));
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      // pino writes JSON lines; at LOG_LEVEL=warn every one of them is a warning or worse.
      if (line.startsWith('{')) server.warnings += 1;
      // The banner may show a generated admin password: keep it in memory only.
      server.output.push(line.replace(/(password[^:]*:\s*)\S+/i, '$1[hidden]'));
      if (server.output.length > 40) server.output.shift();
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  onCleanup('stop the server', () => stopServer(child));
  return server;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

async function waitUntilReady(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const failure = (reason: string) =>
    new Error(`${reason}\n${server.output.map((line) => `  [server] ${line}`).join('\n')}`);
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw failure(`the server exited (code ${server.child.exitCode ?? server.child.signalCode})`);
    }
    try {
      const response = await get(`${server.baseUrl}/api/ready`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw failure(`the server was not ready after ${READY_TIMEOUT_MS} ms`);
    await sleep(100);
  }
}

interface BareRoute {
  path: string;
  contentType: string;
  /** 'gzip' when the body is the server's gzipped answer, sent as it is. */
  contentEncoding: string | undefined;
  body: Buffer;
}

/** Plain JavaScript, evaluated in a worker thread: nothing but node:http and fixed bytes. */
const BARE_SERVER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const routes = new Map(workerData.routes.map((r) => [r.path, r]));
const server = http.createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
    return;
  }
  const headers = { 'content-type': route.contentType, 'content-length': route.body.byteLength };
  if (route.contentEncoding) headers['content-encoding'] = route.contentEncoding;
  res.writeHead(200, headers);
  res.end(route.body);
});
server.listen(0, workerData.host, () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (message) => {
  if (message === 'close') {
    server.closeAllConnections();
    server.close(() => parentPort.close());
  }
});
`;

async function startBareServer(routes: BareRoute[]): Promise<string> {
  const worker = new Worker(BARE_SERVER_SOURCE, { eval: true, workerData: { host: HOST, routes } });
  onCleanup('stop the bare server', async () => {
    worker.postMessage('close');
    const timer = setTimeout(() => void worker.terminate(), 2_000);
    await new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    clearTimeout(timer);
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { port: number }) => resolve(message.port));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the bare server stopped (code ${code})`)));
  });
  return `http://${HOST}:${port}`;
}

// ---------------------------------------------------------------------------------------------
// Data.

interface DataReport {
  database: 'pglite' | 'postgres';
  location: string;
  generated: GenerateReport | null;
  storiesInBench1: number;
}

async function prepareData(options: BenchOptions, dataDir: string): Promise<DataReport> {
  const handle = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
  try {
    await handle.migrate();
    let generatedHere = false;
    if (options.databaseUrl && !options.keepData) {
      await undoSideEffectsOnExit(handle.db, options.databaseUrl, dataDir, () => generatedHere);
    }
    const existing = await countPublishedStories(handle.db, TENANT);
    if (existing !== null) {
      const tenants = await findBenchTenants(handle.db);
      log(
        `Using the bench data already in ${handle.location}: ${tenants.length} tenant(s), ${existing} published stories in ${TENANT}`,
      );
      if (existing !== options.stories) {
        log(`  (--tenants/--stories ignored: delete it with generate.ts --clean to regenerate)`);
      }
      return {
        database: handle.kind,
        location: handle.location,
        generated: null,
        storiesInBench1: existing,
      };
    }
    const strays = await findBenchTenants(handle.db);
    if (strays.length > 0) {
      throw new BenchDataExistsError(
        `${strays.length} bench tenant(s) exist but not ${TENANT}: delete them with generate.ts --clean`,
      );
    }
    log(
      `Generating ${options.tenants} tenant(s) x ${options.stories} stories in ${handle.location}`,
    );
    // Set before generating: an interrupted run still removes what it inserted.
    generatedHere = true;
    const generated = await generateBenchData(handle.db, {
      tenants: options.tenants,
      stories: options.stories,
      progress: true,
    });
    log(
      `  ${generated.rows} rows in ${generated.seconds.toFixed(1)} s: ${Math.round(generated.rowsPerSecond)} rows/s`,
    );
    return {
      database: handle.kind,
      location: handle.location,
      generated,
      storiesInBench1: options.stories,
    };
  } finally {
    await handle.close();
  }
}

/**
 * A PostgreSQL database is left as the run found it: the bench tenants it generated go, and so do
 * the rows the server's start-up seed adds to a database that lacks them (the default tenant, the
 * admin account: the server runs with a bench-only ADMIN_EMAIL so an existing admin is untouched).
 */
async function undoSideEffectsOnExit(
  db: Database,
  url: string,
  dataDir: string,
  generatedHere: () => boolean,
): Promise<void> {
  const runStartedAt = new Date();
  const [defaultTenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.slug, DEFAULT_TENANT_SLUG));
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, BENCH_ADMIN_EMAIL));
  onCleanup('restore the database', async () => {
    const cleaner = await openDatabase({ databaseUrl: url, dataDir });
    try {
      if (generatedHere()) {
        const deleted = await deleteBenchTenants(cleaner.db);
        log(`Deleted the ${deleted} bench tenant(s) this run generated`);
      }
      if (!defaultTenant) {
        await cleaner.db
          .delete(tenants)
          .where(and(eq(tenants.slug, DEFAULT_TENANT_SLUG), gte(tenants.createdAt, runStartedAt)));
      }
      if (!admin) await cleaner.db.delete(users).where(eq(users.email, BENCH_ADMIN_EMAIL));
    } finally {
      await cleaner.close();
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Measurement.

interface Scenario {
  name: string;
  target: 'server' | 'bare';
  endpoint: 'list' | 'story';
  url: string;
}

interface ScenarioResult {
  name: string;
  target: 'server' | 'bare';
  endpoint: 'list' | 'story';
  url: string;
  requestsPerSecond: { average: number; stddev: number; min: number; max: number };
  requestsTotal: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  throughputBytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

/** The headers of every benchmark request: the tenant, and gzip when the run asks for it. */
function requestHeaders(options: Pick<BenchOptions, 'gzip'>): Record<string, string> {
  return options.gzip
    ? { 'x-tenant-id': TENANT, 'accept-encoding': 'gzip' }
    : { 'x-tenant-id': TENANT };
}

async function runAutocannon(url: string, seconds: number, options: BenchOptions): Promise<Result> {
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: seconds,
    headers: requestHeaders(options),
  });
  currentRun = instance;
  try {
    return await instance;
  } finally {
    currentRun = null;
  }
}

async function measure(scenario: Scenario, options: BenchOptions): Promise<ScenarioResult> {
  if (options.warmup > 0) {
    log(`${scenario.name}: warming up ${options.warmup} s`);
    await runAutocannon(scenario.url, options.warmup, options);
  }
  if (interrupted) throw new Error('interrupted');
  log(`${scenario.name}: measuring ${options.duration} s with ${options.connections} connections`);
  const result = await runAutocannon(scenario.url, options.duration, options);
  if (interrupted) throw new Error('interrupted');
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
  );
  if (result.errors > 0 || result.non2xx > 0) {
    log(
      `  warning: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  }
  return {
    name: scenario.name,
    target: scenario.target,
    endpoint: scenario.endpoint,
    url: scenario.url,
    requestsPerSecond: {
      average: result.requests.average,
      stddev: result.requests.stddev,
      min: result.requests.min,
      max: result.requests.max,
    },
    requestsTotal: result.requests.total,
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    throughputBytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}

function formatTable(results: ScenarioResult[], ratios: Ratio[]): string {
  const rows = [
    ['scenario', 'req/s (avg)', 'latency avg ms', 'p50 ms', 'p99 ms', 'errors+non2xx'],
    ...results.map((r) => [
      r.name,
      r.requestsPerSecond.average.toFixed(0),
      r.latencyMs.average.toFixed(2),
      r.latencyMs.p50.toFixed(0),
      r.latencyMs.p99.toFixed(0),
      String(r.errors + r.non2xx),
    ]),
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const table = [
    line(rows[0] ?? []),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ];
  const ratioLines = ratios.map(
    (r) =>
      `${r.endpoint.padEnd(5)}  server/bare = ${r.throughput.toFixed(3)} of the baseline's req/s ` +
      `(bare is ${(1 / r.throughput).toFixed(1)}x faster); mean latency ${r.latencyMean.toFixed(1)}x`,
  );
  return [...table, '', ...ratioLines].join('\n');
}

interface Ratio {
  endpoint: 'list' | 'story';
  /** server req/s divided by bare req/s: 1 would mean the server costs nothing. */
  throughput: number;
  /**
   * server mean latency divided by bare mean latency (the mean, because autocannon's percentiles
   * are whole milliseconds and the baseline's p50 is usually 0).
   */
  latencyMean: number;
}

function ratiosOf(results: ScenarioResult[]): Ratio[] {
  return (['list', 'story'] as const).map((endpoint) => {
    const server = results.find((r) => r.endpoint === endpoint && r.target === 'server');
    const bare = results.find((r) => r.endpoint === endpoint && r.target === 'bare');
    const divide = (a = 0, b = 0) => (b > 0 ? a / b : Number.NaN);
    return {
      endpoint,
      throughput: divide(server?.requestsPerSecond.average, bare?.requestsPerSecond.average),
      latencyMean: divide(server?.latencyMs.average, bare?.latencyMs.average),
    };
  });
}

function headersForReport(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'date' || name === 'x-request-id') continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

const headerBytes = (headers: IncomingHttpHeaders) =>
  Object.entries(headers).reduce(
    (sum, [name, value]) => sum + name.length + String(value).length + 4,
    0,
  );

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const parsed = parseOptions(process.argv.slice(2), process.env);
  if (parsed === 'help') {
    console.log(USAGE);
    return;
  }
  const options = parsed;
  const startedAt = new Date();
  if (!existsSync(serverEntry)) {
    throw new UsageError(
      `${path.relative(process.cwd(), serverEntry)} is missing: build the server first (npx tsc -b packages/contracts apps/server)`,
    );
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'helionews-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  exitCleanups.add(removeDir);
  onCleanup('remove the temporary directory', async () => {
    await rm(dataDir, { recursive: true, force: true });
    exitCleanups.delete(removeDir);
  });

  const data = await prepareData(options, dataDir);

  const server = startServer(dataDir, options.databaseUrl, await freePort());
  await waitUntilReady(server);
  log(
    `Server ready at ${server.baseUrl} (${data.database === 'pglite' ? 'embedded PGlite' : data.location})`,
  );

  const listPath = '/api/stories?page_size=10';
  const list = await get(`${server.baseUrl}${listPath}`, requestHeaders(options));
  if (list.status !== 200) {
    throw new Error(
      `GET ${listPath} answered ${list.status}: ${list.body.toString('utf8').slice(0, 200)}`,
    );
  }
  const listJson = options.gzip ? gunzipSync(list.body) : list.body;
  const firstId = (JSON.parse(listJson.toString('utf8')) as { stories: { id: number }[] })
    .stories[0]?.id;
  if (firstId === undefined) throw new Error(`${TENANT} has no published story to read`);
  const storyPath = `/api/stories/${firstId}`;
  const story = await get(`${server.baseUrl}${storyPath}`, requestHeaders(options));
  if (story.status !== 200) throw new Error(`GET ${storyPath} answered ${story.status}`);
  for (const captured of [list, story]) {
    const encoding = captured.headers['content-encoding'];
    if (options.gzip && encoding !== 'gzip') {
      throw new Error(`asked for gzip, the server answered with content-encoding ${encoding}`);
    }
    if (!options.gzip && encoding) {
      throw new Error('the server compressed a response sent without Accept-Encoding');
    }
  }
  const bareRoute = (routePath: string, captured: Captured): BareRoute => ({
    path: routePath,
    contentType: String(captured.headers['content-type']),
    contentEncoding: options.gzip ? 'gzip' : undefined,
    body: captured.body,
  });

  const bareUrl = await startBareServer([bareRoute(listPath, list), bareRoute(storyPath, story)]);
  const bareCheck = await get(`${bareUrl}${storyPath}`);
  if (!bareCheck.body.equals(story.body))
    throw new Error('the bare server does not answer the same bytes');

  const scenarios: Scenario[] = [
    {
      name: 'server list',
      target: 'server',
      endpoint: 'list',
      url: `${server.baseUrl}${listPath}`,
    },
    { name: 'bare list', target: 'bare', endpoint: 'list', url: `${bareUrl}${listPath}` },
    {
      name: 'server story',
      target: 'server',
      endpoint: 'story',
      url: `${server.baseUrl}${storyPath}`,
    },
    { name: 'bare story', target: 'bare', endpoint: 'story', url: `${bareUrl}${storyPath}` },
  ];
  const results: ScenarioResult[] = [];
  const loadBefore = os.loadavg()[0] ?? 0;
  for (const scenario of scenarios) {
    if (interrupted) return;
    results.push(await measure(scenario, options));
    await sleep(500); // let the previous run's sockets close
  }
  const ratios = ratiosOf(results);
  const loadAfter = os.loadavg()[0] ?? 0;

  const report = {
    date: startedAt.toISOString(),
    command: ['npx tsx bench/stories-bench.ts', ...process.argv.slice(2)].join(' '),
    machine: {
      nproc: os.availableParallelism(),
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      platform: `${os.platform()} ${os.release()}`,
      node: process.version,
      /** 1-minute load average: anything else running skews every figure of the run. */
      loadAverage: { before: loadBefore, after: loadAfter },
    },
    settings: {
      duration: options.duration,
      warmup: options.warmup,
      connections: options.connections,
      gzip: options.gzip,
      tenant: TENANT,
    },
    data: {
      ...data,
      location: options.databaseUrl ? redactDatabaseUrl(options.databaseUrl) : 'temporary PGlite',
    },
    responses: {
      list: {
        path: listPath,
        bodyBytes: list.body.length,
        serverHeaderBytes: headerBytes(list.headers),
        headers: headersForReport(list.headers),
      },
      story: {
        path: storyPath,
        bodyBytes: story.body.length,
        serverHeaderBytes: headerBytes(story.headers),
        headers: headersForReport(story.headers),
      },
    },
    results,
    ratios,
    serverWarnings: server.warnings,
  };
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log('');
  console.log(
    `HelioNews reader API, ${report.data.database}, ${options.connections} connections, ${options.duration} s per scenario ` +
      `(list ${list.body.length} B, story ${story.body.length} B${options.gzip ? ' gzipped' : ''})`,
  );
  console.log(
    `${os.availableParallelism()} CPUs, Node ${process.version}, 1-min load average ${loadBefore.toFixed(2)} before / ${loadAfter.toFixed(2)} after`,
  );
  console.log(formatTable(results, ratios));
  if (server.warnings > 0) console.log(`The server logged ${server.warnings} warning line(s).`);
  console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
}

main()
  .then(
    () => cleanUp(),
    async (error: unknown) => {
      if (interrupted) return; // the signal handler reports and cleans up
      const message = error instanceof Error ? error.message : String(error);
      console.error(
        `stories-bench: ${error instanceof UsageError || error instanceof BenchDataExistsError ? message : `failed: ${message}`}`,
      );
      process.exitCode = error instanceof UsageError ? 2 : 1;
      await cleanUp();
    },
  )
  .finally(() => {
    if (!interrupted) process.exit();
  });
