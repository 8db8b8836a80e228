/**
 * Reader API benchmark: the real built server against a bare `node:http` baseline that answers
 * the very same bytes, measured in the same run so the ratio means something on any machine.
 *
 *   npx tsx bench/stories-bench.ts [--duration 10] [--connections 50] [--tenants 1 --stories 2000]
 *
 * 1. Data: a temporary DATA_DIR with embedded PGlite, or DATABASE_URL when it is set; the bench
 *    tenants are generated (generate.ts) unless bench-1 already exists there.
 * 2. The server: `node apps/server/dist/server.js` as a child process on 127.0.0.1, free port,
 *    SEED_DEMO=false, LOG_LEVEL=warn; ready when /api/ready answers 200.
 * 3. The baseline: a bare node:http server in a worker thread of this process, serving the bytes
 *    and content-type captured from the real server. A worker, not the main thread, because
 *    autocannon is itself CPU-bound: sharing its event loop would slow the baseline down.
 * 4. autocannon against server list, bare list, server story, bare story, one after the other,
 *    each after a short warm-up; a table on stdout and JSON in bench/results/<timestamp>.json.
 * The child server, the worker, the temporary directory and (with DATABASE_URL) bench data this
 * run created are removed on success, on error and on Ctrl-C. The machinery is in harness.ts.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { assertPostgresUrl, parseBenchCommandLine } from './generate.js';
import {
  type BareRoute,
  type BenchLoadOptions,
  benchOptions,
  type Captured,
  decodedBody,
  describeLocation,
  FIRST_TENANT,
  formatRatio,
  formatTable,
  get,
  headerBytes,
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
  prepareRunData,
  ratioOf,
  runBenchmark,
  startBareServer,
  throwIfInterrupted,
  withBenchServer,
  writeReport,
} from './harness.js';

const USAGE = `Usage: npx tsx bench/stories-bench.ts [options]

  --duration S      seconds measured per scenario (default 10)
  --warmup S        seconds of warm-up before each scenario (default 3, 0 for none)
  --connections C   concurrent autocannon connections (default 50)
  --tenants N       bench tenants to generate when there are none (default 1)
  --stories M       stories per tenant to generate when there are none (default 2000)
  --keep-data       with DATABASE_URL, keep the bench tenants this run generated
  --gzip            ask for gzip like a browser; the baseline serves the server's gzipped bytes
  --help            show this help

Uses DATABASE_URL when it is set, else a temporary embedded PGlite directory.
Build the server first: npm run build:server`;

interface BenchOptions extends BenchLoadOptions {
  keepData: boolean;
  /** Send Accept-Encoding: gzip, so the server compresses every answer as it does for browsers. */
  gzip: boolean;
  databaseUrl: string | undefined;
}

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | 'help' {
  const cli = parseBenchCommandLine(argv, {
    ...LOAD_OPTIONS,
    'keep-data': 'boolean',
    gzip: 'boolean',
  });
  if (cli === 'help') return 'help';
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined) assertPostgresUrl(databaseUrl, 'DATABASE_URL');
  return {
    ...loadOptionsOf(cli, { duration: 10, warmup: 3, connections: 50, tenants: 1, stories: 2_000 }),
    keepData: cli.flag('keep-data'),
    gzip: cli.flag('gzip'),
    databaseUrl,
  };
}

/** The headers of every benchmark request: the tenant, and gzip when the run asks for it. */
function requestHeaders(options: Pick<BenchOptions, 'gzip'>): Record<string, string> {
  return options.gzip
    ? { 'x-tenant-id': FIRST_TENANT, 'accept-encoding': 'gzip' }
    : { 'x-tenant-id': FIRST_TENANT };
}

