/**
 * The News Scheduler's job runner. Every app node runs one (the module's job, started by main.ts):
 * each tick asks the scheduler service to carry out what is due, batch by batch, each batch one
 * transaction that claims its stories with FOR UPDATE SKIP LOCKED (so two nodes never publish the
 * same story) and commits them with the content version bump, the realtime announcement and the
 * activity rows. A tick never overlaps another and never throws out.
 */
import { createIntervalRunner, type IntervalRunner } from '../../lib/interval-runner.js';
import type { JobMetrics } from '../../lib/metrics.js';
import type { DueKind, SchedulerService } from './scheduler.service.js';

export const DEFAULT_SCHEDULER_INTERVAL_MS = 5_000;
export const DEFAULT_SCHEDULER_BATCH_SIZE = 100;

export interface SchedulerLogger {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface SchedulerRunnerOptions {
  /** Carries out one batch of what is due, in one transaction (its clock is the service's). */
  scheduler: Pick<SchedulerService, 'runDue'>;
  logger: SchedulerLogger;
  intervalMs?: number;
  /** Stories per transaction; a tick goes on with further batches until none is due. */
  batchSize?: number;
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

export function createSchedulerRunner(options: SchedulerRunnerOptions): SchedulerRunner {
  const { scheduler, logger } = options;
  const intervalMs = options.intervalMs ?? DEFAULT_SCHEDULER_INTERVAL_MS;
  const batchSize = options.batchSize ?? DEFAULT_SCHEDULER_BATCH_SIZE;

  /**
   * Batches of `kind` until fewer than a full batch is due, or the runner stops (each batch is one
   * transaction, so stopping between two leaves nothing half done); answers the stories done.
   */
  async function drain(
    kind: DueKind,
    signal: AbortSignal,
  ): Promise<{ done: number; failed: boolean }> {
    let done = 0;
    try {
      for (;;) {
        if (signal.aborted) return { done, failed: false };
        const batch = await scheduler.runDue(kind, batchSize);
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
