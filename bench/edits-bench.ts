/**
 * Fast while the newsroom works (issue 31, item 6): readers on every reader page of one
 * publication at random, once while nobody edits and once with an editor's change every 5 s.
 *
 *   npm run bench:edits -- [--seconds 30] [--connections 50] [--edit-every 5]
 *                          [--database-url URL] [--pages 1000] [--cluster [--port 3495]]
 *
 * The pages: the front page, a search, a category and every story page of the publication (the
 * demo publication the server seeds, 31 stories: 34 pages; with `--pages N`, a generated
 * publication of N stories, bench-1, via bench/generate.ts). Each is fetched once first (a warm
 * cache), then autocannon (50 connections, each request a page picked at random, `Accept-Encoding:
 * gzip, br` as a browser sends) runs twice for `--seconds`: without edits, then with an edit
 * every `--edit-every` seconds through the admin API, alternately a published story's new title
 * and a new category. After each title edit, each node is polled directly (and, with --cluster,
 * Varnish too) until the story's page shows the new title: that time is the visibility figure.
 *
 * Embedded PGlite in a temporary directory by default; `--database-url` runs on PostgreSQL
 * (created when missing; the demo publication is seeded there if it is missing, the generated
 * one is removed again, titles are put back and the categories the run created are deleted).
 * `--cluster`: `npm run cluster`'s topology (two nodes, HAProxy, Varnish in front with
 * deploy/varnish/default.vcl) on PostgreSQL and Redis; the load goes through Varnish and the
 * share of requests the edge answered is read from varnishstat.
 * `node -e 0` (the start of a bare Node process, median of 5) is printed beside the figures:
 * the machine's speed during this run. Not run in CI.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../apps/server/src/db/client.js';
import { startCluster } from '../scripts/cluster-lib.mjs';
import { assertPostgresUrl, parseBenchCommandLine, UsageError } from './generate.js';
import {
  BENCH_ADMIN_EMAIL,
  type Captured,
  DEFAULT_TENANT_SLUG,
  decodedBody,
  describeLocation,
  ensureDatabase,
  FIRST_TENANT,
  formatTable,
  loadAverage,
  log,
  machineLine,
  onCleanup,
  prepareData,
  prepareRunData,
  removeBenchAdmin,
  request,
  runBenchmark,
  runLoad,
  type LoadResult,
  temporaryDirectory,
  throwIfInterrupted,
  withBenchServer,
  writeReport,
  assertServerBuilt,
  nodeStartMs,
} from './harness.js';

const BROWSER = { 'accept-encoding': 'gzip, br' } as const;
const VISIBLE_TARGET_MS = 1_000;
const POLL_MS = 20;
const POLL_TIMEOUT_MS = 60_000;
const DEFAULT_CLUSTER_DATABASE = 'postgres://postgres@127.0.0.1:5432/helionews_edits';

const USAGE = `Usage: npm run bench:edits -- [options]

  --seconds S          each run's length (default 30)
  --connections C      autocannon connections (default 50)
  --edit-every E       seconds between two edits in the second run (default 5)
  --database-url URL   PostgreSQL (created when missing) instead of embedded PGlite
  --pages N            a generated publication of N stories (bench-1) instead of the demo one
  --cluster            two nodes behind HAProxy behind Varnish (npm run cluster -- --edge varnish),
                       on --database-url (default ${DEFAULT_CLUSTER_DATABASE}) and Redis
  --redis-url URL      with --cluster (default redis://127.0.0.1:6379)
  --port P             with --cluster: Varnish's port; HAProxy and the nodes take the next three
                       (default 3495)
  --help               this text`;

interface Options {
  seconds: number;
  connections: number;
  editEverySeconds: number;
  databaseUrl: string | undefined;
  pages: number | null;
  cluster: boolean;
  redisUrl: string | undefined;
  port: number;
}

function parseOptions(argv: string[]): Options | 'help' {
  const cli = parseBenchCommandLine(argv, {
    seconds: 'string',
    connections: 'string',
    'edit-every': 'string',
    'database-url': 'string',
    pages: 'string',
    cluster: 'boolean',
    'redis-url': 'string',
    port: 'string',
  });
  if (cli === 'help') return 'help';
  const cluster = cli.flag('cluster');
  const databaseUrl = cli.text('database-url') ?? (cluster ? DEFAULT_CLUSTER_DATABASE : undefined);
  if (databaseUrl !== undefined) assertPostgresUrl(databaseUrl, '--database-url');
  if (!cluster && (cli.text('redis-url') || cli.text('port'))) {
    throw new UsageError('--redis-url and --port go with --cluster');
  }
  return {
    seconds: cli.wholeNumber('seconds', 30, 1, 3_600),
    connections: cli.wholeNumber('connections', 50, 1, 10_000),
    editEverySeconds: cli.wholeNumber('edit-every', 5, 1, 600),
    databaseUrl,
    pages: cli.text('pages') === undefined ? null : cli.wholeNumber('pages', 1_000, 1, 100_000),
    cluster,
    redisUrl: cli.text('redis-url'),
    port: cli.wholeNumber('port', 3495, 1_024, 65_000),
  };
}

/** Where the run reads and writes: the public address, and every node by itself. */
interface Target {
  /** Where the load goes (Varnish with --cluster, else the one node). */
  publicUrl: string;
  /** Polled for visibility: each node directly, then Varnish (with --cluster). */
  pollUrls: { name: string; url: string }[];
  adminPassword: string;
  /** varnishd's working directory (varnishstat -n), with --cluster. */
  edgeDir: string | null;
}

