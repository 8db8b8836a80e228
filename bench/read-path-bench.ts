/**
 * The reader's read path (issue 9): cached reads against a bare baseline, the miss after a
 * publish, and the server's memory under a minute of load.
 *
 *   npx tsx bench/read-path-bench.ts [--duration 10] [--connections 50] [--tenants 10 --stories 10000]
 *
 * 1. Cached reads. `GET /tenant/bench-1/` (the publication's home page), a story page, and
 *    `GET /api/stories`, `/api/stories/{id}`, each asked as a browser asks (`Accept-Encoding:
 *    gzip, br`), so the server answers from its response cache in brotli. The bare `node:http`
 *    baseline (a worker thread) sends the same encoded bytes with the same headers. autocannon
 *    measures server then bare for each; the ratio of requests per second is the figure.
 * 2. The miss path, N times: publish a story through the admin API as the bench admin, then time
 *    the first `GET` of the home page (it must be a MISS showing the new story), a second one (a
 *    HIT), the first and a second `GET` of the new story's page. The rendering cost of a page is
 *    the server's main-thread CPU time during its miss less that during a hit (from
 *    /proc/<pid>/task/<pid>/schedstat: the render is synchronous on the event loop, so this is
 *    the render, the queries' JavaScript and the cache fill, without the time spent waiting for
 *    the database); the latencies are given too.
 * 3. Memory. Every tenant's home page, `/api/stories`, and `--mix-stories` story pages and
 *    `/api/stories/{id}` each are fetched once (filling the cache), then loaded in turn for
 *    `--memory-seconds` (60). The server's VmRSS from /proc/<pid>/status is read every 5 s and at
 *    the end, and `app.readCache.stats()` comes from bench/server-probe.mjs (loaded with --import,
 *    it answers over IPC; no route is added). Each cached URL is also fetched in each encoding to
 *    show what the entries weigh.
 * 4. Two nodes (PostgreSQL only): a second server process on the same database, its cache filled
 *    with the home page; each of `--misses` publishes goes to the first node, and the second
 *    node's home page is polled (every 20 ms) until it shows the new story. The figure is the time
 *    from the publish's 201 to that first fresh page: the NOTIFY, the version bump heard, and the
 *    re-render. Target: within 1 s.
 * Everything the run adds to a database that outlives it (PostgreSQL, a --data-dir) goes again.
 */
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestSpec } from 'autocannon';
import { assertPostgresUrl, parseBenchCommandLine, UsageError } from './generate.js';
import {
  type BenchLoadOptions,
  benchOptions,
  type Captured,
  decodedBody,
  describeLocation,
  FIRST_TENANT,
  formatRatio,
  formatTable,
  headersForReport,
  LOAD_OPTIONS,
  loadAverage,
  loadOptionsOf,
  type LoadResult,
  loadTableRows,
  log,
  machine,
  machineLine,
  measure,
  type MemoryReading,
  prepareRunData,
  type ProbeAnswer,
  type Ratio,
  ratioOf,
  readCpu,
  readMemory,
  replayableHeaders,
  request,
  resultsDir,
  runBenchmark,
  runLoad,
  type ServerProcess,
  signInBenchAdmin,
  type Spread,
  spreadOf,
  startBareServer,
  throwIfInterrupted,
  withBenchServer,
  writeReport,
} from './harness.js';

/** What a browser sends that changes the answer: it takes brotli and gzip. */
const BROWSER = { 'accept-encoding': 'gzip, br' } as const;
const RATIO_TARGET = 0.6;
const RSS_TARGET_MIB = 150;

