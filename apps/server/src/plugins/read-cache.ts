import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import type { TenantRow } from '../db/schema/index.js';
import {
  createResponseCache,
  type CacheableResponse,
  type CachedResponse,
  type ResponseCache,
  type ResponseCacheStats,
} from '../lib/response-cache.js';
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
}

declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: ReadCacheRouteConfig;
  }
  interface FastifyInstance {
    readonly readCache: ReadCache;
  }
}

export type ReadCacheLookup = 'hit' | 'miss' | 'skip';

export interface ReadCachePluginOptions {
  versions: ContentVersions;
  maxBytes: number;
  /**
   * Told of every lookup of a cacheable route (the metrics): served from memory (hit), computed
   * (miss), or not cacheable this time (skip: no tenant, content version unknown).
   */
  onLookup?: (result: ReadCacheLookup) => void;
  /** Milliseconds since the epoch, for entries' ages (`maxAgeMs`); tests pass their own clock. */
  now?: () => number;
}

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
/** Anything that may depend on the caller. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
const SHARED_MAX_AGE_SECONDS = 30;

/** Headers a route may set that every hit must carry again. */
const REPLAYED_HEADERS = ['content-language', 'link', 'vary', 'x-robots-tag'] as const;

export const X_CACHE = 'x-cache';

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
): PreparedHead {
  let heads = preparedHeads.get(entry);
  if (!heads) {
    heads = new Map();
    preparedHeads.set(entry, heads);
  }
  const key = `${encoding}:${api ? 'api' : 'page'}:${maxAgeMs ?? ''}`;
  let head = heads.get(key);
  if (!head) {
    const notModified: Record<string, string> = {
      ...entry.headers,
      vary: mergeVary(entry.headers.vary, api),
      'cache-control': READ_CACHE_CONTROL,
      [CDN_CACHE_CONTROL_HEADER]: cdnCacheControl(maxAgeMs),
      etag: etagFor(entry, encoding),
      [X_CACHE]: 'HIT',
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
): void {
  const { maxAgeMs, perResponse } = config;
  if (perResponse) return sendPersonalHit(request, reply, entry, config, perResponse);
  const head = preparedHead(entry, chooseEncoding(request, entry), isApi(request.url), maxAgeMs);
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
): void {
  const encoding = splicedEncoding(request, entry);
  const head = preparedHead(entry, encoding, isApi(request.url), config.maxAgeMs);
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
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
/** A reader's own account: a new display name changes the bylines of their articles. */
const OWN_PROFILE_PATH = '/api/auth/user/profile';

/**
 * The versioned response cache for reader reads. A route with `config.readCache` is looked up
 * before its handler under tenant + content version + host + URL + variant; a hit is sent from
 * memory in the best encoding the client takes, with a strong ETag (and 304 when it matches); a
 * miss runs the handler once, however many requests wait for it, and stores a 200. A version
 * bump (from any node) changes the key, so older entries are never served, and drops them.
 * Every other /api answer is private, no-store unless its route says otherwise.
 */
async function readCachePlugin(app: FastifyInstance, options: ReadCachePluginOptions) {
  const { versions } = options;
  // Without a clock of its own, the cache reads Date.now().
  const responses = createResponseCache({ maxBytes: options.maxBytes, now: options.now });
  const fills = new WeakMap<FastifyRequest, Fill>();
  const count = options.onLookup ?? (() => undefined);

  const readCache: ReadCache = {
    responses,
    versions,
    stats: () => ({ ...responses.stats(), listening: versions.listening }),
  };
  app.decorate('readCache', readCache);

  versions.onBump((tenantId) => responses.evictTenant(tenantId));
  await versions.start();
  app.addHook('onClose', async () => {
    await versions.stop();
    responses.clear();
  });

  /** The lookup for one request, once its tenant's version is known. */
  const lookup = (
    request: FastifyRequest,
    reply: FastifyReply,
    config: ReadCacheRouteConfig,
    tenant: TenantRow,
    version: number,
    done: () => void,
  ): void => {
    const key = `${tenant.id}:${version}:${request.hostname}:${config.key?.(request) ?? request.url}:${config.variant?.(request) ?? ''}`;

    const stored = responses.get(key, config.maxAgeMs);
    if (stored) {
      count('hit');
      return sendHit(request, reply, stored, config);
    }
    const pending = responses.join(key);
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
    // A tenant row cached from before the bump may be rendered into the answer: serve it, but
    // never store it under the new version.
    const current = tenant.contentVersion >= version;
    let settle: Fill['settle'] = () => undefined;
    const computed = new Promise<CacheableResponse | null>((resolve) => {
      settle = resolve;
    });
    const fillDone = responses.fill(key, tenant.id, () => computed, {
      store: () => current && versions.peek(tenant.id) === version,
    });
    const before = new Map<string, unknown>([
      ['content-security-policy', reply.getHeader('content-security-policy')],
    ]);
    fills.set(request, { settle, done: fillDone, config, before });
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

  app.addHook('onSend', async (request, reply, payload) => {
    let body: unknown = payload;
    const fill = fills.get(request);
    if (fill) {
      fills.delete(request);
      const cacheable =
        reply.statusCode === 200 &&
        !reply.hasHeader('set-cookie') &&
        !reply.hasHeader('content-encoding') &&
        // A handler (or a page built from such answers) can keep its answer out of the cache.
        !String(reply.getHeader('cache-control') ?? '').includes('no-store') &&
        (typeof payload === 'string' || Buffer.isBuffer(payload));
      if (!cacheable) {
        fill.settle(null);
      } else {
        const headers: Record<string, string> = {};
        for (const name of REPLAYED_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        for (const [name, value] of fill.before) {
          const now = reply.getHeader(name);
          if (now !== undefined && now !== value) headers[name] = String(now);
        }
        fill.settle({
          status: 200,
          contentType: String(reply.getHeader('content-type') ?? 'application/octet-stream'),
          headers,
          body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload as string),
        });
        const entry = await fill.done.catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not encode a response for the cache');
          return null;
        });
        if (entry) body = present(request, reply, entry, fill.config);
      }
    }

    if (isApi(request.url)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      // The NOTIFY of a write made here may still be on its way back: read the versions now, so
      // that the writer's next read on this node already sees its change (back-office writes,
      // and a writer renaming themself on their profile).
      if (
        isWrite(request.method) &&
        (request.url.startsWith('/api/admin/') || request.url.startsWith(OWN_PROFILE_PATH)) &&
        reply.statusCode < 400
      ) {
        await versions.refresh().catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not re-read content versions');
        });
      }
    }
    return body;
  });
}

export default fp(readCachePlugin, { name: 'read-cache' });
