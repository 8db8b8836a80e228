import { describe, expect, it } from 'vitest';
import { createCommentVersions } from './comment-versions.js';

/** A database of versions that counts its reads. */
function store() {
  const versions = new Map<string, number>();
  let reads = 0;
  return {
    set: (tenantId: number, storyId: number, version: number) =>
      versions.set(`${tenantId}:${storyId}`, version),
    load: async (tenantId: number, storyId: number) => {
      reads += 1;
      return versions.get(`${tenantId}:${storyId}`) ?? 0;
    },
    get reads() {
      return reads;
    },
  };
}

describe('createCommentVersions', () => {
  it('reads the database on every call while notices are not heard', async () => {
    const db = store();
    const versions = createCommentVersions({ load: db.load });
    db.set(1, 7, 3);
    expect(await versions.current(1, 7)).toBe(3);
    versions.observe(1, 7, 9);
    db.set(1, 7, 4);
    expect(await versions.current(1, 7)).toBe(4);
    expect(db.reads).toBe(2);
    expect(versions.size).toBe(0);
  });

  it('keeps what it read while listening, moves forward with notices and never back', async () => {
    const db = store();
    const versions = createCommentVersions({ load: db.load });
    versions.setListening(true);
    db.set(1, 7, 3);
    const [a, b] = await Promise.all([versions.current(1, 7), versions.current(1, 7)]);
    expect([a, b]).toEqual([3, 3]);
    expect(db.reads).toBe(1);
    versions.observe(1, 7, 5);
    versions.observe(1, 7, 4);
    expect(await versions.current(1, 7)).toBe(5);
    // Another tenant's story of the same id is another thread.
    expect(await versions.current(2, 7)).toBe(0);
    expect(db.reads).toBe(2);
  });

  it('keeps a notice that arrives while the read is under way', async () => {
    let release: (version: number) => void = () => undefined;
    const versions = createCommentVersions({
      load: () => new Promise<number>((resolve) => (release = resolve)),
    });
    versions.setListening(true);
    const reading = versions.current(1, 7);
    versions.observe(1, 7, 6);
    release(5);
    expect(await reading).toBe(6);
    expect(await versions.current(1, 7)).toBe(6);
  });

  it('forgets everything after a break in listening, and the oldest story beyond its bound', async () => {
    const db = store();
    const versions = createCommentVersions({ load: db.load, maxEntries: 2 });
    versions.setListening(true);
    await versions.current(1, 1);
    await versions.current(1, 2);
    await versions.current(1, 3);
    expect(versions.size).toBe(2);
    versions.setListening(false);
    versions.setListening(true);
    expect(versions.size).toBe(0);
    db.set(1, 1, 8);
    expect(await versions.current(1, 1)).toBe(8);
  });
});
