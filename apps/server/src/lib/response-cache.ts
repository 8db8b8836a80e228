import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Bodies smaller than this go out as they are (the same threshold as @fastify/compress). */
export const COMPRESS_MIN_BYTES = 1024;
/** Brotli 5 compresses close to 11 at a small fraction of the time; done once per entry. */
const BROTLI_QUALITY = 5;
/** Map entries, key strings, header objects: counted so that many tiny entries stay bounded. */
const ENTRY_OVERHEAD_BYTES = 256;

/** A response as the route produced it, before it is stored. */
export interface CacheableResponse {
  status: number;
  contentType: string;
  /** Headers to send again with every hit (e.g. Content-Language, Link, Vary). */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /**
   * The content it was built from (`story:42`, `nav`, ...; content-tags.ts). An invalidation of
   * any of them makes it stale; ANY_CONTENT (or no tag at all) makes every invalidation do so.
   */
  tags?: readonly string[];
  /** How to ask for it again (a background re-render once it is stale). */
  origin?: RequestOrigin;
}

/** A request as it can be made again: its URL and the headers the answer depends on. */
export interface RequestOrigin {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The tag of an answer that may depend on any content of its publication. */
export const ANY_CONTENT = '*';

/** A stored response: its body in each encoding, compressed once. */
export interface CachedResponse {
  readonly status: number;
  readonly contentType: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly identity: Buffer;
  /** Null when the body is below COMPRESS_MIN_BYTES or compressing it would not shrink it. */
  readonly gzip: Buffer | null;
  readonly br: Buffer | null;
  /** Strong validator of the identity body, quoted: `"<hash>"`. */
  readonly etag: string;
  /** Date.now() when it was stored. */
  readonly storedAt: number;
  /** What it counts against maxBytes. */
  readonly bytes: number;
  /** What it was built from; holds ANY_CONTENT when that is not known. */
  readonly tags: ReadonlySet<string>;
  readonly origin: RequestOrigin | null;
}

/** A stored entry as a lookup finds it. */
export interface Lookup {
  entry: CachedResponse;
  /** When an edit of what it shows was heard (the `now` clock), or null while it is current. */
  staleSince: number | null;
}

/** Whether a computed entry is kept, and whether it is current (see `FillOptions.admit`). */
export type Admission = { store: false } | { store: true; staleSince: number | null };

export interface ResponseCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  /** Responses served from memory, including those that waited for another request's miss. */
  hits: number;
  /** Responses computed because nothing usable was stored. */
  misses: number;
  /** Entries dropped to stay under maxBytes (not those dropped for a new version or age). */
  evictions: number;
  /** Entries an edit made stale that are still kept (served a while, re-rendered). */
  stale: number;
}

export interface FillOptions {
  /**
   * Decided after compression, right before storing: whether the entry is kept, and as current
   * or stale (an edit of what it shows was heard while it was being computed).
   */
  admit?: (entry: CachedResponse) => Admission;
}

export interface ResponseCache {
  /**
   * The entry, current or stale, when stored and younger than maxAgeMs; counts a hit and makes it
   * most recent.
   */
  get(key: string, maxAgeMs?: number): Lookup | undefined;
  /** The entry as stored, without counting a hit or making it more recent. */
  peek(key: string): Lookup | undefined;
  /** Whether a computation of this key is under way. */
  filling(key: string): boolean;
  /**
   * The result of a computation of this key already under way, if any: the caller waits for it
   * instead of computing again. Resolves to null when that result was not cacheable.
   */
  join(key: string): Promise<CachedResponse | null> | undefined;
  /**
   * Computes a key (a miss): `compute` resolves to the response, or null when it is not
   * cacheable. Until it settles, `join` hands the same promise to everyone else asking.
   * Resolves to the encoded entry (stored unless too large or `options.store` says no).
   */
  fill(
    key: string,
    tenantId: number,
    compute: () => Promise<CacheableResponse | null>,
    options?: FillOptions,
  ): Promise<CachedResponse | null>;
  /** Counts a response computed without `fill` (it waited for a result that was not cacheable). */
  countMiss(): void;
  /**
   * Marks stale, at `at`, the tenant's entries built from any of `tags` (null: all of them, as
   * when what changed is not known). Returns the keys that became stale, most recently used
   * first.
   */
  invalidate(tenantId: number, tags: readonly string[] | null, at: number): string[];
  /** Drops one entry. */
  remove(key: string): void;
  /** Drops every entry of a tenant. */
  evictTenant(tenantId: number): void;
  clear(): void;
  stats(): ResponseCacheStats;
}