const USAGE = `Usage: npx tsx bench/read-path-bench.ts [options]

  --duration S         seconds measured per cached-read scenario (default 10)
  --warmup S           seconds of warm-up before each scenario (default 3, 0 for none)
  --connections C      concurrent autocannon connections (default 50)
  --tenants N          bench tenants to generate when there are none (default 10)
  --stories M          stories PER TENANT to generate when there are none (default 10000:
                       10 x 10000 = the 100,000 stories of issue 9)
  --misses N           publishes timed on the miss path (default 20)
  --memory-seconds S   seconds of mixed load before the memory reading (default 60)
  --mix-stories K      story pages and /api/stories/{id} per tenant in the mix (default 10)
  --data-dir DIR       embedded PGlite in DIR, kept between runs (default: a temporary one)
  --keep-data          keep the bench tenants this run generated (PostgreSQL or --data-dir)
  --cpu-prof           write a V8 CPU profile of the server to bench/results/
  --help               show this help

Uses DATABASE_URL when it is set, else embedded PGlite. Build first: npm run build`;

interface Options extends BenchLoadOptions {
  misses: number;
  memorySeconds: number;
  mixStories: number;
  dataDir: string | undefined;
  keepData: boolean;
  cpuProf: boolean;
  databaseUrl: string | undefined;
}

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options | 'help' {
  const cli = parseBenchCommandLine(argv, {
    ...LOAD_OPTIONS,
    misses: 'string',
    'memory-seconds': 'string',
    'mix-stories': 'string',
    'data-dir': 'string',
    'keep-data': 'boolean',
    'cpu-prof': 'boolean',
  });
  if (cli === 'help') return 'help';
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined) assertPostgresUrl(databaseUrl, 'DATABASE_URL');
  const dataDir = cli.text('data-dir');
  if (dataDir !== undefined && databaseUrl !== undefined) {
    throw new UsageError('--data-dir is for embedded PGlite: unset DATABASE_URL or drop it');
  }
  return {
    ...loadOptionsOf(cli, {
      duration: 10,
      warmup: 3,
      connections: 50,
      tenants: 10,
      stories: 10_000,
    }),
    misses: cli.wholeNumber('misses', 20, 1, 1_000),
    memorySeconds: cli.wholeNumber('memory-seconds', 60, 1, 3_600),
    mixStories: cli.wholeNumber('mix-stories', 10, 1, 100),
    dataDir: dataDir === undefined ? undefined : path.resolve(dataDir),
    keepData: cli.flag('keep-data'),
    cpuProf: cli.flag('cpu-prof'),
    databaseUrl,
  };
}

const pagePath = (tenant: string, rest = '/') => `/tenant/${tenant}${rest}`;

async function storyIds(server: ServerProcess, tenant: string, count: number): Promise<number[]> {
  const answer = await request(`${server.baseUrl}/api/stories?page_size=${count}`, {
    headers: { 'x-tenant-id': tenant },
  });
  if (answer.status !== 200) {
    throw new Error(`GET /api/stories for ${tenant} answered ${answer.status}`);
  }
  const body = JSON.parse(decodedBody(answer).toString('utf8')) as { stories: { id: number }[] };
  if (body.stories.length === 0) throw new Error(`${tenant} has no published story to read`);
  return body.stories.map((story) => story.id);
}

