import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { activities, stories, tenants, type TenantRow } from '../../db/schema/index.js';
import { createTestDatabase, openSecondNode } from '../../test/database.js';
import { createStory, createTenant } from '../../test/factories.js';
import type * as contentRepository from '../content/content.repository.js';
import { buildSchedulerService } from './scheduler.module.js';
import {
  createSchedulerRunner,
  type SchedulerLogger,
  type SchedulerRunnerOptions,
} from './scheduler.runner.js';

/** Every realtime announcement the runner made (the real NOTIFY still runs). */
const announced = vi.hoisted(() => [] as { tenantId: number; storyIds: number[] }[]);
vi.mock('../content/content.repository.js', async (importOriginal) => {
  const original = await importOriginal<typeof contentRepository>();
  return {
    ...original,
    createContentRepository: (db: Parameters<typeof original.createContentRepository>[0]) => {
      const repository = original.createContentRepository(db);
      return {
        ...repository,
        async announcePublished(tenantId: number, storyIds: readonly number[]) {
          await repository.announcePublished(tenantId, storyIds);
          announced.push({ tenantId, storyIds: [...storyIds] });
        },
      };
    },
  };
});

const MINUTE = 60_000;

let handle: DatabaseHandle;
/** A second connection pool to the same database on PostgreSQL: a second app node. */
let otherNode: DatabaseHandle | null = null;
let db: Database;
let alpha: TenantRow;
let beta: TenantRow;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  otherNode = await openSecondNode(handle);
  alpha = await createTenant(db, { slug: 'alpha' });
  beta = await createTenant(db, { slug: 'beta' });
});
afterAll(async () => {
  await otherNode?.close();
  await handle.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  announced.length = 0;
});

const quietLogger = () => ({
  error: vi.fn<SchedulerLogger['error']>(),
  info: vi.fn<SchedulerLogger['info']>(),
});

/**
 * A runner on `database` (a second pool is a second app node), driving the scheduler service as
 * the module builds it; `now` is the service's clock, read once per batch inside its transaction.
 */
function runnerOn(
  database: Database,
  {
    now = () => new Date(),
    ...options
  }: Omit<SchedulerRunnerOptions, 'scheduler'> & {
    now?: () => Date;
  },
) {
  return createSchedulerRunner({ scheduler: buildSchedulerService(database, now), ...options });
}

const scheduled = (tenantId: number, publishAt: Date, unpublishAt: Date | null = null) =>
  createStory(db, tenantId, { status: 'scheduled', publishAt, publishedAt: null, unpublishAt });

async function rowsOf(ids: number[]) {
  return db.select().from(stories).where(inArray(stories.id, ids));
}

async function activityCounts(ids: number[], action: 'publish' | 'unpublish') {
  const rows = await db
    .select({ entityId: activities.entityId, actorId: activities.actorId })
    .from(activities)
    .where(
      and(
        eq(activities.entityType, 'story'),
        eq(activities.action, action),
        inArray(activities.entityId, ids),
      ),
    );
  const counts = new Map<number, number>();
  for (const row of rows) {
    expect(row.actorId).toBeNull();
    counts.set(row.entityId ?? 0, (counts.get(row.entityId ?? 0) ?? 0) + 1);
  }
  return counts;
}

async function versions(): Promise<Map<number, number>> {
  const rows = await db.select({ id: tenants.id, version: tenants.contentVersion }).from(tenants);
  return new Map(rows.map((row) => [row.id, row.version]));
}