/** Strong ETag of a body: a content hash, so every node computes the same one. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Compresses a response once, in both encodings, off the event loop (zlib's thread pool). */
export async function encodeResponse(
  response: CacheableResponse,
  now: number = Date.now(),
): Promise<CachedResponse> {
  const identity = response.body;
  let gzipped: Buffer | null = null;
  let brotlied: Buffer | null = null;
  if (identity.length >= COMPRESS_MIN_BYTES) {
    const [g, b] = await Promise.all([
      gzip(identity),
      brotli(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
    ]);
    gzipped = g.length < identity.length ? g : null;
    brotlied = b.length < identity.length ? b : null;
  }
  const headerBytes = Object.entries(response.headers).reduce(
    (sum, [name, value]) => sum + name.length + value.length,
    response.contentType.length,
  );
  return {
    status: response.status,
    contentType: response.contentType,
    headers: { ...response.headers },
    identity,
    gzip: gzipped,
    br: brotlied,
    etag: etagOf(identity),
    storedAt: now,
    tags: new Set(response.tags && response.tags.length > 0 ? response.tags : [ANY_CONTENT]),
    origin: response.origin ?? null,
    bytes:
      identity.length +
      (gzipped?.length ?? 0) +
      (brotlied?.length ?? 0) +
      headerBytes +
      ENTRY_OVERHEAD_BYTES,
  };
}

interface Slot {
  tenantId: number;
  entry: CachedResponse;
  staleSince: number | null;
}

/** Whether an invalidation of `tags` (null: everything) reaches an entry built from `built`. */
export function touches(built: ReadonlySet<string>, tags: readonly string[] | null): boolean {
  if (tags === null || built.has(ANY_CONTENT)) return true;
  return tags.some((tag) => tag === ANY_CONTENT || built.has(tag));
}

/**
 * Responses in memory, bounded by bytes: the least recently used go first. Keys are opaque here
 * (the read-cache plugin builds them); entries also know their tenant and the content they were
 * built from (tags), so that an edit marks stale exactly the entries that show it.
 */
export function createResponseCache(options: {
  maxBytes: number;
  now?: () => number;
}): ResponseCache {
  const now = options.now ?? Date.now;
  const maxBytes = Math.max(0, options.maxBytes);
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const slots = new Map<string, Slot>();
  const byTenant = new Map<number, Set<string>>();
  const inflight = new Map<string, Promise<CachedResponse | null>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  let evictions = 0;

  const remove = (key: string) => {
    const slot = slots.get(key);
    if (!slot) return;
    slots.delete(key);
    bytes -= slot.entry.bytes;
    const keys = byTenant.get(slot.tenantId);
    keys?.delete(key);
    if (keys?.size === 0) byTenant.delete(slot.tenantId);
  };

  const insert = (
    key: string,
    tenantId: number,
    entry: CachedResponse,
    staleSince: number | null,
  ) => {
    if (entry.bytes > maxBytes) return;
    remove(key);
    while (bytes + entry.bytes > maxBytes) {
      const oldest = slots.keys().next();
      if (oldest.done) break;
      remove(oldest.value);
      evictions += 1;
    }
    slots.set(key, { tenantId, entry, staleSince });
    bytes += entry.bytes;
    const keys = byTenant.get(tenantId) ?? new Set<string>();
    keys.add(key);
    byTenant.set(tenantId, keys);
  };

  const get = (key: string, maxAgeMs?: number): Lookup | undefined => {
    const slot = slots.get(key);
    if (!slot) return undefined;
    if (maxAgeMs !== undefined && now() - slot.entry.storedAt >= maxAgeMs) {
      remove(key);
      return undefined;
    }
    slots.delete(key);
    slots.set(key, slot);
    hits += 1;
    // The slot is the lookup (entry and staleSince): a hit allocates nothing.
    return slot;
  };

  const join = (key: string) => {
    const pending = inflight.get(key);
    if (!pending) return undefined;
    return pending.then((entry) => {
      if (entry) hits += 1;
      return entry;
    });
  };

  const fill: ResponseCache['fill'] = (key, tenantId, compute, fillOptions) => {
    misses += 1;
    const run = (async () => {
      const response = await compute();
      if (!response) return null;
      const entry = await encodeResponse(response, now());
      const admission = fillOptions?.admit?.(entry) ?? { store: true, staleSince: null };
      if (admission.store) insert(key, tenantId, entry, admission.staleSince);
      return entry;
    })();
    // Waiters learn "not cacheable" (null) rather than a failure that is the computer's own.
    const shared = run.catch(() => null);
    inflight.set(key, shared);
    void shared.finally(() => {
      if (inflight.get(key) === shared) inflight.delete(key);
    });
    return run;
  };

  return {
    get,
    peek: (key) => slots.get(key),
    filling: (key) => inflight.has(key),
    join,
    fill,
    countMiss() {
      misses += 1;
    },
    invalidate(tenantId, tags, at) {
      const keys = byTenant.get(tenantId);
      if (!keys) return [];
      const marked: string[] = [];
      for (const key of keys) {
        const slot = slots.get(key);
        if (!slot || slot.staleSince !== null || !touches(slot.entry.tags, tags)) continue;
        slot.staleSince = at;
        marked.push(key);
      }
      // The map keeps the least recently used first.
      const recency = new Map([...slots.keys()].map((key, index) => [key, index]));
      return marked.sort((a, b) => (recency.get(b) ?? 0) - (recency.get(a) ?? 0));
    },
    remove,
    evictTenant(tenantId) {
      for (const key of [...(byTenant.get(tenantId) ?? [])]) remove(key);
    },
    clear() {
      slots.clear();
      byTenant.clear();
      bytes = 0;
    },
    stats: () => {
      let stale = 0;
      for (const slot of slots.values()) if (slot.staleSince !== null) stale += 1;
      return { entries: slots.size, bytes, maxBytes, hits, misses, evictions, stale };
    },
  };
}
