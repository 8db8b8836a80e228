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

let knownImageName: string | undefined;

/**
 * Names the migrations and the PGlite version: a change to either makes a new image. Read once
 * per worker (the files of a worker share this module).
 */
function imageName(): string {
  knownImageName ??= hashMigrations();
  return knownImageName;
}

function hashMigrations(): string {
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

/** Runs one statement on the server named by `serverUrl`, as its maintenance connection. */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const TEMPLATE_PREFIX = 'helionews_template_';

/**
 * A migrated database every test database is copied from (CREATE DATABASE ... TEMPLATE takes a
 * tenth of a second; running the migrations took about one per test file). Its name carries the
 * migrations' hash, so a new migration makes a new one and older ones are dropped. The first run
 * to need it migrates a database of its own and renames it: a run that loses that race drops its
 * copy and uses the winner's.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${imageName().replace('.tar', '')}`;
  const exists = await onServer(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (found.rowCount ?? 0) > 0;
  });
  if (exists) return name;

  const building = `${name}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database "${building}"`));
  const handle = await openDatabase({
    databaseUrl: databaseUrl(serverUrl, building),
    dataDir: 'unused',
    poolSize: 1,
  });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  await onServer(serverUrl, async (client) => {
    try {
      await client.query(`alter database "${building}" rename to "${name}"`);
    } catch {
      await client.query(`drop database if exists "${building}" with (force)`);
      return;
    }
    const stale = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 and datname <> $2 and datname !~ '_[0-9]+_[0-9a-f]{6}$'",
      [`${TEMPLATE_PREFIX}%`, name],
    );
    for (const { datname } of stale.rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  });
  return name;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (copied from a migrated template, dropped
 * again afterwards), so that runs never see each other's rows.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return freshPglite();

  const template = await migratedTemplate(serverUrl);
  const name = `helionews_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, (client) =>
    client.query(`create database "${name}" template "${template}"`),
  );
  const handle = await openDatabase({
    databaseUrl: databaseUrl(serverUrl, name),
    dataDir: 'unused',
    poolSize: 4,
  });
  // No migrate(): the template's name is the migrations' hash, so a copy is already current.
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
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
  return openDatabase({
    databaseUrl: databaseUrl(serverUrl, result.rows[0]?.name ?? ''),
    dataDir: 'unused',
    poolSize: 4,
  });
}
