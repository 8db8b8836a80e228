/**
 * The News Scheduler's job runner. Every app node runs one: each tick claims the stories whose
 * time has come with FOR UPDATE SKIP LOCKED, so two nodes never publish the same story, and
 * carries them out in one transaction per batch with the content version bump, the realtime
 * announcement and the activity rows. A tick never overlaps another and never throws out.
 */
import type { Database } from '../db/client.js';
import type { JobMetrics } from '../lib/metrics.js';
import { createActivityRepository } from '../modules/activity/activity.repository.js';
import { recordActivity } from '../modules/activity/activity.service.js';
import { createContentRepository } from '../modules/content/content.repository.js';
import {
  createSchedulerRepository,
  type DueStoryRow,
} from '../modules/scheduler/scheduler.repository.js';
import { createIntervalRunner, type IntervalRunner } from './interval-runner.js';

export const DEFAULT_SCHEDULER_INTERVAL_MS = 5_000;
export const DEFAULT_SCHEDULER_BATCH_SIZE = 100;

export interface SchedulerLogger {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface SchedulerRunnerOptions {
  database: Database;
  logger: SchedulerLogger;
  intervalMs?: number;
  /** Stories per transaction; a tick goes on with further batches until none is due. */
  batchSize?: number;
  now?: () => Date;
  /** Lag, last run and failures of each tick, under job="scheduler" (the app's metrics). */
  metrics?: JobMetrics;
}

export interface SchedulerTickResult {
  published: number;
  unpublished: number;
  /** Whether any batch failed (it was logged; its stories are tried again next tick). */
  failed: boolean;
}

export type SchedulerRunner = IntervalRunner<SchedulerTickResult>;

type Kind = 'publish' | 'unpublish';

/** Groups by tenant in ascending tenant order, the one order every node locks tenant rows in. */
function byTenant(rows: readonly DueStoryRow[]): [number, DueStoryRow[]][] {
  const groups = new Map<number, DueStoryRow[]>();
  for (const row of rows) groups.set(row.tenantId, [...(groups.get(row.tenantId) ?? []), row]);
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

export function createSchedulerRunner(options: SchedulerRunnerOptions): SchedulerRunner {
  const { database, logger } = options;
  const intervalMs = options.intervalMs ?? DEFAULT_SCHEDULER_INTERVAL_MS;
  const batchSize = options.batchSize ?? DEFAULT_SCHEDULER_BATCH_SIZE;
  const now = options.now ?? (() => new Date());

  /** Claims and carries out one batch of `kind`: how many stories it claimed and changed. */
  function runBatch(kind: Kind): Promise<{ claimed: number; changed: number }> {
    return database.transaction(async (tx) => {
      const scheduler = createSchedulerRepository(tx);
      const at = now();
      const claimed =
        kind === 'publish'
          ? await scheduler.claimDuePublications(at, batchSize)
          : await scheduler.claimDueUnpublications(at, batchSize);
      if (claimed.length === 0) return { claimed: 0, changed: 0 };
      const changed =
        kind === 'publish'
          ? await scheduler.publish(claimed, at)
          : await scheduler.archive(claimed, at);
      const content = createContentRepository(tx);
      const activity = createActivityRepository(tx);
      for (const [tenantId, rows] of byTenant(changed)) {
        await content.bumpVersion(tenantId);
        if (kind === 'publish') {
          await content.announcePublished(
            tenantId,
            rows.map((row) => row.id),
          );
        }
        for (const row of rows) {
          // actor null: the system did it, at the time an editor chose.
          await recordActivity(activity, {
            tenantId,
            actorId: null,
            action: kind,
            entityType: 'story',
            entityId: row.id,
            entityLabel: row.title,
            details: {
              [kind === 'publish' ? 'publish_at' : 'unpublish_at']: row.at?.toISOString() ?? null,
            },
          });
        }
      }
      return { claimed: claimed.length, changed: changed.length };
    });
  }

  /**
   * Batches of `kind` until fewer than a full batch is due, or the runner stops (each batch is one
   * transaction, so stopping between two leaves nothing half done); answers the stories done.
   */
  async function drain(
    kind: Kind,
    signal: AbortSignal,
  ): Promise<{ done: number; failed: boolean }> {
    let done = 0;
    try {
      for (;;) {
        if (signal.aborted) return { done, failed: false };
        const batch = await runBatch(kind);
        done += batch.changed;
        if (batch.claimed < batchSize) return { done, failed: false };
      }
    } catch (error) {
      try {
        logger.error({ err: error, kind }, 'news scheduler: a batch failed; retrying next tick');
      } catch {
        // A logger that fails must not stop the scheduler.
      }
      return { done, failed: true };
    }
  }

  async function tick(signal: AbortSignal): Promise<SchedulerTickResult> {
    const publish = await drain('publish', signal);
    const unpublish = await drain('unpublish', signal);
    if (publish.done > 0 || unpublish.done > 0) {
      try {
        logger.info(
          { published: publish.done, unpublished: unpublish.done },
          'news scheduler: stories published or taken down',
        );
      } catch {
        // A logger that fails must not stop the scheduler.
      }
    }
    return {
      published: publish.done,
      unpublished: unpublish.done,
      failed: publish.failed || unpublish.failed,
    };
  }

  const observed = options.metrics && {
    name: 'scheduler',
    metrics: options.metrics,
    failures: (result: SchedulerTickResult) => (result.failed ? 1 : 0),
  };
  return createIntervalRunner(tick, intervalMs, observed);
}
