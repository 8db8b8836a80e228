import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import type { TenantRow } from '../db/schema/index.js';
import {
  ANY_CONTENT,
  createResponseCache,
  touches,
  type Admission,
  type CacheableResponse,
  type CachedResponse,
  type RequestOrigin,
  type ResponseCache,
  type ResponseCacheStats,
} from '../lib/response-cache.js';
import { randomBytes } from 'node:crypto';
import { answerEdgeTags } from '../lib/edge-tags.js';
import { rememberedPerValue } from '../lib/header-memo.js';
import type { ContentVersions } from '../request-context.js';
import { splicedGzip, splicedIdentity } from '../lib/spliced-body.js';

/**
 * How a route opts in: `config: { readCache: {} }`. Its answer must depend only on the tenant,
 * its content, the URL, the host and `variant` (never on the caller).
 */
export interface ReadCacheRouteConfig {
  /** What else the answer depends on (e.g. the language of an HTML page); part of the key. */
  variant?: (request: FastifyRequest) => string;
  /** The address part of the key, in place of `request.url` (e.g. without unread parameters). */
  key?: (request: FastifyRequest) => string;
  /** Entries also expire this long after they were stored (e.g. search results). */
  maxAgeMs?: number;
  /**
   * A value each response puts in place of `placeholder` in the stored body (a page's CSP
   * nonce, ADR 015): such entries go out as gzip or plain (brotli streams cannot be spliced),
   * and their 304s leave out the CSP, so a browser keeps the one that matches its copy.
   */
  perResponse?: PerResponseValue;
}

export interface PerResponseValue {
  placeholder: string;
  value: (reply: FastifyReply) => string;
}

export interface ReadCacheStats extends ResponseCacheStats {
  /** Whether version bumps are being heard (else versions are read from the database). */
  listening: boolean;
}

/** `app.readCache`: the cache behind `config.readCache`, for other plugins and for metrics. */
export interface ReadCache {
  readonly responses: ResponseCache;
  readonly versions: ContentVersions;
  stats(): ReadCacheStats;
  /** Re-renders queued or under way in the background (stale copies being replaced). */
  revalidating(): number;
  /**
   * Headers of a request made to build another answer (a page's API calls): it is never served a
   * stale copy, so what is built from it is current.
   */
  readonly freshOnlyHeaders: Readonly<Record<string, string>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: ReadCacheRouteConfig;
  }
  interface FastifyInstance {
    readonly readCache: ReadCache;
  }
}

export type ReadCacheLookup = 'hit' | 'stale' | 'miss' | 'skip';

export interface ReadCachePluginOptions {
  versions: ContentVersions;
  maxBytes: number;
  /**
   * Told of every lookup of a cacheable route (the metrics): served from memory (hit), served
   * from memory while its re-render runs (stale), computed (miss), or not cacheable this time
   * (skip: no tenant, content version unknown).
   */
  onLookup?: (result: ReadCacheLookup) => void;
  /**
   * Told of each edit once this node has re-rendered what it made stale (or after a bound): when
   * edge caches may fetch the change from here (their purges).
   */
  onRerendered?: (tenantId: number, tags: readonly string[] | null) => void;
  /** Told of each background re-render that failed (the stale copy stays; the metrics). */
  onRevalidationFailure?: () => void;
  /** Milliseconds since the epoch, for entries' ages (`maxAgeMs`); tests pass their own clock. */
  now?: () => number;
  /**
   * How long after an edit of what it shows a copy may still be served while its re-render runs
   * (stale-while-revalidate); after that a request waits for the render. Default 60 s.
   */
  staleBoundMs?: number;
}

export const DEFAULT_STALE_BOUND_MS = 60_000;

export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Browsers revalidate every time (a 304 from memory when nothing changed): a reader never gets
 * yesterday's front page, nor one publication's list for another's (the browser's cache keys on
 * the URL, and `stale-while-revalidate` there would hand it out before asking).
 */
export const READ_CACHE_CONTROL = 'public, no-cache';
/**
 * A CDN (RFC 9213's targeted field, which Cloudflare, Fastly and Akamai read) may keep an answer
 * 30 s and serve it stale while it revalidates.
 */
