import { describe, expect, it, vi } from 'vitest';
import { createContentVersions, type ContentVersionsDeps } from './content-versions.js';
import { CONTENT_VERSION_CHANNEL } from './content.repository.js';

/** A database of tenant versions and a listener the test drives by hand. */
function fakeDeps(initial: Record<number, number>) {
  const database = new Map(Object.entries(initial).map(([id, v]) => [Number(id), v]));
  const loads: number[][] = [];
  let onPayload: (payload: string) => void = () => undefined;
  let onConnectionChange: (connected: boolean) => void = () => undefined;
  const unlisten = vi.fn(() => Promise.resolve());
  const deps: ContentVersionsDeps = {
    listen: (channel, payloadCallback, connectionCallback) => {
      expect(channel).toBe(CONTENT_VERSION_CHANNEL);
      onPayload = payloadCallback;
      onConnectionChange = connectionCallback ?? (() => undefined);
      onConnectionChange(true);
      return Promise.resolve(unlisten);
    },
    load: async (ids) => {
      loads.push([...ids]);
      await Promise.resolve();
      return new Map(ids.flatMap((id) => (database.has(id) ? [[id, database.get(id) ?? 0]] : [])));
    },
  };
  return {
    deps,
    database,
    loads,
    unlisten,
    /** Commits a bump: the database moves, then the notification arrives. */
    bump(tenantId: number) {
      const version = (database.get(tenantId) ?? 0) + 1;
      database.set(tenantId, version);
      onPayload(JSON.stringify({ tenant_id: tenantId, version }));
      return version;
    },
    notify: (payload: string) => onPayload(payload),
    connection: (connected: boolean) => onConnectionChange(connected),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Versions over fake deps holding `initial`, started, with the bumps they announce. */
async function startedWithBumps(initial: Record<number, number>) {
  const fake = fakeDeps(initial);
  const versions = createContentVersions(fake.deps);
  const bumps: [number, number][] = [];
  versions.onBump((tenantId, version) => bumps.push([tenantId, version]));
  await versions.start();
  await settle();
  return { fake, versions, bumps };
}

describe('content versions', () => {
  it('loads a version once, however many ask at once, then answers from memory', async () => {
    const fake = fakeDeps({ 1: 5 });
    const versions = createContentVersions(fake.deps);
    await versions.start();
    await settle();
    expect(versions.listening).toBe(true);
    const answers = await Promise.all(Array.from({ length: 20 }, () => versions.current(1)));
    expect(new Set(answers)).toEqual(new Set([5]));
    expect(fake.loads).toEqual([[1]]);
    expect(await versions.current(1)).toBe(5);
    expect(fake.loads).toHaveLength(1);
    expect(await versions.current(99)).toBeNull();
  });

  it('moves forward on every notification, never back, and tells its subscribers', async () => {
    const { fake, versions, bumps } = await startedWithBumps({ 1: 5, 2: 1 });
    await versions.current(1);

    expect(fake.bump(1)).toBe(6);
    expect(await versions.current(1)).toBe(6);
    // Late or duplicate notices do not move it back.
    fake.notify(JSON.stringify({ tenant_id: 1, version: 4 }));
    fake.notify(JSON.stringify({ tenant_id: 1, version: 6 }));
    fake.notify('not json');
    fake.notify(JSON.stringify({ tenant_id: 'x', version: 9 }));
    versions.observe(1, 3);
    expect(await versions.current(1)).toBe(6);
    // A tenant this node never read is remembered and announced too (its cached row is stale).
    fake.bump(2);
    expect(versions.peek(2)).toBe(2);
    expect(bumps).toEqual([
      [1, 6],
      [2, 2],
    ]);
    expect(fake.loads).toEqual([[1]]);
  });

  it('reads the database on every call while the listener is down, and re-reads all on reconnect', async () => {
    const { fake, versions, bumps } = await startedWithBumps({ 1: 5, 2: 7 });
    await versions.current(1);
    await versions.current(2);
    fake.loads.length = 0;

    fake.connection(false);
    expect(versions.listening).toBe(false);
    // A bump whose notification is lost with the connection.
    fake.database.set(1, 6);
    expect(await versions.current(1)).toBe(6);
    expect(await versions.current(1)).toBe(6);
    expect(fake.loads).toEqual([[1], [1]]);
    expect(bumps).toEqual([[1, 6]]);

    // Another one missed while down, found by the re-read that follows the reconnect.
    fake.database.set(2, 8);
    fake.connection(true);
    expect(versions.listening).toBe(false);
    await settle();
    expect(versions.listening).toBe(true);
    expect(fake.loads.at(-1)).toEqual([1, 2]);
    expect(bumps).toEqual([
      [1, 6],
      [2, 8],
    ]);
    const reads = fake.loads.length;
    expect(await versions.current(2)).toBe(8);
    expect(fake.loads).toHaveLength(reads);
  });

  it('says since when the versions have been heard without a break', async () => {
    let clock = 1_000;
    const fake = fakeDeps({ 1: 5 });
    const versions = createContentVersions({ ...fake.deps, now: () => clock });
    expect(versions.listeningSince).toBeNull();
    await versions.start();
    await settle();
    expect(versions.listeningSince).toBe(1_000);
    clock = 2_000;
    fake.connection(false);
    expect(versions.listeningSince).toBeNull();
    clock = 3_000;
    fake.connection(true);
    await settle();
    // From the moment the re-read after the reconnect was done, not the first start.
    expect(versions.listeningSince).toBe(3_000);
    await versions.stop();
    expect(versions.listeningSince).toBeNull();
  });

  it('forgets what it knew when the re-read after a reconnect fails, and reloads lazily', async () => {
    const fake = fakeDeps({ 1: 5 });
    const errors: string[] = [];
    const deps: ContentVersionsDeps = {
      ...fake.deps,
      logError: (_error, message) => errors.push(message),
    };
    const versions = createContentVersions(deps);
    await versions.start();
    await settle();
    await versions.current(1);
    fake.connection(false);
    const load = deps.load;
    deps.load = () => Promise.reject(new Error('database down'));
    fake.connection(true);
    await settle();
    expect(errors).toEqual(['could not re-read content versions; forgetting them']);
    expect(versions.peek(1)).toBeUndefined();
    deps.load = load;
    fake.database.set(1, 9);
    expect(await versions.current(1)).toBe(9);
  });

  it('stops listening on stop', async () => {
    const fake = fakeDeps({});
    const versions = createContentVersions(fake.deps);
    await versions.start();
    await versions.stop();
    expect(fake.unlisten).toHaveBeenCalledTimes(1);
    expect(versions.listening).toBe(false);
  });

  describe('what changed', () => {
    async function started(catchUpMs = 200) {
      const fake = fakeDeps({ 1: 5 });
      const versions = createContentVersions({ ...fake.deps, catchUpMs });
      const heard: [number, readonly string[] | null][] = [];
      versions.onBump((_tenantId, version, tags) => heard.push([version, tags]));
      await versions.start();
      await settle();
      await versions.current(1);
      /** Commits a bump without announcing it yet; `announce` sends its notification. */
      const commit = (tags?: string[]) => {
        const version = (fake.database.get(1) ?? 0) + 1;
        fake.database.set(1, version);
        return () =>
          fake.notify(JSON.stringify({ tenant_id: 1, version, ...(tags ? { tags } : {}) }));
      };
      return { fake, versions, heard, commit };
    }

    it('passes on the tags a notification names, and null when it names none', async () => {
      const { heard, commit } = await started();
      commit(['story:4', 'list:front'])();
      commit()();
      expect(heard).toEqual([
        [6, ['story:4', 'list:front']],
        [7, null],
      ]);
    });

    it('says nothing is known of a step it skipped (a version read, not heard)', async () => {
      const { heard, commit, fake } = await started();
      commit(['story:1']);
      commit(['story:2'])();
      expect(heard).toEqual([[7, null]]);
      // Refused: tags that are not a list of strings.
      fake.notify(JSON.stringify({ tenant_id: 1, version: 8, tags: [3] }));
      expect(heard).toEqual([
        [7, null],
        [8, null],
      ]);
    });

    it('waits for the notification of a version read ahead of it, which says what changed', async () => {
      const { versions, heard, commit } = await started();
      const announce = commit(['nav']);
      const caughtUp = versions.catchUp();
      await settle();
      expect(heard).toEqual([]);
      announce();
      await caughtUp;
      expect(heard).toEqual([[6, ['nav']]]);
      // A tenant row read fresh (observe) waits the same way.
      const again = commit(['settings']);
      versions.observe(1, 7);
      expect(versions.peek(1)).toBe(6);
      again();
      expect(heard.at(-1)).toEqual([7, ['settings']]);
    });

    it('counts a version whose notification never comes as anything changed, after the wait', async () => {
      const { versions, heard, commit } = await started(20);
      commit(['nav']);
      await versions.catchUp();
      expect(heard).toEqual([[6, null]]);
      expect(versions.peek(1)).toBe(6);
    });
  });
});
