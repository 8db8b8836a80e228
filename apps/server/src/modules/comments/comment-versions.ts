/**
 * Each story's comments version as this node knows it (ADR 020), the way content-versions.ts
 * knows each tenant's content version: a change readers can see bumps the story's version in its
 * own transaction and NOTIFYs it; every node hears it and moves its copy forward (never back). The
 * read cache keys a story's comment list on the version, so an entry is never served once the
 * thread changed, and nothing else (the story page, the tenant's other lists) is touched.
 *
 * While the listener is down a bump could go unheard, so the version is read from the database
 * on every call until the listener is back; on a reconnect everything known is forgotten and read
 * again when asked.
 */
export interface CommentVersions {
  /** The story's version: from memory while the listener is live, else from the database. */
  current(tenantId: number, storyId: number): Promise<number>;
  /** A version committed here or heard from another node: moves forward only. */
  observe(tenantId: number, storyId: number, version: number): void;
  /** Told by the listener whether notices are being heard. */
  setListening(listening: boolean): void;
  readonly size: number;
}

/** Stories remembered at once; the oldest is forgotten first (and read again when asked). */
export const MAX_REMEMBERED_THREADS = 100_000;

export function createCommentVersions(deps: {
  load: (tenantId: number, storyId: number) => Promise<number>;
  maxEntries?: number;
}): CommentVersions {
  const maxEntries = deps.maxEntries ?? MAX_REMEMBERED_THREADS;
  const known = new Map<string, number>();
  const loading = new Map<string, Promise<number>>();
  let listening = false;

  const keyOf = (tenantId: number, storyId: number) => `${tenantId}:${storyId}`;

  const advance = (key: string, version: number): number => {
    const previous = known.get(key);
    if (previous !== undefined && version <= previous) return previous;
    known.delete(key);
    if (known.size >= maxEntries) known.delete(known.keys().next().value ?? '');
    known.set(key, version);
    return version;
  };

  const read = async (tenantId: number, storyId: number, key: string) => {
    const version = await deps.load(tenantId, storyId);
    // Monotonic: a notice may have arrived while the read was under way.
    return listening ? advance(key, version) : version;
  };

  return {
    async current(tenantId, storyId) {
      const key = keyOf(tenantId, storyId);
      if (!listening) return read(tenantId, storyId, key);
      const version = known.get(key);
      if (version !== undefined) return version;
      // One read per story however many requests ask at once.
      const pending = loading.get(key);
      if (pending) return pending;
      const reading = read(tenantId, storyId, key).finally(() => loading.delete(key));
      loading.set(key, reading);
      return reading;
    },

    observe(tenantId, storyId, version) {
      if (listening) advance(keyOf(tenantId, storyId), version);
    },

    setListening(value) {
      // What was known before a break may have missed a notice: forget it, read it again.
      if (value !== listening) known.clear();
      listening = value;
    },

    get size() {
      return known.size;
    },
  };
}
