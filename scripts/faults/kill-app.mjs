#!/usr/bin/env node
// kill -9 of an app node on PostgreSQL during writes: each round starts the node, writes
// donations with 8 concurrent writers for a random 1-3 s, kills the process with SIGKILL
// mid-writes and starts it again; every acknowledged donation must be in the database (checked
// with SQL, by id and reference) and listed by the restarted node. Exits 1 on any loss.
//
//   node scripts/faults/kill-app.mjs [--rounds 5] [--port 3451]
//     [--database-url postgres://postgres@127.0.0.1:5432/helionews_faults]
import { parseArgs } from 'node:util';
import {
  assertBuilt,
  describeFailures,
  ensureDatabase,
  listDonationIds,
  lostInDatabase,
  lostOf,
  postgresNode,
  printHeading,
  printTable,
  signIn,
  writeThenKill9,
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
const node = postgresNode({ port: Number(values.port), databaseUrl, name: 'kill-app' });
printHeading(
  `kill -9 of an app node on PostgreSQL (${databaseUrl}), ${rounds} rounds; log ${node.logFile}`,
);

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
  const { writer, columns } = await writeThenKill9({ node, token, label: `app${round}`, round });
  allAcked.push(...writer.acked);
  rows.push({
    ...columns,
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
