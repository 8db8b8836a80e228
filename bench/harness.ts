/**
 * What every benchmark here shares: clean-up on exit and Ctrl-C, the real built server as a child
 * process (with a bench admin account and an optional probe), a bare `node:http` baseline in a
 * worker thread, the bench data (generated or reused), autocannon runs and the report.
 *
 * `stories-bench.ts`, `read-path-bench.ts`, `load-bench.ts`, `soak.ts` and the other benches import
 * it; it runs nothing by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon, { type Instance, type Options as AutocannonOptions } from 'autocannon';
import pg from 'pg';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { openDatabase, redactDatabaseUrl } from '../apps/server/src/db/client.js';
import {
  activities,
  securityEvents,
  stories,
  tenants,
  users,
} from '../apps/server/src/db/schema/index.js';
import {
  BenchDataExistsError,
  benchDir,
  countPublishedStories,
  deleteBenchTenants,
  findBenchTenants,
  generateBenchData,
  UsageError,
  type GenerateReport,
} from './generate.js';

export const repoRoot = path.resolve(benchDir, '..');
export const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'server.js');
export const resultsDir = path.join(benchDir, 'results');
/** Loaded into the server with --import: answers `app.readCache.stats()` over IPC, nothing else. */
const probeEntry = path.join(benchDir, 'server-probe.mjs');
export const HOST = '127.0.0.1';
export const FIRST_TENANT = 'bench-1';
/** The server's fallback tenant (DEFAULT_TENANT_SLUG in @helionews/contracts). */
const DEFAULT_TENANT_SLUG = 'helionews';
export const BENCH_ADMIN_EMAIL = 'bench-admin@helionews.invalid';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export const log = (message: string) => process.stderr.write(`${message}\n`);

// ---------------------------------------------------------------------------------------------
// Clean-up: everything started registers how to undo itself; it runs once, in reverse order,
// on success, on error and on SIGINT/SIGTERM.

const cleanups: { name: string; run: () => Promise<void> | void }[] = [];
/** Last resort on a hard exit: synchronous only. */
export const exitCleanups = new Set<() => void>();
let cleaning: Promise<void> | null = null;
let currentRun: Instance | null = null;
let interrupted = false;

export function onCleanup(name: string, run: () => Promise<void> | void): void {
  cleanups.push({ name, run });
}

export function cleanUp(): Promise<void> {
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

export const isInterrupted = () => interrupted;

export function throwIfInterrupted(): void {
  if (interrupted) throw new Error('interrupted');
}

/**
 * Runs a benchmark's main function: usage errors exit 2, failures 1, Ctrl-C 130, and the clean-up
 * runs in every case. `main` may set process.exitCode itself (a missed target).
 */
export function runBenchmark(name: string, main: () => Promise<void>): void {
  process.on('exit', () => {
    for (const run of exitCleanups) {
      try {
        run();
      } catch {
        // the process is exiting: nothing more can be done
      }
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) process.exit(130); // a second Ctrl-C: leave now (exit hooks still run)
      interrupted = true;
      console.error(`\n${signal}: stopping and cleaning up...`);
      currentRun?.stop();
      void cleanUp().finally(() => process.exit(130));
    });
  }
  main()
    .then(
      () => cleanUp(),
      async (error: unknown) => {
        if (interrupted) return; // the signal handler reports and cleans up
        const message = error instanceof Error ? error.message : String(error);
        const known = error instanceof UsageError || error instanceof BenchDataExistsError;
        console.error(`${name}: ${known ? message : `failed: ${message}`}`);
        process.exitCode = error instanceof UsageError ? 2 : 1;
        await cleanUp();
      },
    )
    .finally(() => {
      if (!interrupted) process.exit();
    });
}

/** A temporary directory removed on every kind of exit. */
export async function temporaryDirectory(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'helionews-bench-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  exitCleanups.add(removeDir);
  onCleanup('remove the temporary directory', async () => {
    await rm(dir, { recursive: true, force: true });
    exitCleanups.delete(removeDir);
  });
  return dir;
}

// ---------------------------------------------------------------------------------------------
// HTTP.

