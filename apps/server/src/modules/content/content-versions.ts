import type { BumpListener, ContentVersions } from '../../request-context.js';
import { CONTENT_VERSION_CHANNEL, type ContentVersionNotice } from './content.repository.js';

export type { BumpListener, ContentVersions };

export interface ContentVersionsDeps {
  /** `DatabaseHandle.listen`. */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnectionChange?: (connected: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** The committed versions of these tenants (`ContentRepository.versionsOf`). */
  load(tenantIds: readonly number[]): Promise<Map<number, number>>;
  logError?: (error: unknown, message: string) => void;
  /** The clock of `listeningSince` (milliseconds). */
  now?: () => number;
  /**
   * How long a version read from the database (ahead of what was heard) waits for its NOTIFY,
   * which says what changed, before it counts as anything changed. Default 250 ms.
   */
  catchUpMs?: number;
}

/** Long enough for a NOTIFY on its way; short enough to be within "visible within 1 s". */
const DEFAULT_CATCH_UP_MS = 250;

function parseNotice(payload: string): ContentVersionNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<ContentVersionNotice> | null;
    if (Number.isSafeInteger(value?.tenant_id) && Number.isSafeInteger(value?.version)) {
      const tags = value?.tags;
      const tagged = Array.isArray(tags) && tags.every((tag) => typeof tag === 'string');
      return {
        tenant_id: value?.tenant_id ?? 0,
        version: value?.version ?? 0,
        ...(tagged ? { tags } : {}),
      };
    }
  } catch {
    // Not ours to understand: ignored below.
  }
  return null;
}

/**
 * Every tenant's content version as this node knows it. Writes bump the version in their own
 * transaction and NOTIFY it; each node hears it through LISTEN and moves its copy forward (never
 * back), so keys built on the version stop matching older cache entries at once. While the
 * listener is down a bump could go unheard, so the version is read from the database on every
 * call until the listener is back and every known version has been re-read.
 *
 * Each notice also says what changed (its tags), which listeners pass on so that caches drop only
 * what shows it. A version that moves by more than one step at once, or is read from the database
 * rather than heard, says nothing of what changed: listeners get null (anything). A version read
 * ahead of what was heard while listening first waits `catchUpMs` for its notices.
 */