async function main(): Promise<void> {
  const options = benchOptions(parseOptions, USAGE, 'npm run build:server');
  if (!options) return;
  const startedAt = new Date();

  const {
    dataDir,
    trackStory: _unused,
    ...data
  } = await prepareRunData({
    databaseUrl: options.databaseUrl,
    tenants: options.tenants,
    stories: options.stories,
    keepData: options.keepData,
  });

  const server = await withBenchServer({ dataDir, databaseUrl: options.databaseUrl });
  log(
    `Server ready at ${server.baseUrl} (${data.database === 'pglite' ? 'embedded PGlite' : data.location})`,
  );

  const headers = requestHeaders(options);
  const listPath = '/api/stories?page_size=10';
  const list = await get(`${server.baseUrl}${listPath}`, headers);
  if (list.status !== 200) {
    throw new Error(
      `GET ${listPath} answered ${list.status}: ${list.body.toString('utf8').slice(0, 200)}`,
    );
  }
  const firstId = (JSON.parse(decodedBody(list).toString('utf8')) as { stories: { id: number }[] })
    .stories[0]?.id;
  if (firstId === undefined) throw new Error(`${FIRST_TENANT} has no published story to read`);
  const storyPath = `/api/stories/${firstId}`;
  const story = await get(`${server.baseUrl}${storyPath}`, headers);
  if (story.status !== 200) throw new Error(`GET ${storyPath} answered ${story.status}`);
  for (const captured of [list, story]) {
    const encoding = captured.headers['content-encoding'];
    if (options.gzip && encoding !== 'gzip') {
      throw new Error(`asked for gzip, the server answered with content-encoding ${encoding}`);
    }
    if (!options.gzip && encoding) {
      throw new Error('the server compressed a response sent without Accept-Encoding');
    }
  }
  // Only the content type (and encoding): this baseline predates the replayed headers of
  // read-path-bench.ts, and its ratios stay comparable with the figures measured with it.
  const bareRoute = (routePath: string, captured: Captured): BareRoute => ({
    path: routePath,
    headers: {
      'content-type': String(captured.headers['content-type']),
      ...(options.gzip ? { 'content-encoding': 'gzip' } : {}),
    },
    body: captured.body,
  });

  const bareUrl = await startBareServer([bareRoute(listPath, list), bareRoute(storyPath, story)]);
  const bareCheck = await get(`${bareUrl}${storyPath}`);
  if (!bareCheck.body.equals(story.body))
    throw new Error('the bare server does not answer the same bytes');

  const scenarios = [
    { name: 'server list', url: `${server.baseUrl}${listPath}` },
    { name: 'bare list', url: `${bareUrl}${listPath}` },
    { name: 'server story', url: `${server.baseUrl}${storyPath}` },
    { name: 'bare story', url: `${bareUrl}${storyPath}` },
  ];
  const results: (LoadResult & {
    target: 'server' | 'bare';
    endpoint: 'list' | 'story';
    url: string;
  })[] = [];
  const loadBefore = loadAverage();
  for (const scenario of scenarios) {
    throwIfInterrupted();
    const [target, endpoint] = scenario.name.split(' ') as ['server' | 'bare', 'list' | 'story'];
    const result = await measure(scenario.name, scenario.url, {
      connections: options.connections,
      seconds: options.duration,
      warmup: options.warmup,
      headers,
    });
    results.push({ ...result, target, endpoint, url: scenario.url });
    await sleep(500); // let the previous run's sockets close
  }
  const pick = (target: 'server' | 'bare', endpoint: 'list' | 'story') => {
    const found = results.find((r) => r.target === target && r.endpoint === endpoint);
    if (!found) throw new Error(`no ${target} ${endpoint} result`);
    return found;
  };
  const ratios = (['list', 'story'] as const).map((endpoint) =>
    ratioOf(endpoint, pick('server', endpoint), pick('bare', endpoint)),
  );
  const load = { before: loadBefore, after: loadAverage() };

  const report = {
    date: startedAt.toISOString(),
    command: ['npx tsx bench/stories-bench.ts', ...process.argv.slice(2)].join(' '),
    machine: machine(load),
    settings: {
      duration: options.duration,
      warmup: options.warmup,
      connections: options.connections,
      gzip: options.gzip,
      tenant: FIRST_TENANT,
    },
    data: { ...data, location: describeLocation(options.databaseUrl, 'temporary directory') },
    responses: {
      list: {
        path: listPath,
        bodyBytes: list.body.length,
        serverHeaderBytes: headerBytes(list.headers),
        headers: headersForReport(list.headers),
      },
      story: {
        path: storyPath,
        bodyBytes: story.body.length,
        serverHeaderBytes: headerBytes(story.headers),
        headers: headersForReport(story.headers),
      },
    },
    results,
    ratios,
    serverWarnings: server.warnings,
  };
  const file = await writeReport(startedAt, '', report);

  console.log('');
  console.log(
    `HelioNews reader API, ${data.database}, ${options.connections} connections, ${options.duration} s per scenario ` +
      `(list ${list.body.length} B, story ${story.body.length} B${options.gzip ? ' gzipped' : ''})`,
  );
  console.log(machineLine(load));
  console.log(formatTable(loadTableRows(results)));
  console.log('');
  for (const ratio of ratios) console.log(formatRatio(ratio));
  if (server.warnings > 0) console.log(`The server logged ${server.warnings} warning line(s).`);
  console.log(`\nResults written to ${file}`);
}

runBenchmark('stories-bench', main);
