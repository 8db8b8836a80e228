#!/usr/bin/env node
// kill -9 of a node on the embedded database (PGlite), repeated: each round starts the server on
// the same DATA_DIR (reopening the database the previous round killed, past its stale lock file),
// checks through the API that every donation acknowledged so far is there, writes for a random
// 1-3 s with 8 concurrent writers, and kills the process with SIGKILL mid-writes. A last start
// checks the final round. Prints a table of rounds; exits 1 if any acknowledged donation is lost
// or a start fails.
//
//   node scripts/faults/kill-embedded.mjs [--rounds 20] [--port 3450] [--data-dir /tmp/...]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  appNode,
  assertBuilt,
  describeFailures,
  listDonationIds,
  lostOf,
  printHeading,
  printTable,
  signIn,
  writeThenKill9,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    port: { type: 'string', default: '3450' },
    'data-dir': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const port = Number(values.port);

assertBuilt();
const dataDir =
  values['data-dir'] ?? mkdtempSync(path.join(os.tmpdir(), 'helionews-kill-embedded-'));
const node = appNode({ port, env: { DATA_DIR: dataDir }, logFile: path.join(dataDir, 'node.log') });
printHeading(`kill -9 on embedded PGlite, ${rounds} rounds; data in ${dataDir}`);

const allAcked = [];
const rows = [];
let failed = false;

for (let round = 1; round <= rounds + 1; round += 1) {
  const last = round === rounds + 1;
  let startMs;
  try {
    startMs = await node.start();
  } catch (error) {
    console.error(`round ${round}: the server did not start again after kill -9: ${error.message}`);
    failed = true;
    break;
  }
  const token = await signIn(node.url);
  const { ids, total } = await listDonationIds(node.url, token);
  const lost = lostOf(allAcked, ids);
  if (lost.length > 0) failed = true;
  if (rows.length > 0) {
    Object.assign(rows.at(-1), { 'reopen ms': startMs, present: total, lost: lost.length });
  }
  if (last) {
    await node.stop('SIGTERM');
    break;
  }
  const { writer, columns } = await writeThenKill9({ node, token, label: `round${round}`, round });
  allAcked.push(...writer.acked);
  rows.push({
    ...columns,
    'acked total': allAcked.length,
    'not acked': describeFailures(writer.failures),
    'reopen ms': '',
    present: '',
    lost: '',
  });
}

printTable(rows);
const totalLost = rows.reduce((sum, row) => sum + (Number(row.lost) || 0), 0);
console.log(
  `\n${rows.length} kill -9 rounds: ${allAcked.length} donations acknowledged, ${totalLost} lost; every reopen after kill -9 ${failed ? 'did NOT' : 'did'} succeed with all acknowledged writes present.`,
);
if (!values.keep && !values['data-dir'] && !failed)
  rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