export const CDN_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';
export const CDN_CACHE_CONTROL_HEADER = 'cdn-cache-control';
/** What a copy served stale tells shared caches: out of date at once (they ask again next time). */
export const STALE_CDN_CACHE_CONTROL = 'public, max-age=0';
/** Anything that may depend on the caller. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
const SHARED_MAX_AGE_SECONDS = 30;

/** Headers a route may set that every hit must carry again. */
const REPLAYED_HEADERS = ['content-language', 'link', 'vary', 'x-robots-tag'] as const;

export const X_CACHE = 'x-cache';
/** The tags of a cacheable answer, for edge caches: Fastly and Varnish xkey, then Cloudflare. */
export const SURROGATE_KEY = 'surrogate-key';
export const CACHE_TAG = 'cache-tag';

const answerTags = new WeakMap<FastifyRequest, Set<string>>();

/**
 * Where a cacheable route records what its answer is built from (content-tags.ts): an edit of
 * any of these makes the stored answer stale. A route that records nothing depends on anything.
 */
export function cacheTagsOf(request: FastifyRequest): { add(...tags: string[]): void } {
  let tags = answerTags.get(request);
  if (!tags) {
    tags = new Set();
    answerTags.set(request, tags);
  }
  const set = tags;
  return {
    add: (...added) => {
      for (const tag of added) set.add(tag);
    },
  };
}

const failedRenders = new WeakSet<FastifyRequest>();

/**
 * A handler that could not build its answer and sent a fallback (a page's client shell): when it
 * was re-rendering a stale copy, that copy stays, and the failure is counted.
 */
export function markRenderFailed(request: FastifyRequest): void {
  failedRenders.add(request);
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings a cached entry may be sent in; x-gzip is gzip by another name. */
const OFFERED_ENCODINGS = ['br', 'gzip', 'x-gzip'];

const negotiatedEncodings = rememberedPerValue((header) => {
  const offered = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(
    OFFERED_ENCODINGS,
  );
  return {
    br: offered.includes('br'),
    gzip: offered.includes('gzip') || offered.includes('x-gzip'),
  };
});

/**
 * Which of br and gzip the client accepts, as `negotiator` reads Accept-Encoding (q=0 refuses,
 * `*` stands for the ones not named). Remembered per header value: a hit costs a map lookup.
 */
export function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  return negotiatedEncodings(header ?? '');
}

/** br, else gzip, else the body as it is (also when compressing did not pay). */
function chooseEncoding(request: FastifyRequest, entry: CachedResponse): Encoding {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.br && entry.br) return 'br';
  if (accepted.gzip && entry.gzip) return 'gzip';
  return 'identity';
}

