/**
 * The phases of a start, in milliseconds: where the time to the first answer goes. The first
 * phase, `modules`, runs from the process's own start (performance's time origin) to the first
 * mark: Node's boot and the import graph. `npm run bench:quick` and `bench/startup.ts` print them.
 */
export interface StartupPhases {
  /** Ends the phase under way under `name` and starts the next one. */
  mark(name: string): void;
  /** Every phase ended so far, in order, rounded to 0.1 ms, with their `total`. */
  summary(): Record<string, number>;
}

export function createStartupPhases(now: () => number = () => performance.now()): StartupPhases {
  const ended: [string, number][] = [];
  let last = 0;
  return {
    mark(name) {
      const at = now();
      ended.push([name, at - last]);
      last = at;
    },
    summary() {
      const round = (ms: number) => Math.round(ms * 10) / 10;
      return {
        ...Object.fromEntries(ended.map(([name, ms]) => [name, round(ms)])),
        total: round(last),
      };
    },
  };
}
