/**
 * Load across two nodes (issue 12, item 5): `--connections` (1,000) concurrent readers for
 * `--duration` seconds (60) against two app nodes behind the cluster's proxy (HAProxy, or nginx
 * with `--proxy nginx`; scripts/cluster-lib.mjs, the topology of `npm run cluster`) on PostgreSQL
 * with `--stories` (100,000) stories, then the same load against a bare baseline behind the same
 * kind of proxy.
 *
 *   npx tsx bench/load-bench.ts                            # postgres://.../helionews_load, generated once
 *   npx tsx bench/load-bench.ts --skip-generate --connections 1000 --duration 60
 *
 * The reader mix, in turn on every connection (`Accept-Encoding: gzip, br`, as browsers send):
 * the home page, story pages and `GET /api/stories/{id}` for `--mix-stories` (200) stories drawn
 * from the whole archive, category pages and `GET /api/stories?category=`, search pages and
 * `GET /api/search?q=` for words of those stories' headlines. Pages name the tenant in the path
 * (`/tenant/bench-1/...`), the API in `X-Tenant-ID`, as the other benches do.
 *
 * The baseline: every answer of the mix is captured from a node (bytes and headers), and two bare
 * `node:http` servers (worker threads of this process) replay them behind a second proxy with
 * the configuration the cluster's has (`haproxyConfig` / `nginxConfig` of cluster-lib; the bare
 * servers answer its health check on /api/ready). So both runs pay for autocannon, the proxy and
 * two upstreams; the ratio of requests per second isolates the app. Errors, timeouts (10 s,
 * autocannon's default) and non-2xx answers must all be 0.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestSpec } from 'autocannon';
import {
  findHaproxy,
  findNginx,
  haproxyConfig,
  nginxConfig,
  startCluster,
  type ClusterProxy,
} from '../scripts/cluster-lib.mjs';
import { openDatabase } from '../apps/server/src/db/client.js';
import {
  assertPostgresUrl,
  countPublishedStories,
  MAX_STORIES,
  parseBenchCommandLine,
  UsageError,
} from './generate.js';
import {
  BENCH_ADMIN_EMAIL,
  benchOptions,
  type Captured,
  decodedBody,
  describeLocation,
  FIRST_TENANT,
  formatRatio,
  formatTable,
  loadAverage,
  type LoadResult,
  loadTableRows,
  log,
  machine,
  machineLine,
  measure,
  type MemoryReading,
  onCleanup,
  prepareData,
  ratioOf,
  readMemory,
  replayableHeaders,
  request,
  runBenchmark,
  startBareServer,
  temporaryDirectory,
  throwIfInterrupted,
  writeReport,
} from './harness.js';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/helionews_load';
const BROWSER = { 'accept-encoding': 'gzip, br' } as const;

const USAGE = `Usage: npx tsx bench/load-bench.ts [options]

  --connections C      concurrent autocannon connections (default 1000)
  --duration S         seconds measured, app then baseline (default 60)
  --warmup S           seconds of the same load before each, discarded (default 10)
  --stories M          stories to generate in bench-1 when it is missing (default 100000)
  --skip-generate      refuse to generate: bench-1 must exist (generate it once with generate.ts)
  --mix-stories K      distinct stories in the mix, drawn from the whole archive (default 200)
  --database-url URL   PostgreSQL (default: DATABASE_URL, else ${DEFAULT_DATABASE_URL})
  --redis-url URL      Redis the nodes share (default: REDIS_URL, else redis://127.0.0.1:6379)
  --port P             the proxy in front of the app on P, nodes on P+1 and P+2, the
                       baseline's proxy on P+3 (default 3500)
  --proxy NAME         haproxy (the cluster's default) or nginx, for both runs (default haproxy)
  --help               show this help

Needs haproxy or nginx (apt-get install -y haproxy nginx), the built server and web app, and an open-files limit
of at least 3 x connections (ulimit -n). The bench data is kept for the next run.`;

interface Options {
  connections: number;
  duration: number;
  warmup: number;
  stories: number;
  skipGenerate: boolean;
  mixStories: number;
  databaseUrl: string;
  redisUrl: string;
  port: number;
  proxy: ClusterProxy;
}

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options | 'help' {
  const cli = parseBenchCommandLine(argv, {
    connections: 'string',
    duration: 'string',
    warmup: 'string',
    stories: 'string',
    'skip-generate': 'boolean',
    'mix-stories': 'string',
    'database-url': 'string',
    'redis-url': 'string',
    port: 'string',
    proxy: 'string',
  });
  if (cli === 'help') return 'help';
  const databaseUrl = cli.text('database-url') ?? (env.DATABASE_URL || DEFAULT_DATABASE_URL);
  assertPostgresUrl(databaseUrl, '--database-url');
  const proxy = cli.text('proxy') ?? 'haproxy';
  if (proxy !== 'haproxy' && proxy !== 'nginx') {
    throw new UsageError(`--proxy must be haproxy or nginx (got "${proxy}")`);
  }
  return {
    connections: cli.wholeNumber('connections', 1_000, 1, 20_000),
    duration: cli.wholeNumber('duration', 60, 1, 3_600),
    warmup: cli.wholeNumber('warmup', 10, 0, 600),
    stories: cli.wholeNumber('stories', 100_000, 1, MAX_STORIES),
    skipGenerate: cli.flag('skip-generate'),
    mixStories: cli.wholeNumber('mix-stories', 200, 1, 1_000),
    databaseUrl,
    redisUrl: cli.text('redis-url') ?? (env.REDIS_URL || 'redis://127.0.0.1:6379'),
    port: cli.wholeNumber('port', 3_500, 1_024, 65_000),
    proxy,
  };
}

/** The soft limit on open files of this process (autocannon holds one socket per connection). */
function openFilesLimit(): number {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  return soft === undefined || soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
}

