import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  createQueryTimer,
  DatabaseConnectionError,
  redactDatabaseUrl,
  type Database,
  type DatabaseHandle,
  type QueryMethod,
} from './handle.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { createPgListener, pgListenerConnection } from './pg-listener.js';
import * as schema from './schema/index.js';

/** PostgreSQL at DATABASE_URL (see openDatabase in client.ts). */
export async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
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
    migrate: () =>
      migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_DIR }),
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
