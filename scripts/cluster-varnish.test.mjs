// The edge cache's VCL (deploy/varnish/default.vcl) against a stub origin on 127.0.0.1: what it
// caches, what it passes, soft purges by tag with the secret, cookies, tenant isolation and grace
// while the origin is down. Node's own runner (it needs varnishd, installed by the setup as the
// project installs it: scripts/ensure-varnish.mjs):
//   node --test scripts/cluster-varnish.test.mjs
// No database, no built server; about 10 s.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { findVarnishd, startVarnish, writeVarnishVcl } from './cluster-lib.mjs';
import { ensureVarnish } from './ensure-varnish.mjs';

const SECRET = 'edge-test-secret-4b1f9c';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the origin saw: requests by path, and the last Cookie header of each path. */
const seen = new Map();
const cookies = new Map();
let originDown = false;
let version = 1;

function answer(response, status, headers, body) {
  response.writeHead(status, { 'content-type': 'text/plain', ...headers });
  response.end(body);
}

const origin = http.createServer((request, response) => {
  const url = new URL(request.url, 'http://origin');
  const key = `${request.method} ${url.pathname}`;
  seen.set(key, (seen.get(key) ?? 0) + 1);
  cookies.set(url.pathname, request.headers.cookie);
  if (originDown) return answer(response, 503, {}, 'down');
  const tagged = (tags) => ({
    'surrogate-key': tags,
    'cache-tag': tags.replaceAll(' ', ','),
    'cache-control': 'public, no-cache',
    'cdn-cache-control': 'public, max-age=30, stale-while-revalidate=300',
  });
  const body = `${url.pathname} v${version} #${seen.get(key)}`;
  switch (true) {
    case url.pathname === '/api/ready':
      return answer(response, 200, {}, 'ready');
    case url.pathname.startsWith('/tenant/t1/story/'): {
      const id = url.pathname.split('/').pop();
      return answer(
        response,
        200,
        {
          ...tagged(`t1 t1:story:${id} t1:list:front`),
          vary: 'Accept-Encoding, Accept-Language, Cookie',
        },
        body,
      );
    }
    case url.pathname === '/api/stories':
      return answer(
        response,
        200,
        { ...tagged('t1 t1:list:front'), vary: 'Accept-Encoding, X-Tenant-ID' },
        `${body} tenant=${request.headers['x-tenant-id'] ?? '-'}`,
      );
    case url.pathname === '/private':
      return answer(response, 200, { 'cache-control': 'private, no-store' }, body);
    case url.pathname === '/untagged':
      return answer(response, 200, { 'cache-control': 'public, max-age=60' }, body);
    case url.pathname === '/sets-cookie':
      return answer(response, 200, { ...tagged('t1'), 'set-cookie': 'a=b' }, body);
    // Tagged, so only the VCL's rules keep them out of the cache.
    case url.pathname.startsWith('/admin') || url.pathname.startsWith('/api/auth/'):
      return answer(response, 200, tagged('t1'), body);
    default:
      return answer(response, 404, {}, 'not found');
  }
});

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let edge;
let workDir;

/** GET (or another method) through the edge: status, X-Cache, Age and the body. */
async function through(pathname, { method = 'GET', headers = {} } = {}) {
  const response = await fetch(`${edge.url}${pathname}`, {
    method,
    headers,
    signal: AbortSignal.timeout(5000),
  });
  return {
    status: response.status,
    cache: response.headers.get('x-edge-cache'),
    age: Number(response.headers.get('age') ?? 'NaN'),
    surrogateKey: response.headers.get('surrogate-key'),
    body: await response.text(),
  };
}

const purge = (tags, secret = SECRET) =>
  fetch(`${edge.url}/`, {
    method: 'PURGE',
    headers: { 'xkey-purge': tags, ...(secret ? { 'x-purge-secret': secret } : {}) },
    signal: AbortSignal.timeout(5000),
  });

before(async () => {
  assert.ok(await ensureVarnish(), 'varnish and varnish-modules are needed (see above)');
  await new Promise((resolve) => origin.listen(0, '127.0.0.1', resolve));
  workDir = mkdtempSync(path.join(tmpdir(), 'helionews-varnish-test-'));
  const varnishd = findVarnishd();
  writeVarnishVcl({
    varnishd,
    dir: workDir,
    backendPorts: [origin.address().port],
    purgeSecret: SECRET,
  });
  edge = await startVarnish({ varnishd, dir: workDir, listenPort: await freePort() });
});

after(async () => {
  await edge?.stop();
  await new Promise((resolve) => origin.close(resolve));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a tagged page is fetched once, then served by the edge without its tags', async () => {
  const first = await through('/tenant/t1/story/1');
  assert.equal(first.status, 200);
  assert.equal(first.cache, 'miss');
  assert.equal(first.surrogateKey, null, 'the tags are for the edge, not for browsers');
  const second = await through('/tenant/t1/story/1');
  assert.equal(second.cache, 'hit');
  assert.equal(second.body, first.body);
  assert.ok(second.age >= 0);
  assert.equal(seen.get('GET /tenant/t1/story/1'), 1);
});

