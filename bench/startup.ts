/**
 * Start-up, phase by phase (issue 22): how long the built server takes from `node` to its first
 * 200 of `GET /api/health` on a database that already exists, where that time goes, and when
 * `GET /api/ready` says everything a start loads (the page renderer) has loaded.
 *
 *   npx tsx bench/startup.ts                         # 5 starts on PostgreSQL, 5 embedded
 *   npx tsx bench/startup.ts --runs 9 --only embedded
 *   npx tsx bench/startup.ts --runs 3 --only embedded --idle 30    # and the RSS 30 s after ready
 *   npx tsx bench/startup.ts --database-url postgres://postgres@127.0.0.1:5432/helionews_startup
 *
 * Each database is created by a first start that is not counted (migrations, the demo seed;
 * embedded: initdb in a temporary DATA_DIR), so the counted starts find it as an operator's
 * restart does. The server logs its own phases (apps/server/src/ops/startup-phases.ts):
 * `modules` (Node's boot and the import graph, from the process's start), `config`, `checks`
 * (port, data-directory lock), `databaseOpen`, `migrations` (the check that none is pending),
 * `seed` (the check that nothing is missing), `redis`, `app` (plugins and routes) and `listen`.
 * `first 200` is measured here, from the spawn to the first 200 of /api/health (polled every
 * 5 ms); `ready` to the first 200 of /api/ready.
 *
 * The PostgreSQL database (`--database-url`, else DATABASE_URL, else helionews_startup on the
 * local server) is created when missing; only its demo data and the bench admin are touched.
 */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { UsageError } from './generate.js';
import {
  assertServerBuilt,
  ensureDatabase,
  formatTable,
  freePort,
  get,
  log,
  readMemory,
  resultsDir,
  runBenchmark,
  type ServerProcess,
  startServer,
  stopServer,
  temporaryDirectory,
  withBenchServer,
} from './harness.js';

export const DEFAULT_STARTUP_DATABASE = 'postgres://postgres@127.0.0.1:5432/helionews_startup';

export interface StartupRun {
  /** From the spawn to the first 200 of /api/health, ms. */
  firstHealthMs: number;
  /** From the spawn to the first 200 of /api/ready, ms. */
  readyMs: number;
  /** The server's own phases (its `started` log line), ms. */
  phases: Record<string, number>;
  /** VmRSS once ready, MiB. */
  rssMiB: number | null;
  /** VmRSS after `idleSeconds` more without a request, MiB (null when not asked for). */
  idleRssMiB: number | null;
}