// ---------------------------------------------------------------------------------------------
// The mix.

type Kind =
  | 'home page'
  | 'story page'
  | 'api story'
  | 'category page'
  | 'api category list'
  | 'search page'
  | 'api search';

/** Of every 20 requests. */
const WEIGHTS: [Kind, number][] = [
  ['home page', 3],
  ['story page', 5],
  ['api story', 3],
  ['category page', 2],
  ['api category list', 3],
  ['search page', 2],
  ['api search', 2],
];

interface MixUrl {
  kind: Kind;
  path: string;
  headers: Record<string, string>;
}

interface Archive {
  storyIds: number[];
  categories: string[];
  words: string[];
}

const api = { ...BROWSER, 'x-tenant-id': FIRST_TENANT };

async function apiJson<T>(base: string, url: string): Promise<T> {
  const answer = await request(`${base}${url}`, { headers: api, timeoutMs: 60_000 });
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
  return JSON.parse(decodedBody(answer).toString('utf8')) as T;
}

/** Stories from pages spread over the whole archive, their categories and headline words. */
async function archive(base: string, options: Options, total: number): Promise<Archive> {
  const pageSize = 50;
  const pages = Math.max(1, Math.floor(total / pageSize));
  const wanted = Math.ceil(options.mixStories / pageSize);
  const storyIds: number[] = [];
  const categories = new Set<string>();
  const words = new Set<string>();
  for (let i = 0; i < wanted; i++) {
    // Evenly spaced pages: the newest, some from the middle of the archive, the oldest.
    const page = 1 + Math.floor((i * (pages - 1)) / Math.max(1, wanted - 1));
    const body = await apiJson<{
      stories: { id: number; title: string; category: { slug: string } | null }[];
    }>(base, `/api/stories?page=${page}&page_size=${pageSize}`);
    for (const story of body.stories) {
      if (storyIds.length >= options.mixStories) break;
      storyIds.push(story.id);
      if (story.category) categories.add(story.category.slug);
      for (const word of story.title.toLowerCase().split(/[^a-z]+/)) {
        if (word.length >= 5 && words.size < 40) words.add(word);
      }
    }
  }
  if (storyIds.length === 0) throw new Error(`${FIRST_TENANT} has no published story`);
  return { storyIds, categories: [...categories], words: [...words] };
}

