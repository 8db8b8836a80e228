/**
 * compose.yaml, deploy/haproxy.cfg, deploy/varnish/ and the Dockerfile describe the production
 * topology that `npm run cluster -- --edge varnish` (scripts/cluster-lib.mjs) starts without
 * Docker; deploy/nginx.conf is the nginx alternative (`npm run cluster -- --proxy nginx`). These
 * checks run everywhere: `docker compose config` where Docker Compose works, a YAML parse and
 * structural checks always, and `haproxy -c` / `nginx -t` / `varnishd -C` on the configurations
 * where each is installed.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { BlockList } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema } from '../config.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  entrypoint?: string[];
  tmpfs?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string; restart?: boolean }>;
  healthcheck?: { test: string[] | string };
  volumes?: string[];
  ports?: string[];
  networks?: string[];
}
interface ComposeFile {
  services: Record<string, Service>;
  networks?: Record<string, { ipam?: { config?: { subnet: string }[] } }>;
  volumes?: Record<string, unknown>;
}

const compose = parse(read('compose.yaml'), { merge: true }) as ComposeFile;
const nginxConf = read('deploy/nginx.conf');
const haproxyCfg = read('deploy/haproxy.cfg');
const dockerfile = read('Dockerfile');

const healthText = (service: Service | undefined) =>
  ([] as string[]).concat(service?.healthcheck?.test ?? []).join(' ');

/** The `server` lines of an nginx `upstream name { ... }` block. */
function upstreamServers(conf: string, name: string): string[] {
  const block = new RegExp(`upstream\\s+${name}\\s*\\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
  return [...block.matchAll(/^\s*server\s+(\S+)/gm)].map((match) => match[1] ?? '');
}

/** Directive lines of a configuration, minus comments and what differs by environment. */
function directives(conf: string): string[] {
  return conf
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .filter(
      (line) =>
        !/^(listen|server\s+\S+:\d+|pid|error_log|access_log|user|worker_processes|\w+_temp_path)\b/.test(
          line,
        ),
    );
}

/** The `server` lines of an HAProxy section `backend name`: name and address of each. */
function backendServers(cfg: string, name: string): string[] {
  const section =
    new RegExp(`^backend\\s+${name}\\n((?:[ \\t]+.*\\n|\\n)*)`, 'm').exec(cfg)?.[1] ?? '';
  return [...section.matchAll(/^\s*server\s+\S+\s+(\S+)/gm)].map((match) => match[1] ?? '');
}

/** HAProxy directive lines, minus comments and what differs between compose and loopback. */
function haproxyDirectives(cfg: string): string[] {
  return cfg
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .filter((line) => !/^(bind|server|stats socket|resolvers|nameserver|hold)\b/.test(line));
}

function dockerComposeWorks(): boolean {
  const probe = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8', timeout: 10_000 });
  return probe.status === 0;
}

const nginxBin = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) =>
  existsSync(candidate),
);
const haproxyBin = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((candidate) =>
  existsSync(candidate),
);
const varnishdBin = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((candidate) =>
  existsSync(candidate),
);
const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function nginxTest(conf: string): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'hn-nginx-test-'));
  tempDirs.push(dir);
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const result = spawnSync(
    nginxBin ?? 'nginx',
    ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    { encoding: 'utf8', timeout: 10_000 },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('compose.yaml', () => {
  it('passes docker compose config where Docker Compose works, and parses as YAML', () => {
    if (dockerComposeWorks()) {
      const result = spawnSync('docker', ['compose', '-f', 'compose.yaml', 'config', '-q'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    }
    expect(Object.keys(compose.services).sort()).toEqual([
      'app1',
      'app2',
      'postgres',
      'proxy',
      'redis',
      'varnish',
    ]);
  });

  it('runs PostgreSQL 15 with a health check and a volume, and Redis 7', () => {
    const { postgres, redis } = compose.services;
    expect(postgres?.image).toBe('postgres:15');
    expect(healthText(postgres)).toContain('pg_isready');
    expect(postgres?.volumes?.some((volume) => volume.endsWith(':/var/lib/postgresql/data'))).toBe(
      true,
    );
    expect(redis?.image).toBe('redis:7');
    expect(healthText(redis)).toContain('ping');
  });

  it('builds both app nodes from the Dockerfile, on PostgreSQL and Redis, health-checked', () => {
    for (const name of ['app1', 'app2']) {
      const app = compose.services[name] ?? {};
      expect(app.build, name).toBe('.');
      expect(healthText(app), name).toContain('/api/ready');
      expect(app.environment?.DATABASE_URL, name).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(app.environment?.REDIS_URL, name).toBe('redis://redis:6379');
      expect(app.environment?.ADMIN_PASSWORD, name).toMatch(/^\$\{ADMIN_PASSWORD:-.{8,}\}$/);
      expect(app.depends_on?.postgres?.condition, name).toBe('service_healthy');
      expect(app.depends_on?.redis?.condition, name).toBe('service_healthy');
      // Both nodes see the same uploads.
      expect(app.volumes, name).toContain('uploads:/app/data');
    }
    // The second node starts after the first has migrated and answers /api/ready.
    expect(compose.services.app2?.depends_on?.app1?.condition).toBe('service_healthy');
    expect(compose.services.app1?.depends_on?.app2).toBeUndefined();
  });

  it('trusts X-Forwarded-For from the compose network only, where the proxy lives', () => {
    const subnets = Object.values(compose.networks ?? {}).flatMap(
      (network) => network.ipam?.config?.map((entry) => entry.subnet) ?? [],
    );
    expect(subnets).toHaveLength(1);
    const [network = '', prefix] = (subnets[0] ?? '').split('/');
    for (const name of ['app1', 'app2']) {
      const trusted = compose.services[name]?.environment?.TRUST_PROXY ?? '';
      expect(trusted).toBe(subnets[0]);
      expect(compose.services[name]?.networks).toEqual(compose.services.proxy?.networks);
    }
    const list = new BlockList();
    list.addSubnet(network, Number(prefix));
    expect(list.check('8.8.8.8')).toBe(false);
  });

  it('puts HAProxy behind the edge, health-checking both nodes on /api/ready', () => {
    const proxy = compose.services.proxy ?? {};
    expect(proxy.image).toMatch(/^haproxy:2\.(6|8)$/);
    expect(proxy.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    // Readers reach it through Varnish only.
    expect(proxy.ports).toBeUndefined();
    expect(Object.keys(proxy.depends_on ?? {}).sort()).toEqual(['app1', 'app2']);
    expect(healthText(proxy)).toContain('/api/ready');
    expect(backendServers(haproxyCfg, 'helionews')).toEqual(['app1:3000', 'app2:3000']);
    // Docker's DNS, and HAProxy may start before the app containers resolve.
    expect(haproxyCfg).toMatch(/^\s*nameserver \S+ 127\.0\.0\.11:53$/m);
    expect(haproxyCfg.match(/resolvers docker init-addr last,libc,none$/gm)).toHaveLength(2);
    expect(haproxyCfg).toMatch(/^\s*bind :8080$/m);
    expect(haproxyCfg).toMatch(/^\s*default_backend helionews$/m);
    expect(haproxyCfg).toMatch(/^\s*option httpchk GET \/api\/ready$/m);
    expect(haproxyCfg).toMatch(/^\s*http-check expect status 200$/m);
    expect(haproxyCfg).toMatch(/^\s*default-server check inter \d+ms .*fall \d rise \d/m);
    // Only a connection that failed before anything was sent is retried (safe for a POST).
    expect(haproxyCfg).toMatch(/^\s*retry-on conn-failure$/m);
    expect(haproxyCfg).toMatch(/^\s*option redispatch$/m);
    expect(haproxyCfg).toMatch(/^\s*option forwardfor$/m);
    expect(haproxyCfg).toMatch(/^\s*timeout tunnel 1h$/m);
    // Errors of the proxy itself are JSON {detail}; /metrics is not public.
    for (const status of [502, 503, 504]) {
      expect(haproxyCfg).toMatch(
        new RegExp(
          `^\\s*http-error status ${status} content-type application/json string '\\{"detail":"[^"]+"\\}'`,
          'm',
        ),
      );
    }
    expect(haproxyCfg).toMatch(
      /deny_status 413 content-type application\/json string '\{"detail":/,
    );
    expect(haproxyCfg).toMatch(/return status 404 .* if \{ path \/metrics \}$/m);
  });
});

describe('compose.yaml: Varnish in front of HAProxy', () => {
  const varnish = compose.services.varnish ?? {};
  const env = varnish.environment ?? {};
  /** The value a `${NAME:-default}` gives when NAME is unset. */
  const fallback = (value: string | undefined) => /^\$\{\w+:-(.*)\}$/.exec(value ?? '')?.[1];

  it('runs the official image, with the repository VCL, published on 8080', () => {
    expect(varnish.image).toBe('varnish:7');
    expect(varnish.entrypoint).toEqual(['sh', '/etc/helionews-varnish/compose-entrypoint.sh']);
    expect(varnish.volumes).toContain('./deploy/varnish:/etc/helionews-varnish:ro');
    expect(varnish.tmpfs).toContain('/var/lib/varnish/varnishd:exec');
    expect(varnish.ports).toEqual([`\${HTTP_PORT:-8080}:${env.VARNISH_HTTP_PORT}`]);
    expect(healthText(varnish)).toContain(`/dev/tcp/127.0.0.1/${env.VARNISH_HTTP_PORT} `);
    expect(healthText(varnish)).toContain('GET /api/ready');
    expect(varnish.networks).toEqual(compose.services.proxy?.networks);
  });

  it('forwards to HAProxy, and re-reads its address when compose recreates it', () => {
    expect(env.VARNISH_BACKEND_HOST).toBe('proxy');
    expect(haproxyCfg).toMatch(new RegExp(`^\\s*bind :${env.VARNISH_BACKEND_PORT}$`, 'm'));
    expect(varnish.depends_on?.proxy).toEqual({ condition: 'service_started', restart: true });
  });

  it('is purged by both nodes, with the secret its VCL checks', () => {
    for (const name of ['app1', 'app2']) {
      const app = compose.services[name]?.environment ?? {};
      expect(app.EDGE_PURGE_URLS, name).toBe(`http://varnish:${env.VARNISH_HTTP_PORT}/`);
      expect(envSchema.shape.EDGE_PURGE_URLS.safeParse(app.EDGE_PURGE_URLS).success, name).toBe(
        true,
      );
      expect(app.EDGE_PURGE_SECRET, name).toBe(env.EDGE_PURGE_SECRET);
    }
    expect(env.EDGE_PURGE_SECRET).toMatch(/^\$\{EDGE_PURGE_SECRET:-.{16,}\}$/);
    const trial = fallback(env.EDGE_PURGE_SECRET);
    expect(envSchema.shape.EDGE_PURGE_SECRET.safeParse(trial).success).toBe(true);
    expect(trial).not.toMatch(/["{}]/);
  });
});

