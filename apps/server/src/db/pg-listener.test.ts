import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { DatabaseHandle } from './client.js';
import {
  createPgListener,
  type ListenerConnection,
  type ListenerConnectionFactory,
  type ListenerEvents,
} from './pg-listener.js';

/** A scripted PostgreSQL connection: the test decides when it fails. */
class FakeConnection implements ListenerConnection {
  queries: string[] = [];
  ended = false;
  constructor(
    readonly events: ListenerEvents,
    private readonly refuse: boolean,
  ) {}
  connect(): Promise<void> {
    return this.refuse ? Promise.reject(new Error('connection refused')) : Promise.resolve();
  }
  query(text: string): Promise<void> {
    if (this.ended) return Promise.reject(new Error('connection ended'));
    this.queries.push(text);
    return Promise.resolve();
  }
  end(): Promise<void> {
    this.ended = true;
    return Promise.resolve();
  }
}

function fakeServer() {
  const connections: FakeConnection[] = [];
  let refusals = 0;
  const factory: ListenerConnectionFactory = (events) => {
    const connection = new FakeConnection(events, refusals > 0);
    if (refusals > 0) refusals -= 1;
    connections.push(connection);
    return connection;
  };
  return {
    factory,
    connections,
    refuseNext(count: number) {
      refusals = count;
    },
    latest: () => connections.at(-1),
  };
}

const waitUntil = (check: () => boolean, timeoutMs = 2_000) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error('timed out waiting');
    },
    { timeout: timeoutMs, interval: 5 },
  );

describe('the PostgreSQL listener', () => {
  it('LISTENs once per channel on one connection and hands each notification to its subscribers', async () => {
    const server = fakeServer();
    const listener = createPgListener({ connect: server.factory });
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    const states: boolean[] = [];
    await listener.listen('content_version', first, (connected) => states.push(connected));
    await listener.listen('content_version', second);
    await listener.listen('story_published', other);

    expect(server.connections).toHaveLength(1);
    expect(server.latest()?.queries).toEqual([
      'LISTEN "content_version"',
      'LISTEN "story_published"',
    ]);
    expect(states).toEqual([true]);
    server.latest()?.events.notification('content_version', '{"tenant_id":1,"version":2}');
    expect(first).toHaveBeenCalledWith('{"tenant_id":1,"version":2}');
    expect(second).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    await listener.close();
    expect(server.latest()?.ended).toBe(true);
  });

  it('refuses channel names it would have to quote', async () => {
    const listener = createPgListener({ connect: fakeServer().factory });
    await expect(listener.listen('x"; drop table tenants; --', vi.fn())).rejects.toThrow(
      /invalid notification channel/,
    );
    await listener.close();
  });

  it('reports a lost connection, reconnects with backoff and LISTENs again', async () => {
    const server = fakeServer();
    const errors: unknown[] = [];
    const listener = createPgListener({
      connect: server.factory,
      minRetryDelayMs: 5,
      maxRetryDelayMs: 20,
      onError: (error) => errors.push(error),
    });
    const payloads: string[] = [];
    const states: boolean[] = [];
    await listener.listen(
      'content_version',
      (payload) => payloads.push(payload),
      (connected) => states.push(connected),
    );
    const dropped = server.latest();
    server.refuseNext(2);
    dropped?.events.lost(new Error('terminating connection due to administrator command'));
    expect(states).toEqual([true, false]);
    expect(listener.connected).toBe(false);

    // Two refused attempts, then a connection that LISTENs again.
    await waitUntil(() => states.length === 3);
    expect(states).toEqual([true, false, true]);
    expect(server.connections).toHaveLength(4);
    expect(server.latest()?.queries).toEqual(['LISTEN "content_version"']);
    expect(errors.map(String)).toEqual([
      'Error: terminating connection due to administrator command',
      'Error: connection refused',
      'Error: connection refused',
    ]);

    // The old connection is gone for good: only the new one delivers.
    dropped?.events.notification('content_version', 'stale');
    server.latest()?.events.notification('content_version', 'fresh');
    expect(payloads).toEqual(['fresh']);
    await listener.close();
  });

  it('resolves listen even when the database is unreachable, and goes live once it is back', async () => {
    const server = fakeServer();
    server.refuseNext(1);
    const listener = createPgListener({ connect: server.factory, minRetryDelayMs: 5 });
    const states: boolean[] = [];
    await listener.listen('content_version', vi.fn(), (connected) => states.push(connected));
    expect(states).toEqual([]);
    await waitUntil(() => states.length === 1);
    expect(states).toEqual([true]);
    await listener.close();
  });

  it('finds a silently dead connection with its heartbeat', async () => {
    const server = fakeServer();
    const listener = createPgListener({
      connect: server.factory,
      heartbeatMs: 10,
      minRetryDelayMs: 5,
    });
    const states: boolean[] = [];
    await listener.listen('content_version', vi.fn(), (connected) => states.push(connected));
    const dead = server.latest();
    if (dead) dead.ended = true; // Its queries now fail, as on a half-open socket.
    await waitUntil(() => states.length === 3);
    expect(states).toEqual([true, false, true]);
    await listener.close();
  });

  it('gives the connection back when the last subscriber leaves, and stops retrying once closed', async () => {
    const server = fakeServer();
    const listener = createPgListener({ connect: server.factory, minRetryDelayMs: 5 });
    const stop = await listener.listen('content_version', vi.fn());
    const stopOther = await listener.listen('story_published', vi.fn());
    await stopOther();
    expect(server.latest()?.queries.at(-1)).toBe('UNLISTEN "story_published"');
    await stop();
    expect(server.latest()?.ended).toBe(true);
    expect(listener.connected).toBe(false);

    await listener.listen('content_version', vi.fn());
    expect(server.connections).toHaveLength(2);
    await listener.close();
    // A retry would be a timer: run every timer due within the longest retry delay (10 s).
    vi.useFakeTimers();
    try {
      server.latest()?.events.lost(new Error('gone'));
      await vi.advanceTimersByTimeAsync(10_000);
    } finally {
      vi.useRealTimers();
    }
    expect(server.connections).toHaveLength(2);
  });
});

describe('DatabaseHandle.listen on the configured database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const notify = (payload: string) =>
    handle.db.execute(sql`select pg_notify('helionews_test', ${payload})`);

  it('delivers notifications of committed transactions only, until unlistened', async () => {
    const payloads: string[] = [];
    const states: boolean[] = [];
    const stop = await handle.listen(
      'helionews_test',
      (payload) => payloads.push(payload),
      (connected) => states.push(connected),
    );
    expect(states).toEqual([true]);

    await notify('one');
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('helionews_test', 'rolled back')`);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('helionews_test', 'two')`);
    });
    await waitUntil(() => payloads.length === 2);
    expect(payloads).toEqual(['one', 'two']);

    if (handle.kind === 'postgres') {
      // A lost connection (here: killed by an administrator) is reported, then replaced.
      await handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'helionews-listener' and datname = current_database()`,
      );
      await waitUntil(() => states.length === 3, 5_000);
      expect(states).toEqual([true, false, true]);
      await notify('three');
      await waitUntil(() => payloads.length === 3);
      expect(payloads.at(-1)).toBe('three');
    }

    await stop();
    const delivered = payloads.length;
    await notify('after');
    // A notification that is not delivered has no event to wait for, and the database delivers
    // on its own time, which no clock moves: a short real wait is the test here.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(payloads).toHaveLength(delivered);
  });
});
