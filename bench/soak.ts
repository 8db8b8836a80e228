/**
 * Soak (issue 12, item 5): one built server under a modest, steady mix of reads and writes for
 * `--minutes` (30), after `--warmup-minutes` (3) of the same mix. Every `--sample-seconds` (30)
 * it reads the server's resident memory (VmRSS in /proc/<pid>/status), its open file descriptors
 * (the entries of /proc/<pid>/fd) and, through bench/server-probe.mjs, its V8 heap; at the end it
 * prints the memory curve (a table and a bar chart) and checks:
 *
 *   - RSS grows less than `--max-growth` (10 %) from the first sample after the warm-up to the
 *     last, and at the rate of the last third of the run (least squares) it would not grow that
 *     much over the whole measured period either (a leak still climbing fails even if the last
 *     sample happened to fall after a garbage collection);
 *   - no request failed: every answer was the expected 2xx, no network error, no timeout;
 *   - open descriptors do not grow: the last sample is within `--fd-tolerance` (20) of the first
 *     one after the warm-up.
 *
 * The exit code is 1 when a check fails. The report goes to bench/results/<timestamp>-soak.json.
 *
 *   npx tsx bench/soak.ts --database-url postgres://postgres@127.0.0.1:5432/helionews_soak
 *   npx tsx bench/soak.ts --minutes 2 --warmup-minutes 0.5            # embedded PGlite, temporary
 *
 * The mix, at the default `--rate 3`: reader pages (home, story, category, search)
 * and the reader API (`/api/stories`, a story, `/api/categories`, `/api/search`), with writes
 * among them: donations (`POST /api/user/donations`, signed in as the bench admin, each from its
 * own `X-Forwarded-For` address under `TRUST_PROXY=127.0.0.1`, as many readers give: the route
 * allows 30 an hour per address) and an editor's work through the admin API (publish an article,
 * save a change to one). Story and search URLs rotate over a bounded set, so the read cache fills
 * during the warm-up and then holds: growth after it is not the cache filling.
 */
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  assertPostgresUrl,
  MAX_STORIES,
  parseBenchCommandLine,
  parseDecimal,
  UsageError,
} from './generate.js';
import {
  benchOptions,
  decodedBody,
  describeLocation,
  FIRST_TENANT,
  formatTable,
  HOST,
  isInterrupted,
  loadAverage,
  log,
  machine,
  machineLine,
  type MemoryReading,
  prepareRunData,
  readMemory,
  request,
  runBenchmark,
  type ServerProcess,
  signInBenchAdmin,
  spreadOf,
  withBenchServer,
  writeReport,
} from './harness.js';

const USAGE = `Usage: npx tsx bench/soak.ts [options]

  --minutes M           minutes measured after the warm-up (default 30; decimals allowed)
  --warmup-minutes W    minutes of the same load before the first measured sample (default 3)
  --rate R              requests per second, all kinds together (default 3)
  --timeout S           seconds before a request counts as failed (default 10)
  --exclude K,K         leave kinds out of the mix, e.g. api-categories (names as in the report,
                        spaces as dashes)
  --sample-seconds S    seconds between samples of RSS and open descriptors (default 30)
  --max-growth P        RSS growth allowed after the warm-up, in percent (default 10)
  --fd-tolerance N      open descriptors the last sample may exceed the first by (default 20:
                        the soak's own 16 keep-alive sockets and pool connections come and go)
  --stories M           stories to generate in bench-1 when it is missing (default 2000)
  --database-url URL    PostgreSQL (default: DATABASE_URL; else embedded PGlite)
  --data-dir DIR        embedded PGlite in DIR, kept (default: a temporary directory)
  --help                show this help

Build first: npm run build:server (and the web app for the pages).`;

