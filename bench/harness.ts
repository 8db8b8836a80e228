/**
 * What every benchmark here shares: clean-up on exit and Ctrl-C, the real built server as a child
 * process (with a bench admin account and an optional probe), a bare `node:http` baseline in a
 * worker thread, the bench data (generated or reused), autocannon runs and the report.
 *
 * `stories-bench.ts`, `read-path-bench.ts`, `load-bench.ts`, `soak.ts` and the other benches import
 * it; it runs nothing by itself.
 */
export * from './harness/common.js';
export * from './harness/cleanup.js';
export * from './harness/http.js';
export * from './harness/server.js';
export * from './harness/proc.js';
export * from './harness/bare.js';
export * from './harness/data.js';
export * from './harness/load.js';
export * from './harness/report.js';
export * from './harness/options.js';
