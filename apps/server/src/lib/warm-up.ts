/**
 * What a start loads after it listens (the page renderer, ADR 017): readiness answers 503 until
 * each piece has loaded, and says which one it waits for, or which one failed.
 */
export interface WarmUp {
  /** Readiness waits for `work`; `what` names it in the 503's detail. */
  track(what: string, work: Promise<unknown>): void;
  /** Why the node is not ready yet, or null when everything tracked has loaded. */
  notReady(): string | null;
  /** Resolves once everything tracked so far has loaded or failed (never rejects). */
  settled(): Promise<void>;
}

export function createWarmUp(onError: (error: unknown, what: string) => void): WarmUp {
  const loading = new Set<string>();
  const failed = new Set<string>();
  const tracked: Promise<unknown>[] = [];
  return {
    track(what, work) {
      loading.add(what);
      tracked.push(work.catch(() => undefined));
      work.then(
        () => loading.delete(what),
        (error: unknown) => {
          loading.delete(what);
          failed.add(what);
          onError(error, what);
        },
      );
    },
    notReady() {
      if (failed.size > 0) return `Could not load ${[...failed].join(', ')}`;
      if (loading.size > 0)
        return `Starting: ${[...loading].join(', ')} ${loading.size === 1 ? 'is' : 'are'} still loading`;
      return null;
    },
    async settled() {
      await Promise.all(tracked);
    },
  };
}
