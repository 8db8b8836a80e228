/** The real built server as a child process. (bench/harness.ts re-exports every module here.) */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { ResponseCacheStats } from '../../apps/server/src/lib/response-cache.js';
import { UsageError } from '../generate.js';
import {
  BENCH_ADMIN_EMAIL,
  HOST,
  READY_TIMEOUT_MS,
  STOP_TIMEOUT_MS,
  probeEntry,
  repoRoot,
  serverEntry,
} from './common.js';
import { exitCleanups, onCleanup } from './cleanup.js';
import { get, request, freePort } from './http.js';

// The server.

/** `app.readCache.stats()`: the response cache's figures and whether versions are heard. */
export type ReadCacheStats = ResponseCacheStats & { listening: boolean };

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

/** What `withBenchServer` takes: `startServer`'s options, the port chosen when absent. */
export type BenchServerOptions = Omit<StartServerOptions, 'port'> & { port?: number };

/**
 * The built server as every bench starts it: on a free port of 127.0.0.1 (unless `port` is
 * given), ready (`GET /api/ready`), and stopped by the bench's clean-up.
 */
export async function withBenchServer(options: BenchServerOptions): Promise<ServerProcess> {
  const server = startServer({ ...options, port: options.port ?? (await freePort()) });
  await waitUntilReady(server);
  return server;
}

/**
 * Refuses to go on without the built server (`build`: the command that makes what the bench
 * needs): before a bench generates data, not after.
 */
export function assertServerBuilt(build = 'npm run build'): void {
  if (!existsSync(serverEntry)) {
    throw new UsageError(
      `${path.relative(process.cwd(), serverEntry)} is missing: build first (${build})`,
    );
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
