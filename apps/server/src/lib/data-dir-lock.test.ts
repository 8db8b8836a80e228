import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'helionews-lock-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/**
 * A process that takes the lock when told to ('go' on stdin), says whether it got it, then holds
 * it until its stdin closes: several of them start, load, and then race for the same lock.
 */
function contender(dir: string) {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    process.stdin.once('data', async () => {
      try {
        await lockDataDir(${JSON.stringify(dir)});
        console.log('locked');
      } catch (error) {
        console.log('refused: ' + error.message);
      }
      process.stdin.once('end', () => process.exit(0));
      process.stdin.resume();
    });
    console.log('ready');
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const until = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = out.split('\n').find((l) => l.startsWith(text));
        if (line !== undefined) resolve(line);
      };
      child.stdout.on('data', check);
      child.once('exit', () => reject(new Error(`exited before "${text}": ${out}`)));
      check();
    });
  return { child, until };
}

describe('lockDataDir', () => {
  it('lets exactly one of several processes started at once take the lock', async () => {
    for (let round = 0; round < 2; round += 1) {
      const dir = path.join(dataDir, `round-${round}`);
      const contenders = Array.from({ length: 6 }, () => contender(dir));
      await Promise.all(contenders.map(({ until }) => until('ready')));
      for (const { child } of contenders) child.stdin.write('go\n');
      const outcomes = await Promise.all(
        contenders.map(({ until }) => Promise.race([until('locked'), until('refused')])),
      );
      expect(outcomes.filter((line) => line === 'locked')).toHaveLength(1);
      const refusals = outcomes.filter((line) => line !== 'locked');
      expect(refusals).toHaveLength(5);
      for (const line of refusals) {
        expect(line).toMatch(/is in use by another HelioNews process \(pid \d+\)/);
      }
      const winner = contenders[outcomes.indexOf('locked')];
      expect(Number(await readFile(path.join(dir, 'helionews.pid'), 'utf8'))).toBe(
        winner?.child.pid,
      );
      await Promise.all(
        contenders.map(
          ({ child }) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              child.stdin.end();
            }),
        ),
      );
    }
  }, 120_000);

  it('takes over a lock left by a process that no longer exists, and releases its own', async () => {
    const lockFile = path.join(dataDir, 'helionews.pid');
    const gone = spawn(process.execPath, ['-e', '']);
    const deadPid = await new Promise<number>((resolve) =>
      gone.once('exit', () => resolve(gone.pid ?? 0)),
    );
    await writeFile(lockFile, String(deadPid));
    const unlock = await lockDataDir(dataDir);
    expect(Number(await readFile(lockFile, 'utf8'))).toBe(process.pid);
    await unlock();
    expect(existsSync(lockFile)).toBe(false);
    // A garbled lock file (an old server's half-written one) holds nothing either.
    await writeFile(lockFile, '');
    const again = await lockDataDir(dataDir);
    expect(Number(await readFile(lockFile, 'utf8'))).toBe(process.pid);
    await again();
  });

  it('refuses while a live process holds the lock, naming it', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dataDir, 'helionews.pid'), String(holder.pid));
      const attempt = lockDataDir(dataDir);
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(attempt).rejects.toThrow(`(pid ${holder.pid})`);
      // Nothing of the attempt is left behind.
      expect(existsSync(path.join(dataDir, `helionews.pid.${process.pid}`))).toBe(false);
    } finally {
      holder.kill();
    }
  });
});
