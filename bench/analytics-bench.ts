/**
 * Analytics on the read path (issue 11): do reader pages keep their ratio to the bare baseline
 * when the publication counts page views?
 *
 *   npx tsx bench/analytics-bench.ts [--duration 6] [--connections 50] [--rounds 3]
 *
 * One server, one run, on tenant bench-1: `--rounds` rounds, each a phase with analytics off and
 * one with it on (switched through the admin API, as Site Settings does; odd rounds off first,
 * even rounds on first), so that a busy machine's noise falls on both alike. In each phase,
 * against the real server and against the bare `node:http` baseline sending the same bytes:
 *   - the home page and a story page (cache hits, `Accept-Encoding: gzip, br`);
 *   - a page view as a browser makes it: the story page, then the beacon
 *     (`POST /api/analytics/views`, one per page, each from another User-Agent so that every
 *     view is another visitor) on every connection in turn.
 * The figure is each scenario's server/bare ratio, on against off (medians over the rounds). At
 * the end the views the server recorded (read back through GET /api/admin/analytics/content
 * after each flush) are compared with the beacons it answered while analytics was on.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestSpec } from 'autocannon';
import { parseBenchCommandLine } from './generate.js';
import {
  type BenchLoadOptions,
  benchOptions,
  decodedBody,
  describeLocation,
  FIRST_TENANT,
  formatRatio,
  formatTable,
  LOAD_OPTIONS,
  loadAverage,
  loadOptionsOf,
  type LoadResult,
  loadTableRows,
  log,
  machine,
  machineLine,
  prepareRunData,
  type Ratio,
  ratioOf,
  replayableHeaders,
  request,
  runBenchmark,
  runLoad,
  type ServerProcess,
  signInBenchAdmin,
  startBareServer,
  throwIfInterrupted,
  withBenchServer,
  writeReport,
} from './harness.js';

const BROWSER = { 'accept-encoding': 'gzip, br' } as const;
const BEACON = '/api/analytics/views';
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** The server writes buffered views every ANALYTICS_FLUSH_MS (5 s by default). */
const FLUSH_WAIT_MS = 7_000;

const USAGE = `Usage: npx tsx bench/analytics-bench.ts [options]

  --duration S      seconds measured per scenario (default 6)
  --warmup S        seconds of warm-up before each scenario (default 2)
  --rounds R        off/on rounds (default 3)
  --connections C   concurrent autocannon connections (default 50)
  --tenants N       bench tenants to generate when there are none (default 1)
  --stories M       stories per tenant to generate when there are none (default 2000)
  --help            show this help

Uses DATABASE_URL when it is set, else embedded PGlite. Build first: npm run build`;

interface Options extends BenchLoadOptions {
  rounds: number;
  databaseUrl: string | undefined;
}

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options | 'help' {
  const cli = parseBenchCommandLine(argv, { ...LOAD_OPTIONS, rounds: 'string' });
  if (cli === 'help') return 'help';
  return {
    ...loadOptionsOf(cli, { duration: 6, warmup: 2, connections: 50, tenants: 1, stories: 2_000 }),
    rounds: cli.wholeNumber('rounds', 3, 1, 20),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

const pagePath = (rest = '/') => `/tenant/${FIRST_TENANT}${rest}`;

interface Scenario {
  name: string;
  url: string;
  headers?: Record<string, string>;
  requests?: RequestSpec[];
}

/** The story page then its beacon, each view from another User-Agent (another visitor). */
function pageViewRequests(storyPath: string): RequestSpec[] {
  let visitor = 0;
  return [
    { method: 'GET', path: storyPath, headers: { ...BROWSER, 'user-agent': USER_AGENT } },
    {
      method: 'POST',
      path: BEACON,
      headers: { 'content-type': 'application/json', 'x-tenant-id': FIRST_TENANT },
      body: JSON.stringify({ path: storyPath, referrer: 'https://search.example/results' }),
      setupRequest: (req: RequestSpec) => {
        visitor += 1;
        return {
          ...req,
          headers: { ...req.headers, 'user-agent': `${USER_AGENT} bench-visitor/${visitor}` },
        };
      },
    },
  ];
}

interface PhaseReport {
  analytics: boolean;
  results: LoadResult[];
  ratios: Ratio[];
  /** Beacons the server answered 204 during the phase (warm-ups included). */
  beaconsAnswered: number;
  load: { before: number; after: number };
}

async function phase(
  analytics: boolean,
  server: ServerProcess,
  bareUrl: string,
  scenarios: Scenario[],
  options: Options,
): Promise<PhaseReport> {
  const results: LoadResult[] = [];
  const ratios: Ratio[] = [];
  let beaconsAnswered = 0;
  const load = { before: loadAverage(), after: 0 };
  const label = analytics ? 'on' : 'off';
  for (const scenario of scenarios) {
    const pair: LoadResult[] = [];
    for (const [target, base] of [
      ['server', server.baseUrl],
      ['bare', bareUrl],
    ] as const) {
      throwIfInterrupted();
      const name = `${target} ${scenario.name} (analytics ${label})`;
      const loadOptions = {
        connections: options.connections,
        headers: scenario.headers,
        requests: scenario.requests,
      };
      if (options.warmup > 0) {
        log(`${name}: warming up ${options.warmup} s`);
        const warm = await runLoad(name, `${base}${scenario.url}`, {
          ...loadOptions,
          seconds: options.warmup,
        });
        if (target === 'server') beaconsAnswered += warm.statusCodes['204'] ?? 0;
      }
      log(`${name}: measuring ${options.duration} s with ${options.connections} connections`);
      const result = await runLoad(name, `${base}${scenario.url}`, {
        ...loadOptions,
        seconds: options.duration,
      });
      if (target === 'server') beaconsAnswered += result.statusCodes['204'] ?? 0;
      pair.push(result);
      results.push(result);
      await sleep(500);
    }
    const [serverResult, bareResult] = pair;
    if (serverResult && bareResult) {
      ratios.push(ratioOf(`${scenario.name} (${label})`, serverResult, bareResult));
    }
  }
  load.after = loadAverage();
  return { analytics, results, ratios, beaconsAnswered, load };
}

async function setAnalytics(server: ServerProcess, token: string, on: boolean): Promise<void> {
  const answer = await request(`${server.baseUrl}/api/admin/settings`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'x-tenant-id': FIRST_TENANT,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ analytics_enabled: on }),
  });
  if (answer.status !== 200) {
    throw new Error(`PUT /api/admin/settings answered ${answer.status}: ${answer.body}`);
  }
}

