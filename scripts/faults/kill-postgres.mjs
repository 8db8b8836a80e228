#!/usr/bin/env node
// PostgreSQL dies under a writing node (`pg_ctl stop -m immediate`: no checkpoint, like a crash)
// and comes back: the node must report the outage on /api/ready (503 "Database is not
// reachable"), keep running, reconnect by itself once the database is back, and every donation
// it acknowledged must be in the database afterwards. Uses a PostgreSQL cluster of its own
// (initdb on first use, as the postgres user when run as root), never the machine's.
//
//   node scripts/faults/kill-postgres.mjs [--pg-dir /tmp/hn-d-pg] [--pg-port 5499] [--port 3452]
//     [--outage-ms 5000] [--pg-bin /usr/lib/postgresql/15/bin]
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  assertBuilt,
  describeFailures,
  ensureDatabase,
  lostInDatabase,
  postgresNode,
  printHeading,
  probe,
  signIn,
  sleep,
  writerLoop,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    'pg-dir': { type: 'string', default: '/tmp/hn-d-pg' },
    'pg-port': { type: 'string', default: '5499' },
    'pg-bin': { type: 'string', default: '/usr/lib/postgresql/15/bin' },
    port: { type: 'string', default: '3452' },
    'outage-ms': { type: 'string', default: '5000' },
  },
});
const pgDir = values['pg-dir'];
const pgPort = Number(values['pg-port']);
const outageMs = Number(values['outage-ms']);
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the postgres user when this script runs as root. */
function pgTool(tool, args) {
  const command = [path.join(values['pg-bin'], tool), ...args];
  const result = asRoot
    ? spawnSync('su', ['postgres', '-c', command.map((part) => `'${part}'`).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(command[0], command.slice(1), { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

const pgCtl = (...args) =>
  pgTool('pg_ctl', ['-D', pgDir, '-l', path.join(pgDir, 'server.log'), ...args]);
const pgStart = () =>
  pgCtl('-o', `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1`, '-w', 'start');

assertBuilt();
if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
  mkdirSync(pgDir, { recursive: true });
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    chownSync(pgDir, Number(id), Number(gid));
  }
  pgTool('initdb', ['-D', pgDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
}
if (
  spawnSync(path.join(values['pg-bin'], 'pg_isready'), ['-h', '127.0.0.1', '-p', String(pgPort)])
    .status !== 0
) {
  pgStart();
}
const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/helionews_faults`;
await ensureDatabase(databaseUrl, { fresh: true });

const node = postgresNode({ port: Number(values.port), databaseUrl, name: 'kill-postgres' });
printHeading(
  `PostgreSQL stopped with -m immediate under a writing node; cluster ${pgDir} on port ${pgPort}; node log ${node.logFile}`,
);
await node.start();
const token = await signIn(node.url);
const writer = writerLoop({ url: node.url, token, concurrency: 8, label: 'pgkill' });
await sleep(3_000);
const ackedBefore = writer.acked.length;

// The crash.
pgCtl('-m', 'immediate', 'stop');
const killedAt = Date.now();
const readiness = new Map();
let detail = null;
while (Date.now() - killedAt < outageMs) {
  const answer = await probe(`${node.url}/api/ready`, 6_000);
  const key = answer.status === 0 ? `no answer (${answer.error})` : String(answer.status);
  readiness.set(key, (readiness.get(key) ?? 0) + 1);
  if (answer.status === 503) detail = answer.body?.detail ?? detail;
  await sleep(200);
}
const ackedDuringOutage = writer.acked.length - ackedBefore;

// PostgreSQL returns (crash recovery replays the WAL); the node must find it by itself.
const restartAt = Date.now();
pgStart();
const pgBackMs = Date.now() - restartAt;
let readyAgainMs = null;
let writeAgainMs = null;
const ackedAtRestart = writer.acked.length;
while (Date.now() - restartAt < 60_000 && (readyAgainMs === null || writeAgainMs === null)) {
  if (readyAgainMs === null && (await probe(`${node.url}/api/ready`)).status === 200) {
    readyAgainMs = Date.now() - restartAt;
  }
  if (writeAgainMs === null && writer.acked.length > ackedAtRestart) {
    writeAgainMs = Date.now() - restartAt;
  }
  await sleep(50);
}
await sleep(2_000);
await writer.stop();
const nodeAlive = node.pid !== undefined;
const stopped = await node.stop('SIGTERM');

const lost = await lostInDatabase(databaseUrl, writer.acked);
const figures = {
  'donations acknowledged': writer.acked.length,
  // Answers that left after the stop began: their commits had landed before it.
  'acknowledged after pg_ctl stop began': ackedDuringOutage,
  'lost after recovery': lost.length,
  'requests not acknowledged': describeFailures(writer.failures),
  [`/api/ready during the ${outageMs / 1000} s outage`]: [...readiness]
    .map(([status, n]) => `${status} × ${n}`)
    .join(', '),
  '503 detail': detail,
  'node process survived the outage': nodeAlive,
  'PostgreSQL restart (pg_ctl start -w), ms': pgBackMs,
  'node ready again after PostgreSQL start, ms': readyAgainMs,
  'node ready again after PostgreSQL accepts connections, ms':
    readyAgainMs === null ? null : readyAgainMs - pgBackMs,
  'first acknowledged write after PostgreSQL start, ms': writeAgainMs,
  'node exit after SIGTERM': `code ${stopped?.code} in ${stopped?.ms} ms`,
};
for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(58)} ${value}`);
pgCtl('-m', 'fast', 'stop');
const ok =
  lost.length === 0 &&
  nodeAlive &&
  readyAgainMs !== null &&
  writeAgainMs !== null &&
  detail === 'Database is not reachable' &&
  !readiness.has('200');
console.log(ok ? '\nPASS' : '\nFAIL');
process.exit(ok ? 0 : 1);
