#!/usr/bin/env node
// A rolling restart under steady load: HAProxy (or nginx, a control) in front of two app nodes on
// the local PostgreSQL and Redis (scripts/cluster-lib.mjs). While `concurrency` clients go through
// the proxy (`writers` of them signed in as readers of their own, posting donations; the others
// reading the home page, story list, a story, categories, search, tenant info), node 1 gets
// SIGTERM, exits, starts again and rejoins the pool; then node 2. Every answer must be 2xx/3xx: a
// failed request is any other status or a connection error. Prints the figures; exits 1 on any
// failed request or unclean exit.
//
//   node scripts/faults/rolling-restart.mjs [--proxy-port 3460] [--concurrency 50] [--writers 10]
//     [--settle-ms 5000] [--proxy haproxy|nginx] [--signal SIGTERM|SIGKILL (control)]
//     [--upstream-keepalive-timeout 2s|keep (nginx only; cluster-lib's 30s: a control)]
// Build first: npm run build:server (and the web app for the home page).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { HAPROXY_CHECK, startCluster } from '../cluster-lib.mjs';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ensureDatabase,
  machine,
  printTable,
  registerReader,
  sleep,
} from './lib.mjs';

const READ_PATHS = [
  '/',
  '/api/stories?page_size=20',
  '/api/stories/{story}',
  '/api/categories',
  '/api/tenant/info',
  '/api/search?q=solar',
];

let addressSerial = 0;
/** A different client address for each donation: the per-address rate limit stays out of it. */
const nextAddress = () => {
  addressSerial += 1;
  return `10.200.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;
};

/**
 * `concurrency` loops through `url` until stop(): the first `tokens.length` of them post
 * donations, each as its own signed-in reader; the others GET the reader pages. Counts answers by
 * phase.
 */
function mixedLoad({ url, concurrency, tokens, storyId }) {
  let running = true;
  let phase = 'warm-up';
  const phases = new Map();
  const latencies = [];
  const failures = [];
  let reads = 0;
  let writes = 0;
  const count = (ok) => {
    const entry = phases.get(phase) ?? { phase, requests: 0, failed: 0 };
    phases.set(phase, entry);
    entry.requests += 1;
    if (!ok) entry.failed += 1;
  };
  const loop = async (n) => {
    let i = n;
    const token = tokens[n];
    while (running) {
      const target = token
        ? 'POST /api/user/donations'
        : READ_PATHS[i % READ_PATHS.length].replace('{story}', String(storyId));
      i += 1;
      const started = performance.now();
      try {
        const response = token
          ? await fetch(`${url}/api/user/donations`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${token}`,
                'x-forwarded-for': nextAddress(),
              },
              body: JSON.stringify({ amount: 5, description: `rolling restart ${n}-${i}` }),
              signal: AbortSignal.timeout(15_000),
            })
          : await fetch(`${url}${target}`, {
              redirect: 'manual',
              signal: AbortSignal.timeout(15_000),
            });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        const ok = token
          ? response.status === 201
          : response.status >= 200 && response.status < 400;
        if (ok && token) writes += 1;
        if (ok && !token) reads += 1;
        count(ok);
        if (!ok) failures.push(`${phase}: HTTP ${response.status} ${target}`);
      } catch (error) {
        count(false);
        failures.push(`${phase}: ${error?.cause?.code ?? error?.name ?? error} ${target}`);
      }
    }
  };
  const loops = Array.from({ length: concurrency }, (_, n) => loop(n));
  return {
    get phase() {
      return phase;
    },
    set phase(name) {
      phase = name;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      const sorted = latencies.sort((a, b) => a - b);
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return {
        phases: [...phases.values()],
        requests: [...phases.values()].reduce((sum, entry) => sum + entry.requests, 0),
        failed: failures.length,
        reads,
        writes,
        failures,
        p50: at(0.5),
        p99: at(0.99),
      };
    },
  };
}

/** Rewrites the upstream keepalive_timeout in the cluster's nginx.conf and reloads nginx. */
async function setUpstreamKeepalive(cluster, timeout) {
  const config = readFileSync(cluster.proxyConfigPath, 'utf8');
  const changed = config.replace(
    /(upstream helionews \{[^}]*keepalive_timeout )\S+;/,
    `$1${timeout};`,
  );
  if (changed === config) throw new Error('no upstream keepalive_timeout in the nginx config');
  writeFileSync(cluster.proxyConfigPath, changed);
  process.kill(cluster.proxyPid, 'SIGHUP');
  await sleep(1_500);
}

/** Polls HAProxy until server `name` has status `want` (UP or DOWN); ms waited. */
async function waitServerStatus(cluster, name, want, timeoutMs = 15_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const status = (await cluster.serverStats())[name]?.status ?? '';
    if (status === want || (want === 'DOWN' && status === 'MAINT')) return Date.now() - started;
    await sleep(25);
  }
  throw new Error(`HAProxy did not mark ${name} ${want} within ${timeoutMs} ms`);
}

/**
 * Starts the cluster, applies steady load, restarts each node in turn with SIGTERM, and answers
 * the figures; always stops the cluster.
 */
