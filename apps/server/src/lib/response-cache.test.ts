import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  COMPRESS_MIN_BYTES,
  createResponseCache,
  encodeResponse,
  etagOf,
  type CacheableResponse,
  type ResponseCache,
} from './response-cache.js';

const json = (text: string): CacheableResponse => ({
  status: 200,
  contentType: 'application/json; charset=utf-8',
  headers: {},
  body: Buffer.from(text),
});

/** A compressible body of about `size` bytes. */
const bodyOf = (size: number, seed = 'a') =>
  JSON.stringify({ stories: seed.repeat(size) }).slice(0, size);

describe('encodeResponse', () => {
  it('compresses once into gzip and brotli that decode to the identity body', async () => {
    const text = JSON.stringify({ stories: Array.from({ length: 200 }, (_, i) => `story ${i}`) });
    const entry = await encodeResponse(
      { ...json(text), headers: { 'content-language': 'fr' } },
      1_000,
    );
    expect(entry.identity.toString()).toBe(text);
    expect(zlib.gunzipSync(entry.gzip ?? Buffer.alloc(0)).toString()).toBe(text);
    expect(zlib.brotliDecompressSync(entry.br ?? Buffer.alloc(0)).toString()).toBe(text);
    expect(entry.br?.length).toBeLessThan(text.length);
    expect(entry.etag).toBe(etagOf(Buffer.from(text)));
    expect(entry.etag).toMatch(/^"[\w-]{27}"$/);
    expect(entry.headers).toEqual({ 'content-language': 'fr' });
    expect(entry.storedAt).toBe(1_000);
    expect(entry.bytes).toBeGreaterThan(
      text.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0),
    );
  });

  it('leaves small bodies uncompressed and gives equal bodies equal ETags', async () => {
    const small = await encodeResponse(json('{"total":0}'));
    expect(small.gzip).toBeNull();
    expect(small.br).toBeNull();
    expect((await encodeResponse(json('{"total":0}'))).etag).toBe(small.etag);
    expect((await encodeResponse(json('{"total":1}'))).etag).not.toBe(small.etag);
  });
});

/** What the read cache does for a lookup: the stored entry, else the computation under way, else one. */
function getOrCompute(
  cache: ResponseCache,
  key: string,
  compute: () => Promise<CacheableResponse | null>,
) {
  return cache.get(key)?.entry ?? cache.join(key) ?? cache.fill(key, 1, compute);
}

