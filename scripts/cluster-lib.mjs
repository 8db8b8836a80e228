// The production topology on one machine: HAProxy (or nginx) on loopback spreading requests over
// several app nodes (node apps/server/dist/server.js) that share the local PostgreSQL and Redis. compose.yaml
// describes the same thing with containers; `npm run cluster`, the multi-node tests and the load
// benchmarks start it through startCluster(). Plain Node; the server must already be built.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps', 'server', 'dist', 'server.js');

const NGINX_CANDIDATES = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/nginx/sbin/nginx',
];
const HAPROXY_CANDIDATES = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'];
const VARNISHD_CANDIDATES = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'];
/** The edge cache's VCL, a template (varnishVcl fills it in). */
export const VARNISH_VCL_TEMPLATE = path.join(root, 'deploy', 'varnish', 'default.vcl');
/** Debian's packages of the edge cache: Varnish 7 and varnish-modules (xkey). */
export const VARNISH_PACKAGES = ['varnish', 'varnish-modules'];
const READY_TIMEOUT_MS = 120_000;
/** The largest request body the server accepts: a 5 MB article image plus multipart framing. */
export const CLIENT_MAX_BODY_SIZE = '6m';
export const CLIENT_MAX_BODY_BYTES = 6 * 1024 * 1024;

export class ClusterError extends Error {
  name = 'ClusterError';
}

/** The nginx binary, or a ClusterError saying how to install it. */
export function findNginx() {
  const found = NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new ClusterError(
    'nginx is not installed: install it with `apt-get install -y nginx` (Debian/Ubuntu) and run again',
  );
}

/** The haproxy binary, or a ClusterError saying how to install it. */
export function findHaproxy() {
  const found = HAPROXY_CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new ClusterError(
    'haproxy is not installed: install it with `apt-get install -y haproxy` (Debian/Ubuntu) and run again',
  );
}

/**
 * The varnishd binary, once it compiles a VCL that imports xkey; else a ClusterError saying how
 * to install both packages (npm run cluster never downloads anything).
 */
export function findVarnishd() {
  const install = `install them with \`apt-get install -y ${VARNISH_PACKAGES.join(' ')}\` (Debian/Ubuntu) and run again`;
  let found = VARNISHD_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    const which = spawnSync('sh', ['-c', 'command -v varnishd'], { encoding: 'utf8' });
    if (which.status === 0 && which.stdout.trim()) found = which.stdout.trim();
  }
  if (!found) throw new ClusterError(`varnish is not installed: ${install}`);
  const checkDir = mkdtempSync(path.join(tmpdir(), 'helionews-varnish-check-'));
  const checkVcl = path.join(checkDir, 'check.vcl');
  writeFileSync(checkVcl, 'vcl 4.1;\nimport xkey;\nbackend none none;\n');
  const probe = spawnSync(found, ['-C', '-j', 'none', '-n', checkDir, '-f', checkVcl], {
    encoding: 'utf8',
  });
  rmSync(checkDir, { recursive: true, force: true });
  if (probe.status !== 0) {
    throw new ClusterError(
      `varnish cannot load the xkey module (varnish-modules): ${install}; varnishd said: ${`${probe.stderr}`.trim().split('\n').slice(0, 3).join(' ')}`,
    );
  }
  return found;
}

/**
 * The edge's VCL (deploy/varnish/default.vcl) for backends on 127.0.0.1 (or `host`) and a purge
 * secret. The secret travels in a VCL long string: printable ASCII without spaces, quotes or braces.
 */