function json<T>(answer: Captured, what: string, status = 200): T {
  if (answer.status !== status) {
    throw new Error(
      `${what} answered ${answer.status}: ${decodedBody(answer).toString('utf8').slice(0, 300)}`,
    );
  }
  return JSON.parse(decodedBody(answer).toString('utf8')) as T;
}

async function signIn(base: string, password: string): Promise<string> {
  const answer = await request(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN_EMAIL, password }),
  });
  return json<{ access_token: string }>(answer, 'signing in the bench admin').access_token;
}

/** What an editor's request through the admin API carries. */
const adminHeaders = (token: string, slug: string) => ({
  authorization: `Bearer ${token}`,
  'x-tenant-id': slug,
  'content-type': 'application/json',
});

interface Story {
  id: number;
  title: string;
  /** Feed items are edited in the stories review, not as articles: only editorial ones are. */
  origin?: string;
}

/** Every published story, the categories and a search word of the publication `slug`. */
async function readerPages(base: string, slug: string) {
  const api = { ...BROWSER, 'x-tenant-id': slug };
  const stories: Story[] = [];
  for (let page = 1; ; page++) {
    const body = json<{ stories: Required<Story>[]; total?: number }>(
      await request(`${base}/api/stories?page=${page}&page_size=100`, { headers: api }),
      'GET /api/stories',
    );
    stories.push(...body.stories.map(({ id, title, origin }) => ({ id, title, origin })));
    if (body.stories.length < 100) break;
  }
  if (stories.length === 0) throw new Error(`${slug} has no published story`);
  const { categories } = json<{ categories: { slug: string; story_count: number }[] }>(
    await request(`${base}/api/categories`, { headers: api }),
    'GET /api/categories',
  );
  const category = categories.find((c) => c.story_count > 0) ?? categories[0];
  const word =
    stories
      .flatMap((story) => story.title.toLowerCase().split(/[^a-z]+/))
      .find((w) => w.length >= 5) ?? 'news';
  const prefix = `/tenant/${slug}`;
  const paths = [
    `${prefix}/`,
    `${prefix}/search?q=${encodeURIComponent(word)}`,
    ...(category ? [`${prefix}/category/${category.slug}`] : []),
    ...stories.map((story) => `${prefix}/story/${story.id}`),
  ];
  return { stories, paths };
}

async function warm(base: string, paths: string[]): Promise<void> {
  let failed = 0;
  for (const pagePath of paths) {
    const answer = await request(`${base}${pagePath}`, { headers: BROWSER });
    if (answer.status !== 200) failed++;
  }
  if (failed > 0)
    log(`  warning: ${failed} of ${paths.length} pages did not answer 200 when warmed`);
}

/** autocannon: each request a page picked at random. */
function load(name: string, base: string, paths: string[], options: Options): Promise<LoadResult> {
  const pick = () => paths[Math.floor(Math.random() * paths.length)] ?? paths[0] ?? '/';
  return runLoad(name, base, {
    connections: options.connections,
    seconds: options.seconds,
    headers: { ...BROWSER },
    requests: [{ method: 'GET', setupRequest: (spec) => ({ ...spec, path: pick() }) }],
  });
}