export async function freePort(): Promise<number> {
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

export interface Captured {
  status: number;
  headers: IncomingHttpHeaders;
  /** Byte for byte (still compressed when the server compressed it). */
  body: Buffer;
  /** From sending the request to the last byte of the body. */
  ms: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A keep-alive agent, as a browser reuses its connection; none opens a fresh one. */
  agent?: http.Agent;
  timeoutMs?: number;
}

/** One HTTP request, timed from the call to the end of the body. */
export function request(url: string, options: RequestOptions = {}): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { ...options.headers };
    if (options.body !== undefined) {
      headers['content-length'] = String(Buffer.byteLength(options.body));
    }
    const outgoing = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers,
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${url} timed out`)));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** One GET, body kept byte for byte. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Captured> {
  return request(url, { headers, timeoutMs: 5_000 });
}

/** The body as the server meant it, whatever Content-Encoding it was sent with. */
export function decodedBody(captured: Captured): Buffer {
  const encoding = captured.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(captured.body);
  if (encoding === 'gzip') return gunzipSync(captured.body);
  return captured.body;
}

export function headersForReport(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'date' || name === 'x-request-id') continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

export const headerBytes = (headers: IncomingHttpHeaders) =>
  Object.entries(headers).reduce(
    (sum, [name, value]) => sum + name.length + String(value).length + 4,
    0,
  );

// ---------------------------------------------------------------------------------------------
// The server.

export interface ReadCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  evictions: number;
  listening: boolean;
}

export interface ProbeAnswer {
  /** `app.readCache.stats()`, or null when no Fastify instance with a read cache was seen. */
  readCache: ReadCacheStats | null;
  memory: NodeJS.MemoryUsage;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** The bench admin's password (random per run; the start-up seed creates the account). */
  adminPassword: string;
  /** Recent output, shown when the server fails to start. */
  output: string[];
  warnings: number;
  /** Asks the probe (when started with one) for the read cache's stats and memory figures. */
  probe(): Promise<ProbeAnswer | null>;
}

export interface StartServerOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  port: number;
  /** Load bench/server-probe.mjs and talk to it over IPC. */
  probe?: boolean;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** The bench admin's password; random when not given. */
  adminPassword?: string;
  name?: string;
  /** More environment for the server (e.g. TRUST_PROXY), set after the bench's own. */
  env?: Record<string, string>;
  /**
   * Where the server's standard output (its JSON log) goes, as a log collector would take it;
   * collected in memory (the last 40 lines, for errors) when absent.
   */
  logFile?: string;
}

export function startServer(options: StartServerOptions): ServerProcess {
  const adminPassword = options.adminPassword ?? randomBytes(18).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST,
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // The start-up seed creates this account if it is missing; the clean-up removes it again.
    ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
    ADMIN_PASSWORD: adminPassword,
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  delete env.REDIS_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  // An empty value unsets the variable (LOG_LEVEL: '' runs the server at its default level).
  for (const [name, value] of Object.entries(options.env ?? {})) {
    env[name] = value === '' ? undefined : value;
  }
  const args = [
    ...(options.nodeArgs ?? []),
    ...(options.probe ? ['--import', pathToFileURL(probeEntry).href] : []),
    serverEntry,
  ];
  const stdout = options.logFile ? openSync(options.logFile, 'a') : 'pipe';
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: options.probe ? ['ignore', stdout, 'pipe', 'ipc'] : ['ignore', stdout, 'pipe'],
  });
  if (typeof stdout === 'number') closeSync(stdout);
  let nextQuestion = 0;
  const waiting = new Map<number, (answer: ProbeAnswer | null) => void>();
  child.on('message', (message: { id?: number } & ProbeAnswer) => {
    const resolve = message.id === undefined ? undefined : waiting.get(message.id);
    if (!resolve || message.id === undefined) return;
    waiting.delete(message.id);
    resolve({ readCache: message.readCache, memory: message.memory });
  });
  const server: ServerProcess = {
    child,
    pid: child.pid ?? 0,
    baseUrl: `http://${HOST}:${options.port}`,
    adminPassword,
    output: [],
    warnings: 0,
    probe: () => {
      if (!options.probe || !child.connected) return Promise.resolve(null);
      const id = (nextQuestion += 1);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, 5_000);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        child.send({ id, question: 'stats' });
      });
    },
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
  onCleanup(`stop the ${options.name ?? 'server'}`, () => stopServer(child));
  return server;
}

/** Creates the PostgreSQL database named by `url` on its server when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new UsageError(`unusable database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export async function waitUntilReady(server: ServerProcess): Promise<void> {
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

/** Signs the bench admin in; answers the bearer token. */
export async function signInBenchAdmin(server: ServerProcess): Promise<string> {
  const answer = await request(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN_EMAIL, password: server.adminPassword }),
  });
  if (answer.status !== 200) {
    throw new Error(`signing in the bench admin answered ${answer.status}: ${answer.body}`);
  }
  return (JSON.parse(answer.body.toString('utf8')) as { access_token: string }).access_token;
}

// ---------------------------------------------------------------------------------------------
// What the server process uses, from /proc (Linux).

export interface MemoryReading {
  /** Resident set size now, in MiB. */
  rssMiB: number;
  /** The highest resident set size so far, in MiB. */
  peakRssMiB: number;
}

