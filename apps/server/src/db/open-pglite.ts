import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import {
  createQueryTimer,
  DatabaseConnectionError,
  type Database,
  type DatabaseHandle,
  type QueryMethod,
} from './handle.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { assertChannelName } from './pg-listener.js';
import * as schema from './schema/index.js';

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

/** PGlite under DATA_DIR/pglite, or in memory (see openDatabase in client.ts). */
export async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
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
    migrate: () =>
      migratePglite(db as Parameters<typeof migratePglite>[0], {
        migrationsFolder: MIGRATIONS_DIR,
      }),
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
