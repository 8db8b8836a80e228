/**
 * 1,000 connections on one node (issue 22, item 4): nothing may fail and p99 stays under 500 ms.
 *
 *   npx tsx bench/connections.ts                                # embedded PGlite, temporary DATA_DIR
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/helionews_quick npx tsx bench/connections.ts
 *   npx tsx bench/connections.ts --connections 1000 --duration 30
 *
 * One built server with the demo publications (SEED_DEMO) answers autocannon's `--connections`
 * for `--duration` seconds, every connection sending in turn: the front page, a story page,
 * `GET /api/stories/{id}`, `GET /api/stories?page_size=10` and `GET /api/search?q=`, over
 * `--stories` (10) stories and three search words, as a browser asks (`Accept-Encoding: gzip,
 * br`). Every address is fetched once first, so all of them are cached: the run measures what
 * the hit path does under many connections, including every cache entry's tenant lookup when it
 * expires (the 503s of issue 22 came from there). Exit code 1 on any error, timeout or non-2xx,
 * or a p99 of 500 ms or more. The report goes to bench/results/<timestamp>-connections.json.
 *
 *   npx tsx bench/connections.ts --cold                         # first contact (issue 31)
 *
 * `--cold`: nothing is fetched first, so the load meets a freshly started node with no page
 * rendered yet, and the mix also holds a category page and `GET /api/categories`: every first
 * request of an address waits for its render while the others queue behind it. Then the same
 * load runs again on the same node, now warm: the baseline of this machine in the same minutes
 * (each connection walks the mix in the same order, so a cold run renders its pages one after
 * another; the second row says what the machine gives once they are rendered).
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from './generate.js';
import {
  assertServerBuilt,
  formatTable,
  get,
  loadAverage,
  log,
  machineLine,
  nodeStartMs,
  readMemory,
  resultsDir,
  runBenchmark,
  runLoad,
  temporaryDirectory,
  withBenchServer,
} from './harness.js';

const TENANT = 'helionews';
const SEARCH_WORDS = ['city', 'energy', 'market'];
const P99_LIMIT_MS = 500;

function openFilesLimit(): number {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  return soft === undefined || soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '1000' },
      duration: { type: 'string', default: '30' },
      stories: { type: 'string', default: '10' },
      'database-url': { type: 'string' },
      cold: { type: 'boolean', default: false },
    },
  });
  const cold = values.cold === true;
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  const storyCount = Number(values.stories);
  for (const [name, value, most] of [
    ['--connections', connections, 5000],
    ['--duration', duration, 600],
    ['--stories', storyCount, 50],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > most) {
      throw new UsageError(`${name} must be a whole number from 1 to ${most}`);
    }
  }
  if (openFilesLimit() < connections * 2 + 100) {
    throw new UsageError(
      `the open-files limit is too low for ${connections} connections: run \`ulimit -n ${connections * 3}\` first`,
    );
  }
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  assertServerBuilt();
  const dataDir = await temporaryDirectory();
  const server = await withBenchServer({
    dataDir,
    databaseUrl,
    env: { SEED_DEMO: 'true', LOG_LEVEL: '' },
    logFile: path.join(dataDir, 'server.log'),
  });

  const api = { 'accept-encoding': 'gzip, br', 'x-tenant-id': TENANT };
  const page = { 'accept-encoding': 'gzip, br' };
  // Addresses the load does not ask for (another page size), so a cold run stays cold.
  const list = await get(`${server.baseUrl}/api/stories?page_size=${storyCount + 1}`, {
    'x-tenant-id': TENANT,
  });
  const { stories } = JSON.parse(list.body.toString('utf8')) as { stories: { id: number }[] };
  const ids = stories.slice(0, storyCount).map((story) => story.id);
  if (ids.length === 0) throw new Error('the demo publication has no published story');
  const requests = ids.flatMap((id, index) => [
    { path: `/tenant/${TENANT}/`, headers: page },
    { path: `/tenant/${TENANT}/story/${id}`, headers: page },
    { path: `/api/stories/${id}`, headers: api },
    { path: '/api/stories?page_size=10', headers: api },
    { path: `/api/search?q=${SEARCH_WORDS[index % SEARCH_WORDS.length]}`, headers: api },
  ]);
  if (cold) {
    const found = await get(`${server.baseUrl}/api/categories?limit=100`, {
      'x-tenant-id': TENANT,
    });
    const { categories } = JSON.parse(found.body.toString('utf8')) as {
      categories: { slug: string }[];
    };
    for (const category of categories.slice(0, 3)) {
      requests.push({ path: `/tenant/${TENANT}/category/${category.slug}`, headers: page });
    }
    requests.push({ path: '/api/categories', headers: api });
    log(`cold: ${new Set(requests.map((r) => r.path)).size} addresses, none fetched before`);
  } else {
    log(
      `warming ${requests.length} requests (${new Set(requests.map((r) => r.path)).size} addresses)`,
    );
    for (const request of requests) {
      const answer = await get(`${server.baseUrl}${request.path}`, request.headers);
      if (answer.status !== 200) throw new Error(`${request.path} answered ${answer.status}`);
    }
  }

  const rssBefore = await readMemory(server.pid);
  const loadBefore = loadAverage();
  const nodeBefore = nodeStartMs();
  log(
    `${connections} connections for ${duration} s on ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  const load = () =>
    runLoad('mix', server.baseUrl, {
      connections,
      seconds: duration,
      requests: requests.map((request) => ({ method: 'GET', ...request })),
    });
  const result = await load();
  const rssAfter = await readMemory(server.pid);
  // A cold run's baseline: the same load on the same node, now that every address is cached.
  const warm = cold ? await load() : null;
  const failed = result.errors + result.timeouts + result.non2xx;
  const verdict =
    failed === 0 && result.latencyMs.p99 < P99_LIMIT_MS
      ? 'pass'
      : `FAIL (${failed} failed, p99 ${result.latencyMs.p99} ms)`;
  const database = databaseUrl ? 'postgres' : 'embedded';
  const row = (label: string, run: typeof result, memory: string) => [
    label,
    run.requestsPerSecond.average.toFixed(0),
    String(run.requestsTotal),
    String(run.errors),
    String(run.timeouts),
    String(run.non2xx),
    String(run.latencyMs.p50),
    String(run.latencyMs.p99),
    String(run.latencyMs.max),
    memory,
  ];
  const rows = [
    [
      'database',
      'req/s',
      'requests',
      'errors',
      'timeouts',
      'non-2xx',
      'p50 ms',
      'p99 ms',
      'max ms',
      'RSS MiB',
    ],
    row(
      `${database}${cold ? ' (cold)' : ''}`,
      result,
      `${rssBefore?.rssMiB.toFixed(0) ?? '?'} -> ${rssAfter?.rssMiB.toFixed(0) ?? '?'}`,
    ),
  ];
  if (warm) rows.push(row(`${database} (then warm)`, warm, ''));
  const ratio = warm
    ? `cold p99 / warm p99: ${(result.latencyMs.p99 / Math.max(1, warm.latencyMs.p99)).toFixed(2)}x\n`
    : '';
  process.stdout.write(
    `\n${formatTable(rows)}\n${ratio}status codes: ${JSON.stringify(result.statusCodes)}\nverdict: ${verdict}\n${machineLine({ before: loadBefore, after: loadAverage() })}\nnode -e 0: ${nodeBefore.toFixed(0)} ms before, ${nodeStartMs().toFixed(0)} ms after (the machine's pace)\n`,
  );
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-connections.json`,
  );
  await writeFile(
    file,
    `${JSON.stringify({ database, connections, duration, result, warm, rssBefore, rssAfter }, null, 2)}\n`,
  );
  log(`report: ${path.relative(process.cwd(), file)}`);
  if (verdict !== 'pass') process.exitCode = 1;
}

runBenchmark('connections', main);
