/** The part of autocannon 9's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p2_5: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
    p99_99: number;
    p99_999: number;
  }

  /** One of several requests a connection sends in turn. */
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send of this request; answers the request to send. */
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Requests a second across every connection, whatever the server's speed (0: as fast as it answers). */
    overallRate?: number;
    /** seconds */
    duration?: number;
    /** seconds before a request times out */
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Sent in turn on every connection, each merged over `headers`. */
    requests?: RequestSpec[];
    title?: string;
  }

  export interface Result {
    title?: string;
    url: string;
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    /** seconds */
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    start: Date;
    finish: Date;
    connections: number;
    pipelining: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