/** Polls `url` until its page (decoded) contains `text`; ms from `since`, or null on time-out. */
async function visibleAfter(url: string, text: string, since: number): Promise<number | null> {
  const deadline = since + POLL_TIMEOUT_MS;
  while (performance.now() < deadline) {
    try {
      const answer = await request(url, { headers: BROWSER, timeoutMs: 5_000 });
      if (answer.status === 200 && decodedBody(answer).toString('utf8').includes(text)) {
        return performance.now() - since;
      }
    } catch {
      // a busy node: try again
    }
    await sleep(POLL_MS);
  }
  return null;
}

interface EditLog {
  storyEdits: number;
  categoriesCreated: number;
  failures: string[];
  /** Per poll target: ms until each edited title showed (null: not within 60 s). */
  visibility: Record<string, (number | null)[]>;
}

/**
 * Edits every `everyMs` until `signal` aborts: a story's title, then a new category, in turn.
 * Each title edit is then polled on every target (not awaited by the next edit).
 */
async function editLoop(
  target: Target,
  token: string,
  slug: string,
  stories: Story[],
  everyMs: number,
  runId: string,
  signal: AbortSignal,
  restore: { titles: Map<number, string>; categoryIds: number[] },
): Promise<EditLog> {
  const admin = adminHeaders(token, slug);
  const result: EditLog = {
    storyEdits: 0,
    categoriesCreated: 0,
    failures: [],
    visibility: Object.fromEntries(target.pollUrls.map(({ name }) => [name, []])),
  };
  const polls: Promise<void>[] = [];
  for (let n = 0; !signal.aborted; n++) {
    const next = performance.now() + everyMs;
    try {
      if (n % 2 === 0) {
        const editable = stories.filter((candidate) => candidate.origin !== 'feed');
        const pool = editable.length > 0 ? editable : stories;
        const story = pool[Math.floor(Math.random() * pool.length)] ?? pool[0];
        if (!story) break;
        if (!restore.titles.has(story.id)) restore.titles.set(story.id, story.title);
        const title = `Edited ${runId} ${n}`;
        const answer = await request(`${target.publicUrl}/api/admin/articles/${story.id}`, {
          method: 'PUT',
          headers: admin,
          body: JSON.stringify({ title }),
        });
        const saved = performance.now();
        json(answer, `PUT /api/admin/articles/${story.id}`);
        result.storyEdits++;
        for (const { name, url } of target.pollUrls) {
          polls.push(
            visibleAfter(`${url}/tenant/${slug}/story/${story.id}`, title, saved).then((ms) => {
              result.visibility[name]?.push(ms);
            }),
          );
        }
      } else {
        const answer = await request(`${target.publicUrl}/api/admin/categories`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({ name: `Bench ${runId} ${n}` }),
        });
        restore.categoryIds.push(
          json<{ id: number }>(answer, 'POST /api/admin/categories', 201).id,
        );
        result.categoriesCreated++;
      }
    } catch (error) {
      result.failures.push(error instanceof Error ? error.message : String(error));
    }
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait, undefined, { signal }).catch(() => undefined);
  }
  await Promise.all(polls);
  return result;
}

/** Puts the edited titles back and deletes the categories the run created. */
async function restoreEdits(
  base: string,
  token: string,
  slug: string,
  restore: { titles: Map<number, string>; categoryIds: number[] },
): Promise<void> {
  const admin = adminHeaders(token, slug);
  for (const [id, title] of restore.titles) {
    await request(`${base}/api/admin/articles/${id}`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ title }),
    });
  }
  for (const id of restore.categoryIds) {
    await request(`${base}/api/admin/categories/${id}`, { method: 'DELETE', headers: admin });
  }
}

/** MAIN.client_req and MAIN.cache_hit (grace hits included) from varnishstat. */
function varnishCounters(edgeDir: string): { requests: number; hits: number } | null {
  const out = spawnSync(
    'varnishstat',
    ['-n', edgeDir, '-1', '-f', 'MAIN.client_req', '-f', 'MAIN.cache_hit'],
    { encoding: 'utf8' },
  );
  if (out.status !== 0) return null;
  const value = (name: string) =>
    Number(new RegExp(`^${name}\\s+(\\d+)`, 'm').exec(out.stdout)?.[1] ?? NaN);
  return { requests: value('MAIN.client_req'), hits: value('MAIN.cache_hit') };
}