interface Options {
  minutes: number;
  warmupMinutes: number;
  rate: number;
  timeoutMs: number;
  exclude: Kind[];
  sampleSeconds: number;
  maxGrowthPercent: number;
  fdTolerance: number;
  stories: number;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
}

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options | 'help' {
  const cli = parseBenchCommandLine(argv, {
    minutes: 'string',
    'warmup-minutes': 'string',
    rate: 'string',
    timeout: 'string',
    exclude: 'string',
    'sample-seconds': 'string',
    'max-growth': 'string',
    'fd-tolerance': 'string',
    stories: 'string',
    'database-url': 'string',
    'data-dir': 'string',
  });
  if (cli === 'help') return 'help';
  const urlArg = cli.text('database-url');
  const databaseUrl = urlArg ?? (env.DATABASE_URL || undefined);
  if (databaseUrl !== undefined) {
    assertPostgresUrl(databaseUrl, urlArg === undefined ? 'DATABASE_URL' : '--database-url');
  }
  const dataDir = cli.text('data-dir');
  if (dataDir !== undefined && databaseUrl !== undefined) {
    throw new UsageError('--data-dir is for embedded PGlite: drop --database-url / DATABASE_URL');
  }
  return {
    minutes: parseDecimal('minutes', cli.text('minutes'), 30, 0.1, 24 * 60),
    warmupMinutes: parseDecimal('warmup-minutes', cli.text('warmup-minutes'), 3, 0, 120),
    rate: parseDecimal('rate', cli.text('rate'), 3, 0.1, 1_000),
    timeoutMs: cli.wholeNumber('timeout', 10, 1, 600) * 1000,
    exclude: parseKinds(cli.text('exclude')),
    sampleSeconds: cli.wholeNumber('sample-seconds', 30, 1, 600),
    maxGrowthPercent: parseDecimal('max-growth', cli.text('max-growth'), 10, 0, 1_000),
    fdTolerance: cli.wholeNumber('fd-tolerance', 20, 0, 10_000),
    stories: cli.wholeNumber('stories', 2_000, 1, MAX_STORIES),
    databaseUrl,
    dataDir: dataDir === undefined ? undefined : path.resolve(dataDir),
  };
}

// ---------------------------------------------------------------------------------------------
// The mix.

type Kind =
  | 'home page'
  | 'story page'
  | 'category page'
  | 'search page'
  | 'api list'
  | 'api story'
  | 'api categories'
  | 'api search'
  | 'donation'
  | 'article publish'
  | 'article save';

/**
 * Of every 118 requests (at 3/s, about 40 seconds): 108 reads, 9 donations, and an editor who
 * publishes one article and saves a change to one. Each publication or save of a published story
 * invalidates the tenant's cached pages, so the editor's pace decides how many reads are misses.
 */
const MIX: [Kind, number][] = [
  ['home page', 15],
  ['story page', 21],
  ['category page', 9],
  ['search page', 6],
  ['api list', 18],
  ['api story', 18],
  ['api categories', 9],
  ['api search', 9],
  ['donation', 9],
  ['article save', 1],
  ['article publish', 1],
];

function parseKinds(raw: string | undefined): Kind[] {
  if (raw === undefined || raw.trim() === '') return [];
  const known = new Map(MIX.map(([kind]) => [kind.replace(/ /g, '-'), kind]));
  return raw.split(',').map((name) => {
    const kind = known.get(name.trim());
    if (!kind) {
      throw new UsageError(
        `--exclude: unknown kind "${name}" (one of ${[...known.keys()].join(', ')})`,
      );
    }
    return kind;
  });
}

/** Spreads each kind evenly over one cycle (largest remainder), so every second is alike. */
function cycleOf(mix: [Kind, number][]): Kind[] {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  const cycle: Kind[] = [];
  const credit = new Map<Kind, number>(mix.map(([kind]) => [kind, 0]));
  for (let slot = 0; slot < total; slot++) {
    for (const [kind, weight] of mix) credit.set(kind, (credit.get(kind) ?? 0) + weight / total);
    let best: Kind = mix[0]?.[0] ?? 'home page';
    for (const [kind] of mix) if ((credit.get(kind) ?? 0) > (credit.get(best) ?? 0)) best = kind;
    credit.set(best, (credit.get(best) ?? 0) - 1);
    cycle.push(best);
  }
  return cycle;
}

const BROWSER = { 'accept-encoding': 'gzip, br' } as const;
const STORY_ROTATION = 100;
const SEARCH_WORDS = 20;
/** The story the editor keeps saving: at most this many of its own articles rotate. */
const SAVE_ROTATION = 20;
const MAX_IN_FLIGHT = 64;

const pagePath = (rest = '/') => `/tenant/${FIRST_TENANT}${rest}`;

interface Fixtures {
  storyIds: number[];
  categories: string[];
  words: string[];
}

