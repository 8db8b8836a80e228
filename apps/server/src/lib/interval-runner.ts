import type { JobMetrics } from './metrics.js';

/** A job that ticks now and then every interval, never two ticks at once, until stopped. */
export interface IntervalRunner<T> {
  /** Ticks now and then every interval, until stop(). */
  start(): void;
  /** No further ticks; resolves once the running one has finished. */
  stop(): Promise<void>;
  /** One tick, after any tick already running (ticks never overlap). */
  runOnce(): Promise<T>;
}

export interface IntervalRunnerMetrics<T> {
  /** The job's name in the metrics' `job` label (scheduler, feeds). */
  name: string;
  metrics: JobMetrics;
  /** Failures a tick's result reports (a failed batch, a feed that could not be fetched). */
  failures?: (result: T) => number;
}

/**
 * The loop shared by the News Scheduler and the feed poller: `tick` must not throw (each job
 * logs its own failures); a tick's end schedules the next one `intervalMs` later. `signal` aborts
 * when stop() is called: a long tick checks it between units of work and ends early.
 *
 * With `observed`, each timed tick records how late it started against its schedule (a slow
 * previous tick, a blocked event loop), each tick's end its time, and failures are counted.
 */
export function createIntervalRunner<T>(
  tick: (signal: AbortSignal) => Promise<T>,
  intervalMs: number,
  observed?: IntervalRunnerMetrics<T>,
): IntervalRunner<T> {
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let stopping = new AbortController();

  const job = observed && {
    lag: observed.metrics.jobLag.labels({ job: observed.name }),
    lastRun: observed.metrics.jobLastRun.labels({ job: observed.name }),
    failures: observed.metrics.jobFailures.labels({ job: observed.name }),
    count: observed.failures,
  };
  // Exported as 0 from the start, so that a rate over it is defined before the first failure.
  job?.failures.inc(0);

  /** One tick; `dueAt` (a performance.now() time) when the timer meant it to start then. */
  async function measuredTick(signal: AbortSignal, dueAt?: number): Promise<T> {
    if (!job) return tick(signal);
    if (dueAt !== undefined) job.lag.observe(Math.max(0, performance.now() - dueAt) / 1000);
    try {
      const result = await tick(signal);
      const failed = job.count?.(result) ?? 0;
      if (failed > 0) job.failures.inc(failed);
      return result;
    } catch (error) {
      job.failures.inc();
      throw error;
    } finally {
      job.lastRun.set(Date.now() / 1000);
    }
  }

  function runOnce(dueAt?: number): Promise<T> {
    // A tick asked for after stop() runs in full; stop() ends the ones asked for before it.
    const { signal } = stopping.signal.aborted ? new AbortController() : stopping;
    const next = queue.then(() => measuredTick(signal, dueAt));
    queue = next.catch(() => undefined);
    return next;
  }

  function schedule(delayMs: number) {
    const dueAt = performance.now() + delayMs;
    timer = setTimeout(() => {
      timer = null;
      // A tick that throws anyway is counted (observed) and must not become an unhandled rejection.
      void runOnce(dueAt)
        .catch(() => undefined)
        .finally(() => {
          if (running) schedule(intervalMs);
        });
    }, delayMs);
    // The server's listener keeps the process alive; a pending tick alone must not.
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      if (stopping.signal.aborted) stopping = new AbortController();
      schedule(0);
    },
    async stop() {
      running = false;
      stopping.abort();
      if (timer) clearTimeout(timer);
      timer = null;
      await queue;
    },
    runOnce: () => runOnce(),
  };
}
