import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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

/**
 * The embedded database is a set of files that only one process may open. A pid file in
 * DATA_DIR makes a second server fail with a clear message instead of corrupting the data.
 * A lock left by a process that no longer exists is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'helionews.pid');
  const existing = await readFile(lockFile, 'utf8').catch(() => '');
  const pid = Number.parseInt(existing, 10);
  if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
    throw new DataDirLockedError(
      `The embedded database in ${dataDir} is in use by another HelioNews process (pid ${pid}): stop it, or set DATA_DIR to another folder`,
    );
  }
  await writeFile(lockFile, String(process.pid));
  return async () => {
    await rm(lockFile, { force: true });
  };
}