async function fixtures(server: ServerProcess): Promise<Fixtures> {
  const api = { 'x-tenant-id': FIRST_TENANT };
  const list = await request(`${server.baseUrl}/api/stories?page_size=${STORY_ROTATION}`, {
    headers: api,
  });
  if (list.status !== 200) throw new Error(`GET /api/stories answered ${list.status}`);
  const stories = (
    JSON.parse(decodedBody(list).toString('utf8')) as {
      stories: { id: number; title: string; category: { slug: string } | null }[];
    }
  ).stories;
  if (stories.length === 0) throw new Error(`${FIRST_TENANT} has no story`);
  // The categories the stories are filed in (GET /api/categories is itself part of the mix).
  const categories = [
    ...new Set(stories.flatMap((story) => (story.category ? [story.category.slug] : []))),
  ];
  if (categories.length === 0) throw new Error(`${FIRST_TENANT} has no story with a category`);
  const words = new Set<string>();
  for (const story of stories) {
    for (const word of story.title.toLowerCase().split(/[^a-z]+/)) {
      if (word.length >= 5 && words.size < SEARCH_WORDS) words.add(word);
    }
  }
  return { storyIds: stories.map((story) => story.id), categories, words: [...words] };
}

interface Outcome {
  kind: Kind;
  ms: number;
  ok: boolean;
  error?: string;
}

/** What one request of each kind sends; writes remember what they created. */
class Mix {
  private readonly cycle: Kind[];
  private next = 0;
  private readonly counters = new Map<Kind, number>();
  private donor = 0;
  private readonly ownArticles: number[] = [];
  private readonly runTag = Date.now().toString(36);

  constructor(
    private readonly server: ServerProcess,
    private readonly token: string,
    private readonly data: Fixtures,
    private readonly agent: http.Agent,
    private readonly trackStory: (id: number) => void,
    private readonly timeoutMs: number,
    exclude: Kind[],
  ) {
    this.cycle = cycleOf(MIX.filter(([kind]) => !exclude.includes(kind)));
  }