export function createContentVersions(deps: ContentVersionsDeps): ContentVersions {
  const logError = deps.logError ?? (() => undefined);
  const now = deps.now ?? Date.now;
  let listeningSince: number | null = null;
  const known = new Map<number, number>();
  const loading = new Map<number, Promise<number | null>>();
  const listeners = new Set<BumpListener>();
  const catchUpMs = deps.catchUpMs ?? DEFAULT_CATCH_UP_MS;
  /** Those waiting for a tenant to reach a version (catchUp, observe). */
  const waiting = new Map<number, Set<{ version: number; reached: () => void }>>();
  let listening = false;
  let connected = false;
  let unlisten: (() => Promise<void>) | null = null;

  /**
   * Moves a tenant forward; `announce` also tells when the tenant was not known yet. `tags` is
   * what the one step to `version` changed (null: not known).
   */
  const advance = (
    tenantId: number,
    version: number,
    announce: boolean,
    tags: readonly string[] | null,
  ) => {
    const previous = known.get(tenantId);
    if (previous !== undefined && version <= previous) return;
    known.set(tenantId, version);
    for (const waiter of waiting.get(tenantId) ?? []) {
      if (waiter.version <= version) waiter.reached();
    }
    if (previous === undefined && !announce) return;
    // Steps skipped (read, not heard) changed what nobody here was told.
    const changed = previous !== undefined && version === previous + 1 ? tags : null;
    for (const listener of listeners) {
      try {
        listener(tenantId, version, changed);
      } catch (error) {
        logError(error, 'a content version listener failed');
      }
    }
  };

  /** Resolves once the tenant reaches `version`, or after `ms` (true when reached). */
  const reach = (tenantId: number, version: number, ms: number): Promise<boolean> => {
    if ((known.get(tenantId) ?? -Infinity) >= version) return Promise.resolve(true);
    return new Promise((resolve) => {
      const set = waiting.get(tenantId) ?? new Set();
      waiting.set(tenantId, set);
      const finish = (reached: boolean) => {
        clearTimeout(timer);
        set.delete(waiter);
        if (set.size === 0) waiting.delete(tenantId);
        resolve(reached);
      };
      const waiter = { version, reached: () => finish(true) };
      const timer = setTimeout(() => finish(false), ms);
      timer.unref?.();
      set.add(waiter);
    });
  };

  /**
   * A committed version read from the database: while listening, its notices are probably on
   * their way and say what changed, so it waits for them first; else it counts at once.
   */
  const readAhead = async (tenantId: number, version: number): Promise<void> => {
    const previous = known.get(tenantId);
    if (previous === undefined || version <= previous) {
      advance(tenantId, version, false, null);
      return;
    }
    if (listening && (await reach(tenantId, version, catchUpMs))) return;
    advance(tenantId, version, false, null);
  };

  const readOne = async (tenantId: number): Promise<number | null> => {
    const version = (await deps.load([tenantId])).get(tenantId);
    if (version === undefined) return null;
    advance(tenantId, version, false, null);
    // Monotonic: a notification may have arrived while the read was under way.
    return known.get(tenantId) ?? version;
  };

  const refresh = async () => {
    const ids = [...known.keys()];
    if (ids.length === 0) return;
    const versions = await deps.load(ids);
    for (const [tenantId, version] of versions) advance(tenantId, version, false, null);
  };

  const catchUp = async () => {
    const ids = [...known.keys()];
    if (ids.length === 0) return;
    const versions = await deps.load(ids);
    await Promise.all([...versions].map(([tenantId, version]) => readAhead(tenantId, version)));
  };

  /** After a (re)connect: catch up on what may have been missed, then trust the memory again. */
  const resync = async () => {
    try {
      await refresh();
    } catch (error) {
      logError(error, 'could not re-read content versions; forgetting them');
      known.clear();
    }
    if (connected && !listening) {
      listening = true;
      listeningSince = now();
    }
  };

  const onConnectionChange = (isConnected: boolean) => {
    connected = isConnected;
    if (!isConnected) {
      listening = false;
      listeningSince = null;
      return;
    }
    void resync();
  };

  const onPayload = (payload: string) => {
    const notice = parseNotice(payload);
    if (notice) advance(notice.tenant_id, notice.version, true, notice.tags ?? null);
  };

  return {
    async current(tenantId) {
      if (listening) {
        const version = known.get(tenantId);
        if (version !== undefined) return version;
        // One read per tenant however many requests ask at once.
        const pending = loading.get(tenantId);
        if (pending) return pending;
        const read = readOne(tenantId).finally(() => loading.delete(tenantId));
        loading.set(tenantId, read);
        return read;
      }
      // Not listening: each call reads what is committed now, so nothing stale is trusted.
      return readOne(tenantId);
    },

    peek: (tenantId) => known.get(tenantId),

    observe(tenantId, version) {
      const previous = known.get(tenantId);
      if (previous !== undefined && version > previous && listening) {
        void readAhead(tenantId, version);
        return;
      }
      advance(tenantId, version, false, null);
    },

    refresh,
    catchUp,

    onBump(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    get listening() {
      return listening;
    },

    get listeningSince() {
      return listeningSince;
    },

    async start() {
      if (unlisten) return;
      unlisten = await deps.listen(CONTENT_VERSION_CHANNEL, onPayload, onConnectionChange);
    },

    async stop() {
      const stopListening = unlisten;
      unlisten = null;
      listening = false;
      listeningSince = null;
      connected = false;
      await stopListening?.().catch((error: unknown) => {
        logError(error, 'could not stop listening for content versions');
      });
    },
  };
}
