// `npm run db:restore -- <file>`: loads a backup made by `npm run db:backup` into DATA_DIR (the
// embedded database and the uploads). Refuses to replace an existing database unless --force,
// which moves the old one aside instead of deleting it. On PostgreSQL it prints the pg_restore
// command to use instead. See docs/deploy.md.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  exitOnPostgres,
  openPgliteAt,
  parseCommandLine,
  tar,
  withDataDirLock,
} from './db-backup.mjs';

const isNonEmptyDir = (dir) => existsSync(dir) && readdirSync(dir).length > 0;
const timestamp = () =>
  new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');

/**
 * Restores `file` into `dataDir`: DATA_DIR/pglite from the dump, DATA_DIR/uploads from the copy.
 * An existing, non-empty database or uploads folder is refused, or with `force` renamed to
 * `<name>.before-restore-<time>` (reported in `movedAside`). Refuses while a server uses DATA_DIR.
 */
export async function restoreEmbedded({ file, dataDir, force = false, log = () => undefined }) {
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}`);
  const dbDir = path.join(dataDir, 'pglite');
  const uploadsDir = path.join(dataDir, 'uploads');
  return withDataDirLock(dataDir, async () => {
    const existing = [dbDir, uploadsDir].filter(isNonEmptyDir);
    if (existing.length > 0 && !force) {
      throw new BackupError(
        `${existing.join(' and ')} already ${existing.length > 1 ? 'hold' : 'holds'} data: restore into an empty DATA_DIR, or add --force to move the current data aside (nothing is deleted)`,
      );
    }
    const staging = await mkdtemp(path.join(tmpdir(), 'helionews-restore-'));
    try {
      await tar(['-xzf', file, '-C', staging]);
      const manifest = JSON.parse(
        await readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => '{}'),
      );
      if (manifest.format !== BACKUP_FORMAT || !existsSync(path.join(staging, 'pglite.tar'))) {
        throw new BackupError(
          `${file} is not a HelioNews embedded backup (made by npm run db:backup)`,
        );
      }
      if (manifest.version > BACKUP_VERSION) {
        throw new BackupError(
          `${file} was made by a newer HelioNews (backup format ${manifest.version}): upgrade first`,
        );
      }
      const movedAside = [];
      const suffix = `.before-restore-${timestamp()}`;
      for (const dir of existing) {
        await rename(dir, `${dir}${suffix}`);
        movedAside.push(`${dir}${suffix}`);
        log(`Moved ${dir} aside to ${dir}${suffix}`);
      }
      await rm(dbDir, { recursive: true, force: true });
      await mkdir(dbDir, { recursive: true });
      log(`Loading the database into ${dbDir}...`);
      const dump = new Blob([await readFile(path.join(staging, 'pglite.tar'))], {
        type: 'application/x-tar',
      });
      const pglite = await openPgliteAt(dbDir, dump);
      let tables;
      try {
        const result = await pglite.query(
          "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
        );
        tables = result.rows[0]?.n ?? 0;
      } finally {
        await pglite.close();
      }
      let uploads = 0;
      if (existsSync(path.join(staging, 'uploads'))) {
        await rm(uploadsDir, { recursive: true, force: true });
        await rename(path.join(staging, 'uploads'), uploadsDir).catch(async (error) => {
          // Another file system (tmp on tmpfs): copy instead.
          if (error.code !== 'EXDEV') throw error;
          const { cp } = await import('node:fs/promises');
          await cp(path.join(staging, 'uploads'), uploadsDir, { recursive: true });
        });
        uploads = readdirSync(uploadsDir, { recursive: true, withFileTypes: true }).filter((e) =>
          e.isFile(),
        ).length;
      }
      return { dataDir, tables, uploads, movedAside, createdAt: manifest.createdAt };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  });
}

/** The pg_restore command for a custom-format pg_dump file. */
export function pgRestoreCommand(databaseUrl, file = 'helionews-<time>.dump') {
  return `pg_restore --clean --if-exists --no-owner --single-transaction --dbname="${databaseUrl}" ${file}`;
}

async function main() {
  const usage =
    'Usage: npm run db:restore -- <backup.tar.gz> [--data-dir DIR] [--force]\n\n' +
    'Restores a backup made by npm run db:backup into DATA_DIR (default ./data). Stop the server\n' +
    'first. --force moves an existing database and uploads aside (nothing is deleted).';
  const parsed = parseCommandLine(
    usage,
    { 'data-dir': { type: 'string' }, force: { type: 'boolean' } },
    { allowPositionals: true },
  );
  if (parsed === null) return;
  const { values, positionals } = parsed;
  exitOnPostgres(
    'restores a pg_dump file with pg_restore',
    pgRestoreCommand('$DATABASE_URL', positionals[0]),
    'Stop the app nodes first, or restore into a new database and point DATABASE_URL at it.',
  );
  if (positionals.length !== 1) {
    console.error(usage);
    process.exit(2);
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, values['data-dir'] ?? (process.env.DATA_DIR || './data'));
  try {
    const result = await restoreEmbedded({
      file: path.resolve(base, positionals[0]),
      dataDir,
      force: values.force ?? false,
      log: (line) => console.log(line),
    });
    console.log(
      `Restored the backup of ${result.createdAt} into ${dataDir} (${result.tables} tables, ${result.uploads} uploaded files).` +
        (result.movedAside.length > 0
          ? `\nThe previous data is kept in ${result.movedAside.join(' and ')}; delete it once the site looks right.`
          : '') +
        '\nStart the server: npm start',
    );
  } catch (error) {
    console.error(`Restore failed: ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  await main();
}
