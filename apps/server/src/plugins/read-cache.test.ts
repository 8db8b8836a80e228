import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import type { TenantRow } from '../db/schema/index.js';
import { createContentVersions } from '../modules/content/content-versions.js';
import { decodedBody } from '../test/responses.js';
import readCachePlugin, {
  acceptedEncodings,
  cacheTagsOf,
  PRIVATE_CACHE_CONTROL,
  CDN_CACHE_CONTROL,
  READ_CACHE_CONTROL,
  cdnCacheControl,
  DEFAULT_STALE_BOUND_MS,
  STALE_CDN_CACHE_CONTROL,
} from './read-cache.js';
import securityPlugin from './security.js';

/**
 * The plugin on a bare app: security (helmet + @fastify/compress, as in production), a tenant
 * chosen by header, and routes that count how often their handler runs. Versions come from a
 * map the test moves, announced as the NOTIFY listener would. Entries age by a clock the test
 * moves (`advance`), not by real time.
 */
async function buildTestApp() {
  const database = new Map<number, number>([
    [1, 1],
    [2, 1],
  ]);
  /** What the tenants' cached rows say: only moved by a notification, as on a real node. */
  const rowVersions = new Map(database);
  let notify: (payload: string) => void = () => undefined;
  const versions = createContentVersions({
    listen: (_channel, onPayload, onConnectionChange) => {
      notify = onPayload;
      onConnectionChange?.(true);
      return Promise.resolve(() => Promise.resolve());
    },
    load: (ids) =>
      Promise.resolve(
        new Map(ids.flatMap((id) => (database.has(id) ? [[id, database.get(id) ?? 0]] : []))),
      ),
  });
  // A node's tenant cache drops its rows when it hears a bump: they are read again.
  versions.onBump((tenantId, version) => rowVersions.set(tenantId, version));
  const calls = new Map<string, number>();
  let failing = false;
  const failures = vi.fn();
  const rerendered = vi.fn();
  const count = (name: string) => calls.set(name, (calls.get(name) ?? 0) + 1);
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  let clock = Date.now();

  const app = Fastify();
  await app.register(securityPlugin);
  await app.register(readCachePlugin, {
    versions,
    maxBytes: 1_000_000,
    now: () => clock,
    onRevalidationFailure: failures,
    onRerendered: rerendered,
  });
  await app.register(
    async (api) => {
      api.decorateRequest('tenant', null as unknown as TenantRow);
      api.addHook('onRequest', async (request) => {
        const id = Number(request.headers['x-tenant-id'] ?? 1);
        request.tenant = { id, contentVersion: rowVersions.get(id) ?? 1 } as TenantRow;
      });
      api.get('/big', { config: { readCache: {} } }, async (request) => {
        count('big');
        await gate;
        return {
          tenant: request.tenant.id,
          version: request.tenant.contentVersion,
          stories: Array.from({ length: 100 }, (_, i) => `Story ${i} of ${request.tenant.id}`),
        };
      });
      api.get<{ Params: { id: string } }>(
        '/story/:id',
        { config: { readCache: {} } },
        async (request, reply) => {
          count(`story:${request.params.id}`);
          if (failing) return reply.code(500).send({ detail: 'The database is away' });
          cacheTagsOf(request).add(`story:${request.params.id}`, 'nav');
          return { id: request.params.id, version: request.tenant.contentVersion };
        },
      );
      api.get('/small', { config: { readCache: {} } }, async () => {
        count('small');
        return { ok: true };
      });
      api.get('/page', { config: { readCache: {} } }, async (_request, reply) => {
        count('page');
        reply.header('content-language', 'fr').header('link', '</app.js>; rel=preload');
        reply.type('text/html; charset=utf-8');
        return `<!doctype html><p>${'Bonjour '.repeat(300)}</p>`;
      });
      api.get(
        '/lang',
        { config: { readCache: { variant: (request) => String(request.headers['x-lang']) } } },
        async (request) => {
          count('lang');
          return { lang: request.headers['x-lang'] };
        },
      );
      api.get('/search', { config: { readCache: { maxAgeMs: 50 } } }, async () => {
        count('search');
        return { at: Date.now() };
      });
      api.get('/cookie', { config: { readCache: {} } }, async (_request, reply) => {
        count('cookie');
        reply.header('set-cookie', 'seen=1');
        return { ok: true };
      });
      api.get('/missing', { config: { readCache: {} } }, async (_request, reply) => {
        count('missing');
        return reply.code(404).send({ detail: 'Not found' });
      });
      api.get('/me', async () => ({ user: 'someone' }));
      // A write whose NOTIFY has not come back yet when its answer goes out.
      api.post('/admin/publish', async (request) => {
        database.set(request.tenant.id, (database.get(request.tenant.id) ?? 1) + 1);
        return { ok: true };
      });
      api.get('/public-by-choice', async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return { ok: true };
      });
    },
    { prefix: '/api' },
  );
  await app.ready();
  return {
    app,
    calls: (name: string) => calls.get(name) ?? 0,
    /** An edit committed and announced, naming what it changed (no tags: anything). */
    bump(tenantId: number, tags?: string[]) {
      const version = (database.get(tenantId) ?? 1) + 1;
      database.set(tenantId, version);
      notify(JSON.stringify({ tenant_id: tenantId, version, ...(tags ? { tags } : {}) }));
    },
    failures,
    rerendered,
    fail(value: boolean) {
      failing = value;
    },
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    advance(ms: number) {
      clock += ms;
    },
  };
}

