/**
 * What every database handle is, whichever driver opened it: the types repositories depend on,
 * the query timer both drivers share, and the errors of opening one.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ConnectionCallback, NotificationCallback } from './pg-listener.js';
import type * as schema from './schema/index.js';

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
export type QueryMethod = (...args: unknown[]) => unknown;

/**
 * Query timing at the one place both drivers share: Drizzle calls `query` on the pg pool's
 * clients (pool.query hands its callback to one) or on PGlite and its transaction handle. `wrap`
 * replaces that method with one that reports each call's duration to the observers.
 */
export function createQueryTimer() {
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
