import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantRow } from '../db/schema/index.js';
import {
  createResponseCache,
  type CacheableResponse,
  type CachedResponse,
  type ResponseCache,
  type ResponseCacheStats,
} from '../lib/response-cache.js';
import type { ContentVersions } from '../modules/content/content-versions.js';

/**
 * How a route opts in: `config: { readCache: {} }`. Its answer must depend only on the tenant,
 * its content, the URL, the host and `variant` (never on the caller).
 */
export interface ReadCacheRouteConfig {
  /** What else the answer depends on (e.g. the language of an HTML page); part of the key. */
  variant?: (request: FastifyRequest) => string;
  /** Entries also expire this long after they were stored (e.g. search results). */
  maxAgeMs?: number;
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

export interface ReadCachePluginOptions {
  versions: ContentVersions;
  maxBytes: number;
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

/** Which of br and gzip the client accepts (q=0 refuses; `*` stands for the ones not named). */
export function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q=([0-9.]+)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    quality.set(name, Number.isFinite(q) ? q : 0);
  }
  const wildcard = quality.get('*') ?? 0;
  const allows = (name: string) => (quality.get(name) ?? wildcard) > 0;
  return { br: allows('br'), gzip: allows('gzip') || allows('x-gzip') };
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

/** If-None-Match uses the weak comparison: W/ and our encoding suffix do not matter. */
function notModified(request: FastifyRequest, entry: CachedResponse): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = entry.etag.slice(1, -1);
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    if (tag === '*') return true;
    const opaque = tag.replace(/^W\//, '').replace(/^"|"$/g, '');
    return opaque === bare || opaque === `${bare}-br` || opaque === `${bare}-gzip`;
  });
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

/** Sets the headers of a response from an entry and returns its body (empty for a 304). */
function present(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  state: 'HIT' | 'MISS',
  maxAgeMs: number | undefined,
): Buffer | string {
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  const encoding = chooseEncoding(request, entry);
  reply.header('vary', mergeVary(entry.headers.vary, isApi(request.url)));
  reply.header('cache-control', READ_CACHE_CONTROL);
  reply.header(CDN_CACHE_CONTROL_HEADER, cdnCacheControl(maxAgeMs));
  reply.header('etag', etagFor(entry, encoding));
  reply.header(X_CACHE, state);
  if (notModified(request, entry)) {
    reply.code(304);
    reply.removeHeader('content-encoding');
    return '';
  }
  reply.code(entry.status);
  reply.header('content-type', entry.contentType);
  if (encoding === 'identity') {
    // @fastify/compress leaves bodies under its threshold alone; an identity entry is one of
    // those, or one that compressing would not shrink.
    reply.removeHeader('content-encoding');
    return entry.identity;
  }
  // A Content-Encoding already set is how @fastify/compress knows not to compress again.
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? (entry.br ?? entry.identity) : (entry.gzip ?? entry.identity);
}

interface Fill {
  settle(response: CacheableResponse | null): void;
  done: Promise<CachedResponse | null>;
  maxAgeMs: number | undefined;
  /** Headers set before the handler ran (helmet's CSP): replayed only if the route changed them. */
  before: Map<string, unknown>;
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

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
  const responses = createResponseCache({ maxBytes: options.maxBytes });
  const fills = new WeakMap<FastifyRequest, Fill>();

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

  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config.readCache;
    if (!config || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    // Set by the tenant scope's onRequest hook; a route outside one is not cached.
    const tenant = request.tenant as TenantRow | null | undefined;
    if (!tenant) return;

    let version: number | null;
    try {
      // A freshly read tenant row is a committed version too.
      versions.observe(tenant.id, tenant.contentVersion);
      version = await versions.current(tenant.id);
    } catch (error) {
      request.log.warn({ err: error }, 'content version unavailable; not caching');
      return;
    }
    if (version === null) return;
    const key = `${tenant.id}:${version}:${request.hostname}:${request.url}:${config.variant?.(request) ?? ''}`;

    const stored = responses.get(key, config.maxAgeMs);
    if (stored) return reply.send(present(request, reply, stored, 'HIT', config.maxAgeMs));
    const pending = responses.join(key);
    if (pending) {
      const entry = await pending;
      if (entry) return reply.send(present(request, reply, entry, 'HIT', config.maxAgeMs));
      responses.countMiss();
      reply.header(X_CACHE, 'MISS');
      return;
    }

    reply.header(X_CACHE, 'MISS');
    // A tenant row cached from before the bump may be rendered into the answer: serve it, but
    // never store it under the new version.
    const current = tenant.contentVersion >= version;
    let settle: Fill['settle'] = () => undefined;
    const computed = new Promise<CacheableResponse | null>((resolve) => {
      settle = resolve;
    });
    const done = responses.fill(key, tenant.id, () => computed, {
      store: () => current && versions.peek(tenant.id) === version,
    });
    const before = new Map<string, unknown>([
      ['content-security-policy', reply.getHeader('content-security-policy')],
    ]);
    fills.set(request, { settle, done, maxAgeMs: config.maxAgeMs, before });
  });

  const abandon = async (request: FastifyRequest) => {
    const fill = fills.get(request);
    if (!fill) return;
    fills.delete(request);
    fill.settle(null);
  };
  app.addHook('onResponse', abandon);
  app.addHook('onRequestAbort', abandon);

  app.addHook('onSend', async (request, reply, payload) => {
    let body: unknown = payload;
    const fill = fills.get(request);
    if (fill) {
      fills.delete(request);
      const cacheable =
        reply.statusCode === 200 &&
        !reply.hasHeader('set-cookie') &&
        !reply.hasHeader('content-encoding') &&
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
        if (entry) body = present(request, reply, entry, 'MISS', fill.maxAgeMs);
      }
    }

    if (isApi(request.url)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      // The NOTIFY of a write made here may still be on its way back: read the versions now, so
      // that the writer's next read on this node already sees its change.
      if (
        isWrite(request.method) &&
        request.url.startsWith('/api/admin/') &&
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