let current: FastifyInstance | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});
const start = async () => {
  const built = await buildTestApp();
  current = built.app;
  return built;
};

describe('the read cache on a route', () => {
  it('misses once, then hits with the same body, ETag and public caching headers', async () => {
    const { app, calls } = await start();
    const first = await app.inject({ url: '/api/big' });
    const second = await app.inject({ url: '/api/big' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    for (const response of [first, second]) {
      // Browsers revalidate every time; a CDN may keep it briefly and serve it stale meanwhile.
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers['cdn-cache-control']).toBe(CDN_CACHE_CONTROL);
      expect(response.headers['cdn-cache-control']).toContain('stale-while-revalidate');
      // An API answer depends on the publication asked for, not only on its URL.
      expect(response.headers.vary).toBe('Accept-Encoding, X-Tenant-ID');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      // Helmet's headers are set per request, hits included.
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(calls('big')).toBe(1);
    expect(app.readCache.stats()).toMatchObject({
      entries: 1,
      hits: 1,
      misses: 1,
      listening: true,
    });
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])(
    'answers Accept-Encoding "%s" with %s, compressed once, decoding to the same JSON',
    async (accept, expected) => {
      const { app, calls } = await start();
      const plain = (await app.inject({ url: '/api/big', headers: { 'accept-encoding': '' } }))
        .body;
      // Cold (the miss that stores) and warm (a hit) alike.
      for (const url of ['/api/big?cold', '/api/big?cold']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': accept } });
        expect(response.headers['content-encoding']).toBe(expected);
        expect(JSON.parse(decodedBody(response))).toEqual(JSON.parse(plain));
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      }
      expect(calls('big')).toBe(2);
    },
  );

  it('gives each encoding its own strong ETag and answers 304 to any of them', async () => {
    const { app, calls } = await start();
    const identity = await app.inject({ url: '/api/big' });
    const br = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'br' } });
    const tag = String(identity.headers.etag);
    expect(br.headers.etag).toBe(`${tag.slice(0, -1)}-br"`);
    for (const ifNoneMatch of [tag, String(br.headers.etag), `W/${tag}`, `"other", ${tag}`]) {
      const response = await app.inject({
        url: '/api/big',
        headers: { 'if-none-match': ifNoneMatch, 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(`${tag.slice(0, -1)}-gzip"`);
      expect(response.headers['cache-control']).toBe(READ_CACHE_CONTROL);
      expect(response.headers['content-encoding']).toBeUndefined();
    }
    const changed = await app.inject({ url: '/api/big', headers: { 'if-none-match': '"x"' } });
    expect(changed.statusCode).toBe(200);
    // A conditional request on a cold key is answered 304 too, once computed.
    const cold = await app.inject({ url: '/api/big?other', headers: { 'if-none-match': tag } });
    expect(cold.statusCode).toBe(304);
    expect(cold.headers['x-cache']).toBe('MISS');
    expect(calls('big')).toBe(2);
  });

  it('sends the body to an end-to-end reload (Cache-Control: no-cache), whatever it holds', async () => {
    const { app } = await start();
    const tag = String((await app.inject({ url: '/api/big' })).headers.etag);
    for (const cacheControl of ['no-cache', 'max-age=0, no-cache']) {
      const reload = await app.inject({
        url: '/api/big',
        headers: { 'if-none-match': tag, 'cache-control': cacheControl },
      });
      expect(reload.statusCode, cacheControl).toBe(200);
      expect(reload.headers['x-cache']).toBe('HIT');
    }
    // A plain revalidation still gets its 304, and an unquoted tag is no entity tag.
    const revalidated = await app.inject({
      url: '/api/big',
      headers: { 'if-none-match': tag, 'cache-control': 'max-age=0' },
    });
    expect(revalidated.statusCode).toBe(304);
    const bare = await app.inject({
      url: '/api/big',
      headers: { 'if-none-match': tag.slice(1, -1) },
    });
    expect(bare.statusCode).toBe(200);
  });

  it('answers HEAD from the same entry, without a body', async () => {
    const { app, calls } = await start();
    const get = await app.inject({ url: '/api/big' });
    const head = await app.inject({ method: 'HEAD', url: '/api/big' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(calls('big')).toBe(1);
  });

  it('computes 20 concurrent misses once; the others wait and are served the result', async () => {
    const built = await start();
    built.hold();
    const join = vi.spyOn(built.app.readCache.responses, 'join');
    const pending = Array.from({ length: 20 }, () =>
      built.app.inject({ url: '/api/big', headers: { 'accept-encoding': 'br' } }),
    );
    // Release the handler only once every request is in: one computing, 19 waiting on it.
    await vi.waitFor(() => {
      expect(built.calls('big')).toBe(1);
      expect(join.mock.results.filter((result) => result.value !== undefined)).toHaveLength(19);
    });
    built.release();
    const responses = await Promise.all(pending);
    expect(built.calls('big')).toBe(1);
    expect(responses.filter((r) => r.headers['x-cache'] === 'MISS')).toHaveLength(1);
    expect(responses.filter((r) => r.headers['x-cache'] === 'HIT')).toHaveLength(19);
    expect(new Set(responses.map((r) => decodedBody(r))).size).toBe(1);
  });

  it('keeps each tenant and each variant apart under the same URL', async () => {
    const { app, calls } = await start();
    const one = await app.inject({ url: '/api/big', headers: { 'x-tenant-id': '1' } });
    const two = await app.inject({ url: '/api/big', headers: { 'x-tenant-id': '2' } });
    expect(two.headers['x-cache']).toBe('MISS');
    expect(one.json<{ tenant: number }>().tenant).toBe(1);
    expect(two.json<{ tenant: number }>().tenant).toBe(2);
    const en = await app.inject({ url: '/api/lang', headers: { 'x-lang': 'en' } });
    const fr = await app.inject({ url: '/api/lang', headers: { 'x-lang': 'fr' } });
    expect(fr.headers['x-cache']).toBe('MISS');
    expect(fr.json()).toEqual({ lang: 'fr' });
    expect((await app.inject({ url: '/api/lang', headers: { 'x-lang': 'en' } })).body).toBe(
      en.body,
    );
    expect(calls('big')).toBe(2);
    expect(calls('lang')).toBe(2);
  });

  it("serves a tenant's entries stale after an edit of unknown reach, while one re-render replaces each", async () => {
    const { app, calls, bump, hold, release, rerendered } = await start();
    await app.inject({ url: '/api/big', headers: { 'x-tenant-id': '1' } });
    await app.inject({ url: '/api/big', headers: { 'x-tenant-id': '2' } });
    hold();
    bump(1);
    // Readers never wait for the re-render: they get the last copy, marked as such.
    for (let i = 0; i < 3; i += 1) {
      const stale = await app.inject({ url: '/api/big', headers: { 'x-tenant-id': '1' } });
      expect(stale.headers['x-cache']).toBe('STALE');
      expect(stale.json()).toMatchObject({ tenant: 1, version: 1 });
      // Out of date already: an edge cache may not keep it as a fresh copy.
      expect(stale.headers['cdn-cache-control']).toBe(STALE_CDN_CACHE_CONTROL);
    }
    const other = await app.inject({ url: '/api/big', headers: { 'x-tenant-id': '2' } });
    expect(other.headers['x-cache']).toBe('HIT');
    // The edges are told (purged) once this node serves the change, not before.
    expect(rerendered).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(rerendered).toHaveBeenCalledWith(1, null));
    await vi.waitFor(() => expect(app.readCache.revalidating()).toBe(0));
    const fresh = await app.inject({ url: '/api/big', headers: { 'x-tenant-id': '1' } });
    expect(fresh.headers['x-cache']).toBe('HIT');
    expect(fresh.json()).toMatchObject({ tenant: 1, version: 2 });
    // Two first renders and one re-render, however many asked meanwhile.
    expect(calls('big')).toBe(3);
  });

  it('keeps serving from memory what an edit did not touch, and names what each answer shows', async () => {
    const { app, calls, bump } = await start();
    const first = await app.inject({ url: '/api/story/1' });
    expect(first.headers['surrogate-key']).toBe('t1 t1:story:1 t1:nav');
    expect(first.headers['cache-tag']).toBe('t1,t1:story:1,t1:nav');
    await app.inject({ url: '/api/story/2' });
    bump(1, ['story:1']);
    await vi.waitFor(() => expect(calls('story:1')).toBe(2));
    await vi.waitFor(() => expect(app.readCache.revalidating()).toBe(0));
    const edited = await app.inject({ url: '/api/story/1' });
    expect(edited.headers['x-cache']).toBe('HIT');
    expect(edited.json()).toEqual({ id: '1', version: 2 });
    // Hits keep the tags for the edge caches.
    expect(edited.headers['surrogate-key']).toBe('t1 t1:story:1 t1:nav');
    const untouched = await app.inject({ url: '/api/story/2' });
    expect(untouched.headers['x-cache']).toBe('HIT');
    expect(untouched.json()).toEqual({ id: '2', version: 1 });
    expect(calls('story:2')).toBe(1);
    // A tag both answers carry reaches both.
    bump(1, ['nav']);
    await vi.waitFor(() => expect(calls('story:2')).toBe(2));
  });

  it('keeps the last good copy when a re-render fails, counted, and stops serving it after the bound', async () => {
    const { app, calls, bump, fail, failures, advance } = await start();
    await app.inject({ url: '/api/story/1' });
    fail(true);
    bump(1, ['story:1']);
    await vi.waitFor(() => expect(failures).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(app.readCache.revalidating()).toBe(0));
    const kept = await app.inject({ url: '/api/story/1' });
    expect(kept.headers['x-cache']).toBe('STALE');
    expect(kept.json()).toEqual({ id: '1', version: 1 });
    await vi.waitFor(() => expect(app.readCache.revalidating()).toBe(0));
    // A minute after the edit, the copy is too old to serve: the reader waits for the render.
    advance(DEFAULT_STALE_BOUND_MS);
    fail(false);
    const after = await app.inject({ url: '/api/story/1' });
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json()).toEqual({ id: '1', version: 2 });
    expect(calls('story:1')).toBe(4);
  });

  it('never serves a stale copy to a request that builds another answer (a page)', async () => {
    const { app, bump, hold, release } = await start();
    await app.inject({ url: '/api/big' });
    hold();
    bump(1);
    const inner = app.inject({ url: '/api/big', headers: { ...app.readCache.freshOnlyHeaders } });
    release();
    const answer = await inner;
    expect(answer.headers['x-cache']).not.toBe('STALE');
    expect(answer.json()).toMatchObject({ version: 2 });
  });

  it('gives a client that asks for no stored copy (Cache-Control: no-cache) the current answer', async () => {
    const { app, bump, hold, release } = await start();
    await app.inject({ url: '/api/big' });
    hold();
    bump(1);
    const stale = await app.inject({ url: '/api/big' });
    expect(stale.headers['x-cache']).toBe('STALE');
    const asked = app.inject({ url: '/api/big', headers: { 'cache-control': 'no-cache' } });
    release();
    const answer = await asked;
    expect(answer.headers['x-cache']).not.toBe('STALE');
    expect(answer.json()).toMatchObject({ version: 2 });
  });

  it('re-renders what a write changed before it answers, even before its notification arrives', async () => {
    const { app, calls } = await start();
    await app.inject({ url: '/api/big' });
    expect((await app.inject({ url: '/api/big' })).headers['x-cache']).toBe('HIT');
    const write = await app.inject({ method: 'POST', url: '/api/admin/publish' });
    expect(write.statusCode).toBe(200);
    expect(write.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(app.readCache.versions.peek(1)).toBe(2);
    const next = await app.inject({ url: '/api/big' });
    expect(next.headers['x-cache']).toBe('HIT');
    expect(next.json()).toMatchObject({ version: 2 });
    expect(calls('big')).toBe(2);
  });

  it('replays the headers a page set, and sends HTML compressed once', async () => {
    const { app, calls } = await start();
    for (const state of ['MISS', 'HIT']) {
      const response = await app.inject({ url: '/api/page', headers: { 'accept-encoding': 'br' } });
      expect(response.headers['x-cache']).toBe(state);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-language']).toBe('fr');
      expect(response.headers.link).toBe('</app.js>; rel=preload');
      expect(response.headers['content-encoding']).toBe('br');
      expect(decodedBody(response)).toContain('<p>Bonjour Bonjour');
    }
    expect(calls('page')).toBe(1);
  });

  it('serves a small body as it is, with no encoding', async () => {
    const { app } = await start();
    for (const state of ['MISS', 'HIT']) {
      const response = await app.inject({
        url: '/api/small',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.headers['x-cache']).toBe(state);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ ok: true });
    }
  });

  it('expires entries after maxAgeMs and tells shared caches to keep them no longer', async () => {
    const { app, calls, advance } = await start();
    const first = await app.inject({ url: '/api/search' });
    expect(first.headers['cdn-cache-control']).toBe(cdnCacheControl(50));
    expect(first.headers['cdn-cache-control']).toContain('max-age=0');
    expect(first.headers['cache-control']).toBe(READ_CACHE_CONTROL);
    expect((await app.inject({ url: '/api/search' })).headers['x-cache']).toBe('HIT');
    advance(49);
    expect((await app.inject({ url: '/api/search' })).headers['x-cache']).toBe('HIT');
    advance(1);
    expect((await app.inject({ url: '/api/search' })).headers['x-cache']).toBe('MISS');
    expect(calls('search')).toBe(2);
  });

  it('never stores a response that sets a cookie or is not a 200', async () => {
    const { app, calls } = await start();
    for (let i = 0; i < 2; i += 1) {
      const cookie = await app.inject({ url: '/api/cookie' });
      expect(cookie.headers['x-cache']).toBe('MISS');
      expect(cookie.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      const missing = await app.inject({ url: '/api/missing' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-cache']).toBe('MISS');
      expect(missing.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect(calls('cookie')).toBe(2);
    expect(calls('missing')).toBe(2);
    expect(app.readCache.stats().entries).toBe(0);
  });

  it('marks every other /api answer private, no-store unless the route chose', async () => {
    const { app } = await start();
    const me = await app.inject({ url: '/api/me' });
    expect(me.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(me.headers['x-cache']).toBeUndefined();
    const unknown = await app.inject({ url: '/api/nowhere' });
    expect(unknown.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const chosen = await app.inject({ url: '/api/public-by-choice' });
    expect(chosen.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('Accept-Encoding', () => {
  it('reads q-values and the wildcard', () => {
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings('br;q=0, *')).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings('*;q=0.5')).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings('x-gzip')).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings('GZIP;Q=0.0')).toEqual({ br: false, gzip: false });
    // Garbage refuses nothing it does not name, and the same value reads the same every time.
    expect(acceptedEncodings(';;;')).toEqual({ br: false, gzip: false });
    expect(acceptedEncodings('gzip;q=NaN, br')).toEqual({ br: true, gzip: false });
    for (let i = 0; i < 3; i++) {
      expect(acceptedEncodings('gzip, deflate, br')).toEqual({ br: true, gzip: true });
    }
    expect(acceptedEncodings(`${'x, '.repeat(1_000)}gzip`)).toEqual({ br: false, gzip: true });
  });
});

describe('CACHE_MAX_MB', () => {
  it('defaults to 64 MiB and takes a positive whole number of megabytes', () => {
    expect(loadConfig({}, '/x').cacheMaxBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ CACHE_MAX_MB: '8' }, '/x').cacheMaxBytes).toBe(8 * 1024 * 1024);
    expect(() => loadConfig({ CACHE_MAX_MB: '0' }, '/x')).toThrow(/CACHE_MAX_MB must be between/);
    expect(() => loadConfig({ CACHE_MAX_MB: '1.5' }, '/x')).toThrow(/CACHE_MAX_MB must be a whole/);
  });
});