/**
 * The bench admin of an earlier run (another password) goes, so that the start-up seed creates it
 * with this run's; and it goes again at the end. (prepareData does the same for generated data.)
 */
async function ownBenchAdmin(databaseUrl: string): Promise<void> {
  const remove = async () => {
    const handle = await openDatabase({ databaseUrl, dataDir: '' });
    try {
      await removeBenchAdmin(handle.db);
    } finally {
      await handle.close();
    }
  };
  await remove();
  onCleanup('remove the bench admin', remove);
}

async function startTarget(
  options: Options,
  adminPassword: string,
): Promise<Target & { slug: string; where: string }> {
  const slug = options.pages === null ? DEFAULT_TENANT_SLUG : FIRST_TENANT;
  const env = {
    SEED_DEMO: options.pages === null ? 'true' : 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
    ADMIN_PASSWORD: adminPassword,
  };
  if (options.cluster) {
    const databaseUrl = options.databaseUrl ?? DEFAULT_CLUSTER_DATABASE;
    await ensureDatabase(databaseUrl);
    const workDir = await temporaryDirectory();
    if (options.pages === null) await ownBenchAdmin(databaseUrl);
    if (options.pages !== null) {
      await prepareData({
        databaseUrl,
        dataDir: workDir,
        tenants: 1,
        stories: options.pages,
        keepData: false,
        restore: true,
      });
    }
    const cluster = await startCluster({
      proxyPort: options.port,
      nodePorts: [options.port + 1, options.port + 2],
      databaseUrl,
      ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
      dataDir: path.join(workDir, 'nodes'),
      env,
      log,
      handleSignals: false,
      edge: 'varnish',
    });
    onCleanup('stop the cluster', () => cluster.stop());
    return {
      slug,
      where: `cluster: Varnish ${cluster.url} > HAProxy > 2 nodes on ${describeLocation(databaseUrl, '')}`,
      publicUrl: cluster.url,
      pollUrls: [
        ...cluster.nodes.map((node, i) => ({ name: `node ${i + 1}`, url: node.url })),
        { name: 'Varnish', url: cluster.url },
      ],
      adminPassword,
      edgeDir: cluster.edgeConfigPath ? path.dirname(cluster.edgeConfigPath) : null,
    };
  }
  if (options.databaseUrl) {
    await ensureDatabase(options.databaseUrl);
    if (options.pages === null) await ownBenchAdmin(options.databaseUrl);
  }
  let dataDir: string;
  if (options.pages !== null) {
    const data = await prepareRunData({
      databaseUrl: options.databaseUrl,
      tenants: 1,
      stories: options.pages,
      keepData: false,
    });
    dataDir = data.dataDir;
  } else {
    dataDir = await temporaryDirectory();
  }
  const server = await withBenchServer({
    dataDir,
    databaseUrl: options.databaseUrl,
    adminPassword,
    env: { SEED_DEMO: env.SEED_DEMO },
    name: 'server',
  });
  return {
    slug,
    where: `one node on ${describeLocation(options.databaseUrl, dataDir)}`,
    publicUrl: server.baseUrl,
    pollUrls: [{ name: 'node', url: server.baseUrl }],
    adminPassword,
    edgeDir: null,
  };
}

const spread = (values: (number | null)[]) => {
  const seen = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return {
    count: values.length,
    missing: values.length - seen.length,
    // The lower middle one for an even count: a figure that was measured.
    medianMs: seen[Math.floor((seen.length - 1) / 2)] ?? null,
    maxMs: seen.at(-1) ?? null,
  };
};

