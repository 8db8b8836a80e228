/**
 * `npm run bench:quick` (issue 22, item 5): in under a minute, the three figures a feature's
 * note should carry, each against a baseline measured in the same run:
 *
 * 1. Start-up: the median of 3 starts on an existing database, phase by phase, the first 200 of
 *    /api/health and of /api/ready (bench/startup.ts).
 * 2. A cached story read, `GET /api/stories/{id}` asked as a browser asks (`Accept-Encoding:
 *    gzip, br`), against a bare `node:http` server (a worker thread) replaying the very status,
 *    headers and bytes the server sent: autocannon, 50 connections, 1 s warm-up then 5 s each.
 *    The server runs as deployed: LOG_LEVEL unset (info), its log going to a file.
 * 3. Memory: the server's VmRSS after 10 s of mixed reader load (front page, story page, story
 *    API, list API, search; all cached after the first round).
 *
 *   npm run bench:quick                                   # embedded PGlite in a temporary DATA_DIR
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/helionews_quick npm run bench:quick
 *   npm run bench:quick -- --seconds 10                   # longer load runs
 *
 * Not a pass/fail gate: these machines are too noisy for a timed test. Build first
 * (`npm run build`): the pages are part of the mix.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from './generate.js';
import {
  formatRatio,
  formatTable,
  freePort,
  get,
  loadTableRows,
  log,
  machineLine,
  loadAverage,
  measure,
  ratioOf,
  readMemory,
  replayableHeaders,
  resultsDir,
  runBenchmark,
  runLoad,
  serverEntry,
  startBareServer,
  startServer,
  temporaryDirectory,
  waitUntilReady,
} from './harness.js';
import { DEFAULT_STARTUP_DATABASE, measureStartups, startupTable } from './startup.js';

const TENANT = 'helionews';
const BROWSER = { 'accept-encoding': 'gzip, br', 'x-tenant-id': TENANT };

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '50' },
      'database-url': { type: 'string' },
    },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 120) {
    throw new UsageError('--seconds must be a whole number from 1 to 120');
  }
  if (!Number.isInteger(connections) || connections < 1 || connections > 1000) {
    throw new UsageError('--connections must be a whole number from 1 to 1000');
  }
  if (!existsSync(serverEntry)) {
    throw new UsageError(
      `${path.relative(process.cwd(), serverEntry)} is missing: run npm run build`,
    );
  }
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL ?? undefined;
  const database = databaseUrl ? 'postgres' : 'embedded';
  const loadBefore = loadAverage();
  const dataDir = await temporaryDirectory();

  // 1. Start-up (its first start creates the database the rest of the run uses).
  log(`${database}: a first start creates the database, then 3 counted starts`);
  const startup = await measureStartups({
    database,
    runs: 3,
    databaseUrl: databaseUrl ?? DEFAULT_STARTUP_DATABASE,
    dataDir,
  });

  // 2. The cached story read against the bare replay of its bytes.
  const server = startServer({
    dataDir,
    databaseUrl: database === 'postgres' ? (databaseUrl ?? DEFAULT_STARTUP_DATABASE) : undefined,
    port: await freePort(),
    env: { SEED_DEMO: 'true', LOG_LEVEL: '' },
    logFile: path.join(dataDir, 'server.log'),
  });
  await waitUntilReady(server);
  const list = await get(`${server.baseUrl}/api/stories?page_size=10`, { 'x-tenant-id': TENANT });
  const newest = (JSON.parse(list.body.toString('utf8')) as { stories: { id: number }[] })
    .stories[0];
  if (!newest) throw new Error('the demo publication has no published story');
  const storyPath = `/api/stories/${newest.id}`;
  await get(`${server.baseUrl}${storyPath}`, BROWSER); // fills the cache
  const captured = await get(`${server.baseUrl}${storyPath}`, BROWSER);
  if (captured.status !== 200 || captured.headers['x-cache'] !== 'HIT') {
    throw new Error(
      `${storyPath} was not served from the cache (${captured.status}, ${String(captured.headers['x-cache'])})`,
    );
  }
  const bareUrl = await startBareServer([
    { path: storyPath, headers: replayableHeaders(captured.headers), body: captured.body },
  ]);
  const load = { connections, seconds, warmup: 1, headers: BROWSER };
  const serverRun = await measure('server story (cached)', `${server.baseUrl}${storyPath}`, load);
  const bareRun = await measure('bare story (same bytes)', `${bareUrl}${storyPath}`, load);
  const ratio = ratioOf(storyPath, serverRun, bareRun);

  // 3. RSS after mixed reader load.
  const story = `/tenant/${TENANT}/story/${newest.id}`;
  const mix = [
    { path: `/tenant/${TENANT}/`, headers: { 'accept-encoding': 'gzip, br' } },
    { path: story, headers: { 'accept-encoding': 'gzip, br' } },
    { path: storyPath, headers: BROWSER },
    { path: '/api/stories?page_size=10', headers: BROWSER },
    { path: '/api/search?q=city', headers: BROWSER },
  ];
  log(`mixed reader load: 10 s with ${connections} connections`);
  const mixed = await runLoad('mixed reader load', server.baseUrl, {
    connections,
    seconds: 10,
    requests: mix.map((request) => ({ method: 'GET', ...request })),
  });
  const memory = await readMemory(server.pid);

  const loadAfter = loadAverage();
  const out = [
    '',
    `Start-up phases, ms (median of ${startup.runs.length}):`,
    startupTable([startup]),
    '',
    `Cached story read, ${connections} connections, ${seconds} s, Accept-Encoding: gzip, br:`,
    formatTable(loadTableRows([serverRun, bareRun])),
    `server/bare: ${formatRatio(ratio)}`,
    '',
    `Mixed reader load (${mixed.requestsPerSecond.average.toFixed(0)} req/s, ${mixed.errors + mixed.non2xx} errors or non-2xx): RSS after ${memory ? memory.rssMiB.toFixed(0) : '?'} MiB, peak ${memory ? memory.peakRssMiB.toFixed(0) : '?'} MiB`,
    machineLine({ before: loadBefore, after: loadAfter }),
    '',
  ];
  process.stdout.write(out.join('\n'));
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-quick.json`,
  );
  await writeFile(
    file,
    `${JSON.stringify({ database, startup, story: { serverRun, bareRun, ratio }, mixed, memory }, null, 2)}\n`,
  );
  log(`report: ${path.relative(process.cwd(), file)}`);
}

runBenchmark('bench:quick', main);
