import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { MIGRATIONS_DIR } from '../paths.js';

/** Where migrated PGlite images are kept between test files and runs. */
const IMAGE_DIR = path.join(os.tmpdir(), 'helionews-test-pglite');

/** Names the migrations and the PGlite version: a change to either makes a new image. */
function imageName(): string {
  const hash = createHash('sha256');
  // Its package.json is not exported; the entry lives in its dist/ directory.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    hash.update(file);
    try {
      hash.update(readFileSync(full));
    } catch {
      // A directory (drizzle's meta/): its files are listed on their own.
    }
  }
  return `${hash.digest('hex').slice(0, 16)}.tar`;
}

/**
 * A fresh in-memory PGlite, migrated. Creating a cluster (initdb) takes seconds of CPU per test
 * file, so the first file to need one migrates it and saves a copy; every later file (and run)
 * loads that copy in about a second. Two workers racing both write it; the rename keeps one.
 */
async function freshPglite(): Promise<DatabaseHandle> {
  const file = path.join(IMAGE_DIR, imageName());
  const image = await readFile(file).then(
    (bytes) => new Blob([bytes]),
    () => null,
  );
  if (image) return openDatabase({ dataDir: 'memory://', image });

  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  if (handle.snapshot) {
    const snapshot = Buffer.from(await (await handle.snapshot()).arrayBuffer());
    await mkdir(IMAGE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, snapshot);
    await rename(partial, file);
  }
  return handle;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again afterwards), so that runs
 * never see each other's rows.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return freshPglite();

  const name = `helionews_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: 'unused',
    poolSize: 4,
  });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * A second app node's connection to the same test database: on PostgreSQL (TEST_DATABASE_URL)
 * pools and a listener of its own, as a second server would have; null on PGlite, which has one
 * in-process connection for both.
 */
export async function openSecondNode(first: DatabaseHandle): Promise<DatabaseHandle | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || first.kind !== 'postgres') return null;
  const result = (await first.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(serverUrl);
  url.pathname = `/${result.rows[0]?.name ?? ''}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 4 });
}
