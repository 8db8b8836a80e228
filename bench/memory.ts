/**
 * Resident memory of a HelioNews process and of the pieces it is made of, each measured in a
 * child process of its own and read from `/proc/<pid>/status` (Linux) after it has settled:
 *
 * - `baseline`          a bare `node` process
 * - `sharp`             `import('sharp')` and one small resize (the server loads sharp)
 * - `pglite-memory`     `PGlite.create()` in memory + one query, the library's defaults
 * - `pglite-file`       the same on a new data directory (NODEFS: initdb runs first)
 * - `pglite-reopen`     the same data directory opened again (no initdb)
 * - `open-memory`, `open-file`, `open-reopen`  the same three through the server's own
 *                       `openDatabase()` (apps/server/dist), i.e. with its PGlite settings
 * - `server-embedded`   the built server (`apps/server/dist/server.js`, SEED_DEMO=true) on a new
 *                       DATA_DIR: idle after the first start, after a few hundred GETs, then
 *                       restarted on the same DATA_DIR: idle, and after the same load
 * - `server-postgres`   the same on PostgreSQL (`--database-url`, a database of its own)
 *
 * For each: VmRSS (resident now), VmHWM (the peak), RssAnon (anonymous pages: the V8 heap,
 * malloc, WebAssembly memory) and RssFile (mapped files: the node binary, shared libraries), in
 * MiB, and what `process.memoryUsage()` says inside the process (V8 heap used, `external`,
 * which includes WebAssembly memories and ArrayBuffers).
 *
 * ```sh
 * npm run build:server                    # the server scenarios run the build
 * npx tsx bench/memory.ts
 * npx tsx bench/memory.ts --only baseline,pglite-reopen,open-reopen
 * npx tsx bench/memory.ts --only server-embedded --server-env MALLOC_ARENA_MAX=2
 * npx tsx bench/memory.ts --only server-postgres --database-url postgres://postgres@127.0.0.1:5432/helionews_mem
 * npx tsx bench/memory.ts --node-args=--max-old-space-size=96 --json bench/results/memory.json
 * ```
 *
 * `--database-url` names a database the run may create (when missing) and fill with the demo
 * seed; the default is `helionews_mem` on the local PostgreSQL. Nothing else in it is touched.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import {
  ensureDatabase,
  get,
  request,
  log,
  repoRoot,
  runBenchmark,
  startServer,
  stopServer,
  temporaryDirectory,
  type ServerProcess,
} from './harness.js';
import { UsageError } from './generate.js';

const SCENARIOS = [
  'baseline',
  'sharp',
  'pglite-memory',
  'pglite-file',
  'pglite-reopen',
  'open-memory',
  'open-file',
  'open-reopen',
  'server-embedded',
  'server-postgres',
] as const;
type Scenario = (typeof SCENARIOS)[number];

interface Options {
  only: Scenario[];
  databaseUrl: string;
  port: number;
  requests: number;
  settleMs: number;
  nodeArgs: string[];
  serverEnv: Record<string, string>;
  json: string | undefined;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      'database-url': { type: 'string' },
      port: { type: 'string' },
      requests: { type: 'string' },
      settle: { type: 'string' },
      'node-args': { type: 'string' },
      'server-env': { type: 'string', multiple: true },
      json: { type: 'string' },
    },
  });
  const only = (values.only?.split(',').map((name) => name.trim()) ?? [...SCENARIOS]).map(
    (name) => {
      if (!(SCENARIOS as readonly string[]).includes(name)) {
        throw new UsageError(`--only: unknown scenario ${name} (one of ${SCENARIOS.join(', ')})`);
      }
      return name as Scenario;
    },
  );
  const whole = (name: string, raw: string | undefined, fallback: number) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new UsageError(`--${name}: a whole number`);
    return value;
  };
  const serverEnv: Record<string, string> = {};
  for (const pair of values['server-env'] ?? []) {
    const at = pair.indexOf('=');
    if (at < 1) throw new UsageError(`--server-env: KEY=VALUE, not ${pair}`);
    serverEnv[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return {
    only,
    databaseUrl:
      values['database-url'] ??
      process.env.MEMORY_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/helionews_mem',
    port: whole('port', values.port, 3520),
    requests: whole('requests', values.requests, 300),
    settleMs: whole('settle', values.settle, 5) * 1000,
    nodeArgs: values['node-args']?.split(' ').filter(Boolean) ?? [],
    serverEnv,
    json: values.json,
  };
}

// ---------------------------------------------------------------------------------------------
// Readings.

interface Reading {
  scenario: string;
  phase: string;
  rss: number;
  hwm: number;
  anon: number;
  file: number;
  /** From inside the process, when it could tell: V8 heap used, external, ArrayBuffers (MiB). */
  heapUsed?: number;
  external?: number;
  arrayBuffers?: number;
  /** WebAssembly linear memory of PGlite, when the scenario has one (MiB). */
  wasm?: number;
  /** What the server's response cache holds (MiB). */
  cache?: number;
}

