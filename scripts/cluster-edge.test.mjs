// `npm run cluster -- --edge varnish` as a test: two app nodes behind HAProxy behind Varnish, on
// the local PostgreSQL and Redis (node's own runner, like the rolling restart: it needs a built
// server, so it is not part of `npm test`):
//   npm run build && node --test scripts/cluster-edge.test.mjs
// The setup installs Varnish as the project does (scripts/ensure-varnish.mjs) or fails in one
// line. EDGE_TEST_PORT (3485; HAProxy and the nodes take the next three) and
// EDGE_TEST_DATABASE_URL (dropped and created again) move it out of another run's way.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { startCluster } from './cluster-lib.mjs';
import { ensureVarnish } from './ensure-varnish.mjs';
import { ensureDatabase } from './faults/lib.mjs';

const port = Number(process.env.EDGE_TEST_PORT ?? 3485);
const databaseUrl =
  process.env.EDGE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/helionews_edge_test';
const BROWSER = { 'accept-encoding': 'gzip, br' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ADMIN = { email: 'edge-admin@helionews.invalid', password: 'edge-test-admin-password' };

let cluster;

async function get(url, headers = {}) {
  const response = await fetch(url, {
    headers: { ...BROWSER, ...headers },
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    cache: response.headers.get('x-edge-cache'),
    age: Number(response.headers.get('age') ?? 'NaN'),
    xVarnish: response.headers.get('x-varnish') ?? '',
    surrogateKey: response.headers.get('surrogate-key'),
  };
}

const purge = (tags, secret) =>
  fetch(`${cluster.url}/`, {
    method: 'PURGE',
    headers: { 'xkey-purge': tags, 'x-purge-secret': secret },
    signal: AbortSignal.timeout(5_000),
  });

before(async () => {
  assert.ok(await ensureVarnish(), 'varnish and varnish-modules are needed (see above)');
  await ensureDatabase(databaseUrl, { fresh: true });
  cluster = await startCluster({
    proxyPort: port,
    nodePorts: [port + 1, port + 2],
    databaseUrl,
    edge: 'varnish',
    handleSignals: false,
    env: {
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    log: () => undefined,
  });
});

after(async () => {
  await cluster?.stop();
});

test('the cluster answers through Varnish, HAProxy behind it', async () => {
  assert.equal(cluster.edge, 'varnish');
  assert.equal(cluster.originUrl, `http://127.0.0.1:${port + 3}`);
  const ready = await get(`${cluster.url}/api/ready`);
  assert.equal(ready.status, 200);
  assert.equal(ready.cache, 'miss', '/api/ready carries no tags: never kept by the edge');
  assert.equal((await get(`${cluster.url}/api/ready`)).cache, 'miss');
});

test('every node is told where to purge, with the edge secret', () => {
  for (const node of cluster.nodes) {
    const environ = readFileSync(`/proc/${node.pid}/environ`, 'utf8').split('\0');
    assert.ok(environ.includes(`EDGE_PURGE_URLS=${cluster.url}/`), `node ${node.port}`);
    assert.ok(environ.includes(`EDGE_PURGE_SECRET=${cluster.edgeSecret}`), `node ${node.port}`);
  }
});

test('a page is served by the edge the second time; a soft purge of its tag fetches it again', async () => {
  const direct = await get(`${cluster.nodes[0].url}/`);
  assert.equal(direct.status, 200);
  assert.ok(
    direct.surrogateKey,
    'the front page carries no Surrogate-Key: the read cache must tag its answers (issue 31, item 2)',
  );
  const tag = direct.surrogateKey.split(' ').find((key) => /^t\d+$/.test(key));
  assert.ok(tag, `no publication tag in "${direct.surrogateKey}"`);

  const first = await get(`${cluster.url}/`);
  assert.equal(first.status, 200);
  assert.equal(first.surrogateKey, null, 'the edge keeps the tags to itself');
  const second = await get(`${cluster.url}/`);
  assert.equal(second.cache, 'hit');
  assert.ok(second.age >= 0, 'Age');
  assert.match(second.xVarnish, /^\d+ \d+$/, 'X-Varnish names the request and the cached object');

  await sleep(1_100);
  assert.ok((await get(`${cluster.url}/`)).age >= 1);
  const wrong = await purge(tag, 'not-the-secret-of-this-edge');
  assert.equal(wrong.status, 403);
  const purged = await purge(tag, cluster.edgeSecret);
  assert.equal(purged.status, 200);
  assert.match(await purged.text(), /Soft-purged [1-9]\d* objects/);
  // The stale copy at most once (grace) while the node renders it again in the background.
  let fresh;
  for (let i = 0; i < 100; i += 1) {
    fresh = await get(`${cluster.url}/`);
    if (fresh.cache === 'hit' && fresh.age < 1) break;
    await sleep(20);
  }
  assert.equal(fresh.cache, 'hit');
  assert.ok(fresh.age < 1, `the page was not fetched again (Age ${fresh.age})`);
  assert.notEqual(fresh.xVarnish.split(' ')[1], second.xVarnish.split(' ')[1], 'a new object');
});

test('a request with Authorization is never answered by the edge', async () => {
  await get(`${cluster.url}/api/stories`);
  for (let i = 0; i < 3; i += 1) {
    const withToken = await get(`${cluster.url}/api/stories`, { authorization: 'Bearer nope' });
    assert.equal(withToken.cache, 'pass');
  }
  assert.equal((await get(`${cluster.url}/admin/login`)).cache, 'pass');
});

test("an editor's change reaches readers through the edge: the nodes purge its tags", async () => {
  const login = await fetch(`${cluster.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  assert.equal(login.status, 200);
  const { access_token: token } = await login.json();
  const list = await fetch(`${cluster.url}/api/stories?page_size=1`);
  const [story] = (await list.json()).stories;
  const page = `${cluster.url}/tenant/helionews/story/${story.id}`;
  await get(page);
  assert.equal((await get(page)).cache, 'hit', 'the story page is kept by the edge (tagged)');

  const title = `Edited at the edge ${Date.now()}`;
  const saved = await fetch(`${cluster.url}/api/admin/articles/${story.id}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'x-tenant-id': 'helionews',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ title }),
  });
  assert.equal(saved.status, 200);
  const savedAt = Date.now();
  let shown = false;
  while (!shown && Date.now() - savedAt < 5_000) {
    const response = await fetch(page, { headers: BROWSER });
    shown = (await response.text()).includes(title);
    if (!shown) await sleep(50);
  }
  assert.ok(shown, `the edited title did not show through the edge within 5 s`);
});
