import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

/** The server package: the process tests run its real entry point, TypeScript through tsx. */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Processes tests started and not yet exited. */
const started = new Set<ChildProcess>();

/** Remembers a process a test started until it exits, for `stopServerProcesses`. */
export function trackProcess(child: ChildProcess): ChildProcess {
  started.add(child);
  child.on('exit', () => started.delete(child));
  return child;
}

/**
 * Kills every process a test started that is still running (`afterAll`): a test that fails before
 * it stops its server must not leave it running beside the rest of the suite.
 */
export function stopServerProcesses(): void {
  for (const child of started) child.kill('SIGKILL');
}

/**
 * Starts `src/main.ts` as an operator would, with a clean environment: `INIT_CWD` is where
 * relative paths resolve, `env` the variables of the test (PORT, DATA_DIR, ...). `exited`
 * resolves with the exit code and the moment of exit.
 */
export function startServerProcess(options: {
  initCwd: string;
  adminPassword: string;
  env: Record<string, string>;
}) {
  const child = spawn(
    process.execPath,
    ['--conditions=development', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: options.adminPassword,
        INIT_CWD: options.initCwd,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  trackProcess(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it holds; throws after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs: number, everyMs = 100) {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error('timed out');
    },
    { timeout: timeoutMs, interval: everyMs },
  );
}