export async function runRollingRestart({
  proxyPort = 3460,
  nodePorts = [proxyPort + 1, proxyPort + 2],
  proxy = 'haproxy',
  concurrency = 50,
  writers = 10,
  settleMs = 5_000,
  databaseUrl = 'postgres://postgres@127.0.0.1:5432/helionews_faults_cluster',
  drainMs = 3_000,
  /** SIGKILL makes the control run: the same restarts without any graceful shutdown. */
  signal = 'SIGTERM',
  /**
   * nginx only: its upstream keepalive_timeout for this run (cluster-lib's config says 30s). It
   * must be shorter than the drain: a node cannot close an idle keep-alive connection without
   * racing a request nginx may be sending on it (a POST nginx then cannot retry), so nginx must
   * close the idle ones itself during the drain. null keeps the generated value.
   */
  upstreamKeepaliveTimeout = '2s',
  log = (line) => process.stderr.write(`${line}\n`),
} = {}) {
  if (writers > concurrency) throw new Error('more writers than clients');
  // A database of its own, fresh: the admin account signs in with the password set here.
  await ensureDatabase(databaseUrl, { fresh: true });
  const cluster = await startCluster({
    proxyPort,
    nodePorts,
    databaseUrl,
    proxy,
    env: {
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SHUTDOWN_DRAIN_MS: String(drainMs),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    },
    handleSignals: false,
    log,
  });
  const haproxy = proxy === 'haproxy';
  if (!haproxy && upstreamKeepaliveTimeout) {
    await setUpstreamKeepalive(cluster, upstreamKeepaliveTimeout);
  }
  // Requests HAProxy sent to each node (its counters), by phase.
  const perNode = [];
  let lastStats = haproxy ? await cluster.serverStats() : null;
  const notePhase = async (phase) => {
    if (!haproxy) return;
    const stats = await cluster.serverStats();
    perNode.push({
      phase,
      ...Object.fromEntries(
        cluster.nodes.map((_, i) => {
          const name = `node${i + 1}`;
          return [name, stats[name].requests - lastStats[name].requests];
        }),
      ),
    });
    lastStats = stats;
  };
  const restarts = [];
  const startedAt = Date.now();
  try {
    // Each writer is a reader account of its own, registered through the proxy from an address
    // of its own (registration is limited per address).
    const tokens = [];
    for (let n = 0; n < writers; n += 1) {
      tokens.push(await registerReader(cluster.url, `rolling${n}`, `10.201.0.${n + 1}`));
    }
    const list = await (await fetch(`${cluster.url}/api/stories?page_size=1`)).json();
    const storyId = list.stories?.[0]?.id;
    if (!storyId) throw new Error('the seeded site has no story');
    const load = mixedLoad({ url: cluster.url, concurrency, tokens, storyId });
    await sleep(settleMs);
    await notePhase(load.phase);
    for (const [index, node] of cluster.nodes.entries()) {
      const name = `node${index + 1}`;
      load.phase = `node ${index + 1} restarting`;
      log(`${signal} to node ${index + 1} (pid ${node.pid})`);
      const left = haproxy ? waitServerStatus(cluster, name, 'DOWN') : Promise.resolve(null);
      const stopped = await node.stop(signal);
      const leftMs = await left;
      const restartedAt = Date.now();
      await node.start();
      const readyMs = Date.now() - restartedAt;
      // Back in the pool: HAProxy saw `rise` good checks (nginx: passive, its fail_timeout).
      const rejoinedMs = haproxy ? await waitServerStatus(cluster, name, 'UP') : 0;
      if (!haproxy) await sleep(2_000);
      restarts.push({
        node: index + 1,
        'exit code': stopped.code,
        'signal to exit ms': stopped.ms,
        ...(haproxy ? { 'signal to out of pool ms': leftMs } : {}),
        'start to ready ms': readyMs,
        ...(haproxy ? { 'ready to back in pool ms': rejoinedMs } : {}),
      });
      await notePhase(load.phase);
      load.phase = `after node ${index + 1}`;
      await sleep(settleMs);
      await notePhase(load.phase);
    }
    const result = await load.stop();
    return {
      ...result,
      proxy,
      restarts,
      perNode,
      check: haproxy ? HAPROXY_CHECK : null,
      seconds: (Date.now() - startedAt) / 1000,
      workDir: cluster.workDir,
    };
  } finally {
    await cluster.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'proxy-port': { type: 'string', default: '3460' },
      proxy: { type: 'string', default: 'haproxy' },
      concurrency: { type: 'string', default: '50' },
      writers: { type: 'string', default: '10' },
      'settle-ms': { type: 'string', default: '5000' },
      signal: { type: 'string', default: 'SIGTERM' },
      'upstream-keepalive-timeout': { type: 'string', default: '2s' },
      'database-url': {
        type: 'string',
        default: 'postgres://postgres@127.0.0.1:5432/helionews_faults_cluster',
      },
    },
  });
  console.log(
    `rolling restart (${values.signal}) of 2 nodes behind ${values.proxy} under ${values.concurrency} concurrent clients (${values.writers} posting donations)`,
  );
  console.log(`machine: ${machine()}; ${new Date().toISOString()}`);
  const result = await runRollingRestart({
    proxyPort: Number(values['proxy-port']),
    proxy: values.proxy,
    concurrency: Number(values.concurrency),
    writers: Number(values.writers),
    settleMs: Number(values['settle-ms']),
    databaseUrl: values['database-url'],
    signal: values.signal,
    upstreamKeepaliveTimeout:
      values['upstream-keepalive-timeout'] === 'keep' ? null : values['upstream-keepalive-timeout'],
  });
  printTable(result.restarts);
  console.log('');
  printTable(result.phases);
  if (result.perNode.length > 0) {
    console.log('\nrequests HAProxy sent to each node, by phase:');
    printTable(result.perNode);
  }
  const total = result.requests;
  console.log(
    `\n${total} requests in ${result.seconds.toFixed(1)} s (${Math.round(total / result.seconds)}/s): ${result.reads} reads and ${result.writes} donations acknowledged, ${result.failed} failed; latency p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms`,
  );
  for (const failure of result.failures.slice(0, 20)) console.log(`  failed: ${failure}`);
  const clean = result.restarts.every(
    (restart) => restart['exit code'] === 0 && restart['signal to exit ms'] < 10_000,
  );
  process.exit(result.failed === 0 && clean ? 0 : 1);
}