/** Each encoding is its own representation, hence its own strong validator. */
function etagFor(entry: CachedResponse, encoding: Encoding): string {
  return encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`;
}

const ENCODINGS: readonly Encoding[] = ['identity', 'br', 'gzip'];

/**
 * Whether the client's copy is current (`fresh`: If-None-Match by the weak comparison, and never
 * for a `Cache-Control: no-cache` reload). Each encoding has its own ETag, and a copy in any of
 * them holds the same content, so any of the entry's tags matches.
 */
function notModified(request: FastifyRequest, entry: CachedResponse): boolean {
  if (request.headers['if-none-match'] === undefined) return false;
  return ENCODINGS.some((encoding) => fresh(request.headers, { etag: etagFor(entry, encoding) }));
}

/** The CDN's lifetime: shorter for entries that expire sooner (search results). */
export function cdnCacheControl(maxAgeMs?: number): string {
  if (maxAgeMs === undefined || maxAgeMs >= SHARED_MAX_AGE_SECONDS * 1000) {
    return CDN_CACHE_CONTROL;
  }
  return CDN_CACHE_CONTROL.replace(
    `max-age=${SHARED_MAX_AGE_SECONDS}`,
    `max-age=${Math.floor(maxAgeMs / 1000)}`,
  );
}

/**
 * The request headers an answer depends on besides its URL: the encoding, and for the API the
 * publication it was asked for (X-Tenant-ID), so no cache hands one tenant's list to another.
 */
function mergeVary(existing: string | undefined, api: boolean): string {
  const names = (existing ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const required = api ? ['Accept-Encoding', 'X-Tenant-ID'] : ['Accept-Encoding'];
  for (const header of required) {
    if (!names.some((name) => name.toLowerCase() === header.toLowerCase())) names.push(header);
  }
  return names.join(', ');
}

/** The headers of one way of sending an entry, built on its first hit. */
interface PreparedHead {
  full: Readonly<Record<string, string>>;
  /** For a 304: no body, so no Content-Type, Content-Encoding or Content-Length. */
  notModified: Readonly<Record<string, string>>;
  /** The same as flat [name, value, ...] lists, the form Node's writeHead takes fastest. */
  fullList: readonly string[];
  notModifiedList: readonly string[];
  body: Buffer;
}

const flat = (headers: Readonly<Record<string, string>>): string[] =>
  Object.entries(headers).flat();

const preparedHeads = new WeakMap<CachedResponse, Map<string, PreparedHead>>();

/** What `present` sets for a hit, computed once per entry, encoding, API or page, and lifetime. */
function preparedHead(
  entry: CachedResponse,
  encoding: Encoding,
  api: boolean,
  maxAgeMs: number | undefined,
  xCache: 'HIT' | 'STALE' = 'HIT',
): PreparedHead {
  let heads = preparedHeads.get(entry);
  if (!heads) {
    heads = new Map();
    preparedHeads.set(entry, heads);
  }
  const key = `${encoding}:${api ? 'api' : 'page'}:${maxAgeMs ?? ''}:${xCache}`;
  let head = heads.get(key);
  if (!head) {
    const notModified: Record<string, string> = {
      ...entry.headers,
      vary: mergeVary(entry.headers.vary, api),
      'cache-control': READ_CACHE_CONTROL,
      // A stale copy is already out of date: an edge keeps it only until it can fetch again.
      [CDN_CACHE_CONTROL_HEADER]:
        xCache === 'STALE' ? STALE_CDN_CACHE_CONTROL : cdnCacheControl(maxAgeMs),
      etag: etagFor(entry, encoding),
      [X_CACHE]: xCache,
    };
    const body =
      encoding === 'br'
        ? (entry.br ?? entry.identity)
        : encoding === 'gzip'
          ? (entry.gzip ?? entry.identity)
          : entry.identity;
    const full: Record<string, string> = { ...notModified, 'content-type': entry.contentType };
    if (encoding !== 'identity') full['content-encoding'] = encoding;
    full['content-length'] = String(body.length);
    head = { full, notModified, fullList: flat(full), notModifiedList: flat(notModified), body };
    heads.set(key, head);
  }
  return head;
}

/**
 * Sends a hit straight to the socket with headers prepared once per entry: no serializer, no
 * onSend hooks, no compression pass, which is most of what a small cached read cost. Headers
 * the earlier hooks set (security headers) go out too; onResponse hooks still run.
 */
function sendHit(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  config: ReadCacheRouteConfig,
  xCache: 'HIT' | 'STALE' = 'HIT',
): void {
  const { maxAgeMs, perResponse } = config;
  if (perResponse) return sendPersonalHit(request, reply, entry, config, perResponse, xCache);
  const head = preparedHead(
    entry,
    chooseEncoding(request, entry),
    isApi(request.url),
    maxAgeMs,
    xCache,
  );
  const unchanged = notModified(request, entry);
  const own = unchanged ? head.notModified : head.full;
  // Headers the earlier hooks set (the security headers), unless the entry sets its own.
  const list: string[] = [];
  const earlier = reply.getHeaders();
  for (const name in earlier) {
    const value = earlier[name];
    if (value === undefined || name in own) continue;
    if (Array.isArray(value)) for (const item of value) list.push(name, item);
    else list.push(name, String(value));
  }
  list.push('x-request-id', request.id);
  for (const item of unchanged ? head.notModifiedList : head.fullList) list.push(item);
  reply.hijack();
  reply.raw.writeHead(unchanged ? 304 : entry.status, list);
  if (unchanged || request.method === 'HEAD') reply.raw.end();
  else reply.raw.end(head.body);
}

/** gzip when taken (and worth it), else the body as it is: never br, which cannot be spliced. */
function splicedEncoding(request: FastifyRequest, entry: CachedResponse): Encoding {
  return entry.gzip && acceptedEncodings(request.headers['accept-encoding']).gzip
    ? 'gzip'
    : 'identity';
}

/** The body of an entry with this response's value in it, in the encoding chosen. */
function personalBody(
  entry: CachedResponse,
  encoding: Encoding,
  perResponse: PerResponseValue,
  reply: FastifyReply,
): Buffer {
  const value = perResponse.value(reply);
  return encoding === 'gzip'
    ? splicedGzip(entry.identity, perResponse.placeholder, value)
    : splicedIdentity(entry.identity, perResponse.placeholder, value);
}

/** A hit whose body holds a per-response value: spliced for this response, then sent. */
function sendPersonalHit(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  config: ReadCacheRouteConfig,
  perResponse: PerResponseValue,
  xCache: 'HIT' | 'STALE',
): void {
  const encoding = splicedEncoding(request, entry);
  const head = preparedHead(entry, encoding, isApi(request.url), config.maxAgeMs, xCache);
  const unchanged = notModified(request, entry);
  const own: Record<string, string> = unchanged ? { ...head.notModified } : { ...head.full };
  const body = unchanged ? null : personalBody(entry, encoding, perResponse, reply);
  if (body) own['content-length'] = String(body.length);
  const list: string[] = [];
  const earlier = reply.getHeaders();
  for (const name in earlier) {
    const value = earlier[name];
    if (value === undefined || name in own) continue;
    // A 304 keeps the browser's copy, and the CSP that came with it (its nonce is in that copy).
    if (unchanged && name === 'content-security-policy') continue;
    if (Array.isArray(value)) for (const item of value) list.push(name, item);
    else list.push(name, String(value));
  }
  list.push('x-request-id', request.id);
  for (const name in own) list.push(name, own[name] as string);
  reply.hijack();
  reply.raw.writeHead(unchanged ? 304 : entry.status, list);
  if (!body || request.method === 'HEAD') reply.raw.end();
  else reply.raw.end(body);
}

/** A miss, once stored: the same headers as its hits will carry; returns the body to send. */
function present(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  config: ReadCacheRouteConfig,
): Buffer | string {
  const { maxAgeMs, perResponse } = config;
  const encoding = perResponse ? splicedEncoding(request, entry) : chooseEncoding(request, entry);
  const head = preparedHead(entry, encoding, isApi(request.url), maxAgeMs);
  // A Content-Encoding already set is how @fastify/compress knows not to compress again; an
  // identity body is one under its threshold, or one that compressing would not shrink.
  reply.removeHeader('content-encoding');
  if (notModified(request, entry)) {
    if (perResponse) reply.removeHeader('content-security-policy');
    reply.code(304).headers(head.notModified).header(X_CACHE, 'MISS');
    return '';
  }
  reply.code(entry.status).headers(head.full).header(X_CACHE, 'MISS');
  if (!perResponse) return head.body;
  const body = personalBody(entry, encoding, perResponse, reply);
  reply.header('content-length', String(body.length));
  return body;
}

interface Fill {
  settle(response: CacheableResponse | null): void;
  done: Promise<CachedResponse | null>;
  config: ReadCacheRouteConfig;
  /** Headers set before the handler ran (helmet's CSP): replayed only if the route changed them. */
  before: Map<string, unknown>;
  /** The request re-renders a stale copy in the background (nobody waits for its answer). */
  revalidation: boolean;
  key: string;
  /** Whether an edit of what the answer shows was heard while it was computed. */
  editedMeanwhile: () => boolean;
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
/** A reader's own account: a new display name changes the bylines of their articles. */
const OWN_PROFILE_PATH = '/api/auth/user/profile';

/** The header of this node's own background re-renders; its value is a secret of the process. */
const REVALIDATE_HEADER = 'x-helionews-revalidate';
/** The header of requests that must not be answered with a stale copy (`freshOnlyHeaders`). */
const FRESH_ONLY_HEADER = 'x-helionews-fresh-only';
/** `Cache-Control: no-cache` (or HTTP/1.0's `Pragma: no-cache`) on a request. */
function asksForNoStoredCopy(request: FastifyRequest): boolean {
  const control = request.headers['cache-control'];
  if (typeof control === 'string' && /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(control)) return true;
  return request.headers['cache-control'] === undefined && request.headers.pragma === 'no-cache';
}

/** Request headers a background re-render does not repeat (the caller's, or the connection's). */
const NOT_REPEATED = new Set([
  'authorization',
  'if-none-match',
  'if-modified-since',
  'cache-control',
  'pragma',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
]);

/** An edit heard on this node: the tags it named (null: anything), when. */
interface Change {
  seq: number;
  tags: readonly string[] | null;
  at: number;
}

/**
 * Background re-renders of stale copies run this many at a time (a reader asking for one starts it
 * at once); those an edit made stale are queued most recently used first, at most this many.
 */
const REVALIDATE_CONCURRENCY = 2;
const MAX_QUEUED_REVALIDATIONS = 2000;
/**
 * A back-office write waits this long at most for the re-renders its edit started, so that the
 * editor's next look at the reader site here already shows the change.
 */
const WRITE_WAITS_FOR_RENDERS_MS = 5000;

/** The request again, as nobody in particular: what a background re-render sends. */
function originOf(request: FastifyRequest): RequestOrigin {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || NOT_REPEATED.has(name)) continue;
    if (name === REVALIDATE_HEADER || name === FRESH_ONLY_HEADER) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { url: request.url, headers };
}

/** Changes are remembered this long, for renders that were under way when they were heard. */
const CHANGE_MEMORY_MS = 5 * 60_000;
const MAX_REMEMBERED_CHANGES = 1000;

/**
 * The response cache for reader reads (issue 31). A route with `config.readCache` is looked up
 * before its handler under tenant + host + URL + variant; a hit is sent from memory in the best
 * encoding the client takes, with a strong ETag (and 304 when it matches); a miss runs the
 * handler once, however many requests wait for it, and stores a 200 with the content tags its
 * route recorded (`cacheTagsOf`). An edit (heard from any node with the tags it changed) marks
 * stale the entries built from those tags: a stale copy is still served, for at most
 * `staleBoundMs` after the edit, while one background re-render per key replaces it; after the
 * bound, requests wait for the render. Every other /api answer is private, no-store unless its
 * route says otherwise.
 */
async function readCachePlugin(app: FastifyInstance, options: ReadCachePluginOptions) {
  const { versions } = options;
  const now = options.now ?? Date.now;
  const staleBoundMs = options.staleBoundMs ?? DEFAULT_STALE_BOUND_MS;
  // Without a clock of its own, the cache reads Date.now().
  const responses = createResponseCache({ maxBytes: options.maxBytes, now: options.now });
  const fills = new WeakMap<FastifyRequest, Fill>();
  const count = options.onLookup ?? (() => undefined);
  const countFailure = options.onRevalidationFailure ?? (() => undefined);
  const revalidateToken = randomBytes(18).toString('base64url');

  const readCache: ReadCache = {
    responses,
    versions,
    stats: () => ({ ...responses.stats(), listening: versions.listening }),
    revalidating: () => running.size + queue.size,
    freshOnlyHeaders: { [FRESH_ONLY_HEADER]: revalidateToken },
  };
  app.decorate('readCache', readCache);

  // What each tenant's edits changed lately: a render under way when one was heard is stored
  // stale if the edit touched what it shows (it may have read the content before the edit).
  let seq = 0;
  const changes = new Map<number, Change[]>();
  const remember = (tenantId: number, tags: readonly string[] | null, at: number) => {
    seq += 1;
    const list = (changes.get(tenantId) ?? []).filter(
      (change) => at - change.at < CHANGE_MEMORY_MS,
    );
    list.push({ seq, tags, at });
    if (list.length > MAX_REMEMBERED_CHANGES) list.splice(0, list.length - MAX_REMEMBERED_CHANGES);
    changes.set(tenantId, list);
  };
  /** When the first change since `since` touching these tags was heard, or null. */
  const changedSince = (tenantId: number, since: number, tags: ReadonlySet<string>) => {
    for (const change of changes.get(tenantId) ?? []) {
      if (change.seq > since && touches(tags, change.tags)) return change.at;
    }
    return null;
  };

  // Background re-renders: those a reader is being served stale for start at once; those an
  // edit made stale wait in `queue`, a few at a time, most recently used first.
  const queue = new Map<string, RequestOrigin>();
  const running = new Map<string, Promise<void>>();
  /** Keys each recent edit made stale (by its `seq`), for the write that made it to wait on. */
  const staleByChange = new Map<number, string[]>();
  let drained: { keys: ReadonlySet<string>; resolve: () => void }[] = [];

  const run = (key: string, origin: RequestOrigin) => {
    queue.delete(key);
    const done = app
      .inject({
        method: 'GET',
        url: origin.url,
        headers: { ...origin.headers, [REVALIDATE_HEADER]: revalidateToken },
      })
      .then(
        () => undefined,
        (error: unknown) => {
          countFailure();
          app.log.warn({ err: error, url: origin.url }, 'a background re-render failed');
        },
      )
      .finally(() => {
        running.delete(key);
        pump();
      });
    running.set(key, done);
  };

  const pump = () => {
    for (const [key, origin] of queue) {
      if (running.size >= REVALIDATE_CONCURRENCY) break;
      if (running.has(key) || responses.filling(key)) {
        queue.delete(key);
        continue;
      }
      run(key, origin);
    }
    drained = drained.filter((waiter) => {
      const busy = [...waiter.keys].some((key) => queue.has(key) || running.has(key));
      if (!busy) waiter.resolve();
      return busy;
    });
  };

  // After the other listeners of an edit (the tenant cache forgets its rows), and after a fill
  // has left the list of those under way.
  let pumpScheduled = false;
  const schedulePump = () => {
    if (pumpScheduled) return;
    pumpScheduled = true;
    setImmediate(() => {
      pumpScheduled = false;
      pump();
    });
  };

  /** Re-renders a stale copy in the background; `now` when a reader is being served it. */
  const revalidate = (key: string, origin: RequestOrigin, urgent: boolean) => {
    if (running.has(key)) return;
    if (urgent && !responses.filling(key)) return run(key, origin);
    if (queue.size < MAX_QUEUED_REVALIDATIONS) queue.set(key, origin);
  };

  /** Resolves once the edits heard after `since` are re-rendered here, or after `ms`. */
  const settled = (since: number, ms: number) => {
    const keys = new Set<string>();
    for (const [change, stale] of staleByChange) {
      if (change > since) for (const key of stale) keys.add(key);
    }
    return rerendered(keys, ms, true);
  };

  /** Resolves once these keys are re-rendered (`first`: before anything else queued), or after `ms`. */
  const rerendered = (keys: ReadonlySet<string>, ms: number, first: boolean) =>
    new Promise<void>((resolve) => {
      if (![...keys].some((key) => queue.has(key) || running.has(key))) return resolve();
      // The writer waits for these: they go before what other edits queued.
      const others = first ? [...queue].filter(([key]) => !keys.has(key)) : [];
      for (const [key] of others) queue.delete(key);
      for (const [key, origin] of others) queue.set(key, origin);
      const timer = setTimeout(resolve, ms);
      timer.unref?.();
      drained.push({
        keys,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });

  versions.onBump((tenantId, _version, tags) => {
    const at = now();
    remember(tenantId, tags, at);
    const stale = responses.invalidate(tenantId, tags, at);
    for (const key of stale) {
      const origin = responses.peek(key)?.entry.origin;
      if (origin) revalidate(key, origin, false);
    }
    staleByChange.set(seq, stale);
    const { onRerendered } = options;
    if (onRerendered) {
      void rerendered(new Set(stale), WRITE_WAITS_FOR_RENDERS_MS, false).then(() =>
        onRerendered(tenantId, tags),
      );
    }
    // Only the last few matter: a write waits for the edits heard while it ran.
    for (const change of staleByChange.keys()) {
      if (staleByChange.size <= 64) break;
      staleByChange.delete(change);
    }
    schedulePump();
  });
  await versions.start();
  app.addHook('onClose', async () => {
    await versions.stop();
    queue.clear();
    await Promise.all(running.values());
    responses.clear();
  });

  const isRevalidation = (request: FastifyRequest) =>
    request.headers[REVALIDATE_HEADER] === revalidateToken;

  /** The lookup for one request, once its tenant's version is known. */
  const lookup = (
    request: FastifyRequest,
    reply: FastifyReply,
    config: ReadCacheRouteConfig,
    tenant: TenantRow,
    version: number,
    done: () => void,
  ): void => {
    const key = `${tenant.id}:${request.hostname}:${config.key?.(request) ?? request.url}:${config.variant?.(request) ?? ''}`;
    const revalidation = isRevalidation(request);
    // A page's own API calls, and a client that asks for no stored copy (`Cache-Control:
    // no-cache`, a hard reload, the realtime page fetching what a new story changed), get the
    // current answer: they wait for a re-render rather than take a stale copy.
    const freshOnly =
      request.headers[FRESH_ONLY_HEADER] === revalidateToken || asksForNoStoredCopy(request);

    const found = revalidation ? undefined : responses.get(key, config.maxAgeMs);
    if (found && found.staleSince === null) {
      count('hit');
      return sendHit(request, reply, found.entry, config);
    }
    if (
      found &&
      found.staleSince !== null &&
      !freshOnly &&
      now() - found.staleSince < staleBoundMs
    ) {
      // Readers never wait for a re-render of what they can be served: one runs meanwhile.
      count('stale');
      revalidate(key, found.entry.origin ?? originOf(request), true);
      return sendHit(request, reply, found.entry, config, 'STALE');
    }
    const pending = revalidation ? undefined : responses.join(key);
    if (pending) {
      pending.then(
        (entry) => {
          if (entry) {
            count('hit');
            return sendHit(request, reply, entry, config);
          }
          count('miss');
          responses.countMiss();
          reply.header(X_CACHE, 'MISS');
          done();
        },
        () => done(),
      );
      return;
    }

    count('miss');
    reply.header(X_CACHE, 'MISS');
    // A tenant row read before an edit that is still on its way may be rendered into the answer:
    // such an answer is stored stale (served a while, re-rendered).
    const current = tenant.contentVersion >= version;
    const startedAt = seq;
    let settle: Fill['settle'] = () => undefined;
    const computed = new Promise<CacheableResponse | null>((resolve) => {
      settle = resolve;
    });
    let edited = false;
    const admit = (entry: CachedResponse): Admission => {
      if (!versions.listening && versions.peek(tenant.id) !== version) return { store: false };
      const editedAt = changedSince(tenant.id, startedAt, entry.tags);
      edited = editedAt !== null;
      return { store: true, staleSince: current ? editedAt : now() };
    };
    const fillDone = responses.fill(key, tenant.id, () => computed, { admit });
    const before = new Map<string, unknown>([
      ['content-security-policy', reply.getHeader('content-security-policy')],
    ]);
    fills.set(request, {
      settle,
      done: fillDone,
      config,
      before,
      revalidation,
      key,
      editedMeanwhile: () => edited,
    });
    done();
  };

  // Before validation: every onRequest hook has decided the tenant by then, and a hit needs
  // neither the query's validation nor anything after it. A callback hook, synchronous while
  // the version is known in memory, so a hit costs no promise.
  app.addHook('preValidation', function readCacheLookup(request, reply, done) {
    const config = request.routeOptions.config.readCache;
    if (!config || (request.method !== 'GET' && request.method !== 'HEAD')) return done();
    // Set by the tenant scope's onRequest hook; a route outside one is not cached.
    const tenant = request.tenant as TenantRow | null | undefined;
    if (!tenant) {
      count('skip');
      return done();
    }

    try {
      // A freshly read tenant row is a committed version too.
      versions.observe(tenant.id, tenant.contentVersion);
    } catch (error) {
      count('skip');
      request.log.warn({ err: error }, 'content version unavailable; not caching');
      return done();
    }
    const known = versions.listening ? versions.peek(tenant.id) : undefined;
    if (known !== undefined) return lookup(request, reply, config, tenant, known, done);
    versions.current(tenant.id).then(
      (version) => {
        if (version === null) {
          count('skip');
          return done();
        }
        lookup(request, reply, config, tenant, version, done);
      },
      (error: unknown) => {
        count('skip');
        request.log.warn({ err: error }, 'content version unavailable; not caching');
        done();
      },
    );
  });

  // Which edits a write heard before it answered (the ones it made, among others).
  const writesSeenAt = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (isWrite(request.method)) writesSeenAt.set(request, seq);
    done();
  });

  // Callback hooks: they run for every response, hits included, and need no promise.
  const abandon = (request: FastifyRequest) => {
    const fill = fills.get(request);
    if (!fill) return;
    fills.delete(request);
    fill.settle(null);
  };
  app.addHook('onResponse', (request, _reply, done) => {
    abandon(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    abandon(request);
    done();
  });

  /** A background re-render's answer that is no answer: the stale copy stays, counted. */
  const failedRevalidation = (request: FastifyRequest, reply: FastifyReply) =>
    reply.statusCode >= 500 || failedRenders.has(request);

  app.addHook('onSend', async (request, reply, payload) => {
    let body: unknown = payload;
    const fill = fills.get(request);
    const config = request.routeOptions.config.readCache;
    const tenant = request.tenant as TenantRow | null | undefined;
    // Every answer of a cacheable route names what it is built from (edge caches purge by it;
    // a page gathers its API answers' tags).
    if (config && tenant && request.method !== 'POST') {
      const tags = answerTags.get(request);
      const list = answerEdgeTags(tenant.id, tags && tags.size > 0 ? tags : [ANY_CONTENT]);
      reply.header(SURROGATE_KEY, list.join(' '));
      reply.header(CACHE_TAG, list.join(','));
    }
    if (fill) {
      fills.delete(request);
      const cacheable =
        reply.statusCode === 200 &&
        !reply.hasHeader('set-cookie') &&
        !reply.hasHeader('content-encoding') &&
        // A handler (or a page built from such answers) can keep its answer out of the cache.
        !String(reply.getHeader('cache-control') ?? '').includes('no-store') &&
        (typeof payload === 'string' || Buffer.isBuffer(payload));
      if (fill.revalidation && failedRevalidation(request, reply)) {
        fill.settle(null);
        countFailure();
        request.log.warn(
          { url: request.url, statusCode: reply.statusCode },
          'a background re-render failed; the last good copy stays',
        );
      } else if (!cacheable) {
        fill.settle(null);
        // What was cached is no longer the answer (the story is gone, the page is private).
        if (fill.revalidation) responses.remove(fill.key);
      } else {
        const headers: Record<string, string> = {};
        for (const name of [...REPLAYED_HEADERS, SURROGATE_KEY, CACHE_TAG]) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        for (const [name, value] of fill.before) {
          const current = reply.getHeader(name);
          if (current !== undefined && current !== value) headers[name] = String(current);
        }
        const tags = answerTags.get(request);
        fill.settle({
          status: 200,
          contentType: String(reply.getHeader('content-type') ?? 'application/octet-stream'),
          headers,
          body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload as string),
          tags: tags && tags.size > 0 ? [...tags] : [ANY_CONTENT],
          origin: originOf(request),
        });
        const entry = await fill.done.catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not encode a response for the cache');
          return null;
        });
        if (entry) body = present(request, reply, entry, fill.config);
        // Stored stale because an edit of what it shows was heard while it was computed: once
        // more. (One stored stale because its tenant row was older is re-rendered when asked.)
        const stored = responses.peek(fill.key);
        if (entry && stored?.entry === entry && fill.editedMeanwhile() && entry.origin) {
          revalidate(fill.key, entry.origin, false);
          schedulePump();
        }
      }
    }

    if (isApi(request.url)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      // The NOTIFY of a write made here may still be on its way back: wait for it, so that the
      // writer's next read on this node already sees its change (back-office writes, and a
      // writer renaming themself on their profile).
      if (
        isWrite(request.method) &&
        (request.url.startsWith('/api/admin/') || request.url.startsWith(OWN_PROFILE_PATH)) &&
        reply.statusCode < 400
      ) {
        await versions.catchUp().catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not re-read content versions');
        });
        // What the edit made stale here is being re-rendered: the editor's next look at the
        // reader site shows the change rather than the copy served meanwhile.
        const since = writesSeenAt.get(request) ?? seq;
        if (seq > since) await settled(since, WRITE_WAITS_FOR_RENDERS_MS);
      }
    }
    return body;
  });
}

export default fp(readCachePlugin, { name: 'read-cache' });
