// The rolling restart as a test (node's own runner, not Vitest: it needs HAProxy, the local
// PostgreSQL and Redis, and a built server, so it is not part of `npm test`):
//   npm run build:server && node --test scripts/faults/rolling-restart.test.mjs
// FAULTS_PROXY_PORT (3465; the nodes take the next two) and FAULTS_DATABASE_URL (dropped and
// created again) move it out of another run's way.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runRollingRestart } from './rolling-restart.mjs';

test(
  'a rolling SIGTERM restart of both nodes behind HAProxy fails no read and no donation',
  { timeout: 300_000 },
  async () => {
    const result = await runRollingRestart({
      proxyPort: Number(process.env.FAULTS_PROXY_PORT ?? 3465),
      ...(process.env.FAULTS_DATABASE_URL ? { databaseUrl: process.env.FAULTS_DATABASE_URL } : {}),
      proxy: 'haproxy',
      // 30 readers (home page, story list, a story, categories, search) and 10 signed-in readers
      // posting donations, which no proxy may retry once sent: HAProxy's health check of
      // /api/ready takes a draining node out of the pool before it stops accepting connections.
      concurrency: 40,
      writers: 10,
      settleMs: 2_000,
      drainMs: 3_000,
      log: () => undefined,
    });
    const perNode = Object.fromEntries(
      ['node1', 'node2'].map((name) => [
        name,
        result.perNode.reduce((sum, phase) => sum + phase[name], 0),
      ]),
    );
    console.log(
      `${result.requests} requests in ${result.seconds.toFixed(1)} s: ${result.reads} reads, ${result.writes} donations acknowledged, ${result.failed} failed; p99 ${result.p99.toFixed(0)} ms; node1 ${perNode.node1}, node2 ${perNode.node2}`,
    );
    for (const restart of result.restarts) console.log(JSON.stringify(restart));

    assert.deepEqual(result.failures.slice(0, 20), []);
    assert.equal(result.failed, 0);
    assert.equal(result.requests, result.reads + result.writes);
    assert.ok(result.reads > 500, `only ${result.reads} reads were answered`);
    assert.ok(result.writes > 100, `only ${result.writes} donations were acknowledged`);
    for (const restart of result.restarts) {
      assert.equal(restart['exit code'], 0, `node ${restart.node} exit code`);
      assert.ok(
        restart['signal to exit ms'] < 10_000,
        `node ${restart.node} took ${restart['signal to exit ms']} ms to exit`,
      );
      // HAProxy took it out of the pool (waited for in runRollingRestart; printed above). How
      // soon depends on how fast a busy node answers the check: 0.5-2 s measured, within the 3 s of
      // drain; on a machine shared by other work it may be later, and a connection refused after
      // the drain is then retried on the other node (retry-on conn-failure).
      assert.equal(typeof restart['signal to out of pool ms'], 'number');
    }
    // Load went on through each restart, and each node served its share before and after its own.
    for (const phase of result.phases) {
      assert.ok(phase.requests > 0, `no request during ${phase.phase}`);
    }
    for (const name of ['node1', 'node2']) {
      assert.ok(perNode[name] > 300, `${name} served only ${perNode[name]} requests`);
      const last = result.perNode.at(-1);
      assert.ok(last[name] > 50, `${name} served only ${last[name]} requests after the restarts`);
    }
  },
);