/** The URLs in the order a connection sends them: each kind spread evenly over the cycle. */
function mixUrls(data: Archive): MixUrl[] {
  const page = (rest: string) => `/tenant/${FIRST_TENANT}${rest}`;
  const counters = new Map<Kind, number>();
  const nth = (kind: Kind) => {
    const n = counters.get(kind) ?? 0;
    counters.set(kind, n + 1);
    return n;
  };
  const pick = <T>(items: T[], n: number): T => {
    const item = items[n % items.length];
    if (item === undefined) throw new Error('empty fixture list');
    return item;
  };
  const urlOf = (kind: Kind): MixUrl => {
    const n = nth(kind);
    switch (kind) {
      case 'home page':
        return { kind, path: page('/'), headers: BROWSER };
      case 'story page':
        return { kind, path: page(`/story/${pick(data.storyIds, n)}`), headers: BROWSER };
      case 'api story':
        return { kind, path: `/api/stories/${pick(data.storyIds, n * 7 + 3)}`, headers: api };
      case 'category page':
        return { kind, path: page(`/category/${pick(data.categories, n)}`), headers: BROWSER };
      case 'api category list':
        return {
          kind,
          path: `/api/stories?category=${pick(data.categories, n)}&page=${(n % 3) + 1}`,
          headers: api,
        };
      case 'search page':
        return {
          kind,
          path: page(`/search?q=${encodeURIComponent(pick(data.words, n))}`),
          headers: BROWSER,
        };
      case 'api search':
        return {
          kind,
          path: `/api/search?q=${encodeURIComponent(pick(data.words, n * 3 + 1))}`,
          headers: api,
        };
    }
  };
  // One cycle of 20 kinds in an even order; as many cycles as the story pages need.
  const total = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  const credit = new Map<Kind, number>();
  const cycle: Kind[] = [];
  for (let slot = 0; slot < total; slot++) {
    for (const [kind, weight] of WEIGHTS)
      credit.set(kind, (credit.get(kind) ?? 0) + weight / total);
    let best: Kind = 'home page';
    for (const [kind] of WEIGHTS)
      if ((credit.get(kind) ?? 0) > (credit.get(best) ?? 0)) best = kind;
    credit.set(best, (credit.get(best) ?? 0) - 1);
    cycle.push(best);
  }
  const storyWeight = WEIGHTS.find(([kind]) => kind === 'story page')?.[1] ?? 1;
  const cycles = Math.ceil(data.storyIds.length / storyWeight);
  const urls: MixUrl[] = [];
  for (let c = 0; c < cycles; c++) for (const kind of cycle) urls.push(urlOf(kind));
  return urls;
}

/** Runs `task` over `items`, `width` at a time (the first failure stops the rest). */
async function eachInParallel<T>(
  items: T[],
  task: (item: T) => Promise<void>,
  width = 8,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      throwIfInterrupted();
      const item = items[next];
      next += 1;
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
}

// ---------------------------------------------------------------------------------------------
// The baseline behind the same proxy.