const MiB = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

async function readStatus(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const kib = Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return Math.round((kib / 1024) * 10) / 10;
  };
  return {
    rss: field('VmRSS'),
    hwm: field('VmHWM'),
    anon: field('RssAnon'),
    file: field('RssFile'),
  };
}

interface Inside {
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  wasm?: number;
}

function inside(memory: NodeJS.MemoryUsage, wasmBytes?: number): Inside {
  return {
    heapUsed: MiB(memory.heapUsed),
    external: MiB(memory.external),
    arrayBuffers: MiB(memory.arrayBuffers),
    ...(wasmBytes === undefined ? {} : { wasm: MiB(wasmBytes) }),
  };
}

// ---------------------------------------------------------------------------------------------
// Library scenarios: a child `node` runs a snippet, prints one JSON line when done and waits.

const distClient = path.join(repoRoot, 'apps/server/dist/db/client.js');

/** ESM run with `node --input-type=module -e` from the repository root. */
function snippet(scenario: Scenario, dataDir: string): string {
  const settle = `
    const settleMs = Number(process.env.MEMORY_SETTLE_MS);
    const report = (wasm) => {
      setTimeout(() => {
        const m = process.memoryUsage();
        process.stdout.write(JSON.stringify({ memory: m, wasm }) + '\\n');
      }, settleMs);
      setInterval(() => {}, 1 << 30);
    };`;
  const dir = JSON.stringify(dataDir);
  switch (scenario) {
    case 'baseline':
      return `${settle} report();`;
    case 'sharp':
      return `${settle}
        const { default: sharp } = await import('sharp');
        await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } })
          .resize(400).webp().toBuffer();
        report();`;
    case 'pglite-memory':
    case 'pglite-file':
    case 'pglite-reopen':
      return `${settle}
        const { PGlite } = await import('@electric-sql/pglite');
        const db = await PGlite.create(${scenario === 'pglite-memory' ? '' : `{ dataDir: ${dir} }`});
        await db.query('select 1');
        report(db.mod?.wasmMemory?.buffer.byteLength);`;
    default:
      // open-*: the server's own openDatabase(), built, with its PGlite options.
      return `${settle}
        const { openDatabase } = await import(${JSON.stringify(distClient)});
        const handle = await openDatabase({ dataDir: ${scenario === 'open-memory' ? "'memory://'" : dir} });
        await handle.ping();
        report();`;
  }
}

async function runSnippet(scenario: Scenario, dataDir: string, options: Options): Promise<Reading> {
  const child = spawn(
    process.execPath,
    [...options.nodeArgs, '--input-type=module', '-e', snippet(scenario, dataDir)],
    {
      cwd: repoRoot,
      env: { ...process.env, MEMORY_SETTLE_MS: String(options.settleMs) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  try {
    const line = await new Promise<string>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        const end = buffered.indexOf('\n');
        if (end >= 0) resolve(buffered.slice(0, end));
      });
      child.once('exit', (code) => reject(new Error(`${scenario} exited (${code}): ${stderr}`)));
    });
    const answer = JSON.parse(line) as { memory: NodeJS.MemoryUsage; wasm?: number };
    const status = await readStatus(child.pid ?? 0);
    return {
      scenario,
      phase: 'settled',
      ...status,
      ...inside(answer.memory, answer.wasm),
    };
  } finally {
    child.kill('SIGKILL');
  }
}

// ---------------------------------------------------------------------------------------------
// Server scenarios.

async function sample(server: ServerProcess, scenario: string, phase: string): Promise<Reading> {
  const answer = await server.probe();
  const status = await readStatus(server.pid);
  return {
    scenario,
    phase,
    ...status,
    ...(answer ? inside(answer.memory) : {}),
    ...(answer?.readCache ? { cache: MiB(answer.readCache.bytes) } : {}),
  };
}

