import { describe, expect, it, vi } from 'vitest';
import type { TenantRow } from '../../db/schema/index.js';
import type { TenantsRepository } from './tenants.repository.js';
import { createTenantsService } from './tenants.service.js';

const SPACE = { id: 2, slug: 'space', displayName: 'Orbital Dispatch' } as TenantRow;

/** A repository whose lookups wait until released, counting each query. */
function slowRepository() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const findBySlug = vi.fn(async (slug: string) => {
    await gate;
    return slug === SPACE.slug ? SPACE : undefined;
  });
  return { repository: { findBySlug } as unknown as TenantsRepository, findBySlug, release };
}

function service(repository: TenantsRepository, now = () => 0) {
  return createTenantsService({
    repository,
    inTransaction: () => Promise.reject(new Error('not used here')),
    uploadsDir: '/nonexistent',
    now,
  });
}

describe('tenant resolution (the hot path of every request)', () => {
  it('asks the database once however many requests wait on a cold cache', async () => {
    const { repository, findBySlug, release } = slowRepository();
    const tenants = service(repository);
    const waiting = Array.from({ length: 200 }, () => tenants.resolve('space'));
    release();
    const resolved = await Promise.all(waiting);
    expect(findBySlug).toHaveBeenCalledTimes(1);
    expect(new Set(resolved)).toEqual(new Set([SPACE]));
    // Then from the cache, with no promise on the way.
    expect(tenants.resolveCached('SPACE')).toBe(SPACE);
  });

  it('once more when the entry expires, still once for every request then waiting', async () => {
    let clock = 0;
    const { repository, findBySlug, release } = slowRepository();
    const tenants = service(repository, () => clock);
    release();
    await tenants.resolve('space');
    clock += 60_000;
    await Promise.all(Array.from({ length: 200 }, () => tenants.resolve('space')));
    expect(findBySlug).toHaveBeenCalledTimes(2);
  });

  it('keeps a row for as long as the versions are heard, and only a row read since', async () => {
    let clock = 10_000;
    let since: number | null = 10_000;
    const { repository, findBySlug, release } = slowRepository();
    release();
    const tenants = createTenantsService({
      repository,
      inTransaction: () => Promise.reject(new Error('not used here')),
      uploadsDir: '/nonexistent',
      now: () => clock,
      followedSince: () => since,
    });
    await tenants.resolve('space');
    clock += 4 * 60_000;
    expect(tenants.resolveCached('space')).toBe(SPACE);
    // The listener dropped: the row is as old as it is, and only 5 s are trusted.
    since = null;
    expect(tenants.resolveCached('space')).toBeUndefined();
    await tenants.resolve('space');
    expect(findBySlug).toHaveBeenCalledTimes(2);
    // Heard again, from a moment after that read: the row may have missed a bump meanwhile.
    since = clock + 1;
    clock += 6_000;
    expect(tenants.resolveCached('space')).toBeUndefined();
    await tenants.resolve('space');
    clock += 60_000;
    expect(tenants.resolveCached('space')).toBe(SPACE);
    expect(findBySlug).toHaveBeenCalledTimes(3);
    // A bump heard empties the cache at once.
    tenants.invalidate();
    expect(tenants.resolveCached('space')).toBeUndefined();
  });

  it('answers 404 to every waiting request for an unknown slug, and caches nothing', async () => {
    const { repository, findBySlug, release } = slowRepository();
    const tenants = service(repository);
    const waiting = Array.from({ length: 50 }, () =>
      tenants.resolve('nosuch').then(
        () => 'found',
        (error: { statusCode?: number }) => error.statusCode,
      ),
    );
    release();
    expect(new Set(await Promise.all(waiting))).toEqual(new Set([404]));
    expect(findBySlug).toHaveBeenCalledTimes(1);
    expect(tenants.resolveCached('nosuch')).toBeUndefined();
  });

  it('does not keep what a lookup found when a change came while it ran', async () => {
    const { repository, findBySlug, release } = slowRepository();
    const tenants = service(repository);
    const before = tenants.resolve('space');
    tenants.invalidate();
    release();
    await before;
    expect(tenants.resolveCached('space')).toBeUndefined();
    await tenants.resolve('space');
    expect(findBySlug).toHaveBeenCalledTimes(2);
  });
});
