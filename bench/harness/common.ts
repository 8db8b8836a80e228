/** Paths, names and the log every bench shares. (bench/harness.ts re-exports every module here.) */
import path from 'node:path';
import { benchDir } from '../generate.js';

export const repoRoot = path.resolve(benchDir, '..');
export const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'server.js');
export const resultsDir = path.join(benchDir, 'results');
/** Loaded into the server with --import: answers `app.readCache.stats()` over IPC, nothing else. */
export const probeEntry = path.join(benchDir, 'server-probe.mjs');
export const HOST = '127.0.0.1';
export const FIRST_TENANT = 'bench-1';
/** The server's fallback tenant (DEFAULT_TENANT_SLUG in @helionews/contracts). */
export const DEFAULT_TENANT_SLUG = 'helionews';
export const BENCH_ADMIN_EMAIL = 'bench-admin@helionews.invalid';
export const READY_TIMEOUT_MS = 60_000;
export const STOP_TIMEOUT_MS = 10_000;

export const log = (message: string) => process.stderr.write(`${message}\n`);