async function main(): Promise<void> {
  const parsed = parseOptions(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(USAGE);
    return;
  }
  const options = parsed;
  assertServerBuilt();
  const startedAt = new Date();
  const loadBefore = loadAverage();
  const nodeBefore = nodeStartMs();
  const adminPassword = `bench-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
  const target = await startTarget(options, adminPassword);
  log(`Running on ${target.where}`);
  const token = await signIn(target.publicUrl, adminPassword);
  const { stories, paths } = await readerPages(target.publicUrl, target.slug);
  log(
    `${paths.length} reader pages of ${target.slug} (${stories.length} stories); warming each once`,
  );
  await warm(target.publicUrl, paths);
  for (const poll of target.pollUrls) {
    if (poll.url !== target.publicUrl) await warm(poll.url, paths);
  }
  throwIfInterrupted();

  const edgeBefore = target.edgeDir ? varnishCounters(target.edgeDir) : null;
  log(`Without edits: ${options.seconds} s, ${options.connections} connections`);
  const quiet = await load('no edits', target.publicUrl, paths, options);
  const edgeMiddle = target.edgeDir ? varnishCounters(target.edgeDir) : null;

  const restore = { titles: new Map<number, string>(), categoryIds: [] as number[] };
  onCleanup('put the edited titles back, delete the new categories', () =>
    restoreEdits(target.publicUrl, token, target.slug, restore),
  );
  const runId = Date.now().toString(36);
  log(`With an edit every ${options.editEverySeconds} s: ${options.seconds} s`);
  const stop = new AbortController();
  const edits = editLoop(
    target,
    token,
    target.slug,
    stories,
    options.editEverySeconds * 1000,
    runId,
    stop.signal,
    restore,
  );
  let busy: LoadResult;
  try {
    busy = await load(
      `an edit every ${options.editEverySeconds} s`,
      target.publicUrl,
      paths,
      options,
    );
  } finally {
    stop.abort();
  }
  const editLog = await edits;
  const edgeAfter = target.edgeDir ? varnishCounters(target.edgeDir) : null;
  const nodeAfter = nodeStartMs();
  const loadAfter = loadAverage();

  const edgeShare = (a: typeof edgeBefore, b: typeof edgeBefore) =>
    a && b && b.requests > a.requests ? (b.hits - a.hits) / (b.requests - a.requests) : null;
  const shares = [edgeShare(edgeBefore, edgeMiddle), edgeShare(edgeMiddle, edgeAfter)];
  const rows = [
    [
      'run',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'errors+non2xx',
      ...(target.edgeDir ? ['edge answered'] : []),
    ],
    ...[quiet, busy].map((r, i) => [
      r.name,
      r.requestsPerSecond.average.toFixed(0),
      r.latencyMs.p50.toFixed(0),
      r.latencyMs.p99.toFixed(0),
      r.latencyMs.max.toFixed(0),
      String(r.errors + r.non2xx),
      ...(target.edgeDir
        ? [shares[i] === null ? '?' : `${((shares[i] ?? 0) * 100).toFixed(1)} %`]
        : []),
    ]),
  ];
  const ratio = busy.requestsPerSecond.average / quiet.requestsPerSecond.average;
  const visibility = Object.fromEntries(
    Object.entries(editLog.visibility).map(([name, values]) => [name, spread(values)]),
  );
  const format = (ms: number | null | undefined) =>
    ms === null || ms === undefined ? '-' : `${Math.round(ms)} ms`;
  console.log(
    [
      '',
      `bench:edits on ${target.where}; ${paths.length} pages of ${target.slug}, ${options.connections} connections, ${options.seconds} s per run`,
      machineLine({ before: loadBefore, after: loadAfter }),
      `node -e 0: ${nodeBefore.toFixed(0)} ms before, ${nodeAfter.toFixed(0)} ms after (the machine's pace during this run)`,
      '',
      formatTable(rows),
      '',
      `with edits / without: ${ratio.toFixed(2)}x the req/s (target >= 0.8), p99 ${busy.latencyMs.p99} ms (target <= 100 ms)`,
      `edits: ${editLog.storyEdits} story titles, ${editLog.categoriesCreated} categories${editLog.failures.length ? `; ${editLog.failures.length} failed: ${editLog.failures[0]}` : ''}`,
      `an edited story visible (from the PUT's answer to a page showing the new title; target ${VISIBLE_TARGET_MS} ms):`,
      ...Object.entries(visibility).map(
        ([name, s]) =>
          `  ${name.padEnd(8)} median ${format(s.medianMs)}, max ${format(s.maxMs)} over ${s.count} edits${s.missing ? `, ${s.missing} not within ${POLL_TIMEOUT_MS / 1000} s` : ''}`,
      ),
      '',
    ].join('\n'),
  );
  const file = await writeReport(startedAt, `edits${options.cluster ? '-cluster' : ''}`, {
    options,
    where: target.where,
    pages: paths.length,
    nodeStartMs: { before: nodeBefore, after: nodeAfter },
    runs: [quiet, busy],
    ratio,
    edgeShare: target.edgeDir ? { quiet: shares[0], edits: shares[1] } : null,
    edits: { ...editLog, visibility },
  });
  log(`Report: ${file}`);
}

runBenchmark('edits-bench', main);
