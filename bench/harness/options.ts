/**
 * The command-line options the benches share, and reading them at the start of a bench.
 * (bench/harness.ts re-exports every module here.)
 */
import { MAX_STORIES, MAX_TENANTS, type BenchCommandLine } from '../generate.js';
import { assertServerBuilt } from './server.js';

/** --duration, --warmup, --connections, --tenants and --stories, for parseBenchCommandLine. */
export const LOAD_OPTIONS = {
  duration: 'string',
  warmup: 'string',
  connections: 'string',
  tenants: 'string',
  stories: 'string',
} as const;

/** How long and how hard an autocannon bench loads the server, and on how much bench data. */
export interface BenchLoadOptions {
  /** Seconds measured per run. */
  duration: number;
  /** Seconds of warm-up before each run. */
  warmup: number;
  /** Concurrent autocannon connections. */
  connections: number;
  /** Bench tenants to generate when there are none. */
  tenants: number;
  /** Stories per tenant to generate when there are none. */
  stories: number;
}

/** The LOAD_OPTIONS given, each within its bounds, or the bench's own `defaults`. */
export function loadOptionsOf(
  cli: BenchCommandLine<keyof typeof LOAD_OPTIONS>,
  defaults: BenchLoadOptions,
): BenchLoadOptions {
  return {
    duration: cli.wholeNumber('duration', defaults.duration, 1, 3_600),
    warmup: cli.wholeNumber('warmup', defaults.warmup, 0, 600),
    connections: cli.wholeNumber('connections', defaults.connections, 1, 10_000),
    tenants: cli.wholeNumber('tenants', defaults.tenants, 1, MAX_TENANTS),
    stories: cli.wholeNumber('stories', defaults.stories, 1, MAX_STORIES),
  };
}

/**
 * The start of a bench that runs the built server: its options read from this process's command
 * line by `parse`, or undefined once `usage` is printed for --help. Throws a UsageError when the
 * server is not built (`build`: the command that builds it).
 */
export function benchOptions<O>(
  parse: (argv: string[], env: NodeJS.ProcessEnv) => O | 'help',
  usage: string,
  build?: string,
): O | undefined {
  const parsed = parse(process.argv.slice(2), process.env);
  if (parsed === 'help') {
    console.log(usage);
    return undefined;
  }
  assertServerBuilt(build);
  return parsed;
}