async function startBareProxy(
  kind: ClusterProxy,
  port: number,
  upstreamPorts: number[],
  probePath: string,
) {
  const prefix = path.join(await temporaryDirectory(), kind);
  await mkdir(prefix, { recursive: true });
  const configPath = path.join(prefix, kind === 'haproxy' ? 'haproxy.cfg' : 'nginx.conf');
  await writeFile(
    configPath,
    kind === 'haproxy'
      ? haproxyConfig({
          proxyPort: port,
          nodePorts: upstreamPorts,
          socketPath: path.join(prefix, 'admin.sock'),
        })
      : nginxConfig({
          prefix,
          proxyPort: port,
          nodePorts: upstreamPorts,
          runAsRoot: typeof process.getuid === 'function' && process.getuid() === 0,
        }),
  );
  const errorLog = path.join(prefix, 'error.log');
  const proxy =
    kind === 'haproxy'
      ? spawn(findHaproxy(), ['-db', '-f', configPath], { stdio: ['ignore', 'ignore', 'pipe'] })
      : spawn(findNginx(), ['-p', prefix, '-c', configPath, '-e', errorLog, '-g', 'daemon off;'], {
          stdio: ['ignore', 'ignore', 'pipe'],
        });
  let stderr = '';
  proxy.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => proxy.once('exit', () => resolve()));
  onCleanup(`stop the baseline ${kind}`, async () => {
    if (proxy.exitCode !== null || proxy.signalCode !== null) return;
    proxy.kill(kind === 'haproxy' ? 'SIGUSR1' : 'SIGQUIT');
    const timer = setTimeout(() => proxy.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (proxy.exitCode !== null) throw new Error(`the baseline ${kind} exited: ${stderr.trim()}`);
    try {
      const answer = await request(`${url}${probePath}`, { timeoutMs: 2_000 });
      if (answer.status === 200) return url;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the baseline ${kind} did not answer: ${stderr}`);
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------

interface Verdict {
  ok: boolean;
  detail: string;
}

function verdictOf(result: LoadResult): Verdict {
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    ok: failed === 0 && result.requestsTotal > 0,
    detail: `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx of ${result.requestsTotal} requests (status codes ${JSON.stringify(result.statusCodes)})`,
  };
}

async function main(): Promise<void> {
  const options = benchOptions(parseOptions, USAGE);
  if (!options) return;
  const startedAt = new Date();
  const limit = openFilesLimit();
  if (limit < options.connections * 3) {
    throw new UsageError(
      `the open-files limit is ${limit}, too low for ${options.connections} connections: run \`ulimit -n ${Math.max(65_536, options.connections * 3)}\` first`,
    );
  }

  if (options.skipGenerate) {
    const handle = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: '' });
    try {
      await handle.migrate();
      if ((await countPublishedStories(handle.db, FIRST_TENANT)) === null) {
        throw new UsageError(
          `--skip-generate: ${FIRST_TENANT} is missing in ${describeLocation(options.databaseUrl, '')}: generate it with bench/generate.ts --tenants 1 --stories ${options.stories} --database-url ...`,
        );
      }
    } finally {
      await handle.close();
    }
  }
  const workDir = await temporaryDirectory();
  const data = await prepareData({
    databaseUrl: options.databaseUrl,
    dataDir: workDir,
    tenants: 1,
    stories: options.stories,
    keepData: true,
    restore: true,
  });

  const adminPassword = `bench-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
  const cluster = await startCluster({
    proxyPort: options.port,
    nodePorts: [options.port + 1, options.port + 2],
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    dataDir: path.join(workDir, 'nodes'),
    env: {
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // The start-up seed creates this account when missing; the clean-up removes it again.
      ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
      ADMIN_PASSWORD: adminPassword,
    },
    log,
    handleSignals: false,
    proxy: options.proxy,
  });
  onCleanup('stop the cluster', () => cluster.stop());
  log(`Cluster ready at ${cluster.url}: nodes ${cluster.nodes.map((n) => n.url).join(', ')}`);

  const fixtures = await archive(cluster.url, options, data.storiesInBench1);
  const urls = mixUrls(fixtures);
  const distinct = [...new Map(urls.map((url) => [url.path, url])).values()];
  log(
    `Mix: ${urls.length} requests per cycle, ${distinct.length} distinct URLs (${fixtures.storyIds.length} stories, ${fixtures.categories.length} categories, ${fixtures.words.length} search words)`,
  );

  // Each URL from node 1 directly (its own headers, not the proxy's), after one request to fill the
  // node's cache; the bare servers replay exactly these answers.
  const firstNode = cluster.nodes[0];
  if (!firstNode) throw new Error('the cluster has no node');
  const captured = new Map<string, Captured>();
  const started = performance.now();
  await eachInParallel(distinct, async (url) => {
    await request(`${firstNode.url}${url.path}`, { headers: url.headers, timeoutMs: 60_000 });
    const answer = await request(`${firstNode.url}${url.path}`, {
      headers: url.headers,
      timeoutMs: 60_000,
    });
    if (answer.status !== 200) {
      throw new Error(
        `GET ${url.path} answered ${answer.status}: ${decodedBody(answer).toString('utf8').slice(0, 200)}`,
      );
    }
    captured.set(url.path, answer);
    // The other nodes' caches too, so that the measured run reads warm caches on every node.
    for (const node of cluster.nodes.slice(1)) {
      await request(`${node.url}${url.path}`, { headers: url.headers, timeoutMs: 60_000 });
    }
  });
  log(
    `Captured and cached ${distinct.length} URLs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const routes = distinct.map((url) => {
    const answer = captured.get(url.path);
    if (!answer) throw new Error(`nothing captured for ${url.path}`);
    return { path: url.path, headers: replayableHeaders(answer.headers), body: answer.body };
  });
  // HAProxy's health check asks each upstream for /api/ready, as it asks the nodes.
  const ready = await request(`${firstNode.url}/api/ready`);
  routes.push({
    path: '/api/ready',
    headers: replayableHeaders(ready.headers),
    body: ready.body,
  });
  const bareUrls = [await startBareServer(routes), await startBareServer(routes)];
  const barePorts = bareUrls.map((url) => Number(new URL(url).port));
  const bareProxy = await startBareProxy(
    options.proxy,
    options.port + 3,
    barePorts,
    routes[0]?.path ?? '/',
  );
  for (const route of routes.slice(0, 5)) {
    const check = await request(`${bareProxy}${route.path}`);
    if (!check.body.equals(route.body)) {
      throw new Error(`the baseline does not answer the bytes of ${route.path}`);
    }
  }
  const bytes = routes.reduce((sum, route) => sum + route.body.length, 0);
  log(
    `Baseline: 2 bare servers behind ${options.proxy} at ${bareProxy}, ${routes.length} answers, ${(bytes / 2 ** 20).toFixed(1)} MiB`,
  );

  const requests: RequestSpec[] = urls.map((url) => ({
    method: 'GET',
    path: url.path,
    headers: url.headers,
  }));
  const memoryBefore: (MemoryReading | null)[] = await Promise.all(
    cluster.nodes.map((node) => (node.pid ? readMemory(node.pid) : Promise.resolve(null))),
  );
  const load = { before: loadAverage(), after: 0 };
  const app = await measure(`app, 2 nodes behind ${options.proxy}`, cluster.url, {
    connections: options.connections,
    seconds: options.duration,
    warmup: options.warmup,
    requests,
  });
  const memoryAfter: (MemoryReading | null)[] = await Promise.all(
    cluster.nodes.map((node) => (node.pid ? readMemory(node.pid) : Promise.resolve(null))),
  );
  await sleep(2_000); // let the app run's sockets close
  const bare = await measure(`bare, 2 upstreams behind ${options.proxy}`, bareProxy, {
    connections: options.connections,
    seconds: options.duration,
    warmup: options.warmup,
    requests,
  });
  load.after = loadAverage();
  const ratio = ratioOf('mix', app, bare);
  const verdict = verdictOf(app);

  const report = {
    date: startedAt.toISOString(),
    command: ['npx tsx bench/load-bench.ts', ...process.argv.slice(2)].join(' '),
    machine: machine(load),
    openFilesLimit: limit,
    settings: { ...options, databaseUrl: describeLocation(options.databaseUrl, '') },
    data: { ...data, location: describeLocation(options.databaseUrl, '') },
    mix: {
      weights: WEIGHTS,
      requestsPerCycle: urls.length,
      distinctUrls: distinct.length,
      stories: fixtures.storyIds.length,
      categories: fixtures.categories,
      words: fixtures.words,
      answerBytes: bytes,
    },
    results: [app, bare],
    ratio,
    verdict,
    nodeMemory: cluster.nodes.map((node, i) => ({
      port: node.port,
      before: memoryBefore[i] ?? null,
      after: memoryAfter[i] ?? null,
    })),
  };
  const file = await writeReport(startedAt, 'load', report);

  console.log('');
  console.log(
    `HelioNews load: ${options.connections} connections, ${options.duration} s (after ${options.warmup} s of warm-up), 2 nodes behind ${options.proxy}, PostgreSQL, ${data.storiesInBench1} stories in ${FIRST_TENANT}`,
  );
  console.log(machineLine(load));
  console.log(
    `Reader mix: ${WEIGHTS.map(([kind, weight]) => `${kind} ${weight}`).join(', ')} (of 20); ${distinct.length} distinct URLs; Accept-Encoding: gzip, br`,
  );
  console.log(formatTable(loadTableRows([app, bare])));
  console.log('');
  console.log(formatRatio(ratio, 3));
  console.log(
    `node RSS: ${cluster.nodes
      .map(
        (node, i) =>
          `${node.port} ${memoryBefore[i]?.rssMiB.toFixed(0) ?? '-'} -> ${memoryAfter[i]?.rssMiB.toFixed(0) ?? '-'} MiB`,
      )
      .join(', ')}`,
  );
  console.log(`${verdict.ok ? 'ok    ' : 'FAILED'}  app: ${verdict.detail}`);
  console.log(`\nResults written to ${file}`);
  if (!verdict.ok) process.exitCode = 1;
}

runBenchmark('load-bench', main);
