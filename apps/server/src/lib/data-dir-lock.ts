import { link, mkdir, open, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The pid a lock file names; undefined when there is none (removed meanwhile, or garbage). */
async function holderOf(lockFile: string): Promise<number | undefined> {
  const text = await readFile(lockFile, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** A takeover marker older than this was left by a process that died while taking over. */
const TAKEOVER_STALE_MS = 5_000;
const ATTEMPTS = 50;

/**
 * Removes a lock left by `stalePid`, a process that no longer exists. Several starting servers may
 * find the same stale lock: only the one holding the takeover marker (created with O_EXCL)
 * removes it, and only after reading it again under that marker, so a lock another server has
 * just taken is never removed.
 */
async function removeStaleLock(lockFile: string, stalePid: number | undefined): Promise<void> {
  const marker = `${lockFile}.takeover`;
  let handle;
  try {
    handle = await open(marker, 'wx');
  } catch (error) {
    if (code(error) !== 'EEXIST') throw error;
    const age = await stat(marker).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (age > TAKEOVER_STALE_MS) await rm(marker, { force: true });
    else await pause(20);
    return;
  }
  try {
    if ((await holderOf(lockFile)) === stalePid) await rm(lockFile, { force: true });
  } finally {
    await handle.close();
    await rm(marker, { force: true });
  }
}

/** File systems without hard links (some mounted volumes) get an O_EXCL create instead. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'ENOSYS']);

/** Creates `lockFile` holding this pid, failing with EEXIST when it exists. */
async function takeLock(draft: string, lockFile: string): Promise<void> {
  try {
    await link(draft, lockFile);
  } catch (error) {
    if (!NO_HARD_LINKS.has(code(error) ?? '')) throw error;
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  }
}

/**
 * The embedded database is a set of files that only one process may open. A pid file in
 * DATA_DIR makes a second server fail with one clear line instead of corrupting the data.
 *
 * The lock is taken atomically: the pid is written to a file of this process's own, which is
 * then hard-linked to `helionews.pid`; the link fails when the lock exists, and a lock that
 * exists always holds a whole pid. Of servers started at the same moment exactly one gets
 * through. A lock left by a process that no longer exists is taken over (`removeStaleLock`).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'helionews.pid');
  const draft = `${lockFile}.${process.pid}`;
  const release = async () => {
    if ((await holderOf(lockFile)) === process.pid) await rm(lockFile, { force: true });
  };
  await writeFile(draft, String(process.pid));
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      try {
        await takeLock(draft, lockFile);
        return release;
      } catch (error) {
        if (code(error) !== 'EEXIST') throw error;
      }
      const holder = await holderOf(lockFile);
      if (holder === process.pid) return release;
      if (holder !== undefined && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another HelioNews process (pid ${holder}): stop it, or set DATA_DIR to another folder`,
        );
      }
      await removeStaleLock(lockFile, holder);
    }
    throw new DataDirLockedError(
      `Could not lock the embedded database in ${dataDir}: another process keeps changing ${lockFile}`,
    );
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}
