/**
 * The feed poller. Every app node runs one (the module's job, started by main.ts), driving the
 * feeds service: each tick claims the feeds whose fetch is due with
 * FOR UPDATE SKIP LOCKED and moves their next fetch a poll interval on in the same short
 * transaction, so no other node takes them; then fetches each (SSRF-safe, conditional) and imports
 * its new items. Two nodes never import an item twice: a feed is claimed by one node at a time,
 * and the (tenant, feed, guid) unique index refuses a duplicate anyway. A tick never overlaps
 * another and never throws out.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { createIntervalRunner, type IntervalRunner } from '../../lib/interval-runner.js';
import type { JobMetrics } from '../../lib/metrics.js';
import type { ClaimedFeed } from './feeds.repository.js';
import type { FeedsService } from './feeds.service.js';

/** A new or re-enabled feed is due at once: a tick every 10 s fetches it well within 30 s. */
export const DEFAULT_FEEDS_INTERVAL_MS = 10_000;
/** Feeds claimed per batch; a tick goes on with further batches until none is due. */
export const DEFAULT_FEEDS_BATCH_SIZE = 10;
/** Feeds of one batch fetched at the same time. */
const FETCH_CONCURRENCY = 4;
/** How long stop() waits for the fetches under way before giving their claims back. */
export const DEFAULT_FEEDS_STOP_WAIT_MS = 3_000;

export interface FeedPollerLogger {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface FeedPollerOptions {
  /** Claims due feeds, imports one, gives back claims (its ingester fetches, SSRF-safe). */
  feeds: Pick<FeedsService, 'claimDue' | 'ingest' | 'releaseClaims'>;
  logger: FeedPollerLogger;
  intervalMs?: number;
  batchSize?: number;
  /** How long stop() waits for fetches under way (a fetch may take up to 10 s). */
  stopWaitMs?: number;
  /** The clock of the claims (the feeds service's). */
  now?: () => Date;
  /** Lag, last run and failures of each tick, under job="feeds" (the app's metrics). */
  metrics?: JobMetrics;
}

export interface FeedPollerTickResult {
  fetched: number;
  imported: number;
  failed: number;
}

export type FeedPoller = IntervalRunner<FeedPollerTickResult>;

export function createFeedPoller(options: FeedPollerOptions): FeedPoller {
  const { feeds, logger } = options;
  const intervalMs = options.intervalMs ?? DEFAULT_FEEDS_INTERVAL_MS;
  const batchSize = options.batchSize ?? DEFAULT_FEEDS_BATCH_SIZE;
  const now = options.now ?? (() => new Date());

  const log = (level: 'error' | 'info', details: object, message: string) => {
    try {
      logger[level](details, message);
    } catch {
      // A logger that fails must not stop the poller.
    }
  };

  /**
   * Claimed (their next fetch moved on) but not yet fetched: stop() gives these back so that a
   * feed is never skipped for a whole poll interval because the node that claimed it went away.
   */
  const unfinished = new Map<ClaimedFeed, Date>();

  async function releaseUnfinished(): Promise<void> {
    if (unfinished.size === 0) return;
    const claims = [...unfinished];
    unfinished.clear();
    const dueAt = claims.reduce((earliest, [, at]) => (at < earliest ? at : earliest), now());
    try {
      await feeds.releaseClaims(
        claims.map(([feed]) => feed),
        dueAt,
      );
      log('info', { feeds: claims.length }, 'feed poller: stopped; unfetched feeds are due again');
    } catch (error) {
      log('error', { err: error }, 'feed poller: could not give back the claimed feeds');
    }
  }

  async function tick(signal: AbortSignal): Promise<FeedPollerTickResult> {
    const result: FeedPollerTickResult = { fetched: 0, imported: 0, failed: 0 };
    try {
      for (;;) {
        if (signal.aborted) break;
        const claimedAt = now();
        const claimed = await feeds.claimDue(claimedAt, batchSize);
        for (const feed of claimed) unfinished.set(feed, claimedAt);
        for (let start = 0; start < claimed.length; start += FETCH_CONCURRENCY) {
          // Stopping: the feeds not started yet stay in `unfinished` and are given back.
          if (signal.aborted) break;
          const outcomes = await Promise.allSettled(
            claimed
              .slice(start, start + FETCH_CONCURRENCY)
              .map((feed) => feeds.ingest(feed).finally(() => unfinished.delete(feed))),
          );
          outcomes.forEach((outcome, index) => {
            result.fetched += 1;
            if (outcome.status === 'rejected') {
              result.failed += 1;
              log(
                'error',
                { err: outcome.reason, feedId: claimed[start + index]?.id },
                'feed poller: a feed could not be processed; trying again on its interval',
              );
            } else {
              result.imported += outcome.value.imported;
              if (outcome.value.status === 'error' || outcome.value.status === 'paused') {
                result.failed += 1;
              }
            }
          });
        }
        if (claimed.length < batchSize || signal.aborted) break;
      }
    } catch (error) {
      log('error', { err: error }, 'feed poller: claiming feeds failed; retrying next tick');
    }
    if (result.imported > 0) log('info', { ...result }, 'feed poller: items imported');
    return result;
  }

  const observed = options.metrics && {
    name: 'feeds',
    metrics: options.metrics,
    failures: (result: FeedPollerTickResult) => result.failed,
  };
  const runner = createIntervalRunner(tick, intervalMs, observed);
  const stopWaitMs = options.stopWaitMs ?? DEFAULT_FEEDS_STOP_WAIT_MS;
  return {
    ...runner,
    /**
     * No further fetches; waits up to stopWaitMs for those under way, then gives back every claim
     * not carried out, so that another node fetches those feeds at once.
     */
    async stop() {
      const waiting = new AbortController();
      await Promise.race([
        runner.stop(),
        delay(stopWaitMs, undefined, { signal: waiting.signal }).catch(() => undefined),
      ]);
      waiting.abort();
      await releaseUnfinished();
    },
  };
}
