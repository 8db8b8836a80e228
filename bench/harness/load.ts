/** autocannon runs. (bench/harness.ts re-exports every module here.) */
import autocannon, { type Options as AutocannonOptions } from 'autocannon';
import { log } from './common.js';
import { throwIfInterrupted, watchRun } from './cleanup.js';

// Load.

export interface LoadResult {
  name: string;
  requestsPerSecond: { average: number; stddev: number; min: number; max: number };
  requestsTotal: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  throughputBytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Several requests, sent in turn on every connection. */
  requests?: AutocannonOptions['requests'];
}

/** One autocannon run, stoppable by Ctrl-C. */
export async function runLoad(
  name: string,
  url: string,
  options: LoadOptions,
): Promise<LoadResult> {
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    ...(options.requests ? { requests: options.requests } : {}),
  });
  watchRun(instance);
  let result;
  try {
    result = await instance;
  } finally {
    watchRun(null);
  }
  throwIfInterrupted();
  if (result.errors > 0 || result.non2xx > 0) {
    log(
      `  warning: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  }
  return {
    name,
    requestsPerSecond: {
      average: result.requests.average,
      stddev: result.requests.stddev,
      min: result.requests.min,
      max: result.requests.max,
    },
    requestsTotal: result.requests.total,
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    throughputBytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
    ),
  };
}

/** A warm-up run (discarded), then the measured one. */
export async function measure(
  name: string,
  url: string,
  options: LoadOptions & { warmup: number },
): Promise<LoadResult> {
  if (options.warmup > 0) {
    log(`${name}: warming up ${options.warmup} s`);
    await runLoad(name, url, { ...options, seconds: options.warmup });
  }
  log(`${name}: measuring ${options.seconds} s with ${options.connections} connections`);
  return runLoad(name, url, options);
}

/** Left-aligned first column, right-aligned numbers. */
export function formatTable(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [
    line(rows[0] ?? []),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

export function loadTableRows(results: LoadResult[]): string[][] {
  return [
    ['scenario', 'req/s (avg)', 'latency avg ms', 'p50 ms', 'p99 ms', 'errors+non2xx'],
    ...results.map((r) => [
      r.name,
      r.requestsPerSecond.average.toFixed(0),
      r.latencyMs.average.toFixed(2),
      r.latencyMs.p50.toFixed(0),
      r.latencyMs.p99.toFixed(0),
      String(r.errors + r.non2xx),
    ]),
  ];
}

export interface Ratio {
  endpoint: string;
  /** server req/s divided by bare req/s: 1 would mean the server costs nothing. */
  throughput: number;
  /**
   * server mean latency divided by bare mean latency (the mean, because autocannon's percentiles
   * are whole milliseconds and the baseline's p50 is usually 0).
   */
  latencyMean: number;
}

export function ratioOf(endpoint: string, server: LoadResult, bare: LoadResult): Ratio {
  const divide = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
  return {
    endpoint,
    throughput: divide(server.requestsPerSecond.average, bare.requestsPerSecond.average),
    latencyMean: divide(server.latencyMs.average, bare.latencyMs.average),
  };
}

export function formatRatio(ratio: Ratio, width = 5): string {
  return (
    `${ratio.endpoint.padEnd(width)}  server/bare = ${ratio.throughput.toFixed(3)} of the baseline's req/s ` +
    `(bare is ${(1 / ratio.throughput).toFixed(1)}x faster); mean latency ${ratio.latencyMean.toFixed(1)}x`
  );
}
