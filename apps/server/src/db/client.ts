import { mkdir } from 'node:fs/promises';
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
   * PGlite only: a copy of the whole data directory, which `openDatabase({ image })` starts from
   * in about a second instead of the seconds initdb takes (tests start every file from one).
   */
  snapshot?(): Promise<Blob>;
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
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** The contrib modules the migrations create (search: trigrams, tenant-leading GIN indexes). */
const pgliteExtensions = { pg_trgm, btree_gin };

async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (image && !inMemory) throw new Error('A PGlite image can only be loaded in memory');
  const location = inMemory ? dataDir : path.join(dataDir, 'pglite');
  if (!inMemory) await mkdir(location, { recursive: true });
  let client: PGlite;
  try {
    client = image
      ? await PGlite.create({ loadDataDir: image, extensions: pgliteExtensions })
      : await PGlite.create({
          ...(inMemory ? {} : { dataDir: location }),
          extensions: pgliteExtensions,
        });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseConnectionError(
      `Cannot open the embedded database in ${location}: ${reason}`,
    );
  }
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
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