export function varnishVcl({ backendPorts, purgeSecret, host = '127.0.0.1' }) {
  if (!/^[\x21-\x7e]{16,256}$/.test(purgeSecret) || /["{}]/.test(purgeSecret)) {
    throw new ClusterError(
      'The edge purge secret must be 16 to 256 printable ASCII characters without spaces, quotes or braces',
    );
  }
  const template = readFileSync(VARNISH_VCL_TEMPLATE, 'utf8');
  const backends = backendPorts
    .map(
      (port, index) => `backend origin${index + 1} {
  .host = "${host}";
  .port = "${port}";
  .probe = ready;
  .connect_timeout = 2s;
  .first_byte_timeout = 60s;
  .between_bytes_timeout = 60s;
  .max_connections = 4000;
}`,
    )
    .join('\n\n');
  const adds = backendPorts.map((_, index) => `  app.add_backend(origin${index + 1});`).join('\n');
  return `# Generated by scripts/cluster-lib.mjs from deploy/varnish/default.vcl.\n${template
    .replace('{{BACKENDS}}', backends)
    .replace('{{DIRECTOR_ADDS}}', adds)
    .replace('{{PURGE_SECRET}}', purgeSecret)}`;
}

/** Resolves when nothing listens on host:port; rejects with a clear ClusterError otherwise. */
function assertPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        new ClusterError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${host} is already in use: stop what runs there or choose other ports (--port)`
            : `Cannot use port ${port} on ${host}: ${error.message}`,
        ),
      ),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Creates the database named in `databaseUrl` when it does not exist (via the `postgres` db). */
export async function ensureDatabase(databaseUrl) {
  const { default: pg } = await import('pg');
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new ClusterError(`The database URL names no database: ${redact(databaseUrl)}`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new ClusterError(
      `Cannot connect to PostgreSQL at ${redact(admin.toString())}: ${error.message || 'connection refused'}`,
    );
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      return true;
    }
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redact(url) {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString().replace(/:@/, '@');
  } catch {
    return 'an unparseable URL';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200; rejects after `timeoutMs` or when `stillAlive()` is false. */
async function waitReady(url, { timeoutMs = READY_TIMEOUT_MS, stillAlive = () => true, what }) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!stillAlive()) throw new ClusterError(`${what} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) {
        await response.arrayBuffer();
        return;
      }
      last = `HTTP ${response.status}`;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(150);
  }
  throw new ClusterError(`${what} was not ready at ${url} within ${timeoutMs / 1000} s (${last})`);
}

function tail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Active health check of the nodes: how often and how many answers turn a node down or up. */
export const HAPROXY_CHECK = { interMs: 500, fastinterMs: 250, fall: 2, rise: 2 };

/**
 * The HAProxy configuration for a proxy on 127.0.0.1:proxyPort over the given node ports, with
 * its runtime API on `socketPath`. deploy/haproxy.cfg is the same for compose apart from the
 * addresses, the socket and Docker's resolver (a test compares them).
 */
export function haproxyConfig({ proxyPort, nodePorts, socketPath }) {
  const { interMs, fastinterMs, fall, rise } = HAPROXY_CHECK;
  const servers = nodePorts
    .map((port, index) => `  server node${index + 1} 127.0.0.1:${port}`)
    .join('\n');
  const json = (detail) => `content-type application/json string '{"detail":"${detail}"}'`;
  return `# Generated by scripts/cluster-lib.mjs; deploy/haproxy.cfg is the same for compose.

global
  # 8,000 client connections (1,000 measured), each with one to a node: needs an open-files
  # limit above 16,100 (ulimit -n).
  maxconn 8000
  stats socket ${socketPath} mode 600 level admin

defaults
  mode http
  maxconn 8000
  log stdout format raw local0 warning
  option dontlognull
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 65s
  timeout queue 10s
  timeout check 2s
  # Server-sent events (/api/realtime/) and upgraded connections stay open for up to an hour.
  timeout tunnel 1h
  option forwardfor
  # A request whose connection to a node fails (refused, reset before anything was sent) is sent
  # to the other node: safe for a POST too, as the node never saw it.
  retries 2
  option redispatch
  retry-on conn-failure
  http-reuse safe
  # Errors of the proxy itself answer like the API does: JSON with a detail.
  http-error status 400 ${json('The request is malformed')}
  http-error status 408 ${json('The request took too long to arrive')}
  http-error status 502 ${json('The service is briefly unavailable; try again')} hdr Retry-After 2
  http-error status 503 ${json('The service is briefly unavailable; try again')} hdr Retry-After 2
  http-error status 504 ${json('The service took too long to answer; try again')} hdr Retry-After 2

frontend public
  bind 127.0.0.1:${proxyPort}
  http-request set-header X-Forwarded-Proto https if { ssl_fc }
  http-request set-header X-Forwarded-Proto http if !{ ssl_fc }
  http-request set-header X-Forwarded-Host %[req.hdr(host)]
  http-request set-header X-Real-IP %[src]
  # The largest body the app accepts (a 5 MB image plus multipart framing); JSON bodies are
  # limited to 1 MB by the app itself, which answers 413 with {detail}.
  http-request deny deny_status 413 ${json('The request body is too large')} if { req.hdr_val(content-length) gt ${CLIENT_MAX_BODY_BYTES} }
  # Prometheus metrics are scraped from each node directly, never through the public proxy.
  http-request return status 404 ${json('Not found')} if { path /metrics }
  default_backend helionews

backend helionews
  balance roundrobin
  # Realtime news (server-sent events): a heartbeat every 15 s; allow long-lived answers.
  http-request set-timeout server 1h if { path_beg /api/realtime/ }
  # A node leaves the pool as soon as /api/ready answers 503 (it does at once on SIGTERM, then
  # keeps serving for SHUTDOWN_DRAIN_MS), long before it stops accepting connections.
  option httpchk GET /api/ready
  http-check expect status 200
  default-server check inter ${interMs}ms fastinter ${fastinterMs}ms downinter ${interMs}ms fall ${fall} rise ${rise} maxconn 4000
${servers}
`;
}