function expectStatus(answer: Captured, what: string, status = 200): void {
  if (answer.status !== status) {
    throw new Error(
      `${what} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Cached reads against the baseline.

interface Endpoint {
  name: string;
  path: string;
  headers: Record<string, string>;
}

interface CachedReadReport {
  endpoints: {
    name: string;
    path: string;
    bodyBytes: number;
    contentEncoding: string | undefined;
    headers: Record<string, string>;
  }[];
  results: LoadResult[];
  ratios: Ratio[];
  /** Misses the read cache counted during the phase: 0 means every measured answer was a hit. */
  missesDuringLoad: number | null;
  load: { before: number; after: number };
}

async function cachedReads(
  server: ServerProcess,
  options: Options,
  storyId: number,
): Promise<CachedReadReport> {
  const api = { ...BROWSER, 'x-tenant-id': FIRST_TENANT };
  const endpoints: Endpoint[] = [
    { name: 'home page', path: pagePath(FIRST_TENANT), headers: { ...BROWSER } },
    { name: 'story page', path: pagePath(FIRST_TENANT, `/story/${storyId}`), headers: BROWSER },
    { name: 'api list', path: '/api/stories', headers: api },
    { name: 'api story', path: `/api/stories/${storyId}`, headers: api },
  ];
  const captured: Captured[] = [];
  for (const endpoint of endpoints) {
    const url = `${server.baseUrl}${endpoint.path}`;
    expectStatus(await request(url, { headers: endpoint.headers }), `GET ${endpoint.path}`);
    const hit = await request(url, { headers: endpoint.headers });
    expectStatus(hit, `GET ${endpoint.path}`);
    if (hit.headers['x-cache'] !== 'HIT') {
      throw new Error(`GET ${endpoint.path} twice: the second answer was not a cache HIT`);
    }
    captured.push(hit);
  }
  const bareUrl = await startBareServer(
    endpoints.map((endpoint, i) => ({
      path: endpoint.path,
      headers: replayableHeaders(captured[i]?.headers ?? {}),
      body: captured[i]?.body ?? Buffer.alloc(0),
    })),
  );
  for (const [i, endpoint] of endpoints.entries()) {
    const check = await request(`${bareUrl}${endpoint.path}`);
    if (!check.body.equals(captured[i]?.body ?? Buffer.alloc(0))) {
      throw new Error(`the bare server does not answer the bytes of ${endpoint.path}`);
    }
  }

  const before = await server.probe();
  const load = { before: loadAverage(), after: 0 };
  const results: LoadResult[] = [];
  const ratios: Ratio[] = [];
  for (const endpoint of endpoints) {
    const pair: LoadResult[] = [];
    for (const [target, base] of [
      ['server', server.baseUrl],
      ['bare', bareUrl],
    ] as const) {
      throwIfInterrupted();
      const result = await measure(`${target} ${endpoint.name}`, `${base}${endpoint.path}`, {
        connections: options.connections,
        seconds: options.duration,
        warmup: options.warmup,
        headers: endpoint.headers,
      });
      pair.push(result);
      results.push(result);
      await sleep(500); // let the previous run's sockets close
    }
    const [serverResult, bareResult] = pair;
    if (serverResult && bareResult) ratios.push(ratioOf(endpoint.name, serverResult, bareResult));
  }
  load.after = loadAverage();
  const after = await server.probe();
  const missesDuringLoad =
    before?.readCache && after?.readCache ? after.readCache.misses - before.readCache.misses : null;
  return {
    endpoints: endpoints.map((endpoint, i) => ({
      name: endpoint.name,
      path: endpoint.path,
      bodyBytes: captured[i]?.body.length ?? 0,
      contentEncoding: captured[i]?.headers['content-encoding'] as string | undefined,
      headers: headersForReport(captured[i]?.headers ?? {}),
    })),
    results,
    ratios,
    missesDuringLoad,
    load,
  };
}

// ---------------------------------------------------------------------------------------------
// 2. The miss path after a publish.

interface Timed {
  ms: number;
  /** Server main-thread (event loop) CPU time, ms. */
  mainCpuMs: number;
  /** Server CPU time of all its threads (zlib's pool, the garbage collector...), ms. */
  allCpuMs: number;
  cache: string;
  bytes: number;
}

interface MissSample {
  storyId: number;
  publishMs: number;
  homeMiss: Timed;
  homeHit: Timed;
  storyMiss: Timed;
  storyHit: Timed;
}

interface MissReport {
  samples: MissSample[];
  summary: Record<
    'publish' | 'homeMiss' | 'homeHit' | 'storyMiss' | 'storyHit',
    { latencyMs: Spread; mainCpuMs: Spread; allCpuMs: Spread }
  >;
  /** Per page: the median miss less the median hit. */
  renderCost: Record<'home' | 'story', { latencyMs: number; mainCpuMs: number; allCpuMs: number }>;
  load: { before: number; after: number };
}

interface SecondNodeReport {
  /** From the publish's 201 on node A to node B's first page showing the story. */
  freshMs: Spread;
  samples: number[];
  targetMs: number;
}

const SECOND_NODE_TARGET_MS = 1_000;
const SECOND_NODE_POLL_MS = 20;

/** Publishes a story in the first bench tenant through the admin API: its id, and how long. */
async function publishStory(
  server: ServerProcess,
  token: string,
  story: { title: string; summary: string },
  agent?: http.Agent,
): Promise<{ id: number; ms: number }> {
  const published = await request(`${server.baseUrl}/api/admin/articles`, {
    method: 'POST',
    agent,
    headers: {
      authorization: `Bearer ${token}`,
      'x-tenant-id': FIRST_TENANT,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      ...story,
      body_html: MISS_BODY,
      category: 'world',
      status: 'published',
    }),
  });
  expectStatus(published, 'POST /api/admin/articles', 201);
  return {
    id: (JSON.parse(published.body.toString('utf8')) as { id: number }).id,
    ms: published.ms,
  };
}

/** Publishes on `server`, then polls `second`'s home page until it shows each new story. */
async function secondNodeFreshness(
  server: ServerProcess,
  second: ServerProcess,
  options: Options,
  token: string,
  trackStory: (id: number) => void,
): Promise<SecondNodeReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const runTag = Date.now().toString(36);
  const home = pagePath(FIRST_TENANT);
  const samples: number[] = [];
  for (let i = 1; i <= options.misses; i++) {
    throwIfInterrupted();
    // Node B has the page cached (a HIT) before the publish, as a busy node would.
    await request(`${second.baseUrl}${home}`, { headers: BROWSER, agent });
    const title = `Second node bench ${runTag} number ${i}`;
    const published = await publishStory(server, token, {
      title,
      summary: `The ${i}th story published on one node and read on the other.`,
    });
    const publishedAt = performance.now();
    trackStory(published.id);
    for (;;) {
      const answer = await request(`${second.baseUrl}${home}`, { headers: BROWSER, agent });
      if (decodedBody(answer).toString('utf8').includes(title)) break;
      if (performance.now() - publishedAt > 30_000) {
        throw new Error(`node B never showed the story published on node A (${title})`);
      }
      await sleep(SECOND_NODE_POLL_MS);
    }
    samples.push(performance.now() - publishedAt);
  }
  agent.destroy();
  return { freshMs: spreadOf(samples), samples, targetMs: SECOND_NODE_TARGET_MS };
}

/** A GET on a keep-alive connection, with the server's CPU time around it. */
async function timedGet(
  server: ServerProcess,
  agent: http.Agent,
  pathname: string,
): Promise<{ answer: Captured; timed: Timed }> {
  const cpuBefore = await readCpu(server.pid);
  const answer = await request(`${server.baseUrl}${pathname}`, { headers: BROWSER, agent });
  const cpuAfter = await readCpu(server.pid);
  expectStatus(answer, `GET ${pathname}`);
  const ms = (a = 0, b = 0) => (b - a) / 1e6;
  return {
    answer,
    timed: {
      ms: answer.ms,
      mainCpuMs: ms(cpuBefore?.mainNs, cpuAfter?.mainNs),
      allCpuMs: ms(cpuBefore?.allNs, cpuAfter?.allNs),
      cache: String(answer.headers['x-cache'] ?? '-'),
      bytes: answer.body.length,
    },
  };
}

/** A paragraph or two of the HTML the sanitizer keeps, about as long as a bench story's body. */
const MISS_BODY = `<p>${'A story published by the read-path benchmark to time the first render after a publish. '.repeat(8)}</p><p>${'It is deleted again when the run ends. '.repeat(12)}</p>`;

async function missPath(
  server: ServerProcess,
  options: Options,
  token: string,
  trackStory: (id: number) => void,
): Promise<MissReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const runTag = Date.now().toString(36);
  const home = pagePath(FIRST_TENANT);
  const samples: MissSample[] = [];
  const load = { before: loadAverage(), after: 0 };
  try {
    for (let i = 1; i <= options.misses; i++) {
      throwIfInterrupted();
      // The home page is cached before the publish, so its next read is the publish's miss.
      await request(`${server.baseUrl}${home}`, { headers: BROWSER, agent });
      const title = `Read path bench ${runTag} number ${i}`;
      const published = await publishStory(
        server,
        token,
        { title, summary: `The ${i}th story the read-path benchmark publishes.` },
        agent,
      );
      const storyId = published.id;
      trackStory(storyId);

      const homeMiss = await timedGet(server, agent, home);
      if (!decodedBody(homeMiss.answer).toString('utf8').includes(title)) {
        throw new Error(`the first GET ${home} after publish ${i} does not show the new story`);
      }
      const homeHit = await timedGet(server, agent, home);
      const storyPath = pagePath(FIRST_TENANT, `/story/${storyId}`);
      const storyMiss = await timedGet(server, agent, storyPath);
      if (!decodedBody(storyMiss.answer).toString('utf8').includes(title)) {
        throw new Error(`GET ${storyPath} does not show the story just published`);
      }
      const storyHit = await timedGet(server, agent, storyPath);
      for (const [what, timed, expected] of [
        ['home page after the publish', homeMiss.timed, 'MISS'],
        ['home page again', homeHit.timed, 'HIT'],
        ['new story page', storyMiss.timed, 'MISS'],
        ['new story page again', storyHit.timed, 'HIT'],
      ] as const) {
        if (timed.cache !== expected) {
          throw new Error(`${what}: X-Cache ${timed.cache}, expected ${expected}`);
        }
      }
      samples.push({
        storyId,
        publishMs: published.ms,
        homeMiss: homeMiss.timed,
        homeHit: homeHit.timed,
        storyMiss: storyMiss.timed,
        storyHit: storyHit.timed,
      });
      log(
        `miss ${i}/${options.misses}: publish ${published.ms.toFixed(0)} ms, home miss ${homeMiss.timed.ms.toFixed(1)} ms / hit ${homeHit.timed.ms.toFixed(1)} ms, story miss ${storyMiss.timed.ms.toFixed(1)} ms / hit ${storyHit.timed.ms.toFixed(1)} ms`,
      );
      await sleep(200);
    }
  } finally {
    agent.destroy();
  }
  load.after = loadAverage();
  const spreads = (pick: (sample: MissSample) => Timed) => ({
    latencyMs: spreadOf(samples.map((s) => pick(s).ms)),
    mainCpuMs: spreadOf(samples.map((s) => pick(s).mainCpuMs)),
    allCpuMs: spreadOf(samples.map((s) => pick(s).allCpuMs)),
  });
  const summary = {
    publish: {
      latencyMs: spreadOf(samples.map((s) => s.publishMs)),
      mainCpuMs: spreadOf([]),
      allCpuMs: spreadOf([]),
    },
    homeMiss: spreads((s) => s.homeMiss),
    homeHit: spreads((s) => s.homeHit),
    storyMiss: spreads((s) => s.storyMiss),
    storyHit: spreads((s) => s.storyHit),
  };
  const cost = (miss: ReturnType<typeof spreads>, hit: ReturnType<typeof spreads>) => ({
    latencyMs: miss.latencyMs.p50 - hit.latencyMs.p50,
    mainCpuMs: miss.mainCpuMs.p50 - hit.mainCpuMs.p50,
    allCpuMs: miss.allCpuMs.p50 - hit.allCpuMs.p50,
  });
  return {
    samples,
    summary,
    renderCost: {
      home: cost(summary.homeMiss, summary.homeHit),
      story: cost(summary.storyMiss, summary.storyHit),
    },
    load,
  };
}

// ---------------------------------------------------------------------------------------------
// 3. Memory under a mix of cached reads.

interface MixUrl {
  kind: 'home page' | 'story page' | 'api list' | 'api story';
  path: string;
  headers: Record<string, string>;
}

interface KindWeight {
  kind: MixUrl['kind'];
  urls: number;
  /** Identity + gzip + br bodies, as the cache stores (and counts) them. */
  bytes: number;
  identityBytes: number;
  brBytes: number;
}

interface MemoryReport {
  urls: number;
  tenants: number;
  load: LoadResult;
  rssSamples: { second: number; rssMiB: number }[];
  idle: MemoryReading | null;
  afterWarm: MemoryReading | null;
  afterLoad: MemoryReading | null;
  probeAfterWarm: ProbeAnswer | null;
  probeAfterLoad: ProbeAnswer | null;
  weights: KindWeight[];
  loadAverage: { before: number; after: number };
}

async function mixUrls(server: ServerProcess, tenants: string[], k: number): Promise<MixUrl[]> {
  const urls: MixUrl[] = [];
  for (const tenant of tenants) {
    const api = { ...BROWSER, 'x-tenant-id': tenant };
    urls.push({ kind: 'home page', path: pagePath(tenant), headers: BROWSER });
    urls.push({ kind: 'api list', path: '/api/stories', headers: api });
    for (const id of await storyIds(server, tenant, k)) {
      urls.push({ kind: 'story page', path: pagePath(tenant, `/story/${id}`), headers: BROWSER });
      urls.push({ kind: 'api story', path: `/api/stories/${id}`, headers: api });
    }
  }
  return urls;
}

/** What each kind of entry weighs: every URL fetched once per encoding (all hits). */
async function weigh(server: ServerProcess, urls: MixUrl[]): Promise<KindWeight[]> {
  const weights = new Map<MixUrl['kind'], KindWeight>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const url of urls) {
      const weight = weights.get(url.kind) ?? {
        kind: url.kind,
        urls: 0,
        bytes: 0,
        identityBytes: 0,
        brBytes: 0,
      };
      weight.urls += 1;
      for (const encoding of ['identity', 'gzip', 'br']) {
        const answer = await request(`${server.baseUrl}${url.path}`, {
          headers: { ...url.headers, 'accept-encoding': encoding },
          agent,
        });
        expectStatus(answer, `GET ${url.path}`);
        const sent = answer.headers['content-encoding'] ?? 'identity';
        // An encoding that would not shrink the body is not stored: the identity body is sent.
        if (sent !== encoding) continue;
        weight.bytes += answer.body.length;
        if (encoding === 'identity') weight.identityBytes += answer.body.length;
        if (encoding === 'br') weight.brBytes += answer.body.length;
      }
      weights.set(url.kind, weight);
    }
  } finally {
    agent.destroy();
  }
  return [...weights.values()];
}

async function memoryUnderLoad(
  server: ServerProcess,
  options: Options,
  tenants: string[],
  idle: MemoryReading | null,
): Promise<MemoryReport> {
  const urls = await mixUrls(server, tenants, options.mixStories);
  log(`memory: filling the cache with ${urls.length} URLs over ${tenants.length} tenant(s)`);
  for (const url of urls) {
    throwIfInterrupted();
    expectStatus(
      await request(`${server.baseUrl}${url.path}`, { headers: url.headers }),
      `GET ${url.path}`,
    );
  }
  const afterWarm = await readMemory(server.pid);
  const probeAfterWarm = await server.probe();
  const requests: RequestSpec[] = urls.map((url) => ({
    method: 'GET',
    path: url.path,
    headers: url.headers,
  }));
  const rssSamples: { second: number; rssMiB: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    void readMemory(server.pid).then((reading) => {
      if (reading) {
        rssSamples.push({ second: Math.round((Date.now() - started) / 1000), ...reading });
      }
    });
  }, 5_000);
  const loadBefore = loadAverage();
  log(
    `memory: ${options.memorySeconds} s of load on the mix with ${options.connections} connections`,
  );
  let load: LoadResult;
  try {
    load = await runLoad('server mix', server.baseUrl, {
      connections: options.connections,
      seconds: options.memorySeconds,
      requests,
    });
  } finally {
    clearInterval(sampler);
  }
  const loadAfter = loadAverage();
  const afterLoad = await readMemory(server.pid);
  const probeAfterLoad = await server.probe();
  const weights = await weigh(server, urls);
  return {
    urls: urls.length,
    tenants: tenants.length,
    load,
    rssSamples: rssSamples.map(({ second, rssMiB }) => ({ second, rssMiB })),
    idle,
    afterWarm,
    afterLoad,
    probeAfterWarm,
    probeAfterLoad,
    weights,
    loadAverage: { before: loadBefore, after: loadAfter },
  };
}

// ---------------------------------------------------------------------------------------------

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

function printReport(
  options: Options,
  data: { database: string; tenants: string[]; storiesInBench1: number },
  cached: CachedReadReport,
  misses: MissReport,
  memory: MemoryReport,
  file: string,
): void {
  console.log('');
  console.log(
    `HelioNews read path, ${data.database}, ${data.tenants.length} tenant(s), ${data.storiesInBench1} stories in ${FIRST_TENANT}`,
  );
  console.log('');
  console.log(
    `1. Cached reads, ${options.connections} connections, ${options.duration} s each (Accept-Encoding: gzip, br)`,
  );
  console.log(machineLine(cached.load));
  console.log(formatTable(loadTableRows(cached.results)));
  console.log('');
  for (const ratio of cached.ratios) {
    const verdict = ratio.throughput >= RATIO_TARGET ? 'ok' : `MISSED (target ${RATIO_TARGET})`;
    console.log(`${formatRatio(ratio, 10)}  ${verdict}`);
  }
  if (cached.missesDuringLoad !== null) {
    console.log(`read-cache misses during the phase: ${cached.missesDuringLoad}`);
  }

  console.log('');
  console.log(`2. Miss path, ${misses.samples.length} publishes (${machineLine(misses.load)})`);
  const row = (
    name: string,
    spread: { latencyMs: Spread; mainCpuMs: Spread; allCpuMs: Spread },
  ) => [
    name,
    fixed(spread.latencyMs.p50),
    fixed(spread.latencyMs.p95),
    fixed(spread.latencyMs.max),
    fixed(spread.mainCpuMs.p50),
    fixed(spread.allCpuMs.p50),
  ];
  console.log(
    formatTable([
      ['request', 'p50 ms', 'p95 ms', 'max ms', 'main CPU p50 ms', 'all CPU p50 ms'],
      row('publish (POST)', misses.summary.publish),
      row('home page, first GET', misses.summary.homeMiss),
      row('home page, hit', misses.summary.homeHit),
      row('new story page, first GET', misses.summary.storyMiss),
      row('story page, hit', misses.summary.storyHit),
    ]),
  );
  for (const [page, cost] of Object.entries(misses.renderCost)) {
    console.log(
      `rendering cost, ${page} page (miss - hit, medians): ${fixed(cost.mainCpuMs)} ms of main-thread CPU, ${fixed(cost.allCpuMs)} ms all threads, ${fixed(cost.latencyMs)} ms of latency`,
    );
  }

  console.log('');
  console.log(
    `3. Memory: ${memory.urls} URLs over ${memory.tenants} tenant(s), ${options.memorySeconds} s (${machineLine(memory.loadAverage)})`,
  );
  console.log(formatTable(loadTableRows([memory.load])));
  const rss = (reading: MemoryReading | null) => (reading ? `${fixed(reading.rssMiB)} MiB` : '-');
  console.log(
    `server RSS: idle ${rss(memory.idle)}, cache filled ${rss(memory.afterWarm)}, after the load ${rss(memory.afterLoad)} (peak ${memory.afterLoad ? fixed(memory.afterLoad.peakRssMiB) : '-'} MiB)  ${
      memory.afterLoad && memory.afterLoad.rssMiB <= RSS_TARGET_MIB
        ? 'ok'
        : `MISSED (target ${RSS_TARGET_MIB} MB)`
    }`,
  );
  console.log(
    `RSS every 5 s: ${memory.rssSamples.map((sample) => fixed(sample.rssMiB, 0)).join(' ')}`,
  );
  const stats = memory.probeAfterLoad?.readCache;
  const heap = memory.probeAfterLoad?.memory;
  if (stats) {
    console.log(
      `read cache: ${stats.entries} entries, ${mib(stats.bytes)} MiB of ${mib(stats.maxBytes)} MiB, ${stats.hits} hits, ${stats.misses} misses, ${stats.evictions} evictions, listening ${stats.listening}`,
    );
  }
  if (heap) {
    console.log(
      `process.memoryUsage(): heap used ${mib(heap.heapUsed)} MiB of ${mib(heap.heapTotal)} MiB, external ${mib(heap.external)} MiB (array buffers ${mib(heap.arrayBuffers)} MiB)`,
    );
  }
  console.log(
    formatTable([
      ['mix entries', 'URLs', 'stored MiB', 'identity KiB each', 'br KiB each'],
      ...memory.weights.map((weight) => [
        weight.kind,
        String(weight.urls),
        mib(weight.bytes),
        fixed(weight.identityBytes / weight.urls / 1024),
        fixed(weight.brBytes / weight.urls / 1024),
      ]),
    ]),
  );
  console.log(`\nResults written to ${file}`);
}

async function main(): Promise<void> {
  const options = benchOptions(parseOptions, USAGE);
  if (!options) return;
  const startedAt = new Date();

  const { dataDir, trackStory, ...data } = await prepareRunData({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    tenants: options.tenants,
    stories: options.stories,
    keepData: options.keepData,
  });

  const profileDir = path.join(resultsDir, `cpu-${startedAt.toISOString().replace(/[:.]/g, '-')}`);
  const server = await withBenchServer({
    dataDir,
    databaseUrl: options.databaseUrl,
    probe: true,
    nodeArgs: options.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
  });
  log(
    `Server ready at ${server.baseUrl} (${data.database === 'pglite' ? 'embedded PGlite' : data.location}), pid ${server.pid}`,
  );
  const idle = await readMemory(server.pid);
  const token = await signInBenchAdmin(server);
  const [storyId] = await storyIds(server, FIRST_TENANT, 1);
  if (storyId === undefined) throw new Error(`${FIRST_TENANT} has no story`);

  const cached = await cachedReads(server, options, storyId);
  const misses = await missPath(server, options, token, trackStory);
  const memory = await memoryUnderLoad(server, options, data.tenants, idle);
  let secondNode: SecondNodeReport | null = null;
  if (options.databaseUrl) {
    const second = await withBenchServer({
      dataDir,
      databaseUrl: options.databaseUrl,
      adminPassword: server.adminPassword,
      name: 'second node',
    });
    log(`Second node ready at ${second.baseUrl}, pid ${second.pid}`);
    secondNode = await secondNodeFreshness(server, second, options, token, trackStory);
  }

  const report = {
    date: startedAt.toISOString(),
    command: ['npx tsx bench/read-path-bench.ts', ...process.argv.slice(2)].join(' '),
    machine: machine({ before: cached.load.before, after: memory.loadAverage.after }),
    settings: { ...options, databaseUrl: undefined },
    data: { ...data, location: describeLocation(options.databaseUrl, dataDir) },
    targets: { ratio: RATIO_TARGET, rssMiB: RSS_TARGET_MIB },
    cachedReads: cached,
    missPath: misses,
    memory,
    secondNode,
    cpuProfileDir: options.cpuProf ? path.relative(process.cwd(), profileDir) : null,
    serverWarnings: server.warnings,
  };
  const file = await writeReport(startedAt, 'read-path', report);
  printReport(options, data, cached, misses, memory, file);
  if (secondNode) {
    const { freshMs, targetMs } = secondNode;
    const verdict = freshMs.max <= targetMs ? 'ok' : `MISSED (target ${targetMs} ms)`;
    console.log('');
    console.log(
      `4. Two nodes on one database: a publish on node A seen on node B's home page, ${freshMs.count} times`,
    );
    console.log(
      `   p50 ${fixed(freshMs.p50)} ms, p95 ${fixed(freshMs.p95)} ms, max ${fixed(freshMs.max)} ms  ${verdict}`,
    );
  }
  if (server.warnings > 0) console.log(`The server logged ${server.warnings} warning line(s).`);
}

runBenchmark('read-path-bench', main);
