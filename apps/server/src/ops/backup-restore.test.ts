/**
 * `npm run db:backup` / `db:restore` for the embedded database: a backup of a migrated database
 * with rows and uploads, restored into another DATA_DIR, opens there with every row and file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupEmbedded, pgDumpCommand } from '../../../../scripts/db-backup.mjs';
import { pgRestoreCommand, restoreEmbedded } from '../../../../scripts/db-restore.mjs';
import { openDatabase, rowsOf } from '../db/client.js';

const work = mkdtempSync(path.join(tmpdir(), 'hn-backup-test-'));
const source = path.join(work, 'source');
const image = Buffer.from('not really a png, but bytes all the same');
let backupFile = '';
let migrations = 0;

async function countRows(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const probe = rowsOf<{ n: number; last: string; trgm: number }>(
      await database.db.execute(sql`
        select count(*)::int as n,
          (select body from backup_probe where id = 999) as last,
          (select count(*)::int from pg_extension where extname = 'pg_trgm') as trgm
        from backup_probe`),
    )[0];
    const applied = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    )[0];
    return { probe: probe?.n, last: probe?.last, trgm: probe?.trgm, migrations: applied?.n };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  // The server's own schema, plus rows and a trigram index (an extension the dump must carry).
  const database = await openDatabase({ dataDir: source });
  await database.migrate();
  await database.db.execute(sql`create table backup_probe (id int primary key, body text)`);
  await database.db.execute(
    sql`insert into backup_probe select g, 'row ' || g from generate_series(1, 1000) g`,
  );
  await database.db.execute(
    sql`create index backup_probe_trgm on backup_probe using gin (body gin_trgm_ops)`,
  );
  migrations =
    rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    )[0]?.n ?? 0;
  await database.close();
  mkdirSync(path.join(source, 'uploads', 'tenant-1'), { recursive: true });
  writeFileSync(path.join(source, 'uploads', 'tenant-1', 'photo.png'), image);
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('embedded backup and restore', () => {
  it('backs up the database and the uploads into one file', async () => {
    const result = await backupEmbedded({ dataDir: source, out: path.join(work, 'b.tar.gz') });
    backupFile = result.file;
    expect(result.file).toBe(path.join(work, 'b.tar.gz'));
    expect(existsSync(result.file)).toBe(true);
    expect(existsSync(`${result.file}.partial`)).toBe(false);
    expect(result.bytes).toBeGreaterThan(1000);
    expect(result.tables).toBeGreaterThan(10);
    expect(result.uploads).toBe(1);
    expect(migrations).toBeGreaterThan(0);
    // The lock it took while working is released.
    expect(existsSync(path.join(source, 'helionews.pid'))).toBe(false);
  }, 240_000);

  it('restores into an empty DATA_DIR: every row, migration and upload is there', async () => {
    const target = path.join(work, 'restored');
    const result = await restoreEmbedded({ file: backupFile, dataDir: target });
    expect(result.movedAside).toEqual([]);
    expect(result.uploads).toBe(1);
    expect(readFileSync(path.join(target, 'uploads', 'tenant-1', 'photo.png'))).toEqual(image);
    expect(await countRows(target)).toEqual({ probe: 1000, last: 'row 999', trgm: 1, migrations });
    // The restored database is independent of the original.
    expect(await countRows(source)).toEqual({ probe: 1000, last: 'row 999', trgm: 1, migrations });
  }, 240_000);

  it('refuses to replace a database without --force, and moves it aside with it', async () => {
    const target = path.join(work, 'occupied');
    mkdirSync(path.join(target, 'pglite'), { recursive: true });
    writeFileSync(path.join(target, 'pglite', 'PG_VERSION'), '17\n');
    await expect(restoreEmbedded({ file: backupFile, dataDir: target })).rejects.toThrow(
      /already holds data: .*--force/,
    );
    expect(readFileSync(path.join(target, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17\n');

    const result = await restoreEmbedded({ file: backupFile, dataDir: target, force: true });
    expect(result.movedAside).toHaveLength(1);
    expect(result.movedAside[0]).toMatch(/pglite\.before-restore-/);
    expect(readFileSync(path.join(result.movedAside[0] ?? '', 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(await countRows(target)).toEqual({ probe: 1000, last: 'row 999', trgm: 1, migrations });
  }, 240_000);

  describe('while a server holds DATA_DIR', () => {
    let holder: ChildProcess;
    beforeAll(() => {
      holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
      writeFileSync(path.join(source, 'helionews.pid'), String(holder.pid));
    });
    afterAll(() => {
      holder.kill('SIGKILL');
      rmSync(path.join(source, 'helionews.pid'), { force: true });
    });

    it('refuses to back up or restore, naming the process', async () => {
      await expect(
        backupEmbedded({ dataDir: source, out: path.join(work, 'locked.tar.gz') }),
      ).rejects.toThrow(new RegExp(`server \\(pid ${holder.pid}\\) is using .*stop it first`));
      expect(existsSync(path.join(work, 'locked.tar.gz'))).toBe(false);
      await expect(
        restoreEmbedded({ file: backupFile, dataDir: source, force: true }),
      ).rejects.toThrow(/stop it first/);
      // The server's lock is left as it was.
      expect(readFileSync(path.join(source, 'helionews.pid'), 'utf8')).toBe(String(holder.pid));
    });
  });

  it('rejects a file that is not one of its backups', async () => {
    const bogus = path.join(work, 'bogus.tar.gz');
    writeFileSync(bogus, 'plain text');
    await expect(
      restoreEmbedded({ file: bogus, dataDir: path.join(work, 'bogus') }),
    ).rejects.toThrow(/tar failed|not a HelioNews embedded backup/);
  });
});

describe('on PostgreSQL', () => {
  it('names the pg_dump and pg_restore commands', () => {
    expect(pgDumpCommand('$DATABASE_URL', 'x.dump')).toBe(
      'pg_dump --format=custom --no-owner --file=x.dump "$DATABASE_URL"',
    );
    expect(pgRestoreCommand('$DATABASE_URL', 'x.dump')).toBe(
      'pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" x.dump',
    );
  });
});
