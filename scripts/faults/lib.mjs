// What the fault runs share: starting one built app node (node apps/server/dist/server.js), a
// writer loop of donations that remembers every acknowledged one, readiness probes, and a
// printed table. Plain Node; build the server first (`npm run build:server`).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverEntry = path.join(root, 'apps', 'server', 'dist', 'server.js');
export const ADMIN_EMAIL = 'admin@helionews.local';
export const ADMIN_PASSWORD = 'faults-admin-password';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function assertBuilt() {
  if (!existsSync(serverEntry)) {
    throw new Error(
      `The server is not built (${path.relative(root, serverEntry)}): run \`npm run build:server\``,
    );
  }
}

/** The machine, for the figures: CPUs, model, memory, Node. */
export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`;
}

/** The heading of a fault run's output: what it does, then the machine and the time. */
export function printHeading(title) {
  console.log(title);
  console.log(`machine: ${machine()}; ${new Date().toISOString()}`);
}

/**
 * One app node. `start()` spawns it and resolves when /api/ready answers 200; `kill9()` and
 * `stop(signal)` resolve once it has exited.
 */
export function appNode({ port, env, logFile }) {
  let child = null;
  let exited = null;
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    url,
    logFile,
    get pid() {
      return child?.pid;
    },
    async start({ timeoutMs = 120_000 } = {}) {
      const out = createWriteStream(logFile, { flags: 'a' });
      await once(out, 'open');
      const startedAt = Date.now();
      const proc = spawn(process.execPath, [serverEntry], {
        cwd: root,
        stdio: ['ignore', out, out],
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          ADMIN_EMAIL,
          ADMIN_PASSWORD,
          // The writer loop spreads its requests over many client addresses (X-Forwarded-For),
          // as real donors would, so the per-address rate limit of donations does not refuse it.
          TRUST_PROXY: '127.0.0.1',
          HOST: '127.0.0.1',
          PORT: String(port),
          ...env,
        },
      });
      child = proc;
      exited = new Promise((resolve) =>
        proc.once('exit', (code, signal) => {
          if (child === proc) child = null;
          out.end();
          resolve({ code, signal, at: Date.now() });
        }),
      );
      while (Date.now() - startedAt < timeoutMs) {
        if (child !== proc) {
          const result = await exited;
          throw new Error(
            `the node on port ${port} exited during start-up (${result.code ?? result.signal}); see ${logFile}`,
          );
        }
        if ((await probe(`${url}/api/ready`)).status === 200) return Date.now() - startedAt;
        await sleep(100);
      }
      throw new Error(
        `the node on port ${port} was not ready within ${timeoutMs} ms; see ${logFile}`,
      );
    },
    async kill9() {
      if (!child) return null;
      child.kill('SIGKILL');
      return exited;
    },
    async stop(signal = 'SIGTERM') {
      if (!child) return null;
      const sentAt = Date.now();
      child.kill(signal);
      const result = await exited;
      return { ...result, ms: result.at - sentAt };
    },
  };
}

/** An app node on the PostgreSQL of `databaseUrl`, its DATA_DIR (and log) a fresh temporary one. */
export function postgresNode({ port, databaseUrl, name }) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `helionews-${name}-`));
  return appNode({
    port,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: workDir },
    logFile: path.join(workDir, 'node.log'),
  });
}

/** Creates the database of `databaseUrl` when missing; `fresh` drops it first. */
export async function ensureDatabase(databaseUrl, { fresh = false } = {}) {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** The acknowledged donations missing from the database itself (one query, by id). */
export async function lostInDatabase(databaseUrl, acked) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select id, description from donations where id = any($1::bigint[])',
      [acked.map((donation) => donation.id)],
    );
    const found = new Map(rows.map((row) => [Number(row.id), row.description]));
    return acked.filter((donation) => found.get(donation.id) !== donation.reference);
  } finally {
    await client.end();
  }
}

/** One GET: `{ status, body }`, status 0 with `error` when the connection failed. */
export async function probe(url, timeoutMs = 2_000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body };
  } catch (error) {
    return { status: 0, error: error?.cause?.code ?? error?.name ?? String(error) };
  }
}

export async function signIn(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()).access_token;
}

/**
 * Registers the reader `name` (name@rolling.example, a fresh database each run) through `url`
 * from the client address `address` (X-Forwarded-For; registration is limited per address) and
 * answers its access token.
 */
export async function registerReader(url, name, address) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      email: `${name}@rolling.example`,
      username: name,
      password: `${name}-password-long`,
    }),
  });
  if (response.status !== 202) {
    throw new Error(`registering ${name} answered ${response.status}: ${await response.text()}`);
  }
  // Registration answers alike for a new and a taken email (ADR 024): the new account signs in.
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: `${name}@rolling.example`, password: `${name}-password-long` }),
  });
  if (login.status !== 200) {
    throw new Error(`signing ${name} in answered ${login.status}: ${await login.text()}`);
  }
  return (await login.json()).access_token;
}

let addressCounter = 0;
/** A different documentation-range client address for every request (RFC 5737 + 10/8). */
function nextAddress() {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Donations posted by `concurrency` loops until stop(): each acknowledged one (201 with its id)
 * is remembered with the unique reference in its description; failures are counted by kind.
 */
export function writerLoop({ url, token, concurrency = 8, label = 'faults' }) {
  const acked = [];
  const failures = new Map();
  let sent = 0;
  let running = true;
  let serial = 0;
  const fail = (kind) => failures.set(kind, (failures.get(kind) ?? 0) + 1);
  const loop = async () => {
    while (running) {
      serial += 1;
      const reference = `${label}-${process.pid}-${serial}`;
      const amount = 1 + (serial % 50);
      sent += 1;
      try {
        const response = await fetch(`${url}/api/user/donations`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-forwarded-for': nextAddress(),
          },
          body: JSON.stringify({ amount, description: reference }),
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        if (response.status === 201) {
          const donation = JSON.parse(text);
          acked.push({ id: donation.id, reference, amount });
        } else {
          fail(`HTTP ${response.status}`);
          await sleep(50);
        }
      } catch (error) {
        fail(error?.cause?.code ?? error?.name ?? 'error');
        // The node is gone or the database is down: do not spin.
        await sleep(50);
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    acked,
    failures,
    get sent() {
      return sent;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * A round of writes cut short: 8 concurrent writers for a random 1-3 s, then kill -9 of `node`
 * mid-writes. Resolves once the writers have stopped, with the writer and the round's first
 * columns (the round, how long it wrote, donations sent and acknowledged).
 */
export async function writeThenKill9({ node, token, label, round }) {
  const writeMs = 1_000 + Math.round(Math.random() * 2_000);
  const writer = writerLoop({ url: node.url, token, concurrency: 8, label });
  await sleep(writeMs);
  await node.kill9();
  await writer.stop();
  const columns = { round, 'write ms': writeMs, sent: writer.sent, acked: writer.acked.length };
  return { writer, columns };
}

/** Every donation id of the signed-in user, through the API (pages of 100). */
export async function listDonationIds(url, token) {
  const ids = new Set();
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}/api/user/donations?page=${page}&page_size=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) {
      throw new Error(`listing donations answered ${response.status}: ${await response.text()}`);
    }
    const body = await response.json();
    for (const donation of body.donations) ids.add(donation.id);
    if (body.donations.length < 100) return { ids, total: body.total };
  }
}

/** The acknowledged donations not found among `ids`. */
export const lostOf = (acked, ids) => acked.filter((donation) => !ids.has(donation.id));

/** Prints rows (objects with the same keys) as an aligned table. */
export function printTable(rows) {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]);
  const widths = keys.map((key) =>
    Math.max(key.length, ...rows.map((row) => String(row[key]).length)),
  );
  const line = (values) => values.map((value, i) => String(value).padStart(widths[i])).join('  ');
  console.log(line(keys));
  for (const row of rows) console.log(line(keys.map((key) => row[key])));
}

export const describeFailures = (failures) =>
  failures.size === 0 ? 'none' : [...failures].map(([kind, n]) => `${kind} × ${n}`).join(', ');