test('PURGE needs the secret: 403 without it or with a wrong one', async () => {
  await through('/tenant/t1/story/2');
  for (const secret of [null, 'not-the-secret-at-all']) {
    const refused = await purge('t1:story:2', secret);
    assert.equal(refused.status, 403);
    await refused.arrayBuffer();
  }
  assert.equal((await through('/tenant/t1/story/2')).cache, 'hit');
  const missing = await fetch(`${edge.url}/`, {
    method: 'PURGE',
    headers: { 'x-purge-secret': SECRET },
  });
  assert.equal(missing.status, 400);
});

test('a soft purge by tag: the stale copy once, refreshed in the background, others untouched', async () => {
  await through('/tenant/t1/story/3');
  await through('/tenant/t1/story/4');
  version += 1;
  const purged = await purge('t1:story:3');
  assert.equal(purged.status, 200);
  assert.match(await purged.text(), /Soft-purged 1 objects/);
  const stale = await through('/tenant/t1/story/3');
  assert.equal(stale.cache, 'stale');
  assert.match(stale.body, /v1 #1/);
  let fresh;
  for (let i = 0; i < 50; i += 1) {
    fresh = await through('/tenant/t1/story/3');
    if (fresh.cache === 'hit' && /v2/.test(fresh.body)) break;
    await sleep(20);
  }
  assert.equal(fresh.cache, 'hit');
  assert.match(fresh.body, new RegExp(`v${version} #2`));
  assert.equal(seen.get('GET /tenant/t1/story/3'), 2);
  // Another story stays a hit with its old bytes.
  const other = await through('/tenant/t1/story/4');
  assert.equal(other.cache, 'hit');
  assert.match(other.body, /v1 #1/);
});

test('never from the edge: Authorization, /admin, /api/auth, other methods, private, untagged, Set-Cookie', async () => {
  const cases = [
    ['/tenant/t1/story/5', { headers: { authorization: 'Bearer abc' } }],
    ['/api/stories', { headers: { authorization: 'Bearer abc', 'x-tenant-id': 't9' } }],
    ['/admin/articles', {}],
    ['/api/auth/me', {}],
    ['/tenant/t1/story/6', { method: 'POST' }],
    ['/private', {}],
    ['/untagged', {}],
    ['/sets-cookie', {}],
  ];
  for (const [pathname, options] of cases) {
    const key = `${options.method ?? 'GET'} ${pathname}`;
    const before = seen.get(key) ?? 0;
    for (let i = 0; i < 3; i += 1) {
      const result = await through(pathname, options);
      assert.notEqual(result.cache, 'hit', `${key} was served by the edge`);
      assert.notEqual(result.cache, 'stale', `${key} was served by the edge`);
    }
    assert.equal(seen.get(key) - before, 3, `${key} reached the origin each time`);
  }
});

test('pages keep only the two mirror cookies: other cookies do not split the cache', async () => {
  const page = '/tenant/t1/story/7';
  await through(page, { headers: { cookie: '_ga=GA1.2.3; session=xyz' } });
  assert.equal(cookies.get(page), undefined, 'cookies other than the mirrors reach no one');
  const again = await through(page, { headers: { cookie: 'tracking=1' } });
  assert.equal(again.cache, 'hit');
  const german = await through(page, {
    headers: { cookie: 'session=xyz; preferred-language=de; selectedTenant=t1; x=y' },
  });
  assert.equal(german.cache, 'miss', 'another language is another variant (Vary: Cookie)');
  assert.equal(cookies.get(page), 'preferred-language=de; selectedTenant=t1');
  const germanAgain = await through(page, {
    headers: { cookie: 'selectedTenant=t1; preferred-language=de; other=2' },
  });
  assert.equal(germanAgain.cache, 'hit');
});

test('the API answers per publication (X-Tenant-ID) and per host', async () => {
  const a = await through('/api/stories', { headers: { 'x-tenant-id': 'alpha' } });
  const b = await through('/api/stories', { headers: { 'x-tenant-id': 'beta' } });
  assert.match(a.body, /tenant=alpha/);
  assert.match(b.body, /tenant=beta/);
  assert.match(
    (await through('/api/stories', { headers: { 'x-tenant-id': 'alpha' } })).body,
    /tenant=alpha/,
  );
  // fetch() sets Host itself: node:http sends another one.
  const viaHost = (host) =>
    new Promise((resolve, reject) => {
      const request = http.get(
        `${edge.url}/tenant/t1/story/1`,
        { headers: { host } },
        (response) => {
          response.resume();
          response.once('end', () => resolve(response.headers['x-edge-cache']));
        },
      );
      request.once('error', reject);
    });
  assert.equal(await viaHost('other.example'), 'miss');
  assert.equal(await viaHost('other.example'), 'hit');
});

test('while every origin is down, the last copy is served, even after a purge', async () => {
  await through('/tenant/t1/story/8');
  originDown = true;
  try {
    // The probe (every 1 s, 2 of 3 failing) marks the origin sick.
    await sleep(3_500);
    const purged = await purge('t1:story:8');
    assert.equal(purged.status, 200);
    const served = await through('/tenant/t1/story/8');
    assert.equal(served.status, 200);
    assert.equal(served.cache, 'stale');
    assert.match(served.body, /story\/8 v\d+ #1/);
    const never = await through('/tenant/t1/story/999');
    assert.equal(never.status, 503);
  } finally {
    originDown = false;
  }
});
