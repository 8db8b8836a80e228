import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  assertChannelName,
  createPgListener,
  pgListenerConnection,
  type ConnectionCallback,
  type NotificationCallback,
} from './pg-listener.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle API both drivers share; repositories depend on this and nothing driver-specific. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either a database or a transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, with any password removed: safe to log. */
  location: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onPayload` with every NOTIFY on `channel` (sent by committed transactions, from any
   * app node on PostgreSQL, in process on PGlite). `onConnectionChange(false)` says the listener
   * lost its connection and notifications may be missed until it says `true` again (PostgreSQL
   * reconnects by itself). Resolves to the function that stops listening.
   */
  listen(
    channel: string,
    onPayload: NotificationCallback,
    onConnectionChange?: ConnectionCallback,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Calls `observer` with the duration in seconds of every query the app's Drizzle handle runs
   * (transactions included; not the LISTEN connection); returns the function that stops
   * observing. Costs nothing while nobody observes.
   */
  observeQueries(observer: QueryObserver): () => void;
  /** PostgreSQL only: the pool's clients right now (for the metrics, read when scraped). */
  poolStats?(): PoolStats;
  /**
   * PGlite only: a copy of the whole data directory, which `openDatabase({ image })` starts from
   * in about a second instead of the seconds initdb takes (tests start every file from one).
   */
  snapshot?(): Promise<Blob>;
}

export type QueryObserver = (seconds: number) => void;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

// Both drivers' query methods take varied arguments (text or config, values, callback); the
// timer only passes them on, so it needs no more than that they are values.
type QueryMethod = (...args: unknown[]) => unknown;

/**
 * Query timing at the one place both drivers share: Drizzle calls `query` on the pg pool's
 * clients (pool.query hands its callback to one) or on PGlite and its transaction handle. `wrap`
 * replaces that method with one that reports each call's duration to the observers.
 */
function createQueryTimer() {
  const observers = new Set<QueryObserver>();
  const report = (started: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const observer of observers) observer(seconds);
  };
  const wrap = (target: { query: QueryMethod }) => {
    const original = target.query;
    target.query = function timedQuery(this: unknown, ...args: unknown[]) {
      if (observers.size === 0) return original.apply(this, args);
      const started = performance.now();
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = function (this: unknown, ...results: unknown[]) {
          report(started);
          return (last as QueryMethod).apply(this, results);
        };
        return original.apply(this, args);
      }
      const result = original.apply(this, args);
      if (result instanceof Promise) {
        return result.then(
          (value: unknown) => {
            report(started);
            return value;
          },
          (error: unknown) => {
            report(started);
            throw error;
          },
        );
      }
      // A submittable (cursor, stream) is not timed; Drizzle does not use them.
      return result;
    };
  };
  return {
    wrap,
    observe(observer: QueryObserver): () => void {
      observers.add(observer);
      return () => {
        observers.delete(observer);
      };
    },
  };
}

/** The rows of a raw `db.execute(sql...)`: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

export class DatabaseConnectionError extends Error {
  override name = 'DatabaseConnectionError';
}

/** The SQL migrations, applied in order by `migrate()`. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** `postgres://user:secret@host/db` -> `postgres://user@host/db` */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString().replace(/:@/, '@');
  } catch {
    return 'an unparseable URL';
  }
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PGlite in memory only: start from this `snapshot()` instead of an empty cluster. */
  image?: Blob;
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite under DATA_DIR/pglite. Connects eagerly so
 * that a bad DATABASE_URL fails at start-up with a clear message instead of on the first request.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.image);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const location = redactDatabaseUrl(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor a checked-out one (a transaction between two statements when the server goes away):
  // pg-pool listens only to idle clients. The statement under way fails, the transaction
  // rejects, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Every client the pool opens times its queries (pool.query and transactions run on them).
  const timer = createQueryTimer();
  pool.on('connect', (client) => timer.wrap(client as unknown as { query: QueryMethod }));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseConnectionError(
      `Cannot connect to the database at ${location}: ${reason || 'connection refused'}`,
    );
  }
  const db: Database = drizzlePg(pool, { schema });
  // Created on the first listen(); a lost connection is retried, never thrown at the process.
  const listener = createPgListener({ connect: pgListenerConnection(url) });
  return {
    db,
    kind: 'postgres',
    location,
    migrate: () => migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload, onConnectionChange) =>
      listener.listen(channel, onPayload, onConnectionChange),
    observeQueries: (observer) => timer.observe(observer),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** The contrib modules the migrations create (search: trigrams, tenant-leading GIN indexes). */
const pgliteExtensions = { pg_trgm, btree_gin };

/**
 * PostgreSQL start-up settings for PGlite, after its own (single user, no parallel workers).
 * Its WebAssembly memory never shrinks and every page postgres touches stays resident, so the
 * 128 MB default shared_buffers became most of an idle server's memory; with 16 MB a page that
 * falls out is read back from the operating system's file cache (ADR 014, docs/performance.md).
 */
export const pgliteStartParams: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
];

/**
 * Creates the cluster in a new data directory in a short-lived child process. PGlite's initdb
 * runs a second PGlite and the initdb WebAssembly module next to the first, and their memory
 * (about 180 MB resident) stays referenced for the life of the process that ran it; opening the
 * directory afterwards costs what a restart costs (ADR 014).
 */
async function initPgliteDataDir(location: string): Promise<void> {
  if (existsSync(path.join(location, 'PG_VERSION'))) return;
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(process.argv[1]);
PGlite.create({ dataDir: process.argv[2], startParams: JSON.parse(process.argv[3]) })
  .then((db) => db.close())
  .catch((error) => { console.error(error instanceof Error ? error.message : error); process.exit(1); });`;
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', script, pgliteEntry, location, JSON.stringify(pgliteStartParams)],
      { timeout: 300_000 },
      (error, _stdout, stderr) => {
        if (error) reject(new Error(stderr.trim() || error.message));
        else resolve();
      },
    );
  });
}

async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (image && !inMemory) throw new Error('A PGlite image can only be loaded in memory');
  const location = inMemory ? dataDir : path.join(dataDir, 'pglite');
  if (!inMemory) await mkdir(location, { recursive: true });
  let client: PGlite;
  try {
    if (!inMemory) await initPgliteDataDir(location);
    client = image
      ? await PGlite.create({
          loadDataDir: image,
          extensions: pgliteExtensions,
          startParams: [...pgliteStartParams],
        })
      : await PGlite.create({
          startParams: [...pgliteStartParams],
          ...(inMemory ? {} : { dataDir: location }),
          extensions: pgliteExtensions,
        });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseConnectionError(
      `Cannot open the embedded database in ${location}: ${reason}`,
    );
  }
  // Drizzle queries through PGlite's query, and through the handle of each transaction.
  const timer = createQueryTimer();
  timer.wrap(client as unknown as { query: QueryMethod });
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      timer.wrap(tx as unknown as { query: QueryMethod });
      return callback(tx);
    });
  const db: Database = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    location,
    migrate: () => migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // In process: the connection cannot be lost, so it is live from the start.
    listen: async (channel, onPayload, onConnectionChange) => {
      assertChannelName(channel);
      // PGlite calls back from a microtask: a throw there would be an uncaught exception.
      const unlisten = await client.listen(channel, (payload) => {
        try {
          onPayload(payload);
        } catch {
          // The subscriber's own failure; the next notification still arrives.
        }
      });
      onConnectionChange?.(true);
      return async () => {
        await unlisten().catch(() => undefined);
      };
    },
    observeQueries: (observer) => timer.observe(observer),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