export interface StartupSeries {
  database: 'postgres' | 'embedded';
  runs: StartupRun[];
  median: StartupRun;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/** The `startupMs` of the server's `started` log line (LOG_LEVEL=info writes JSON lines). */
function phasesOf(server: ServerProcess): Record<string, number> {
  for (const line of server.output) {
    if (!line.startsWith('{') || !line.includes('"startupMs"')) continue;
    const record = JSON.parse(line) as { startupMs?: Record<string, number> };
    if (record.startupMs) return record.startupMs;
  }
  return {};
}

async function pollUntil200(server: ServerProcess, pathName: string, deadline: number) {
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited during start-up:\n${server.output.join('\n')}`);
    }
    try {
      if ((await get(`${server.baseUrl}${pathName}`)).status === 200) return performance.now();
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`no 200 from ${pathName} within 60 s`);
    await sleep(5);
  }
}

async function oneStart(options: {
  dataDir: string;
  databaseUrl?: string;
  idleSeconds: number;
}): Promise<StartupRun> {
  const port = await freePort();
  const started = performance.now();
  const server = startServer({
    ...options,
    databaseUrl: options.databaseUrl,
    port,
    name: 'server',
    env: { LOG_LEVEL: 'info', SEED_DEMO: 'true' },
  });
  try {
    const deadline = started + 60_000;
    const health = await pollUntil200(server, '/api/health', deadline);
    const ready = await pollUntil200(server, '/api/ready', deadline);
    const memory = await readMemory(server.pid);
    let idle: Awaited<ReturnType<typeof readMemory>> = null;
    if (options.idleSeconds > 0) {
      await sleep(options.idleSeconds * 1000);
      idle = await readMemory(server.pid);
    }
    // The log line is written right after listening; give the pipe a moment to deliver it.
    for (let tries = 0; tries < 50 && Object.keys(phasesOf(server)).length === 0; tries += 1) {
      await sleep(10);
    }
    return {
      firstHealthMs: health - started,
      readyMs: ready - started,
      phases: phasesOf(server),
      rssMiB: memory?.rssMiB ?? null,
      idleRssMiB: idle?.rssMiB ?? null,
    };
  } finally {
    await stopServer(server.child);
  }
}

/**
 * `runs` counted starts on one database, after one start that creates it; each start is stopped
 * before the next.
 */
export async function measureStartups(options: {
  database: 'postgres' | 'embedded';
  runs: number;
  databaseUrl?: string;
  /** The DATA_DIR (the embedded database, uploads); a temporary one when absent. */
  dataDir?: string;
  /** Also read the RSS this long after ready, without a request (0: not). */
  idleSeconds?: number;
}): Promise<StartupSeries> {
  const dataDir = options.dataDir ?? (await temporaryDirectory());
  const databaseUrl =
    options.database === 'postgres' ? (options.databaseUrl ?? DEFAULT_STARTUP_DATABASE) : undefined;
  if (databaseUrl) await ensureDatabase(databaseUrl);
  // The first start creates (embedded: initdb), migrates and seeds; it is not counted.
  const first = await withBenchServer({
    dataDir,
    databaseUrl,
    name: 'first start',
    env: { SEED_DEMO: 'true' },
  });
  await stopServer(first.child);
  const runs: StartupRun[] = [];
  for (let run = 1; run <= options.runs; run += 1) {
    const result = await oneStart({ dataDir, databaseUrl, idleSeconds: options.idleSeconds ?? 0 });
    log(
      `  ${options.database} start ${run}/${options.runs}: first 200 in ${result.firstHealthMs.toFixed(0)} ms, ready in ${result.readyMs.toFixed(0)} ms`,
    );
    runs.push(result);
  }
  const phaseNames = [...new Set(runs.flatMap((run) => Object.keys(run.phases)))];
  const rss = runs.flatMap((run) => (run.rssMiB === null ? [] : [run.rssMiB]));
  const idleRss = runs.flatMap((run) => (run.idleRssMiB === null ? [] : [run.idleRssMiB]));
  return {
    database: options.database,
    runs,
    median: {
      firstHealthMs: median(runs.map((run) => run.firstHealthMs)),
      readyMs: median(runs.map((run) => run.readyMs)),
      phases: Object.fromEntries(
        phaseNames.map((name) => [name, median(runs.map((run) => run.phases[name] ?? 0))]),
      ),
      rssMiB: rss.length > 0 ? median(rss) : null,
      idleRssMiB: idleRss.length > 0 ? median(idleRss) : null,
    },
  };
}

/** One table: a row per database, the median of each phase and of the client's two figures. */
export function startupTable(series: StartupSeries[]): string {
  const names = [...new Set(series.flatMap((one) => Object.keys(one.median.phases)))].filter(
    (name) => name !== 'total',
  );
  const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0));
  return formatTable([
    ['database', ...names, 'server total', 'first 200', 'ready', 'RSS MiB', 'idle RSS MiB'],
    ...series.map((one) => [
      `${one.database} (median of ${one.runs.length})`,
      ...names.map((name) => ms(one.median.phases[name])),
      ms(one.median.phases.total),
      ms(one.median.firstHealthMs),
      ms(one.median.readyMs),
      one.median.rssMiB === null ? '-' : one.median.rssMiB.toFixed(0),
      one.median.idleRssMiB === null ? '-' : one.median.idleRssMiB.toFixed(0),
    ]),
  ]);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      only: { type: 'string' },
      'database-url': { type: 'string' },
      idle: { type: 'string', default: '0' },
    },
  });
  const runs = Number(values.runs);
  const idleSeconds = Number(values.idle);
  if (!Number.isInteger(idleSeconds) || idleSeconds < 0 || idleSeconds > 600) {
    throw new UsageError('--idle must be a whole number of seconds from 0 to 600');
  }
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
    throw new UsageError('--runs must be a whole number from 1 to 50');
  }
  const only = values.only;
  if (only !== undefined && only !== 'postgres' && only !== 'embedded') {
    throw new UsageError('--only is postgres or embedded');
  }
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  assertServerBuilt();
  const series: StartupSeries[] = [];
  for (const database of ['postgres', 'embedded'] as const) {
    if (only && only !== database) continue;
    log(`${database}: a first start creates the database, then ${runs} counted starts`);
    series.push(await measureStartups({ database, runs, databaseUrl, idleSeconds }));
  }
  process.stdout.write(`\nStart-up phases, ms (median):\n${startupTable(series)}\n`);
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-startup.json`,
  );
  await writeFile(file, `${JSON.stringify({ series }, null, 2)}\n`);
  log(`report: ${path.relative(process.cwd(), file)}`);
}

if (process.argv[1] && /startup\.ts$/.test(process.argv[1])) runBenchmark('startup', main);
