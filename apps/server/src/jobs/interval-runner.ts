/** A job that ticks now and then every interval, never two ticks at once, until stopped. */
export interface IntervalRunner<T> {
  /** Ticks now and then every interval, until stop(). */
  start(): void;
  /** No further ticks; resolves once the running one has finished. */
  stop(): Promise<void>;
  /** One tick, after any tick already running (ticks never overlap). */
  runOnce(): Promise<T>;
}

/**
 * The loop shared by the News Scheduler and the feed poller: `tick` must not throw (each job
 * logs its own failures); a tick's end schedules the next one `intervalMs` later.
 */
export function createIntervalRunner<T>(
  tick: () => Promise<T>,
  intervalMs: number,
): IntervalRunner<T> {
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  function runOnce(): Promise<T> {
    const next = queue.then(tick);
    queue = next.catch(() => undefined);
    return next;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      timer = null;
      void runOnce().finally(() => {
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
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await queue;
    },
    runOnce,
  };
}
