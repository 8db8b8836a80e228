/**
 * Opens the database: PostgreSQL at DATABASE_URL, else the embedded PGlite. The handle's types
 * live in handle.ts; each driver's code loads only when it is the one in use.
 */
export * from './handle.js';
import type { DatabaseHandle } from './handle.js';

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
  // Each driver (and its Drizzle adapter) loads only when it is the one in use.
  if (options.databaseUrl) {
    const { openPostgres } = await import('./open-postgres.js');
    return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  }
  const { openPglite } = await import('./open-pglite.js');
  return openPglite(options.dataDir, options.image);
}
