// `npm run db:backup`: one file holding the embedded database (PGlite's own dump of its data
// directory) and the uploaded files, made while the server is stopped. On PostgreSQL
// (DATABASE_URL set) it prints the pg_dump command to use instead. See docs/deploy.md.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const BACKUP_FORMAT = 'helionews-embedded-backup';
export const BACKUP_VERSION = 1;

export class BackupError extends Error {
  name = 'BackupError';
}

/** The pid recorded in DATA_DIR/helionews.pid when that process still runs; else undefined. */
export async function runningServerPid(dataDir) {
  const raw = await readFile(path.join(dataDir, 'helionews.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(raw, 10);
  if (!Number.isInteger(pid) || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === 'EPERM' ? pid : undefined;
  }
}

/**
 * Takes DATA_DIR's lock (the same pid file the server uses) for the duration of `work`, so that
 * a server cannot open the database meanwhile; refuses when a server holds it.
 */
export async function withDataDirLock(dataDir, work) {
  const pid = await runningServerPid(dataDir);
  if (pid !== undefined) {
    throw new BackupError(
      `A HelioNews server (pid ${pid}) is using ${dataDir}: stop it first (the embedded database can only be opened by one process), then run this again`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'helionews.pid');
  await writeFile(lockFile, String(process.pid));
  try {
    return await work();
  } finally {
    await rm(lockFile, { force: true });
  }
}

/** Runs the system tar; rejects with its stderr. */
export function tar(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => reject(new BackupError(`Cannot run tar: ${error.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`tar failed: ${stderr.trim() || code}`)),
    );
  });
}

export async function openPgliteAt(dataDir, loadDataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  return PGlite.create({
    dataDir,
    extensions: { pg_trgm, btree_gin },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

const timestamp = () =>
  new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');

/**
 * Writes `out` (default backups/helionews-<timestamp>.tar.gz): manifest.json, pglite.tar (the
 * database as PGlite dumps it) and uploads/. Refuses while a server uses DATA_DIR.
 */
export async function backupEmbedded({ dataDir, out, log = () => undefined }) {
  const dbDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} (no ${dbDir}/PG_VERSION)`);
  }
  const file = path.resolve(out ?? path.join('backups', `helionews-${timestamp()}.tar.gz`));
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another --out`);
  return withDataDirLock(dataDir, async () => {
    const staging = await mkdtemp(path.join(tmpdir(), 'helionews-backup-'));
    try {
      log(`Reading the embedded database in ${dbDir}...`);
      // Opening replays the write-ahead log (after a crash too), then dumps a consistent copy.
      const pglite = await openPgliteAt(dbDir);
      let tables;
      try {
        const result = await pglite.query(
          "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
        );
        tables = result.rows[0]?.n ?? 0;
        const dump = await pglite.dumpDataDir('none');
        await writeFile(path.join(staging, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await pglite.close();
      }
      const uploadsDir = path.join(dataDir, 'uploads');
      const uploads = existsSync(uploadsDir)
        ? readdirSync(uploadsDir, { recursive: true, withFileTypes: true }).filter((entry) =>
            entry.isFile(),
          ).length
        : 0;
      const manifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        dataDir,
        tables,
        uploads,
      };
      await writeFile(
        path.join(staging, 'manifest.json'),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.partial`;
      const args = ['-czf', partial, '-C', staging, 'manifest.json', 'pglite.tar'];
      if (existsSync(uploadsDir)) args.push('-C', dataDir, 'uploads');
      await tar(args).catch(async (error) => {
        await rm(partial, { force: true });
        throw error;
      });
      // Renamed only when complete: a file named .tar.gz is always a whole backup.
      await rename(partial, file);
      const bytes = (await stat(file)).size;
      return { file, bytes, tables, uploads };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  });
}

/** The pg_dump command for a DATABASE_URL (custom format, restorable with pg_restore). */
export function pgDumpCommand(databaseUrl, out = `helionews-${timestamp()}.dump`) {
  return `pg_dump --format=custom --no-owner --file=${out} "${databaseUrl}"`;
}

function dataDirFromEnv() {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || './data');
}

/** A path relative to where the user typed the command when it lies below it, else absolute. */
const shown = (base, file) => {
  const relative = path.relative(base, file);
  return relative && !relative.startsWith('..') ? relative : file;
};

/**
 * The command line of a db script (`parseArgs` with `--help`): null once the usage is printed for
 * `--help`; a mistake is printed with the usage and exits 2.
 */
export function parseCommandLine(usage, options, { allowPositionals = false } = {}) {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage);
    return null;
  }
  return parsed;
}

/**
 * With DATABASE_URL set the data is in PostgreSQL, which these scripts do not handle: prints the
 * command that does (`does`: what PostgreSQL does with it, `advice`: what else to do) and exits 2.
 */
export function exitOnPostgres(does, command, advice) {
  if (!process.env.DATABASE_URL) return;
  console.error(
    `DATABASE_URL is set: the data is in PostgreSQL, which ${does}:\n\n` +
      `  ${command}\n\n` +
      `${advice} docs/deploy.md has the details.`,
  );
  process.exit(2);
}

async function main() {
  const usage =
    'Usage: npm run db:backup -- [--data-dir DIR] [--out FILE]\n\n' +
    'Backs up the embedded database and the uploads of DATA_DIR (default ./data) into one file\n' +
    '(default backups/helionews-<time>.tar.gz). Stop the server first.';
  const parsed = parseCommandLine(usage, {
    'data-dir': { type: 'string' },
    out: { type: 'string' },
  });
  if (parsed === null) return;
  const { values } = parsed;
  exitOnPostgres(
    'backs up with pg_dump while the site runs',
    pgDumpCommand('$DATABASE_URL'),
    'Copy DATA_DIR/uploads as well (rsync or your volume snapshots).',
  );
  const base = process.env.INIT_CWD ?? process.cwd();
  const dataDir = values['data-dir'] ? path.resolve(base, values['data-dir']) : dataDirFromEnv();
  const out = values.out
    ? path.resolve(base, values.out)
    : path.join(base, 'backups', `helionews-${timestamp()}.tar.gz`);
  try {
    const result = await backupEmbedded({ dataDir, out, log: (line) => console.log(line) });
    console.log(
      `Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.tables} tables, ${result.uploads} uploaded files)\n` +
        `Restore it with: npm run db:restore -- ${shown(base, result.file)}`,
    );
  } catch (error) {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  await main();
}
