// Helpers shared by the root scripts (start, dev, test). Plain Node: they run before any build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Newest modification time (ms) of the files below the given paths, skipping build output. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(p, entry));
      }
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return newest;
}

/** True when `output` is missing or older than any file under `sources`. */
export function isStale(output, sources) {
  const target = path.join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestMtime(sources);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}

/** Builds the server (incremental tsc) and the web app when its sources changed. */
export async function buildIfNeeded({ quiet = false } = {}) {
  await runOrExit(bin('tsc'), ['-b', 'packages/contracts', 'apps/server']);
  const webSources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/reader.html',
    'apps/web/scripts',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
  ];
  // Both builds: the client (its index.html is the page template) and the server renderer.
  if (
    isStale('apps/web/dist/index.html', webSources) ||
    isStale('apps/web/dist/reader.html', webSources) ||
    isStale('apps/web/dist-ssr/reader-styles.json', webSources)
  ) {
    if (!quiet) console.log('Building the web app...');
    // Always a production build: a caller's NODE_ENV (vitest sets `test`) would make Vite bundle
    // React's development build, four times heavier and slower, and serve it to the browser tests.
    await runOrExit('npm', ['run', 'build', '-w', '@helionews/web', '--silent'], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
