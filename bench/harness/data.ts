/** Bench data: generated or reused, and left as found. (bench/harness.ts re-exports every module here.) */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { openDatabase, redactDatabaseUrl, rowsOf } from '../../apps/server/src/db/client.js';
import {
  activities,
  securityEvents,
  stories,
  tenants,
  users,
} from '../../apps/server/src/db/schema/index.js';
import {
  BenchDataExistsError,
  countPublishedStories,
  deleteBenchTenants,
  findBenchTenants,
  generateBenchData,
  type GenerateReport,
} from '../generate.js';
import { BENCH_ADMIN_EMAIL, DEFAULT_TENANT_SLUG, FIRST_TENANT, log } from './common.js';
import { onCleanup, temporaryDirectory } from './cleanup.js';

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
export async function removeBenchAdmin(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
): Promise<void> {
  // A database the server has never started on (just created) has no users yet, nor their table.
  const table = rowsOf<{ found: string | null }>(
    await db.execute(sql`select to_regclass('users')::text as found`),
  );
  if (!table[0]?.found) return;
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

/**
 * The bench data of a run in `dataDir`, or in a temporary directory when the caller gives none
 * (prepareData): what the run adds goes again whenever the database outlives the run (PostgreSQL,
 * or a directory the caller gave). Answers the directory with the data.
 */
export async function prepareRunData(
  options: Omit<DataOptions, 'dataDir' | 'restore'> & { dataDir?: string | undefined },
): Promise<Awaited<ReturnType<typeof prepareData>> & { dataDir: string }> {
  const dataDir = options.dataDir ?? (await temporaryDirectory());
  const restore = options.databaseUrl !== undefined || options.dataDir !== undefined;
  return { ...(await prepareData({ ...options, dataDir, restore })), dataDir };
}
