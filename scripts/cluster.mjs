// `npm run cluster`: the production topology on this machine. HAProxy (or nginx) on 127.0.0.1:<port> spreads
// requests over N app nodes on the local PostgreSQL and Redis (compose.yaml does the same with
// containers); with --edge varnish, Varnish (deploy/varnish/default.vcl) caches in front of it.
// Runs until Ctrl-C, then stops the edge, the proxy and drains every node.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster-lib.mjs';
import { buildIfNeeded } from './lib.mjs';

const usage = `Usage: npm run cluster -- [--port 8080] [--nodes 2] [--database-url URL] [--redis-url URL] [--data-dir DIR] [--proxy haproxy|nginx] [--edge varnish]

  --port          proxy port on 127.0.0.1 (default 8080); nodes take the next ports
  --nodes         number of app nodes (default 2)
  --database-url  PostgreSQL database, created if missing (default postgres://postgres@127.0.0.1:5432/helionews_cluster)
  --redis-url     Redis (default redis://127.0.0.1:6379)
  --data-dir      uploads and outbox shared by the nodes (default a temporary folder)
  --proxy         haproxy (default: health-checks /api/ready, so a draining node leaves at once)
                  or nginx
  --edge          varnish: an edge cache on --port in front of the proxy (which then listens on
                  the port after the last node); the nodes soft-purge it by tag on every change.
                  Needs Debian's varnish and varnish-modules (node scripts/ensure-varnish.mjs)

ADMIN_PASSWORD, ADMIN_EMAIL, SEED_DEMO and LOG_LEVEL from the environment reach every node.`;

let args;
try {
  args = parseArgs({
    options: {
      port: { type: 'string' },
      nodes: { type: 'string' },
      'database-url': { type: 'string' },
      'redis-url': { type: 'string' },
      'data-dir': { type: 'string' },
      proxy: { type: 'string' },
      edge: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch (error) {
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}

function integer(value, name, min, max, fallback) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    console.error(`--${name} must be a whole number between ${min} and ${max} (got "${value}")`);
    process.exit(2);
  }
  return number;
}

const proxyPort = integer(args.port, 'port', 1, 65_000, 8080);
const nodeCount = integer(args.nodes, 'nodes', 1, 16, 2);
const proxy = args.proxy ?? 'haproxy';
if (proxy !== 'haproxy' && proxy !== 'nginx') {
  console.error(`--proxy must be haproxy or nginx (got "${proxy}")`);
  process.exit(2);
}
const edge = args.edge ?? null;
if (edge !== null && edge !== 'varnish') {
  console.error(`--edge must be varnish (got "${edge}")`);
  process.exit(2);
}
const nodePorts = Array.from({ length: nodeCount }, (_, i) => proxyPort + 1 + i);

await buildIfNeeded();

const passThrough = ['ADMIN_PASSWORD', 'ADMIN_EMAIL', 'SEED_DEMO', 'LOG_LEVEL', 'SMTP_URL'];
let cluster;
try {
  cluster = await startCluster({
    proxyPort,
    nodePorts,
    proxy,
    edge,
    ...(args['database-url'] ? { databaseUrl: args['database-url'] } : {}),
    ...(args['redis-url'] ? { redisUrl: args['redis-url'] } : {}),
    ...(args['data-dir'] ? { dataDir: args['data-dir'] } : {}),
    env: Object.fromEntries(
      passThrough.filter((key) => process.env[key]).map((key) => [key, process.env[key]]),
    ),
    log: (line) => console.log(`  ${line}`),
  });
} catch (error) {
  console.error(`\nThe cluster could not start: ${error.message}`);
  process.exit(1);
}

// The first node seeded: its banner says whether it created the admin account (and its password).
const firstLog = readFileSync(cluster.nodes[0].logFile, 'utf8');
const adminEmail = /Admin account created: (\S+)/.exec(firstLog)?.[1];
const adminPassword = /Admin password \(shown once, store it now\): (\S+)/.exec(firstLog)?.[1];
const admin = adminEmail
  ? `${adminEmail} / ${adminPassword ?? 'the ADMIN_PASSWORD you configured'}`
  : 'the existing admin account of this database (its password is unchanged)';

const width = Math.max(...cluster.nodes.map((node) => node.url.length));
console.log(
  [
    '',
    `  HelioNews cluster is running at ${cluster.url}`,
    ...(cluster.edge
      ? [
          `  Edge:      Varnish, VCL ${cluster.edgeConfigPath}, log ${cluster.edgeLogPath}`,
          `             purge: PURGE ${cluster.url}/ with xkey-purge: <tags> and X-Purge-Secret (the nodes' EDGE_PURGE_SECRET)`,
        ]
      : []),
    `  Proxy:     ${proxy === 'haproxy' ? 'HAProxy' : 'nginx'} on ${cluster.originUrl}, config ${cluster.proxyConfigPath}`,
    ...cluster.nodes.map(
      (node, i) =>
        `  Node ${i + 1}:    ${node.url.padEnd(width)}  pid ${node.pid}  log ${node.logFile}`,
    ),
    `  Database:  PostgreSQL ${args['database-url'] ?? 'postgres://postgres@127.0.0.1:5432/helionews_cluster'}`.replace(
      /:[^:@/]+@/,
      '@',
    ),
    `  Redis:     ${args['redis-url'] ?? 'redis://127.0.0.1:6379'}`,
    `  Uploads:   ${cluster.dataDir}`,
    `  Admin:     ${admin}`,
    `  Logs:      ${proxy} in ${cluster.proxyLogDir}${cluster.statsSocket ? `; runtime API ${cluster.statsSocket}` : ''}`,
    '',
    `  Press Ctrl-C to stop (${cluster.edge ? 'the edge and ' : ''}the proxy first, then every node drains).`,
    '',
  ].join('\n'),
);

// Ctrl-C and SIGTERM are handled by startCluster (handleSignals): stop, then exit.
setInterval(() => undefined, 1 << 30);
