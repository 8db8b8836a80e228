// Helpers shared by the root scripts (start, dev, test, and the measuring scripts: budgets,
// interaction timing, Lighthouse). Plain Node: they run before any build.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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

/** True when tsc wrote a module after the server bundle (dist/server.js) was made from them. */
function serverBundleIsStale() {
  const dist = path.join(root, 'apps', 'server', 'dist');
  const bundle = path.join(dist, 'server.js');
  if (!existsSync(bundle)) return true;
  const bundled = statSync(bundle).mtimeMs;
  return readdirSync(dist, { recursive: true, encoding: 'utf8' }).some(
    (file) =>
      file.endsWith('.js') &&
      !file.startsWith('chunks') &&
      file !== 'server.js' &&
      statSync(path.join(dist, file)).mtimeMs > bundled,
  );
}

/** Whether the process of this id still runs. */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * One build at a time across processes (test files that need the web app start in parallel
 * workers, and two builds of the same output break each other): a directory as the lock, holding
 * its owner's pid, taken over when that process is gone.
 */
async function withBuildLock(work) {
  const lock = path.join(root, 'node_modules', '.helionews-build.lock');
  const owner = path.join(lock, 'pid');
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const pid = Number(existsSync(owner) ? readFileSync(owner, 'utf8') : NaN);
      // A lock without a pid is being taken right now; one whose owner is gone is free.
      if (Number.isInteger(pid) && !isRunning(pid)) rmSync(lock, { recursive: true, force: true });
      else await sleep(200);
    }
  }
  // runOrExit may end the process inside `work`: the lock goes with it.
  const release = () => rmSync(lock, { recursive: true, force: true });
  process.once('exit', release);
  try {
    return await work();
  } finally {
    process.off('exit', release);
    release();
  }
}

/** Builds the server (incremental tsc) and the web app when its sources changed. */
export function buildIfNeeded(options = {}) {
  return withBuildLock(() => build(options));
}

async function build({ quiet = false }) {
  await runOrExit(bin('tsc'), ['-b', 'packages/contracts', 'apps/server']);
  // dist/server.js, the file a start runs, is the bundle of what tsc wrote (ADR 017).
  if (serverBundleIsStale()) {
    await runOrExit(process.execPath, ['apps/server/scripts/bundle.mjs'], {
      stdio: quiet ? 'ignore' : 'inherit',
    });
  }
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

/** A TCP port nothing listens on right now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `${base}/api/ready` answers 200; throws after `timeoutMs`. */
export async function waitForReady(base, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`The server did not become ready within ${timeoutMs / 1000} s`);
}

/** The demo admin of the measuring scripts' throwaway servers (not a real account). */
export const MEASURE_ADMIN = {
  email: 'admin@example.com',
  password: 'measure-admin-password-2026',
};

/**
 * Starts the built server (apps/server/dist/server.js) on a free port of 127.0.0.1, in
 * production mode, on a fresh data directory with the demo publication, and waits until it is
 * ready. Returns its base URL and `stop()`, which ends it and deletes the data directory.
 */
export async function startBuiltServer({ env = {}, name = 'measure' } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `helionews-${name}-`));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: MEASURE_ADMIN.email,
      ADMIN_PASSWORD: MEASURE_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let stopping = false;
  server.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`! the server stopped on its own (${signal ?? `exit code ${code}`})`);
  });
  const stop = async () => {
    stopping = true;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForReady(base),
      exited.then((code) => {
        throw new Error(`The server exited (code ${code}) before it was ready`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** A word of a title to search for: its longest word of letters (accents too). */
export function searchWordOf(title) {
  const words = title.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  return words.sort((a, b) => b.length - a.length)[0] ?? 'news';
}

/**
 * The reader pages the measuring scripts visit, as [name, path] pairs, on the demo data: the
 * front page, the first category with stories, the newest story, search results for a word of
 * that story's title, and the realtime page. A path is null when the data has no such page.
 */
export async function readerPages(base) {
  const stories = await (await fetch(`${base}/api/stories?page_size=1`)).json();
  const story = stories.stories?.[0];
  const categories = (await (await fetch(`${base}/api/categories`)).json()).categories ?? [];
  const category = categories.find((candidate) => candidate.story_count > 0);
  return [
    ['front page', '/'],
    ['category', category ? `/category/${encodeURIComponent(category.slug)}` : null],
    ['story', story ? `/story/${story.id}` : null],
    ['search results', `/search?q=${encodeURIComponent(searchWordOf(story?.title ?? 'news'))}`],
    ['realtime news', '/realtime-news'],
  ];
}

/** Signs the demo admin in and turns tenant switching on for the publication being browsed. */
export async function adminSession(base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MEASURE_ADMIN.email, password: MEASURE_ADMIN.password }),
  });
  if (!login.ok) return { error: `sign-in answered ${login.status}` };
  const { access_token: token } = await login.json();
  const tenant = await (await fetch(`${base}/api/tenant/info`)).json();
  if (!tenant.features?.tenantSwitching) {
    const update = await fetch(`${base}/api/admin/tenants/${tenant.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ features: { tenantSwitching: true } }),
    });
    if (!update.ok) return { token, error: `turning tenantSwitching on answered ${update.status}` };
  }
  return { token };
}