export async function readMemory(pid: number): Promise<MemoryReading | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMiB: kib('VmRSS') / 1024, peakRssMiB: kib('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export interface CpuReading {
  /** Nanoseconds the main thread (the event loop) has spent on a CPU. */
  mainNs: number;
  /** Nanoseconds all threads together have (zlib, the garbage collector, libuv's pool...). */
  allNs: number;
}

/** On-CPU time from /proc/<pid>/task/<tid>/schedstat: nanoseconds, unlike /proc/<pid>/stat. */
export async function readCpu(pid: number): Promise<CpuReading | null> {
  try {
    const tids = await readdir(`/proc/${pid}/task`);
    let mainNs = 0;
    let allNs = 0;
    await Promise.all(
      tids.map(async (tid) => {
        const text = await readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').catch(() => '');
        const ns = Number(text.split(' ')[0] ?? 0) || 0;
        allNs += ns;
        if (tid === String(pid)) mainNs = ns;
      }),
    );
    return { mainNs, allNs };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The bare baseline.

export interface BareRoute {
  path: string;
  /** Every header sent with the body (Content-Length is added). */
  headers: Record<string, string>;
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
  res.writeHead(200, { ...route.headers, 'content-length': route.body.byteLength });
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

/** Headers a bare server cannot replay as they are: it sets them itself, per connection. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The headers of a captured answer, to send again from the baseline (Content-Length aside). */
export function replayableHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_HEADERS.has(name) || name === 'content-length') continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

export async function startBareServer(routes: BareRoute[]): Promise<string> {
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

export interface DataOptions {
  databaseUrl: string | undefined;
  /** PGlite data directory (a temporary one, or one the caller keeps). */
  dataDir: string;
  tenants: number;
  /** Per tenant. */
  stories: number;
  /** Keep the bench tenants this run generated. */
  keepData: boolean;
  /**
   * Whether the database outlives the run (PostgreSQL, a PGlite directory the caller keeps), so
   * that what the run added must go again; false for a temporary directory.
   */
  restore: boolean;
}

export interface DataReport {
  database: 'pglite' | 'postgres';
  location: string;
  generated: GenerateReport | null;
  tenants: string[];
  storiesInBench1: number;
}

/**
 * Generates bench-1..bench-N unless bench-1 exists (then uses what is there), and registers how
 * to leave the database as it was found: the tenants generated here (unless kept), the rows the
 * server's start-up seed adds (the default tenant, the bench admin), the stories `trackStory`
 * was told of, and what the bench admin left in the activity and security logs.
 */
export async function prepareData(
  options: DataOptions,
): Promise<DataReport & { trackStory: (id: number) => void }> {
  const open = () => openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const handle = await open();
  const created: number[] = [];
  try {
    await handle.migrate();
    const db = handle.db;
    const runStartedAt = new Date();
    let generatedHere = false;
    const [defaultTenant] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.slug, DEFAULT_TENANT_SLUG));
    // The bench admin is ours alone: one left by an interrupted run goes, so that the seed
    // creates it again with this run's password.
    await removeBenchAdmin(db);
    onCleanup('restore the database', async () => {
      if (!options.restore) return;
      const cleaner = await open();
      try {
        if (generatedHere && !options.keepData) {
          const deleted = await deleteBenchTenants(cleaner.db);
          log(`Deleted the ${deleted} bench tenant(s) this run generated`);
        } else if (created.length > 0) {
          await cleaner.db.delete(stories).where(inArray(stories.id, created));
          log(`Deleted the ${created.length} stories this run published`);
        }
        if (!defaultTenant) {
          await cleaner.db
            .delete(tenants)
            .where(
              and(eq(tenants.slug, DEFAULT_TENANT_SLUG), gte(tenants.createdAt, runStartedAt)),
            );
        }
        await removeBenchAdmin(cleaner.db);
      } finally {
        await cleaner.close();
      }
    });

    const trackStory = (id: number) => void created.push(id);
    const existing = await countPublishedStories(db, FIRST_TENANT);
    if (existing !== null) {
      const found = await findBenchTenants(db);
      log(
        `Using the bench data already in ${handle.location}: ${found.length} tenant(s), ${existing} published stories in ${FIRST_TENANT}`,
      );
      if (existing !== options.stories || found.length !== options.tenants) {
        log(`  (--tenants/--stories ignored: delete it with generate.ts --clean to regenerate)`);
      }
      return {
        database: handle.kind,
        location: handle.location,
        generated: null,
        tenants: found.map((tenant) => tenant.slug),
        storiesInBench1: existing,
        trackStory,
      };
    }
    const strays = await findBenchTenants(db);
    if (strays.length > 0) {
      throw new BenchDataExistsError(
        `${strays.length} bench tenant(s) exist but not ${FIRST_TENANT}: delete them with generate.ts --clean`,
      );
    }
    log(
      `Generating ${options.tenants} tenant(s) x ${options.stories} stories in ${handle.location}`,
    );
    // Set before generating: an interrupted run still removes what it inserted.
    generatedHere = true;
    const generated = await generateBenchData(db, {
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
      tenants: Array.from({ length: options.tenants }, (_, i) => `bench-${i + 1}`),
      storiesInBench1: options.stories,
      trackStory,
    };
  } finally {
    await handle.close();
  }
}

/** The bench admin and what it left behind (its sessions go with it: ON DELETE CASCADE). */
async function removeBenchAdmin(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, BENCH_ADMIN_EMAIL));
  if (!admin) return;
  await db.delete(activities).where(eq(activities.actorId, admin.id));
  await db.delete(securityEvents).where(eq(securityEvents.userId, admin.id));
  await db.delete(users).where(eq(users.id, admin.id));
}

