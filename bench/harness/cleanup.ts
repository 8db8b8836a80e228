/** Clean-up on exit and Ctrl-C, and how a benchmark runs. (bench/harness.ts re-exports every module here.) */
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Instance } from 'autocannon';
import { BenchDataExistsError, UsageError } from '../generate.js';

// Clean-up: everything started registers how to undo itself; it runs once, in reverse order,
// on success, on error and on SIGINT/SIGTERM.

const cleanups: { name: string; run: () => Promise<void> | void }[] = [];
/** Last resort on a hard exit: synchronous only. */
export const exitCleanups = new Set<() => void>();
let cleaning: Promise<void> | null = null;
let currentRun: Instance | null = null;

/** The autocannon run under way, stopped by Ctrl-C. */
export function watchRun(instance: Instance | null): void {
  currentRun = instance;
}
let interrupted = false;

export function onCleanup(name: string, run: () => Promise<void> | void): void {
  cleanups.push({ name, run });
}

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const { name, run } of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(
          `clean-up: ${name} failed: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  })();
  return cleaning;
}

export const isInterrupted = () => interrupted;

export function throwIfInterrupted(): void {
  if (interrupted) throw new Error('interrupted');
}

/**
 * Runs a benchmark's main function: usage errors exit 2, failures 1, Ctrl-C 130, and the clean-up
 * runs in every case. `main` may set process.exitCode itself (a missed target).
 */
export function runBenchmark(name: string, main: () => Promise<void>): void {
  process.on('exit', () => {
    for (const run of exitCleanups) {
      try {
        run();
      } catch {
        // the process is exiting: nothing more can be done
      }
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) process.exit(130); // a second Ctrl-C: leave now (exit hooks still run)
      interrupted = true;
      console.error(`\n${signal}: stopping and cleaning up...`);
      currentRun?.stop();
      void cleanUp().finally(() => process.exit(130));
    });
  }
  main()
    .then(
      () => cleanUp(),
      async (error: unknown) => {
        if (interrupted) return; // the signal handler reports and cleans up
        const message = error instanceof Error ? error.message : String(error);
        const known = error instanceof UsageError || error instanceof BenchDataExistsError;
        console.error(`${name}: ${known ? message : `failed: ${message}`}`);
        process.exitCode = error instanceof UsageError ? 2 : 1;
        await cleanUp();
      },
    )
    .finally(() => {
      if (!interrupted) process.exit();
    });
}

/** A temporary directory removed on every kind of exit. */
export async function temporaryDirectory(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'helionews-bench-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  exitCleanups.add(removeDir);
  onCleanup('remove the temporary directory', async () => {
    await rm(dir, { recursive: true, force: true });
    exitCleanups.delete(removeDir);
  });
  return dir;
}