describe('the response cache', () => {
  it('misses, stores, then hits, counting both', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000 });
    const compute = vi.fn(() => Promise.resolve(json('{"a":1}')));
    expect(cache.get('k')).toBeUndefined();
    const first = await getOrCompute(cache, 'k', compute);
    const second = await getOrCompute(cache, 'k', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
    expect(cache.stats().bytes).toBe(first?.bytes);
  });

  it('computes 20 concurrent misses of one key once', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const compute = vi.fn(async () => {
      await gate;
      return json(bodyOf(5_000));
    });
    const all = Promise.all(Array.from({ length: 20 }, () => getOrCompute(cache, 'hot', compute)));
    release();
    const entries = await all;
    expect(compute).toHaveBeenCalledTimes(1);
    expect(new Set(entries).size).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 1, misses: 1, hits: 19 });
    expect(cache.join('hot')).toBeUndefined();
  });

  it('tells waiters "not cacheable" when the computation declines or fails, and stores nothing', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000 });
    const declined = cache.fill('k', 1, () => Promise.resolve(null));
    expect(await cache.join('k')).toBeNull();
    expect(await declined).toBeNull();
    const failed = cache.fill('k', 1, () => Promise.reject(new Error('boom')));
    const waiter = cache.join('k');
    await expect(failed).rejects.toThrow('boom');
    expect(await waiter).toBeNull();
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps a result out when the admission says no (the version moved meanwhile)', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000 });
    const entry = await cache.fill('k', 1, () => Promise.resolve(json('{}')), {
      admit: () => ({ store: false }),
    });
    expect(entry?.identity.toString()).toBe('{}');
    expect(cache.get('k')).toBeUndefined();
  });

  it('stores a result stale when the admission says an edit was heard while it was computed', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000 });
    await cache.fill('k', 1, () => Promise.resolve(json('{}')), {
      admit: () => ({ store: true, staleSince: 1234 }),
    });
    expect(cache.get('k')?.staleSince).toBe(1234);
    expect(cache.stats().stale).toBe(1);
  });

  it('marks stale only the entries built from the tags an edit names, in that tenant', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000 });
    const tagged = (tags: string[]) => () => Promise.resolve({ ...json('{}'), tags });
    await cache.fill('story-1', 1, tagged(['story:1', 'nav']));
    await cache.fill('story-2', 1, tagged(['story:2', 'nav']));
    await cache.fill('front', 1, tagged(['list:front', 'story:1', 'story:2']));
    await cache.fill('untagged', 1, tagged([]));
    await cache.fill('other-tenant', 2, tagged(['story:1']));

    expect(cache.invalidate(1, ['story:1'], 500)).toEqual(['untagged', 'front', 'story-1']);
    const staleSince = (key: string) => cache.get(key)?.staleSince;
    expect(staleSince('story-1')).toBe(500);
    expect(staleSince('front')).toBe(500);
    // An answer that recorded no tags may show anything: every edit reaches it.
    expect(staleSince('untagged')).toBe(500);
    expect(staleSince('story-2')).toBeNull();
    expect(staleSince('other-tenant')).toBeNull();

    // Stale stays stale from the first edit; an edit of unknown reach marks all of the tenant.
    expect(cache.invalidate(1, null, 900)).toEqual(['story-2']);
    expect(staleSince('story-1')).toBe(500);
    expect(staleSince('story-2')).toBe(900);
    expect(staleSince('other-tenant')).toBeNull();
  });

  it('replaces a stale entry with the next result stored under its key', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000 });
    await cache.fill('k', 1, () => Promise.resolve({ ...json('{"v":1}'), tags: ['nav'] }));
    cache.invalidate(1, ['nav'], 10);
    const again = cache.fill('k', 1, () => Promise.resolve({ ...json('{"v":2}'), tags: ['nav'] }));
    expect(cache.filling('k')).toBe(true);
    await again;
    expect(cache.get('k')).toMatchObject({ staleSince: null });
    expect(cache.get('k')?.entry.identity.toString()).toBe('{"v":2}');
    expect(cache.stats()).toMatchObject({ entries: 1, stale: 0 });
  });

  it('stays under maxBytes by dropping the least recently used first', async () => {
    const one = await encodeResponse(json(bodyOf(600, 'x')));
    const cache = createResponseCache({ maxBytes: one.bytes * 3 + 10 });
    for (const key of ['a', 'b', 'c']) {
      await cache.fill(key, 1, () => Promise.resolve(json(bodyOf(600, 'x'))));
    }
    expect(cache.stats().entries).toBe(3);
    expect(cache.get('a')).toBeDefined(); // now b is the least recently used
    await cache.fill('d', 1, () => Promise.resolve(json(bodyOf(600, 'x'))));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((key) => cache.get(key))).toBe(true);
    expect(cache.stats()).toMatchObject({ entries: 3, evictions: 1 });
    expect(cache.stats().bytes).toBeLessThanOrEqual(cache.stats().maxBytes);

    // An entry larger than the whole cache is served but never stored.
    const huge = await cache.fill('huge', 1, () =>
      Promise.resolve(json(bodyOf(20 * COMPRESS_MIN_BYTES))),
    );
    expect(huge).not.toBeNull();
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.stats().entries).toBe(3);
  });

  it('drops every entry of a tenant, and only that tenant', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000 });
    await cache.fill('1:5:/a', 1, () => Promise.resolve(json('{}')));
    await cache.fill('1:5:/b', 1, () => Promise.resolve(json('{}')));
    await cache.fill('2:5:/a', 2, () => Promise.resolve(json('{}')));
    cache.evictTenant(1);
    expect(cache.get('1:5:/a')).toBeUndefined();
    expect(cache.get('1:5:/b')).toBeUndefined();
    expect(cache.get('2:5:/a')).toBeDefined();
    expect(cache.stats().entries).toBe(1);
  });

  it('expires entries older than maxAgeMs', async () => {
    let now = 10_000;
    const cache = createResponseCache({ maxBytes: 1_000_000, now: () => now });
    await cache.fill('search', 1, () => Promise.resolve(json('{}')));
    now += 4_999;
    expect(cache.get('search', 5_000)).toBeDefined();
    now += 1;
    expect(cache.get('search', 5_000)).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });
});