/** Runs deploy/varnish/compose-entrypoint.sh with a varnishd that records its arguments. */
function runEntrypoint(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hn-varnish-entry-'));
  tempDirs.push(dir);
  mkdirSync(path.join(dir, 'bin'));
  const fake = path.join(dir, 'bin', 'varnishd');
  writeFileSync(fake, `#!/bin/sh\nprintf '%s\\n' "$@" > '${dir}/args'\n`);
  chmodSync(fake, 0o755);
  const vclFile = path.join(dir, 'helionews.vcl');
  const result = spawnSync('sh', [path.join(root, 'deploy/varnish/compose-entrypoint.sh')], {
    encoding: 'utf8',
    timeout: 10_000,
    env: {
      PATH: `${path.join(dir, 'bin')}:${process.env.PATH ?? ''}`,
      VARNISH_VCL_TEMPLATE: path.join(root, 'deploy/varnish/default.vcl'),
      VARNISH_VCL_FILE: vclFile,
      ...env,
    },
  });
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  return {
    status: result.status,
    stderr: result.stderr,
    dir,
    vclFile,
    vcl: read(vclFile),
    args: read(path.join(dir, 'args')).trim().split('\n'),
  };
}

describe("compose's Varnish mirrors npm run cluster -- --edge varnish", () => {
  const { environment = {} } = compose.services.varnish ?? {};
  const secret = 'compose-test-secret-\\&|/9c';
  const composeEnv = {
    VARNISH_BACKEND_HOST: environment.VARNISH_BACKEND_HOST ?? '',
    VARNISH_BACKEND_PORT: environment.VARNISH_BACKEND_PORT ?? '',
    VARNISH_HTTP_PORT: environment.VARNISH_HTTP_PORT ?? '',
    VARNISH_SIZE: '256M',
    EDGE_PURGE_SECRET: secret,
  };
  /** The VCL without its first line, which names the file that generated it. */
  const body = (vcl: string) => vcl.split('\n').slice(1).join('\n');

  it('fills in default.vcl as varnishVcl() does, then runs varnishd in the foreground', async () => {
    const { varnishVcl } = await import('../../../../scripts/cluster-lib.mjs');
    const run = runEntrypoint(composeEnv);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const expected = varnishVcl({ backendPorts: [8080], host: 'proxy', purgeSecret: secret });
    expect(body(run.vcl)).toBe(body(expected));
    expect(run.vcl).not.toContain('{{');
    expect(run.args).toEqual([
      '-F',
      '-f',
      run.vclFile,
      '-a',
      `http=:${composeEnv.VARNISH_HTTP_PORT},HTTP`,
      '-p',
      'feature=+http2',
      '-s',
      'malloc,256M',
    ]);
  });

  it.each([
    ['short', 'must be 16 to 256'],
    ['with spaces in the secret', 'must be 16 to 256'],
    ['a-secret-with-"quotes"', 'must not contain quotes or braces'],
    ['', 'must be 16 to 256'],
  ])('refuses to start with the purge secret %j', (bad, message) => {
    const run = runEntrypoint({ ...composeEnv, EDGE_PURGE_SECRET: bad });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(message);
    expect(run.args).toEqual(['']);
  });

  it('writes a VCL that varnishd compiles where varnishd is installed', () => {
    // Docker's names resolve only inside the compose network: compile against loopback.
    const run = runEntrypoint({ ...composeEnv, VARNISH_BACKEND_HOST: '127.0.0.1' });
    expect(run.status).toBe(0);
    if (!varnishdBin) {
      expect(run.vcl).toMatch(/^\s*\.host = "127\.0\.0\.1";$/m);
      return;
    }
    mkdirSync(path.join(run.dir, 'work'));
    const result = spawnSync(
      varnishdBin,
      ['-C', '-j', 'none', '-n', path.join(run.dir, 'work'), '-f', run.vclFile],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(result.stderr.split('\n').slice(0, 8).join('\n')).not.toMatch(/Error|Message from VCC/);
    expect(result.status).toBe(0);
  });
});

describe('the proxy of npm run cluster mirrors deploy/haproxy.cfg', () => {
  it('has the same directives apart from addresses, the runtime socket and the resolver', async () => {
    const { haproxyConfig } = await import('../../../../scripts/cluster-lib.mjs');
    const generated = haproxyConfig({
      proxyPort: 8080,
      nodePorts: [8081, 8082],
      socketPath: '/tmp/x/admin.sock',
    });
    expect(backendServers(generated, 'helionews')).toEqual(['127.0.0.1:8081', '127.0.0.1:8082']);
    expect(generated).toMatch(/^\s*bind 127\.0\.0\.1:8080$/m);
    expect(haproxyDirectives(generated)).toEqual(haproxyDirectives(haproxyCfg));
  });

  it('both configurations pass haproxy -c where haproxy is installed', async () => {
    if (!haproxyBin) {
      // No haproxy: the structural comparison above is what holds the configurations together.
      expect(haproxyDirectives(haproxyCfg).length).toBeGreaterThan(30);
      return;
    }
    const { haproxyConfig } = await import('../../../../scripts/cluster-lib.mjs');
    const dir = mkdtempSync(path.join(tmpdir(), 'hn-haproxy-test-'));
    tempDirs.push(dir);
    const generatedPath = path.join(dir, 'haproxy.cfg');
    writeFileSync(
      generatedPath,
      haproxyConfig({
        proxyPort: 65_001,
        nodePorts: [65_002, 65_003],
        socketPath: path.join(dir, 'admin.sock'),
      }),
    );
    // The compose names resolve only inside the compose network: `init-addr none` lets the
    // check pass without them.
    for (const file of [generatedPath, path.join(root, 'deploy/haproxy.cfg')]) {
      const result = spawnSync(haproxyBin, ['-c', '-f', file], {
        encoding: 'utf8',
        timeout: 10_000,
      });
      expect(`${result.stdout}${result.stderr}`).toContain('Configuration file is valid');
      expect(result.status, file).toBe(0);
    }
  });
});

describe('npm run cluster -- --proxy nginx mirrors deploy/nginx.conf', () => {
  it('has the same directives apart from addresses and file paths', async () => {
    const { nginxConfig } = await import('../../../../scripts/cluster-lib.mjs');
    const generated = nginxConfig({ prefix: '/tmp/x', proxyPort: 8080, nodePorts: [8081, 8082] });
    expect(upstreamServers(generated, 'helionews')).toEqual(['127.0.0.1:8081', '127.0.0.1:8082']);
    expect(directives(generated)).toEqual(directives(nginxConf));
  });

  it('both configurations pass nginx -t where nginx is installed', async () => {
    if (!nginxBin) {
      // No nginx: the structural comparison above is what holds the configurations together.
      expect(directives(nginxConf).length).toBeGreaterThan(20);
      return;
    }
    const { nginxConfig } = await import('../../../../scripts/cluster-lib.mjs');
    const dir = mkdtempSync(path.join(tmpdir(), 'hn-nginx-prefix-'));
    tempDirs.push(dir);
    const generated = nginxTest(
      nginxConfig({ prefix: dir, proxyPort: 65_001, nodePorts: [65_002, 65_003] }),
    );
    expect(generated.output).toContain('test is successful');
    // The compose names only resolve inside the compose network: check the rest on loopback.
    const local = nginxTest(
      nginxConf
        .replace(/\bapp([12]):3000/g, '127.0.0.1:6500$1')
        .replace('pid /tmp/nginx.pid', `pid ${dir}/compose-nginx.pid`)
        // A test runner's stdio may be a socket, which /dev/stdout cannot be opened on.
        .replace('error_log /dev/stderr', `error_log ${dir}/compose-error.log`)
        .replace('access_log /dev/stdout', `access_log ${dir}/compose-access.log`),
    );
    expect(local.output).toContain('test is successful');
  });
});

describe('Dockerfile', () => {
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';

  it('builds in one stage and runs production dependencies only, as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]).toMatch(/RUN npm ci /);
    expect(stages[0]).toMatch(/RUN npm run build/);
    expect(runtime).toMatch(/^node:20-bookworm-slim AS runtime/);
    expect(runtime).toMatch(
      /npm ci --omit=dev[^\n]*\\\n\s*--workspace packages\/contracts --workspace apps\/server/,
    );
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^ENV NODE_ENV=production$/m);
    expect(runtime).toMatch(/^ENV HOST=0\.0\.0\.0\b/m);
    expect(runtime).toMatch(/^EXPOSE 3000$/m);
    expect(runtime).toMatch(
      /^HEALTHCHECK [^\n]*\\\n\s*CMD \["node", "-e", "fetch\([^\n]*\/api\/ready/m,
    );
    expect(runtime).toMatch(/^CMD \["node", "apps\/server\/dist\/server\.js"\]$/m);
  });

  it('copies what the server reads at run time, where the server looks for it', () => {
    // The server finds the web app, the migrations and the password list from its package's
    // root (the folder of apps/server/package.json, copied below), bundled or not.
    const paths = read('apps/server/src/paths.ts');
    expect(paths).toContain("name === '@helionews/server'");
    expect(paths).toContain("path.join(SERVER_ROOT, '..', 'web', 'dist')");
    expect(paths).toContain("path.join(SERVER_ROOT, 'drizzle')");
    expect(paths).toMatch(/SERVER_ROOT,\s*'src',\s*'modules',\s*'auth',\s*'data'/);
    expect(runtime).toMatch(/^COPY apps\/server\/package\.json apps\/server\/$/m);
    expect(read('apps/server/src/lib/web-bundle.ts')).toContain("'..', 'dist-ssr'");
    for (const copied of [
      'packages/contracts/dist',
      'apps/server/dist',
      'apps/server/drizzle',
      'apps/server/src/modules/auth/data',
      'apps/web/dist',
      'apps/web/dist-ssr',
    ]) {
      expect(runtime).toMatch(new RegExp(`^COPY .*\\b${copied} ${copied}$`, 'm'));
    }
    expect(existsSync(path.join(root, 'apps/server/drizzle/meta/_journal.json'))).toBe(true);
    // Every workspace manifest npm ci needs is in the build context (none ignored).
    const ignored = read('.dockerignore');
    expect(ignored).not.toMatch(/^package(-lock)?\.json$/m);
    expect(ignored).toMatch(/^\*\*\/node_modules$/m);
  });
});