/** The nginx configuration for a proxy on 127.0.0.1:proxyPort over the given node ports. */
export function nginxConfig({ prefix, proxyPort, nodePorts, runAsRoot = false }) {
  const servers = nodePorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `# Generated by scripts/cluster-lib.mjs (proxy: 'nginx'); deploy/nginx.conf is the same.
${runAsRoot ? 'user root;\n' : ''}worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;

events {
  worker_connections 4096;
}

http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;

  sendfile on;
  tcp_nodelay on;
  keepalive_timeout 65s;
  keepalive_requests 10000;
  server_tokens off;

  upstream helionews {
${servers}
    keepalive 64;
    keepalive_timeout 30s;
  }

  server {
    listen 127.0.0.1:${proxyPort} backlog=4096;

    # The largest body the app accepts (a 5 MB image plus multipart framing); JSON bodies are
    # limited to 1 MB by the app itself, which answers 413 with {detail}.
    client_max_body_size ${CLIENT_MAX_BODY_SIZE};
    client_body_buffer_size 128k;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header X-Real-IP $remote_addr;
    # A node that refuses, fails or is draining (503) gets the request retried on the other one
    # (idempotent methods only, as nginx does by default).
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 2;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    proxy_send_timeout 60s;

    # Errors of the proxy itself answer like the API does: JSON with a detail.
    error_page 413 = @too_large;
    error_page 502 503 504 = @unavailable;
    location @too_large {
      default_type application/json;
      return 413 '{"detail":"The request body is too large"}';
    }
    location @unavailable {
      default_type application/json;
      add_header Retry-After 2 always;
      return 503 '{"detail":"The service is briefly unavailable; try again"}';
    }

    # Realtime news (server-sent events): no buffering, long-lived reads.
    location /api/realtime/ {
      proxy_pass http://helionews;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }

    # Prometheus metrics are scraped from each node directly, never through the public proxy.
    location = /metrics {
      return 404;
    }

    location / {
      proxy_pass http://helionews;
    }
  }
}
`;
}

/**
 * Writes `dir`/default.vcl (varnishVcl) and has varnishd compile it; throws a ClusterError with
 * the compiler's message when it does not. Answers the file's path.
 */
export function writeVarnishVcl({ varnishd, dir, backendPorts, purgeSecret }) {
  const configPath = path.join(dir, 'default.vcl');
  writeFileSync(configPath, varnishVcl({ backendPorts, purgeSecret }));
  const check = spawnSync(varnishd, ['-C', '-j', 'none', '-n', dir, '-f', configPath], {
    encoding: 'utf8',
  });
  if (check.status !== 0) {
    throw new ClusterError(
      `varnishd rejects ${configPath}: ${check.stderr.trim().split('\n').slice(0, 8).join('\n')}`,
    );
  }
  return configPath;
}