describe('the news scheduler runner', () => {
  it('publishes every due story exactly once with two runners on one database', async () => {
    const due: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const story = await scheduled(
        i % 3 === 0 ? beta.id : alpha.id,
        new Date(Date.now() - (i + 1) * MINUTE),
      );
      due.push(story.id);
    }
    const later = await scheduled(alpha.id, new Date(Date.now() + 10 * MINUTE));
    // A draft with a past date is not the scheduler's to publish.
    const draft = await createStory(db, alpha.id, {
      status: 'draft',
      publishAt: new Date(Date.now() - MINUTE),
      publishedAt: null,
    });
    const before = await versions();

    // Small batches, so that the two runners interleave many transactions.
    const nodeA = runnerOn(db, { logger: quietLogger(), batchSize: 4 });
    const nodeB = runnerOn(otherNode?.db ?? db, {
      logger: quietLogger(),
      batchSize: 4,
    });
    const results = await Promise.all([
      nodeA.runOnce(),
      nodeB.runOnce(),
      nodeA.runOnce(),
      nodeB.runOnce(),
    ]);
    expect(results.every((result) => !result.failed)).toBe(true);
    expect(results.reduce((sum, result) => sum + result.published, 0)).toBe(60);

    const rows = await rowsOf(due);
    expect(rows.filter((row) => row.status !== 'published')).toEqual([]);
    for (const row of rows) expect(row.publishedAt?.getTime()).toBe(row.publishAt?.getTime());

    const counts = await activityCounts(due, 'publish');
    expect(due.filter((id) => counts.get(id) !== 1)).toEqual([]);

    const announcedIds = announced.flatMap((a) => a.storyIds).sort((a, b) => a - b);
    expect(announcedIds).toEqual([...due].sort((a, b) => a - b));
    for (const { tenantId, storyIds } of announced) {
      const owners = rows.filter((row) => storyIds.includes(row.id)).map((row) => row.tenantId);
      expect(new Set(owners)).toEqual(new Set([tenantId]));
    }

    const after = await versions();
    expect(after.get(alpha.id)).toBeGreaterThan(before.get(alpha.id) ?? Infinity);
    expect(after.get(beta.id)).toBeGreaterThan(before.get(beta.id) ?? Infinity);

    const [stillLater] = await rowsOf([later.id]);
    expect(stillLater).toMatchObject({ status: 'scheduled', publishedAt: null });
    const [stillDraft] = await rowsOf([draft.id]);
    expect(stillDraft?.status).toBe('draft');

    // Nothing left: a further tick does nothing.
    expect(await nodeA.runOnce()).toEqual({ published: 0, unpublished: 0, failed: false });
  });

  it('archives published stories whose unpublication time has passed, and only those', async () => {
    const due = await createStory(db, alpha.id, {
      status: 'published',
      unpublishAt: new Date(Date.now() - MINUTE),
    });
    const dueBeta = await createStory(db, beta.id, {
      status: 'published',
      unpublishAt: new Date(Date.now() - 2 * MINUTE),
    });
    const notYet = await createStory(db, alpha.id, {
      status: 'published',
      unpublishAt: new Date(Date.now() + 10 * MINUTE),
    });
    // Still waiting for its publication: an unpublication date alone does not archive it.
    const waiting = await scheduled(
      alpha.id,
      new Date(Date.now() + 5 * MINUTE),
      new Date(Date.now() - MINUTE),
    );
    const before = await versions();

    const runner = runnerOn(db, { logger: quietLogger() });
    expect(await runner.runOnce()).toEqual({ published: 0, unpublished: 2, failed: false });

    const rows = new Map(
      (await rowsOf([due.id, dueBeta.id, notYet.id, waiting.id])).map((r) => [r.id, r]),
    );
    expect(rows.get(due.id)?.status).toBe('archived');
    expect(rows.get(dueBeta.id)?.status).toBe('archived');
    expect(rows.get(notYet.id)?.status).toBe('published');
    expect(rows.get(waiting.id)?.status).toBe('scheduled');
    const counts = await activityCounts([due.id, dueBeta.id, notYet.id, waiting.id], 'unpublish');
    expect([...counts.entries()].sort()).toEqual(
      [
        [due.id, 1],
        [dueBeta.id, 1],
      ].sort(),
    );
    const after = await versions();
    expect(after.get(alpha.id)).toBe((before.get(alpha.id) ?? 0) + 1);
    expect(after.get(beta.id)).toBe((before.get(beta.id) ?? 0) + 1);
    // Taking a story down is not an announcement of a new one.
    expect(announced).toEqual([]);
  });

  it('publishes and takes down a story within one tick when both times have passed', async () => {
    const story = await scheduled(
      alpha.id,
      new Date(Date.now() - 2 * MINUTE),
      new Date(Date.now() - MINUTE),
    );
    const runner = runnerOn(db, { logger: quietLogger() });
    expect(await runner.runOnce()).toEqual({ published: 1, unpublished: 1, failed: false });
    expect((await rowsOf([story.id]))[0]?.status).toBe('archived');
  });

  it('logs a failed tick and goes on with the next one', async () => {
    const logger = quietLogger();
    const story = await scheduled(alpha.id, new Date(Date.now() - MINUTE));
    const transaction = vi.spyOn(db, 'transaction');
    transaction.mockRejectedValueOnce(new Error('connection reset'));

    const runner = runnerOn(db, { logger, intervalMs: 20 });
    runner.start();
    await vi.waitFor(async () => expect((await rowsOf([story.id]))[0]?.status).toBe('published'), {
      timeout: 5_000,
      interval: 20,
    });
    await runner.stop();
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: 'connection reset' }) }),
      expect.stringContaining('news scheduler'),
    );
    expect(transaction.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(await activityCounts([story.id], 'publish')).toEqual(new Map([[story.id, 1]]));

    // runOnce reports the failure instead of throwing it.
    transaction.mockRejectedValueOnce(new Error('connection reset'));
    expect(await runner.runOnce()).toEqual({ published: 0, unpublished: 0, failed: true });
  });

  it('never overlaps ticks, and stop() waits for the running one', async () => {
    let active = 0;
    let most = 0;
    let finished = 0;
    const original = db.transaction.bind(db);
    vi.spyOn(db, 'transaction').mockImplementation((async (
      ...args: Parameters<typeof original>
    ) => {
      active += 1;
      most = Math.max(most, active);
      try {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return await original(...args);
      } finally {
        active -= 1;
        finished += 1;
      }
    }) as typeof original);

    const runner = runnerOn(db, { logger: quietLogger(), intervalMs: 5 });
    runner.start();
    await Promise.all([runner.runOnce(), runner.runOnce(), runner.runOnce()]);
    expect(most).toBe(1);

    await vi.waitFor(() => expect(active).toBe(1), { timeout: 2_000, interval: 1 });
    await runner.stop();
    expect(active).toBe(0);

    // Stopped: a story that falls due afterwards stays scheduled.
    const settled = finished;
    const story = await scheduled(alpha.id, new Date(Date.now() - MINUTE));
    // Twenty intervals of real time, kept: that no tick comes has no event to wait for, and a fake
    // clock installed only now would not cover a timer the runner armed before stop().
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(finished).toBe(settled);
    expect((await rowsOf([story.id]))[0]?.status).toBe('scheduled');
  });

  it('stops between two batches: each batch is carried out whole, the rest by the next tick', async () => {
    // The oldest due stories of all, so that they fill the first batches.
    const due = new Date(Date.now() - 600 * MINUTE);
    const ids: number[] = [];
    for (let n = 0; n < 5; n += 1) ids.push((await scheduled(alpha.id, due)).id);
    let batches = 0;
    let stopped: Promise<void> | null = null;
    const runner = runnerOn(db, {
      logger: quietLogger(),
      batchSize: 2,
      // Called once per batch, inside its transaction: a SIGTERM arriving during batch two.
      now: () => {
        batches += 1;
        if (batches === 2) stopped = runner.stop();
        return new Date();
      },
    });
    runner.start();
    await vi.waitFor(() => expect(stopped).not.toBeNull());
    await stopped;
    expect(batches).toBe(2);
    const published = (await rowsOf(ids))
      .filter((row) => row.status === 'published')
      .map((row) => row.id);
    expect(published).toHaveLength(4);
    // Whole batches: every published story has its activity row, no other story has one.
    const counts = await activityCounts(ids, 'publish');
    for (const id of ids) expect(counts.get(id) ?? 0).toBe(published.includes(id) ? 1 : 0);

    await runner.runOnce();
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(ids.map(() => 'published'));
  });

  it('publishes a story soon after its time comes while running', async () => {
    const dueAt = new Date(Date.now() + 300);
    const story = await scheduled(alpha.id, dueAt);
    const runner = runnerOn(db, { logger: quietLogger(), intervalMs: 100 });
    runner.start();
    try {
      expect((await rowsOf([story.id]))[0]?.status).toBe('scheduled');
      await vi.waitFor(
        async () => expect((await rowsOf([story.id]))[0]?.status).toBe('published'),
        { timeout: 5_000, interval: 20 },
      );
      // One interval and a transaction after the due time, far inside the 30 s promise.
      expect(Date.now() - dueAt.getTime()).toBeLessThan(5_000);
    } finally {
      await runner.stop();
    }
  });

  it('ticks every 5 seconds by default and refuses intervals that would break the 30 s promise', () => {
    expect(loadConfig({}, '/x').schedulerIntervalMs).toBe(5_000);
    expect(loadConfig({ SCHEDULER_INTERVAL_MS: '1000' }, '/x').schedulerIntervalMs).toBe(1_000);
    expect(() => loadConfig({ SCHEDULER_INTERVAL_MS: '60000' }, '/x')).toThrow(
      'Invalid configuration: SCHEDULER_INTERVAL_MS must be between 100 and 25000 (got "60000")',
    );
  });
});
