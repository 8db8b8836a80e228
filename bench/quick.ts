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
 *   npm run bench:quick -- --endpoints story,list --mixed-seconds 60 --profile
 *
 * `--endpoints story,list` also measures `GET /api/stories?page_size=10`; `--mixed-seconds` sets
 * the mixed load's length (10); `--profile` runs the loaded server with `--cpu-prof` and prints
 * the top frames of its profile (self time, the widest boxes of a flame graph), the profile
 * itself kept in bench/results/.
 *
 * Not a pass/fail gate: these machines are too noisy for a timed test. Build first
 * (`npm run build`): the pages are part of the mix.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from './generate.js';
import {
  assertServerBuilt,
  formatRatio,
  formatTable,
  get,
  loadAverage,
  type LoadResult,
  loadTableRows,
  log,
  machineLine,
  measure,
  type Ratio,
  ratioOf,
  readMemory,
  replayableHeaders,
  resultsDir,
  runBenchmark,
  runLoad,
  startBareServer,
  stopServer,
  temporaryDirectory,
  withBenchServer,
} from './harness.js';
import { DEFAULT_STARTUP_DATABASE, measureStartups, startupTable } from './startup.js';

const TENANT = 'helionews';
const BROWSER = { 'accept-encoding': 'gzip, br', 'x-tenant-id': TENANT };

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** The frames with the most self time: the widest boxes at the top of a flame graph. */
export function topFrames(profile: CpuProfile, count: number): string[][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    total += delta;
    const where = frame.url
      .replace(/^.*node_modules\//, '')
      .replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');
    const name = `${frame.functionName || '(anonymous)'}${where ? ` ${where}:${frame.lineNumber + 1}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + delta);
  });
  return [
    ['frame', 'self ms', 'share'],
    ...[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => [
        name,
        (micros / 1000).toFixed(0),
        `${((100 * micros) / total).toFixed(1)} %`,
      ]),
  ];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '50' },
      endpoints: { type: 'string', default: 'story' },
      'mixed-seconds': { type: 'string', default: '10' },
      profile: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
    },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const mixedSeconds = Number(values['mixed-seconds']);
  const endpoints = values.endpoints.split(',').map((name) => name.trim());
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 120) {
    throw new UsageError('--seconds must be a whole number from 1 to 120');
  }
  if (!Number.isInteger(mixedSeconds) || mixedSeconds < 1 || mixedSeconds > 600) {
    throw new UsageError('--mixed-seconds must be a whole number from 1 to 600');
  }
  if (!Number.isInteger(connections) || connections < 1 || connections > 1000) {
    throw new UsageError('--connections must be a whole number from 1 to 1000');
  }
  if (endpoints.length === 0 || endpoints.some((name) => name !== 'story' && name !== 'list')) {
    throw new UsageError('--endpoints is a comma-separated list of story and list');
  }
  assertServerBuilt();
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

  // 2. Cached reads against the bare replay of their bytes.
  const profileDir = path.join(resultsDir, `profile-${Date.now()}`);
  const server = await withBenchServer({
    dataDir,
    databaseUrl: database === 'postgres' ? (databaseUrl ?? DEFAULT_STARTUP_DATABASE) : undefined,
    env: { SEED_DEMO: 'true', LOG_LEVEL: '' },
    logFile: path.join(dataDir, 'server.log'),
    nodeArgs: values.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  const list = await get(`${server.baseUrl}/api/stories?page_size=10`, { 'x-tenant-id': TENANT });
  const newest = (JSON.parse(list.body.toString('utf8')) as { stories: { id: number }[] })
    .stories[0];
  if (!newest) throw new Error('the demo publication has no published story');
  const paths: Record<string, string> = {
    story: `/api/stories/${newest.id}`,
    list: '/api/stories?page_size=10',
  };
  const runs: LoadResult[] = [];
  const ratios: Ratio[] = [];
  for (const endpoint of endpoints) {
    const address = paths[endpoint] ?? '';
    await get(`${server.baseUrl}${address}`, BROWSER); // fills the cache
    const captured = await get(`${server.baseUrl}${address}`, BROWSER);
    if (captured.status !== 200 || captured.headers['x-cache'] !== 'HIT') {
      throw new Error(
        `${address} was not served from the cache (${captured.status}, ${String(captured.headers['x-cache'])})`,
      );
    }
    const bareUrl = await startBareServer([
      { path: address, headers: replayableHeaders(captured.headers), body: captured.body },
    ]);
    const load = { connections, seconds, warmup: 1, headers: BROWSER };
    const serverRun = await measure(
      `server ${endpoint} (cached)`,
      `${server.baseUrl}${address}`,
      load,
    );
    const bareRun = await measure(`bare ${endpoint} (same bytes)`, `${bareUrl}${address}`, load);
    runs.push(serverRun, bareRun);
    ratios.push(ratioOf(address, serverRun, bareRun));
  }

  // 3. RSS after mixed reader load.
  const story = `/tenant/${TENANT}/story/${newest.id}`;
  const mix = [
    { path: `/tenant/${TENANT}/`, headers: { 'accept-encoding': 'gzip, br' } },
    { path: story, headers: { 'accept-encoding': 'gzip, br' } },
    { path: paths.story ?? '', headers: BROWSER },
    { path: '/api/stories?page_size=10', headers: BROWSER },
    { path: '/api/search?q=city', headers: BROWSER },
  ];
  log(`mixed reader load: ${mixedSeconds} s with ${connections} connections`);
  const mixed = await runLoad('mixed reader load', server.baseUrl, {
    connections,
    seconds: mixedSeconds,
    requests: mix.map((request) => ({ method: 'GET', ...request })),
  });
  const memory = await readMemory(server.pid);

  let frames: string[][] | null = null;
  if (values.profile) {
    await stopServer(server.child);
    const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
    if (file) {
      const profile = JSON.parse(await readFile(path.join(profileDir, file), 'utf8')) as CpuProfile;
      frames = topFrames(profile, 15);
    }
  }

  const loadAfter = loadAverage();
  const out = [
    '',
    `Start-up phases, ms (median of ${startup.runs.length}):`,
    startupTable([startup]),
    '',
    `Cached reads, ${connections} connections, ${seconds} s, Accept-Encoding: gzip, br:`,
    formatTable(loadTableRows(runs)),
    ...ratios.map((ratio) => `server/bare: ${formatRatio(ratio)}`),
    '',
    `Mixed reader load, ${mixedSeconds} s (${mixed.requestsPerSecond.average.toFixed(0)} req/s, ${mixed.errors + mixed.non2xx} errors or non-2xx): RSS after ${memory ? memory.rssMiB.toFixed(0) : '?'} MiB, peak ${memory ? memory.peakRssMiB.toFixed(0) : '?'} MiB`,
    ...(frames
      ? ['', `Top frames of the loaded server's profile (${profileDir}):`, formatTable(frames)]
      : []),
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
    `${JSON.stringify({ database, startup, runs, ratios, mixed, memory, frames }, null, 2)}\n`,
  );
  log(`report: ${path.relative(process.cwd(), file)}`);
}

runBenchmark('bench:quick', main);