/**
 * Starts varnishd in the foreground on 127.0.0.1:listenPort with `dir`/default.vcl (see
 * writeVarnishVcl), its working files and log (varnishd.log) in `dir`. Resolves once it answers
 * GET /api/ready through a healthy backend; `exited` resolves when the process ends.
 */
export async function startVarnish({ varnishd, dir, listenPort, timeoutMs = 15_000 }) {
  const logPath = path.join(dir, 'varnishd.log');
  const out = createWriteStream(logPath, { flags: 'a' });
  await once(out, 'open');
  // -j none: no privilege separation (it runs as whoever started it); -T none: no management
  // port; -l: a small shared-memory log.
  const proc = spawn(
    varnishd,
    [
      '-F',
      '-j',
      'none',
      '-T',
      'none',
      '-n',
      dir,
      '-a',
      `127.0.0.1:${listenPort}`,
      '-f',
      path.join(dir, 'default.vcl'),
      '-s',
      'malloc,256m',
      '-l',
      '16m',
    ],
    { stdio: ['ignore', out, out] },
  );
  let running = true;
  const exited = new Promise((resolve) =>
    proc.once('exit', (code, signal) => {
      running = false;
      out.end();
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${listenPort}`;
  const stop = async () => {
    if (!running) return exited;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  try {
    await waitReady(`${url}/api/ready`, { what: 'varnish', timeoutMs, stillAlive: () => running });
  } catch (error) {
    await stop();
    throw new ClusterError(`${error.message}: ${tail(logPath).trim() || 'no output'}`);
  }
  return { proc, url, logPath, exited, stop };
}

/**
 * Starts HAProxy (or nginx) on 127.0.0.1:proxyPort spreading over N app nodes (node apps/server/dist/server.js)
 * on the local PostgreSQL + Redis. Resolves once the proxy and every node answer /api/ready.
 */
export async function startCluster({
  proxyPort = 8080,
  nodePorts = [proxyPort + 1, proxyPort + 2],
  databaseUrl = 'postgres://postgres@127.0.0.1:5432/helionews_cluster',
  redisUrl = 'redis://127.0.0.1:6379',
  dataDir,
  env = {},
  log = (line) => process.stderr.write(line + '\n'),
  // SIGINT/SIGTERM to this process: stop the cluster gracefully, then exit (130/143).
  handleSignals = true,
  // 'haproxy' (active health checks on /api/ready: a draining node leaves at once) or 'nginx'.
  proxy = 'haproxy',
  // 'varnish': the edge cache (deploy/varnish/default.vcl) on proxyPort, in front of the proxy,
  // which then listens on originPort; the nodes send it soft purges (EDGE_PURGE_URLS).
  edge = null,
  originPort,
  // The purge secret of the edge (EDGE_PURGE_SECRET of the nodes); default a random one.
  edgeSecret = randomBytes(24).toString('hex'),
} = {}) {
  if (proxy !== 'haproxy' && proxy !== 'nginx') {
    throw new ClusterError(`Unknown proxy "${proxy}": haproxy or nginx`);
  }
  if (edge !== null && edge !== 'varnish') {
    throw new ClusterError(`Unknown edge cache "${edge}": varnish (or none)`);
  }
  const proxyBin = proxy === 'haproxy' ? findHaproxy() : findNginx();
  const varnishd = edge === 'varnish' ? findVarnishd() : null;
  if (!existsSync(serverEntry)) {
    throw new ClusterError(
      `The server is not built (${path.relative(root, serverEntry)} is missing): run \`npm run build\` first`,
    );
  }
  if (nodePorts.length < 1) throw new ClusterError('A cluster needs at least one app node');
  // With an edge, the proxy moves behind it, to the port after the last node.
  const proxyListenPort = varnishd
    ? (originPort ?? Math.max(proxyPort, ...nodePorts) + 1)
    : proxyPort;
  const ports = varnishd ? [proxyPort, proxyListenPort, ...nodePorts] : [proxyPort, ...nodePorts];
  if (new Set(ports).size !== ports.length) {
    throw new ClusterError(`The edge, proxy and node ports must differ (${ports.join(', ')})`);
  }
  for (const port of ports) await assertPortFree(port);

  const workDir = mkdtempSync(path.join(tmpdir(), 'helionews-cluster-'));
  const sharedDataDir = dataDir ?? path.join(workDir, 'data');
  await mkdir(sharedDataDir, { recursive: true });
  const created = await ensureDatabase(databaseUrl);
  if (created) log(`Created the database ${redact(databaseUrl)}`);

  // A METRICS_PORT (or DATABASE_URL...) of the calling shell must not reach every node: one port
  // each cannot be shared, and the cluster's own settings below win anyway.
  const { METRICS_PORT: _metricsPort, ...inherited } = process.env;
  const children = new Set();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;

  const makeNode = (port, index) => {
    const logFile = path.join(workDir, `node${index + 1}.log`);
    let child = null;
    let exitPromise = null;
    const node = {
      port,
      url: `http://127.0.0.1:${port}`,
      logFile,
      get pid() {
        return child?.pid;
      },
      get running() {
        return child !== null;
      },
      /** Starts the node (again) and resolves when it answers /api/ready. */
      async start() {
        if (child) throw new ClusterError(`Node ${index + 1} (port ${port}) is already running`);
        const out = createWriteStream(logFile, { flags: 'a' });
        await once(out, 'open');
        const proc = spawn(process.execPath, [serverEntry], {
          cwd: root,
          stdio: ['ignore', out, out],
          env: {
            ...inherited,
            NODE_ENV: 'production',
            ...env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: databaseUrl,
            REDIS_URL: redisUrl,
            TRUST_PROXY: '127.0.0.1',
            DATA_DIR: sharedDataDir,
            PUBLIC_URL: publicUrl,
            ...(varnishd
              ? { EDGE_PURGE_URLS: `${publicUrl}/`, EDGE_PURGE_SECRET: edgeSecret }
              : {}),
          },
        });
        child = proc;
        children.add(proc);
        const startedAt = Date.now();
        exitPromise = new Promise((resolve) => {
          proc.once('exit', (code, signal) => {
            children.delete(proc);
            if (child === proc) child = null;
            out.end();
            resolve({ code, signal, ms: Date.now() - startedAt });
          });
        });
        try {
          await waitReady(`${node.url}/api/ready`, {
            what: `Node ${index + 1} (port ${port})`,
            stillAlive: () => child === proc,
          });
        } catch (error) {
          if (child === proc) proc.kill('SIGKILL');
          await exitPromise;
          throw new ClusterError(
            `${error.message}; its log ${logFile} ends with:\n${tail(logFile)}`,
          );
        }
      },
      /** Sends `signal` and resolves when the node has exited; ms = signal to exit. */
      async stop(signal = 'SIGTERM') {
        const proc = child;
        if (!proc) return { code: null, signal: null, ms: 0 };
        const sentAt = Date.now();
        proc.kill(signal);
        const result = await exitPromise;
        return { code: result.code, signal: result.signal, ms: Date.now() - sentAt };
      },
      /** kill -9: no shutdown at all. Resolves once the process is gone. */
      async kill9() {
        const proc = child;
        if (!proc) return;
        proc.kill('SIGKILL');
        await exitPromise;
      },
    };
    return node;
  };

  const nodes = nodePorts.map(makeNode);

  // The proxy: its own directory for configuration, pid, logs (and nginx's temporary files).
  const proxyDir = path.join(workDir, proxy);
  await mkdir(proxyDir, { recursive: true });
  const proxyConfigPath = path.join(proxyDir, proxy === 'haproxy' ? 'haproxy.cfg' : 'nginx.conf');
  const proxyLogPath = path.join(proxyDir, proxy === 'haproxy' ? 'haproxy.log' : 'error.log');
  const statsSocket = proxy === 'haproxy' ? path.join(proxyDir, 'admin.sock') : undefined;
  writeFileSync(
    proxyConfigPath,
    proxy === 'haproxy'
      ? haproxyConfig({ proxyPort: proxyListenPort, nodePorts, socketPath: statsSocket })
      : nginxConfig({
          prefix: proxyDir,
          proxyPort: proxyListenPort,
          nodePorts,
          runAsRoot: typeof process.getuid === 'function' && process.getuid() === 0,
        }),
  );
  if (proxy === 'haproxy') {
    const check = spawnSync(proxyBin, ['-c', '-q', '-f', proxyConfigPath], { encoding: 'utf8' });
    if (check.status !== 0) {
      throw new ClusterError(
        `haproxy rejects ${proxyConfigPath}: ${`${check.stdout}${check.stderr}`.trim()}`,
      );
    }
  }
  let proxyProc = null;
  let proxyExit = null;
  const originUrl = `http://127.0.0.1:${proxyListenPort}`;

  // The edge: its own directory for the VCL, varnishd's working files and its log.
  const edgeDir = varnishd ? path.join(workDir, 'varnish') : undefined;
  const edgeConfigPath = edgeDir ? path.join(edgeDir, 'default.vcl') : undefined;
  const edgeLogPath = edgeDir ? path.join(edgeDir, 'varnishd.log') : undefined;
  if (varnishd) {
    await mkdir(edgeDir, { recursive: true });
    writeVarnishVcl({
      varnishd,
      dir: edgeDir,
      backendPorts: [proxyListenPort],
      purgeSecret: edgeSecret,
    });
  }
  let edgeProc = null;
  let edgeExit = null;

  const killAllNow = () => {
    for (const proc of children) {
      try {
        proc.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', killAllNow);

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      // The edge first (SIGTERM), then the proxy, gracefully (haproxy SIGUSR1, nginx SIGQUIT:
      // both finish the requests under way), SIGKILL after 5 s; then every node drains.
      if (edgeProc) {
        const proc = edgeProc;
        proc.kill('SIGTERM');
        let timer;
        await Promise.race([
          edgeExit,
          new Promise((resolve) => {
            timer = setTimeout(() => resolve(proc.kill('SIGKILL')), 5000);
          }),
        ])
          .then(() => edgeExit)
          .finally(() => clearTimeout(timer));
      }
      const waits = [];
      if (proxyProc) {
        const proc = proxyProc;
        proc.kill(proxy === 'haproxy' ? 'SIGUSR1' : 'SIGQUIT');
        let timer;
        waits.push(
          Promise.race([
            proxyExit,
            new Promise((resolve) => {
              timer = setTimeout(() => resolve(proc.kill('SIGKILL')), 5000);
            }),
          ])
            .then(() => proxyExit)
            .finally(() => clearTimeout(timer)),
        );
      }
      waits.push(...nodes.map((node) => node.stop('SIGTERM')));
      await Promise.all(waits);
      process.off('exit', killAllNow);
      if (signalHandler) {
        process.off('SIGINT', signalHandler);
        process.off('SIGTERM', signalHandler);
      }
    })();
    return stopping;
  };

  let signalHandler = null;
  if (handleSignals) {
    signalHandler = (signal) => {
      // A terminal's Ctrl-C (or `timeout`) may signal the whole process group: report it once.
      if (stopping) return;
      log(`${signal}: stopping the cluster...`);
      stop().then(
        () => process.exit(signal === 'SIGINT' ? 130 : 143),
        () => process.exit(1),
      );
    };
    process.on('SIGINT', signalHandler);
    process.on('SIGTERM', signalHandler);
  }

  try {
    // One node migrates and seeds before the others start, so two migrations never race.
    log(`Starting node 1 on port ${nodePorts[0]} (migrates and seeds; log ${nodes[0].logFile})`);
    await nodes[0].start();
    for (const node of nodes.slice(1)) {
      log(`Starting node on port ${node.port} (log ${node.logFile})`);
    }
    await Promise.all(nodes.slice(1).map((node) => node.start()));

    let proxyStderr = '';
    let proc;
    if (proxy === 'haproxy') {
      // -db: in the foreground, not a daemon, so this process owns it and sees it exit.
      const out = createWriteStream(proxyLogPath, { flags: 'a' });
      await once(out, 'open');
      proc = spawn(proxyBin, ['-db', '-f', proxyConfigPath], { stdio: ['ignore', out, 'pipe'] });
      proc.once('exit', () => out.end());
    } else {
      proc = spawn(
        proxyBin,
        ['-p', proxyDir, '-c', proxyConfigPath, '-e', proxyLogPath, '-g', 'daemon off;'],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    }
    proxyProc = proc;
    children.add(proc);
    proc.stderr.on('data', (chunk) => (proxyStderr += chunk));
    proxyExit = new Promise((resolve) =>
      proc.once('exit', (code, signal) => {
        children.delete(proc);
        if (proxyProc === proc) proxyProc = null;
        resolve({ code, signal });
      }),
    );
    log(`Starting ${proxy} on ${originUrl} (config ${proxyConfigPath})`);
    try {
      // Through the proxy: answers once it listens and its health checks found a node up.
      await waitReady(`${originUrl}/api/ready`, {
        what: proxy,
        timeoutMs: 15_000,
        stillAlive: () => proxyProc === proc,
      });
    } catch (error) {
      throw new ClusterError(
        `${error.message}: ${(proxyStderr || tail(proxyLogPath)).trim() || 'no output'}`,
      );
    }

    if (varnishd) {
      log(`Starting varnish on ${publicUrl} (VCL ${edgeConfigPath})`);
      const edge = await startVarnish({ varnishd, dir: edgeDir, listenPort: proxyPort });
      edgeProc = edge.proc;
      children.add(edge.proc);
      edgeExit = edge.exited.then((result) => {
        children.delete(edge.proc);
        edgeProc = null;
        return result;
      });
    }
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }

  return {
    url: publicUrl,
    proxyPort,
    proxy,
    edge: varnishd ? 'varnish' : null,
    originUrl,
    edgeConfigPath,
    edgeLogPath,
    edgeSecret: varnishd ? edgeSecret : undefined,
    get edgePid() {
      return edgeProc?.pid;
    },
    workDir,
    dataDir: sharedDataDir,
    proxyConfigPath,
    proxyLogDir: proxyDir,
    get proxyPid() {
      return proxyProc?.pid;
    },
    statsSocket,
    serverStats: () => haproxyServerStats(statsSocket),
    // The names of the time when nginx was the only proxy.
    nginxConfigPath: proxyConfigPath,
    nginxLogDir: proxyDir,
    get nginxPid() {
      return proxyProc?.pid;
    },
    nodes,
    stop,
  };
}

/**
 * HAProxy's view of each app node, from its runtime API (`show stat`): status (UP, DOWN, ...) and
 * the requests it sent there, by server name (node1, node2, ...). Rejects for an nginx cluster.
 */
export async function haproxyServerStats(socketPath) {
  if (!socketPath) throw new ClusterError('Server statistics need the haproxy proxy');
  const text = await new Promise((resolve, reject) => {
    let data = '';
    const socket = net.createConnection(socketPath, () => socket.end('show stat\n'));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  const [header = '', ...rows] = text.trim().split('\n');
  const keys = header.replace(/^# /, '').split(',');
  const stats = {};
  for (const row of rows) {
    const values = row.split(',');
    const entry = Object.fromEntries(keys.map((key, i) => [key, values[i]]));
    if (entry.pxname !== 'helionews' || ['BACKEND', 'FRONTEND'].includes(entry.svname)) continue;
    stats[entry.svname] = {
      status: entry.status,
      requests: Number(entry.stot) || 0,
      responses2xx: Number(entry.hrsp_2xx) || 0,
      responses5xx: Number(entry.hrsp_5xx) || 0,
    };
  }
  return stats;
}