export function describeLocation(databaseUrl: string | undefined, dataDir: string): string {
  return databaseUrl ? redactDatabaseUrl(databaseUrl) : `PGlite in ${dataDir}`;
}

// ---------------------------------------------------------------------------------------------
// Load.

export interface LoadResult {
  name: string;
  requestsPerSecond: { average: number; stddev: number; min: number; max: number };
  requestsTotal: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  throughputBytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Several requests, sent in turn on every connection. */
  requests?: AutocannonOptions['requests'];
}

/** One autocannon run, stoppable by Ctrl-C. */
export async function runLoad(
  name: string,
  url: string,
  options: LoadOptions,
): Promise<LoadResult> {
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    ...(options.requests ? { requests: options.requests } : {}),
  });
  currentRun = instance;
  let result;
  try {
    result = await instance;
  } finally {
    currentRun = null;
  }
  throwIfInterrupted();
  if (result.errors > 0 || result.non2xx > 0) {
    log(
      `  warning: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  }
  return {
    name,
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
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
    ),
  };
}

/** A warm-up run (discarded), then the measured one. */
export async function measure(
  name: string,
  url: string,
  options: LoadOptions & { warmup: number },
): Promise<LoadResult> {
  if (options.warmup > 0) {
    log(`${name}: warming up ${options.warmup} s`);
    await runLoad(name, url, { ...options, seconds: options.warmup });
  }
  log(`${name}: measuring ${options.seconds} s with ${options.connections} connections`);
  return runLoad(name, url, options);
}

/** Left-aligned first column, right-aligned numbers. */
export function formatTable(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [
    line(rows[0] ?? []),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

export function loadTableRows(results: LoadResult[]): string[][] {
  return [
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
}

export interface Ratio {
  endpoint: string;
  /** server req/s divided by bare req/s: 1 would mean the server costs nothing. */
  throughput: number;
  /**
   * server mean latency divided by bare mean latency (the mean, because autocannon's percentiles
   * are whole milliseconds and the baseline's p50 is usually 0).
   */
  latencyMean: number;
}

export function ratioOf(endpoint: string, server: LoadResult, bare: LoadResult): Ratio {
  const divide = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
  return {
    endpoint,
    throughput: divide(server.requestsPerSecond.average, bare.requestsPerSecond.average),
    latencyMean: divide(server.latencyMs.average, bare.latencyMs.average),
  };
}

export function formatRatio(ratio: Ratio, width = 5): string {
  return (
    `${ratio.endpoint.padEnd(width)}  server/bare = ${ratio.throughput.toFixed(3)} of the baseline's req/s ` +
    `(bare is ${(1 / ratio.throughput).toFixed(1)}x faster); mean latency ${ratio.latencyMean.toFixed(1)}x`
  );
}

// ---------------------------------------------------------------------------------------------
// Statistics and the report.

export interface Spread {
  count: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentiles of a small sample. */
export function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return {
    count: sorted.length,
    p50: rank(50),
    p95: rank(95),
    max: sorted[sorted.length - 1] ?? NaN,
    mean: sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1),
  };
}

export const loadAverage = () => os.loadavg()[0] ?? 0;

export function machine(load: { before: number; after: number }) {
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    /** 1-minute load average: anything else running skews every figure of the run. */
    loadAverage: load,
  };
}

export function machineLine(load: { before: number; after: number }): string {
  return `${os.availableParallelism()} CPUs, Node ${process.version}, 1-min load average ${load.before.toFixed(2)} before / ${load.after.toFixed(2)} after`;
}

/** bench/results/<timestamp>[-suffix].json; answers the path relative to the working directory. */
export async function writeReport(
  startedAt: Date,
  suffix: string,
  report: unknown,
): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const file = path.join(resultsDir, `${stamp}${suffix ? `-${suffix}` : ''}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}
