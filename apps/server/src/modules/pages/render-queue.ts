/**
 * The renders a node runs at once, and the bounded line of those waiting (issue 31, item 5): a
 * flood of pages no one has asked for yet cannot grow the line without end and starve the
 * readers behind it. A render that finds the line full is refused at once (the page answers 503
 * with Retry-After; the read cache serves its stale copy before that, when it has one).
 */
export class RenderQueueFullError extends Error {
  override name = 'RenderQueueFullError';
}

export interface RenderQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number };
}

export function createRenderQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}): RenderQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (running < concurrency) {
        running += 1;
      } else {
        if (waiting.length >= maxWaiting)
          throw new RenderQueueFullError('The render queue is full');
        // The finishing render hands its place over (running stays the same).
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
