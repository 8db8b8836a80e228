#!/usr/bin/env node
// kill -9 of an app node on PostgreSQL during writes: each round starts the node, writes
// donations with 8 concurrent writers for a random 1-3 s, kills the process with SIGKILL
// mid-writes and starts it again; every acknowledged donation must be in the database (checked
// with SQL, by id and reference) and listed by the restarted node. Exits 1 on any loss.
//
//   node scripts/faults/kill-app.mjs [--rounds 5] [--port 3451]
//     [--database-url postgres://postgres@127.0.0.1:5432/helionews_faults]
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  appNode,
  assertBuilt,
  describeFailures,
  ensureDatabase,
  listDonationIds,
  lostInDatabase,
  lostOf,
  machine,
  printTable,
  signIn,
  sleep,
  writerLoop,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    port: { type: 'string', default: '3451' },
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/helionews_faults',
    },
  },
});
const rounds = Number(values.rounds);
const databaseUrl = values['database-url'];

assertBuilt();
await ensureDatabase(databaseUrl, { fresh: true });
const workDir = mkdtempSync(path.join(os.tmpdir(), 'helionews-kill-app-'));
const node = appNode({
  port: Number(values.port),
  env: { DATABASE_URL: databaseUrl, DATA_DIR: workDir },
  logFile: path.join(workDir, 'node.log'),
});
console.log(
  `kill -9 of an app node on PostgreSQL (${databaseUrl}), ${rounds} rounds; log ${node.logFile}`,
);
console.log(`machine: ${machine()}; ${new Date().toISOString()}`);

const allAcked = [];
const rows = [];
let failed = false;
for (let round = 1; round <= rounds + 1; round += 1) {
  const startMs = await node.start();
  const token = await signIn(node.url);
  const { ids } = await listDonationIds(node.url, token);
  const lostByApi = lostOf(allAcked, ids);
  const lostBySql = await lostInDatabase(databaseUrl, allAcked);
  if (rows.length > 0) {
    Object.assign(rows.at(-1), {
      'restart ms': startMs,
      'lost (SQL)': lostBySql.length,
      'lost (API)': lostByApi.length,
    });
  }
  if (lostBySql.length > 0 || lostByApi.length > 0) failed = true;
  if (round === rounds + 1) {
    await node.stop('SIGTERM');
    break;
  }
  const writeMs = 1_000 + Math.round(Math.random() * 2_000);
  const writer = writerLoop({ url: node.url, token, concurrency: 8, label: `app${round}` });
  await sleep(writeMs);
  await node.kill9();
  await writer.stop();
  allAcked.push(...writer.acked);
  rows.push({
    round,
    'write ms': writeMs,
    sent: writer.sent,
    acked: writer.acked.length,
    'not acked': describeFailures(writer.failures),
    'restart ms': '',
    'lost (SQL)': '',
    'lost (API)': '',
  });
}
printTable(rows);
console.log(
  `\n${rounds} kill -9 rounds on PostgreSQL: ${allAcked.length} donations acknowledged, ${failed ? 'SOME LOST' : '0 lost'}.`,
);
process.exit(failed ? 1 : 0);