/** A reader's mix, a few hundred GETs, four at a time: pages, API, search, feeds. */
async function load(server: ServerProcess, requests: number): Promise<void> {
  const list = await request(`${server.baseUrl}/api/stories?page_size=20`, { timeoutMs: 120_000 });
  if (list.status !== 200) throw new Error(`GET /api/stories answered ${list.status}`);
  const ids = (JSON.parse(list.body.toString('utf8')) as { stories: { id: number }[] }).stories.map(
    (story) => story.id,
  );
  const words = ['election', 'climate', 'market', 'energy', 'health', 'space'];
  const paths: string[] = [];
  for (let i = 0; i < requests; i += 1) {
    const id = ids[i % Math.max(ids.length, 1)];
    const which = i % 7;
    if (which === 0) paths.push('/');
    else if (which === 1) paths.push(`/story/${id}`);
    else if (which === 2) paths.push(`/api/stories/${id}`);
    else if (which === 3) paths.push(`/api/stories?page_size=10&page=${1 + (i % 3)}`);
    else if (which === 4) paths.push(`/api/search?q=${words[i % words.length]}`);
    else if (which === 5) paths.push('/rss.xml');
    else paths.push('/api/categories');
  }
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < paths.length) {
      const url = `${server.baseUrl}${paths[next++]}`;
      // Generous: on a busy machine the first server-rendered pages can take seconds.
      const answer = await request(url, {
        headers: { 'accept-encoding': 'gzip, br' },
        timeoutMs: 120_000,
      });
      if (answer.status >= 500) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  if (failed) throw new Error(`${failed} of ${requests} requests failed with 5xx`);
}

/** A first start initialises, migrates and seeds: on a busy machine that can take minutes. */
const READY_TIMEOUT_MS = 600_000;

async function readyWithin(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited:\n${server.output.join('\n')}`);
    }
    const answer = await get(`${server.baseUrl}/api/ready`).catch(() => null);
    if (answer?.status === 200) return;
    if (Date.now() > deadline) {
      throw new Error(
        `the server was not ready after ${timeoutMs} ms:\n${server.output.join('\n')}`,
      );
    }
    await sleep(250);
  }
}

async function serverScenario(
  scenario: 'server-embedded' | 'server-postgres',
  options: Options,
): Promise<Reading[]> {
  const dataDir = await temporaryDirectory();
  const databaseUrl = scenario === 'server-postgres' ? options.databaseUrl : undefined;
  if (databaseUrl) await ensureDatabase(databaseUrl);
  const readings: Reading[] = [];
  for (const start of ['first start', 'restart'] as const) {
    const server = startServer({
      dataDir,
      databaseUrl,
      port: options.port,
      probe: true,
      nodeArgs: options.nodeArgs,
      name: `${scenario} server`,
      env: { SEED_DEMO: 'true', ...options.serverEnv },
    });
    try {
      await readyWithin(server, READY_TIMEOUT_MS);
      await sleep(options.settleMs);
      readings.push(await sample(server, scenario, `idle after ${start}`));
      await load(server, options.requests);
      await sleep(options.settleMs);
      readings.push(await sample(server, scenario, `after ${options.requests} GETs (${start})`));
    } finally {
      await stopServer(server.child);
    }
  }
  return readings;
}

// ---------------------------------------------------------------------------------------------

function table(readings: Reading[]): string {
  const header = [
    'scenario',
    'phase',
    'VmRSS',
    'VmHWM',
    'RssAnon',
    'RssFile',
    'heap',
    'ext',
    'wasm',
    'cache',
  ];
  const cell = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0));
  const rows = readings.map((r) => [
    r.scenario,
    r.phase,
    cell(r.rss),
    cell(r.hwm),
    cell(r.anon),
    cell(r.file),
    cell(r.heapUsed),
    cell(r.external),
    cell(r.wasm),
    cell(r.cache),
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (row: string[]) =>
    row.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

runBenchmark('memory', async () => {
  const options = parseOptions();
  const readings: Reading[] = [];
  const scratch = await temporaryDirectory();
  for (const scenario of options.only) {
    log(`measuring ${scenario}...`);
    if (scenario === 'server-embedded' || scenario === 'server-postgres') {
      readings.push(...(await serverScenario(scenario, options)));
      continue;
    }
    // *-reopen opens the directory the matching *-file scenario created (or creates it first).
    const family = scenario.startsWith('open-') ? 'open' : 'pglite';
    const dataDir = path.join(scratch, family);
    if (scenario.endsWith('-reopen') && !options.only.includes(`${family}-file` as Scenario)) {
      await runSnippet(`${family}-file` as Scenario, dataDir, { ...options, settleMs: 0 });
    }
    readings.push(await runSnippet(scenario, dataDir, options));
  }
  const text = table(readings);
  console.log(`Resident memory in MiB (settled ${options.settleMs / 1000} s; heap = V8 heap used,`);
  console.log(
    'ext = process.memoryUsage().external, wasm = PGlite linear memory,\ncache = bytes in the response cache)\n',
  );
  console.log(text);
  if (options.json) {
    await mkdir(path.dirname(path.resolve(options.json)), { recursive: true });
    await writeFile(
      options.json,
      `${JSON.stringify({ at: new Date().toISOString(), options, readings }, null, 2)}\n`,
    );
  }
});