  /** 10.x.y.z, a new one for every donation (the route allows 30 an hour per address). */
  private donorAddress(): string {
    this.donor += 1;
    const n = this.donor;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  private nth(kind: Kind): number {
    const n = this.counters.get(kind) ?? 0;
    this.counters.set(kind, n + 1);
    return n;
  }

  private pick<T>(items: T[], n: number): T {
    const item = items[n % items.length];
    if (item === undefined) throw new Error('empty fixture list');
    return item;
  }

  async fire(): Promise<Outcome> {
    const kind = this.cycle[this.next % this.cycle.length] ?? 'home page';
    this.next += 1;
    const n = this.nth(kind);
    const started = performance.now();
    try {
      const error = await this.send(kind, n);
      return {
        kind,
        ms: performance.now() - started,
        ok: error === null,
        ...(error ? { error } : {}),
      };
    } catch (error) {
      return {
        kind,
        ms: performance.now() - started,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /** null when the answer is the expected one, else what went wrong. */
  private async send(kind: Kind, n: number): Promise<string | null> {
    const base = this.server.baseUrl;
    const api = { ...BROWSER, 'x-tenant-id': FIRST_TENANT };
    const admin = {
      authorization: `Bearer ${this.token}`,
      'x-tenant-id': FIRST_TENANT,
      'content-type': 'application/json',
    };
    const get = async (url: string, headers: Record<string, string>) => {
      const answer = await request(`${base}${url}`, {
        headers,
        agent: this.agent,
        timeoutMs: this.timeoutMs,
      });
      return answer.status === 200 ? null : `GET ${url}: ${answer.status}`;
    };
    const { storyIds, categories, words } = this.data;
    switch (kind) {
      case 'home page':
        return get(pagePath(), BROWSER);
      case 'story page':
        return get(pagePath(`/story/${this.pick(storyIds, n)}`), BROWSER);
      case 'category page':
        return get(pagePath(`/category/${this.pick(categories, n)}`), BROWSER);
      case 'search page':
        return get(pagePath(`/search?q=${encodeURIComponent(this.pick(words, n))}`), BROWSER);
      case 'api list':
        return get(`/api/stories?page=${(n % 5) + 1}`, api);
      case 'api story':
        return get(`/api/stories/${this.pick(storyIds, n * 7)}`, api);
      case 'api categories':
        return get('/api/categories', api);
      case 'api search':
        return get(`/api/search?q=${encodeURIComponent(this.pick(words, n * 3))}`, api);
      case 'donation': {
        const answer = await request(`${base}/api/user/donations`, {
          method: 'POST',
          agent: this.agent,
          timeoutMs: this.timeoutMs,
          headers: { ...admin, 'x-forwarded-for': this.donorAddress() },
          body: JSON.stringify({ amount: 5 + (n % 20), description: `soak ${this.runTag} #${n}` }),
        });
        return answer.status === 201
          ? null
          : `POST /api/user/donations: ${answer.status} ${answer.body.toString('utf8').slice(0, 120)}`;
      }
      case 'article publish': {
        const answer = await request(`${base}/api/admin/articles`, {
          method: 'POST',
          agent: this.agent,
          timeoutMs: this.timeoutMs,
          headers: admin,
          body: JSON.stringify({
            title: `Soak ${this.runTag}: report number ${n} from the night desk`,
            summary: `The ${n}th story an editor published during the soak.`,
            body_html: `<p>Filed during the soak, number ${n}.</p><p>${'Steady words for a steady load. '.repeat(20)}</p>`,
            category: this.pick(categories, n),
            status: 'published',
          }),
        });
        if (answer.status !== 201) {
          return `POST /api/admin/articles: ${answer.status} ${answer.body.toString('utf8').slice(0, 120)}`;
        }
        const id = (JSON.parse(answer.body.toString('utf8')) as { id: number }).id;
        this.trackStory(id);
        this.ownArticles.push(id);
        if (this.ownArticles.length > SAVE_ROTATION) this.ownArticles.shift();
        return null;
      }
      case 'article save': {
        const id = this.ownArticles[n % Math.max(1, this.ownArticles.length)];
        if (id === undefined) return get(pagePath(), BROWSER); // nothing of ours to edit yet
        const answer = await request(`${base}/api/admin/articles/${id}`, {
          method: 'PUT',
          agent: this.agent,
          timeoutMs: this.timeoutMs,
          headers: admin,
          body: JSON.stringify({
            summary: `Updated ${n} times by the soak's editor.`,
            body_html: `<p>Revision ${n}.</p><p>${'A correction, then another. '.repeat(20)}</p>`,
          }),
        });
        return answer.status === 200
          ? null
          : `PUT /api/admin/articles/${id}: ${answer.status} ${answer.body.toString('utf8').slice(0, 120)}`;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Sampling.

interface Sample {
  /** Seconds since the load started. */
  second: number;
  phase: 'warm-up' | 'measured';
  rssMiB: number;
  fds: number;
  heapUsedMiB: number | null;
  /** In the window since the previous sample. */
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  loadAverage: number;
}

async function countFds(pid: number): Promise<number> {
  return (await readdir(`/proc/${pid}/fd`)).length;
}

const mib = (bytes: number) => bytes / 2 ** 20;

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

const BLOCKS = '▁▂▃▄▅▆▇█';

function sparkline(values: number[]): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return values
    .map((v) => BLOCKS[max === min ? 3 : Math.round(((v - min) / (max - min)) * 7)] ?? ' ')
    .join('');
}

/** One bar per sample, scaled from 0 to the highest RSS (so that 10 % looks like 10 %). */
function barChart(samples: Sample[], width = 50): string {
  const max = Math.max(...samples.map((s) => s.rssMiB));
  return samples
    .map((s) => {
      const length = Math.max(1, Math.round((s.rssMiB / max) * width));
      const minute = (s.second / 60).toFixed(1).padStart(5);
      const mark = s.phase === 'warm-up' ? '░' : '█';
      return `${minute} min ${mark.repeat(length).padEnd(width)} ${s.rssMiB.toFixed(1)} MiB`;
    })
    .join('\n');
}

interface Verdict {
  name: string;
  ok: boolean;
  detail: string;
}

function judge(
  samples: Sample[],
  options: Options,
  totals: { errors: number; requests: number },
): Verdict[] {
  const measured = samples.filter((s) => s.phase === 'measured');
  const first = measured[0];
  const last = measured[measured.length - 1];
  if (!first || !last || measured.length < 2) {
    return [
      { name: 'samples', ok: false, detail: `only ${measured.length} sample(s) after the warm-up` },
    ];
  }
  const growth = ((last.rssMiB - first.rssMiB) / first.rssMiB) * 100;
  const third = measured.slice(Math.floor((measured.length * 2) / 3));
  const tail = third.length >= 2 ? third : measured.slice(-2);
  const perSecond = slope(tail.map((s) => ({ x: s.second, y: s.rssMiB })));
  const period = last.second - first.second;
  const projected = ((perSecond * period) / first.rssMiB) * 100;
  const fdGrowth = last.fds - first.fds;
  const limit = options.maxGrowthPercent;
  return [
    {
      name: 'RSS growth after warm-up',
      ok: growth < limit,
      detail: `${first.rssMiB.toFixed(1)} -> ${last.rssMiB.toFixed(1)} MiB: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % (limit ${limit} %)`,
    },
    {
      name: 'RSS trend, last third',
      ok: projected < limit,
      detail: `${(perSecond * 60).toFixed(2)} MiB/min over the last ${tail.length} samples: ${projected >= 0 ? '+' : ''}${projected.toFixed(1)} % over the ${(period / 60).toFixed(1)} measured minutes at that rate (limit ${limit} %)`,
    },
    {
      name: 'errors',
      ok: totals.errors === 0,
      detail: `${totals.errors} of ${totals.requests} requests failed (non-2xx, network errors, timeouts over ${options.timeoutMs / 1000} s)`,
    },
    {
      name: 'open descriptors',
      ok: fdGrowth <= options.fdTolerance,
      detail: `${first.fds} -> ${last.fds} (${fdGrowth >= 0 ? '+' : ''}${fdGrowth}; tolerance ${options.fdTolerance}; min ${Math.min(...measured.map((s) => s.fds))}, max ${Math.max(...measured.map((s) => s.fds))})`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------

/** What a soak's load gathered: the samples, each kind's requests, the first errors, the totals. */
interface SoakRun {
  samples: Sample[];
  byKind: Map<Kind, { requests: number; errors: number; ms: number[] }>;
  errorLog: { second: number; kind: Kind; error: string }[];
  totals: { requests: number; errors: number; skipped: number };
}

/**
 * The open-loop arrival of `options.rate` requests a second for the warm-up and the measured
 * minutes, sampling the server every `options.sampleSeconds`.
 */
async function runSoakLoad(server: ServerProcess, mix: Mix, options: Options): Promise<SoakRun> {
  const warmupMs = options.warmupMinutes * 60_000;
  const totalMs = warmupMs + options.minutes * 60_000;
  const samples: Sample[] = [];
  const byKind = new Map<Kind, { requests: number; errors: number; ms: number[] }>();
  const errorLog: { second: number; kind: Kind; error: string }[] = [];
  let window: number[] = [];
  let windowErrors = 0;
  const totals = { requests: 0, errors: 0, skipped: 0 };
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  const loadStart = performance.now();
  const elapsed = () => performance.now() - loadStart;

  const record = (outcome: Outcome) => {
    totals.requests += 1;
    window.push(outcome.ms);
    const stats = byKind.get(outcome.kind) ?? { requests: 0, errors: 0, ms: [] };
    stats.requests += 1;
    // Every latency of the run is kept per kind: at 20 req/s over 33 minutes, 40,000 numbers.
    stats.ms.push(outcome.ms);
    if (!outcome.ok) {
      stats.errors += 1;
      totals.errors += 1;
      windowErrors += 1;
      if (errorLog.length < 50) {
        errorLog.push({
          second: Math.round(elapsed() / 1000),
          kind: outcome.kind,
          error: outcome.error ?? '',
        });
        log(`  error: ${outcome.kind}: ${outcome.error}`);
      }
    }
    byKind.set(outcome.kind, stats);
  };

  const takeSample = async (phase: Sample['phase']) => {
    const memory = await readMemory(server.pid);
    const fds = await countFds(server.pid).catch(() => -1);
    const probe = await server.probe();
    const spread = spreadOf(window);
    const sorted = [...window].sort((a, b) => a - b);
    const p99 = sorted[Math.max(0, Math.ceil(0.99 * sorted.length) - 1)] ?? Number.NaN;
    const sample: Sample = {
      second: Math.round(elapsed() / 1000),
      phase,
      rssMiB: memory?.rssMiB ?? Number.NaN,
      fds,
      heapUsedMiB: probe?.memory ? mib(probe.memory.heapUsed) : null,
      requests: window.length,
      errors: windowErrors,
      p50Ms: spread.p50,
      p99Ms: p99,
      loadAverage: loadAverage(),
    };
    window = [];
    windowErrors = 0;
    samples.push(sample);
    log(
      `${(sample.second / 60).toFixed(1).padStart(5)} min  ${phase.padEnd(8)}  RSS ${sample.rssMiB.toFixed(1)} MiB  heap ${sample.heapUsedMiB?.toFixed(1) ?? '-'} MiB  fds ${fds}  ${sample.requests} req  ${sample.errors} errors  p99 ${sample.p99Ms.toFixed(0)} ms  load ${sample.loadAverage.toFixed(2)}`,
    );
  };

  log(
    `Soak: ${options.rate} req/s, ${options.warmupMinutes} min warm-up + ${options.minutes} min measured, a sample every ${options.sampleSeconds} s`,
  );
  await takeSample('warm-up');
  const intervalMs = 1000 / options.rate;
  let fired = 0;
  let nextSampleAt = options.sampleSeconds * 1000;
  let warmupSampled = warmupMs === 0;
  const firstSample = samples[0];
  if (warmupSampled && firstSample) firstSample.phase = 'measured';
  while (!isInterrupted()) {
    const now = elapsed();
    if (now >= totalMs) break;
    if (!warmupSampled && now >= warmupMs) {
      warmupSampled = true;
      // The first measured sample: the reference for growth.
      await takeSample('measured');
      nextSampleAt = warmupMs + options.sampleSeconds * 1000;
    } else if (now >= nextSampleAt) {
      await takeSample(warmupSampled ? 'measured' : 'warm-up');
      nextSampleAt += options.sampleSeconds * 1000;
    }
    // Fire everything due by now (an open loop: a slow server does not slow the arrivals).
    while (fired * intervalMs <= elapsed()) {
      fired += 1;
      if (inFlight >= MAX_IN_FLIGHT) {
        totals.skipped += 1;
        continue;
      }
      inFlight += 1;
      const task = mix
        .fire()
        .then(record)
        .finally(() => {
          inFlight -= 1;
          pending.delete(task);
        });
      pending.add(task);
    }
    await sleep(Math.max(1, Math.min(intervalMs, nextSampleAt - elapsed())));
  }
  await Promise.all([...pending]);
  await takeSample(warmupSampled ? 'measured' : 'warm-up');
  return { samples, byKind, errorLog, totals };
}

interface KindSummary {
  kind: Kind;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Each kind's count, errors and latencies over the whole run. */
function summarizeKinds(byKind: SoakRun['byKind']): KindSummary[] {
  return [...byKind.entries()].map(([kind, stats]) => {
    const spread = spreadOf(stats.ms);
    const sorted = [...stats.ms].sort((a, b) => a - b);
    return {
      kind,
      requests: stats.requests,
      errors: stats.errors,
      p50Ms: spread.p50,
      p99Ms: sorted[Math.max(0, Math.ceil(0.99 * sorted.length) - 1)] ?? Number.NaN,
      maxMs: spread.max,
    };
  });
}

/** The soak's tables, sparklines, RSS chart and verdicts, on standard output. */
function printSoak(
  server: ServerProcess,
  options: Options,
  data: { database: string; storiesInBench1: number },
  run: SoakRun & {
    idle: MemoryReading | null;
    kinds: KindSummary[];
    verdicts: Verdict[];
    load: { before: number; after: number };
    file: string;
  },
): void {
  const { samples, totals, idle, kinds, verdicts, file } = run;
  const loadBefore = run.load.before;
  const loadAfter = run.load.after;
  console.log('');
  console.log(
    `HelioNews soak, ${data.database}, ${data.storiesInBench1} stories in ${FIRST_TENANT}: ${options.rate} req/s, ${options.warmupMinutes} min warm-up + ${options.minutes} min`,
  );
  console.log(machineLine({ before: loadBefore, after: loadAfter }));
  console.log(
    `${totals.requests} requests, ${totals.errors} errors, ${totals.skipped} not sent (over ${MAX_IN_FLIGHT} in flight); server RSS idle ${idle?.rssMiB.toFixed(1) ?? '-'} MiB`,
  );
  console.log('');
  console.log(
    formatTable([
      ['request', 'count', 'errors', 'p50 ms', 'p99 ms', 'max ms'],
      ...kinds.map((k) => [
        k.kind,
        String(k.requests),
        String(k.errors),
        k.p50Ms.toFixed(1),
        k.p99Ms.toFixed(1),
        k.maxMs.toFixed(1),
      ]),
    ]),
  );
  console.log('');
  const reference = samples.find((s) => s.phase === 'measured') ?? samples[0];
  console.log(
    formatTable([
      [
        'minute',
        'phase',
        'RSS MiB',
        'vs ref',
        'heap MiB',
        'fds',
        'requests',
        'errors',
        'p50 ms',
        'p99 ms',
        'load',
      ],
      ...samples.map((s) => [
        (s.second / 60).toFixed(1),
        s.phase,
        s.rssMiB.toFixed(1),
        reference
          ? `${(((s.rssMiB - reference.rssMiB) / reference.rssMiB) * 100).toFixed(1)} %`
          : '-',
        s.heapUsedMiB?.toFixed(1) ?? '-',
        String(s.fds),
        String(s.requests),
        String(s.errors),
        Number.isFinite(s.p50Ms) ? s.p50Ms.toFixed(1) : '-',
        Number.isFinite(s.p99Ms) ? s.p99Ms.toFixed(1) : '-',
        s.loadAverage.toFixed(2),
      ]),
    ]),
  );
  console.log('');
  console.log(`RSS   ${sparkline(samples.map((s) => s.rssMiB))}`);
  console.log(`fds   ${sparkline(samples.map((s) => s.fds))}`);
  console.log('');
  console.log(barChart(samples));
  console.log('(░ warm-up, █ measured; bars scaled from 0 to the highest RSS)');
  console.log('');
  if (totals.skipped > 0) {
    console.log(
      `warning: ${totals.skipped} requests were not sent because ${MAX_IN_FLIGHT} were already waiting: the server (or the machine) did not keep up with --rate`,
    );
  }
  for (const verdict of verdicts) {
    console.log(`${verdict.ok ? 'ok    ' : 'FAILED'}  ${verdict.name}: ${verdict.detail}`);
  }
  if (server.warnings > 0) {
    console.log(`The server logged ${server.warnings} warning line(s); the last ones:`);
    for (const line of server.output.slice(-3)) console.log(`  ${line.slice(0, 300)}`);
  }
  console.log(`\nResults written to ${file}`);
}

async function main(): Promise<void> {
  const options = benchOptions(parseOptions, USAGE, 'npm run build:server');
  if (!options) return;
  const startedAt = new Date();
  const { dataDir, trackStory, ...data } = await prepareRunData({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    tenants: 1,
    stories: options.stories,
    keepData: false,
  });
  const server = await withBenchServer({
    dataDir,
    databaseUrl: options.databaseUrl,
    probe: true,
    // Donations come from many readers: the soak names each one's address in X-Forwarded-For.
    env: { TRUST_PROXY: HOST },
  });
  log(
    `Server ready at ${server.baseUrl} (${describeLocation(options.databaseUrl, dataDir)}), pid ${server.pid}`,
  );
  const idle = await readMemory(server.pid);
  const token = await signInBenchAdmin(server);
  const fixtureData = await fixtures(server);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

  const mix = new Mix(
    server,
    token,
    fixtureData,
    agent,
    trackStory,
    options.timeoutMs,
    options.exclude,
  );
  const loadBefore = loadAverage();
  const { samples, byKind, errorLog, totals } = await runSoakLoad(server, mix, options);
  agent.destroy();
  const loadAfter = loadAverage();

  const verdicts = judge(samples, options, totals);
  const kinds = summarizeKinds(byKind);
  const report = {
    date: startedAt.toISOString(),
    command: ['npx tsx bench/soak.ts', ...process.argv.slice(2)].join(' '),
    machine: machine({ before: loadBefore, after: loadAfter }),
    settings: { ...options, databaseUrl: undefined },
    data: { ...data, location: describeLocation(options.databaseUrl, dataDir) },
    mix: MIX.filter(([kind]) => !options.exclude.includes(kind)),
    idle,
    totals,
    kinds,
    samples,
    verdicts,
    errors: errorLog,
    serverWarnings: server.warnings,
    /** The server's last lines of output (at LOG_LEVEL=warn, its last warnings). */
    serverOutput: server.output.slice(-20),
  };
  const file = await writeReport(startedAt, 'soak', report);

  printSoak(server, options, data, {
    samples,
    byKind,
    errorLog,
    totals,
    idle,
    kinds,
    verdicts,
    load: { before: loadBefore, after: loadAfter },
    file,
  });
  if (verdicts.some((verdict) => !verdict.ok)) process.exitCode = 1;
  await sleep(0);
}

runBenchmark('soak', main);