async function recordedViews(server: ServerProcess, token: string): Promise<number> {
  const answer = await request(`${server.baseUrl}/api/admin/analytics/content`, {
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': FIRST_TENANT },
  });
  if (answer.status !== 200) {
    throw new Error(`GET /api/admin/analytics/content answered ${answer.status}`);
  }
  return (JSON.parse(decodedBody(answer).toString('utf8')) as { totals: { views: number } }).totals
    .views;
}

/** GETs each page until the cache answers it (after a settings change re-renders it). */
async function warmPages(server: ServerProcess, paths: string[]) {
  const captured = [];
  for (const pathname of paths) {
    let hit = await request(`${server.baseUrl}${pathname}`, { headers: BROWSER });
    for (let i = 0; i < 5 && hit.headers['x-cache'] !== 'HIT'; i++) {
      hit = await request(`${server.baseUrl}${pathname}`, { headers: BROWSER });
    }
    if (hit.status !== 200 || hit.headers['x-cache'] !== 'HIT') {
      throw new Error(`GET ${pathname} never became a cache HIT (${hit.status})`);
    }
    captured.push(hit);
  }
  return captured;
}

async function main(): Promise<void> {
  const options = benchOptions(parseOptions, USAGE);
  if (!options) return;
  const startedAt = new Date();
  const {
    dataDir,
    trackStory: _trackStory,
    ...data
  } = await prepareRunData({
    databaseUrl: options.databaseUrl,
    tenants: options.tenants,
    stories: options.stories,
    keepData: false,
  });
  const server = await withBenchServer({ dataDir, databaseUrl: options.databaseUrl });
  log(`Server ready at ${server.baseUrl}, pid ${server.pid}`);
  const token = await signInBenchAdmin(server);
  await setAnalytics(server, token, false);

  const list = await request(`${server.baseUrl}/api/stories?page_size=1`, {
    headers: { 'x-tenant-id': FIRST_TENANT },
  });
  const storyId = (JSON.parse(decodedBody(list).toString('utf8')) as { stories: { id: number }[] })
    .stories[0]?.id;
  if (storyId === undefined) throw new Error(`${FIRST_TENANT} has no story`);
  const home = pagePath('/');
  const story = pagePath(`/story/${storyId}`);

  const [homeHit, storyHit] = await warmPages(server, [home, story]);
  if (!homeHit || !storyHit) throw new Error('the pages were not captured');
  const bareUrl = await startBareServer([
    { path: home, headers: replayableHeaders(homeHit.headers), body: homeHit.body },
    { path: story, headers: replayableHeaders(storyHit.headers), body: storyHit.body },
    // The baseline's beacon: an empty answer, as the server's 204.
    { path: BEACON, headers: { 'cache-control': 'no-store' }, body: Buffer.alloc(0) },
  ]);
  const scenarios: Scenario[] = [
    { name: 'home page', url: home, headers: { ...BROWSER, 'user-agent': USER_AGENT } },
    { name: 'story page', url: story, headers: { ...BROWSER, 'user-agent': USER_AGENT } },
    { name: 'page view (story + beacon)', url: story, requests: pageViewRequests(story) },
  ];

  const rounds: { off: PhaseReport; on: PhaseReport }[] = [];
  let viewsWhileOff = 0;
  let beaconsWhileOn = 0;
  const viewsAtStart = await recordedViews(server, token);
  const offPhase = async () => {
    await setAnalytics(server, token, false);
    await warmPages(server, [home, story]);
    const viewsBefore = await recordedViews(server, token);
    const report = await phase(false, server, bareUrl, scenarios, options);
    await sleep(FLUSH_WAIT_MS);
    viewsWhileOff += (await recordedViews(server, token)) - viewsBefore;
    return report;
  };
  const onPhase = async () => {
    await setAnalytics(server, token, true);
    await warmPages(server, [home, story]);
    const report = await phase(true, server, bareUrl, scenarios, options);
    beaconsWhileOn += report.beaconsAnswered;
    // Written before the next phase starts, so that its figures are its own.
    await sleep(FLUSH_WAIT_MS);
    return report;
  };
  for (let round = 1; round <= options.rounds; round++) {
    // Odd rounds measure off first, even rounds on first: neither always comes second.
    log(`Round ${round} of ${options.rounds}`);
    if (round % 2 === 1) {
      const off = await offPhase();
      rounds.push({ off, on: await onPhase() });
    } else {
      const on = await onPhase();
      rounds.push({ off: await offPhase(), on });
    }
  }
  await setAnalytics(server, token, false);
  await sleep(FLUSH_WAIT_MS);
  const recorded = (await recordedViews(server, token)) - viewsAtStart - viewsWhileOff;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] ?? NaN)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  const summary = scenarios.map((scenario, index) => {
    const offRatios = rounds.map((r) => r.off.ratios[index]?.throughput ?? NaN);
    const onRatios = rounds.map((r) => r.on.ratios[index]?.throughput ?? NaN);
    return {
      scenario: scenario.name,
      off: offRatios,
      on: onRatios,
      medianOff: median(offRatios),
      medianOn: median(onRatios),
      onOverOff: median(onRatios) / median(offRatios),
    };
  });
  const first = rounds[0];
  const last = rounds[rounds.length - 1];
  if (!first || !last) throw new Error('no round ran');
  const report = {
    date: startedAt.toISOString(),
    command: ['npx tsx bench/analytics-bench.ts', ...process.argv.slice(2)].join(' '),
    machine: machine({ before: first.off.load.before, after: last.on.load.after }),
    settings: { ...options, databaseUrl: undefined },
    data: { ...data, location: describeLocation(options.databaseUrl, dataDir) },
    rounds,
    summary,
    recording: {
      viewsRecordedWhileOff: viewsWhileOff,
      beaconsAnsweredWhileOn: beaconsWhileOn,
      viewsRecordedWhileOn: recorded,
    },
    serverWarnings: server.warnings,
  };
  const file = await writeReport(startedAt, 'analytics', report);

  console.log('');
  console.log(
    `HelioNews reader pages with analytics off and on, ${data.database}, ${options.connections} connections, ${options.duration} s per scenario`,
  );
  for (const [index, round] of rounds.entries()) {
    console.log(`round ${index + 1}, off: ${machineLine(round.off.load)}`);
    console.log(`round ${index + 1}, on:  ${machineLine(round.on.load)}`);
    console.log(formatTable(loadTableRows([...round.off.results, ...round.on.results])));
    for (const ratio of [...round.off.ratios, ...round.on.ratios])
      console.log(formatRatio(ratio, 34));
    console.log('');
  }
  console.log(
    formatTable([
      [
        'scenario (server/bare req/s)',
        'off, each round',
        'on, each round',
        'median off',
        'median on',
        'on/off',
      ],
      ...summary.map((row) => [
        row.scenario,
        row.off.map((v) => v.toFixed(3)).join(' '),
        row.on.map((v) => v.toFixed(3)).join(' '),
        row.medianOff.toFixed(3),
        row.medianOn.toFixed(3),
        row.onOverOff.toFixed(3),
      ]),
    ]),
  );
  console.log('');
  console.log(
    `views recorded: ${viewsWhileOff} while off; ${recorded} while on, for ${beaconsWhileOn} beacons answered (in-flight beacons at each run's end are recorded but not counted as answered)`,
  );
  console.log(`\nResults written to ${file}`);
  if (server.warnings > 0) console.log(`The server logged ${server.warnings} warning line(s).`);
}

runBenchmark('analytics-bench', main);
