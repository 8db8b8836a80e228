import {
  SCHEDULER_MESSAGES,
  type Reschedule,
  type RescheduleResult,
  type ScheduleQuery,
  type ScheduleResponse,
} from '@helionews/contracts';
import type { TenantRow } from '../../db/schema/index.js';
import {
  conflict,
  notFound,
  ValidationFailedError,
  type FieldError,
} from '../../lib/http-errors.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { ContentRepository } from '../content/content.repository.js';
import { toPublicSiteSettings } from '../tenants/tenants.mapper.js';
import { toScheduleEntries } from './scheduler.mapper.js';
import type { DueStoryRow, ScheduleRow, SchedulerRepository } from './scheduler.repository.js';
import { storiesMoved } from '../content/content-tags.js';

const DAY_MS = 86_400_000;
/** The range the calendar asks for when it names no end (scheduleQuerySchema). */
export const DEFAULT_RANGE_DAYS = 31;
export const MAX_RANGE_DAYS = 92;

export interface SchedulerTransaction {
  scheduler: SchedulerRepository;
  activity: ActivityRepository;
  /** The content version and the realtime announcement of what the runner publishes. */
  content: ContentRepository;
}

/** What the runner does with the stories whose time has come. */
export type DueKind = 'publish' | 'unpublish';

export interface SchedulerServiceDeps {
  repository: SchedulerRepository;
  inTransaction: <T>(work: (tx: SchedulerTransaction) => Promise<T>) => Promise<T>;
  now: () => Date;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const sameTime = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Entries in time order; at the same instant a publication before an unpublication. */
function byTime(a: { at: string; story_id: number; kind: string }, b: typeof a): number {
  return (
    Date.parse(a.at) - Date.parse(b.at) ||
    a.story_id - b.story_id ||
    (a.kind === b.kind ? 0 : a.kind === 'publish' ? -1 : 1)
  );
}

/** Groups by tenant in ascending tenant order, the one order every node locks tenant rows in. */
function byTenant(rows: readonly DueStoryRow[]): [number, DueStoryRow[]][] {
  const groups = new Map<number, DueStoryRow[]>();
  for (const row of rows) groups.set(row.tenantId, [...(groups.get(row.tenantId) ?? []), row]);
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

function resultOf(row: ScheduleRow): RescheduleResult {
  return {
    story_id: row.id,
    publish_at: iso(row.publishAt),
    unpublish_at: iso(row.unpublishAt),
    entries: toScheduleEntries(row),
  };
}

/**
 * The News Scheduler: what will go live or be taken down when, in the tenant's time zone, and
 * moving those times (the back-office); carrying out what is due (the runner, scheduler.runner.ts).
 */
export function createSchedulerService(deps: SchedulerServiceDeps) {
  return {
    /**
     * Claims up to `limit` stories whose publication (or unpublication) time has come, with FOR
     * UPDATE SKIP LOCKED so that two nodes never claim the same story, and carries them out in
     * that one transaction with the content version bump, the realtime announcement (pg_notify,
     * delivered on commit) and an activity row per story (ADR 007). Answers how many stories it
     * claimed and how many it changed.
     */
    async runDue(kind: DueKind, limit: number): Promise<{ claimed: number; changed: number }> {
      return deps.inTransaction(async (tx) => {
        const at = deps.now();
        const claimed =
          kind === 'publish'
            ? await tx.scheduler.claimDuePublications(at, limit)
            : await tx.scheduler.claimDueUnpublications(at, limit);
        if (claimed.length === 0) return { claimed: 0, changed: 0 };
        const changed =
          kind === 'publish'
            ? await tx.scheduler.publish(claimed, at)
            : await tx.scheduler.archive(claimed, at);
        for (const [tenantId, rows] of byTenant(changed)) {
          const ids = rows.map((row) => row.id);
          await tx.content.bumpVersion(
            tenantId,
            storiesMoved(await tx.content.placementsOf(tenantId, ids)),
          );
          if (kind === 'publish') {
            await tx.content.announcePublished(
              tenantId,
              rows.map((row) => row.id),
            );
          }
          for (const row of rows) {
            // actor null: the system did it, at the time an editor chose.
            await recordActivity(tx.activity, {
              tenantId,
              actorId: null,
              action: kind,
              entityType: 'story',
              entityId: row.id,
              entityLabel: row.title,
              details: {
                [kind === 'publish' ? 'publish_at' : 'unpublish_at']: iso(row.at),
              },
            });
          }
        }
        return { claimed: claimed.length, changed: changed.length };
      });
    },

    async schedule(tenant: TenantRow, query: ScheduleQuery): Promise<ScheduleResponse> {
      const from = query.from ? new Date(query.from) : deps.now();
      const to = query.to
        ? new Date(query.to)
        : new Date(from.getTime() + DEFAULT_RANGE_DAYS * DAY_MS);
      if (to <= from) {
        throw new ValidationFailedError([
          { field: 'query.to', message: SCHEDULER_MESSAGES.emptyRange },
        ]);
      }
      if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
        throw new ValidationFailedError([
          { field: 'query.to', message: SCHEDULER_MESSAGES.rangeTooLong },
        ]);
      }
      const rows = await deps.repository.listBetween(tenant.id, from, to);
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        time_zone: toPublicSiteSettings(tenant).time_zone,
        entries: rows.flatMap((row) => toScheduleEntries(row, { from, to })).sort(byTime),
      };
    },

    /**
     * Moves a scheduled publication and/or a planned unpublication (null clears it). Both must
     * lie in the future, so a reschedule never changes what readers see now and the content
     * version stays: the runner bumps it when the new time comes.
     */
    async reschedule(
      tenantId: number,
      caller: AdminCaller,
      id: number,
      patch: Reschedule,
    ): Promise<RescheduleResult> {
      return deps.inTransaction(async (tx) => {
        const row = await tx.scheduler.findForUpdate(tenantId, id);
        // Only stories with something to schedule are the scheduler's: scheduled or published.
        if (!row || (row.status !== 'scheduled' && row.status !== 'published')) {
          throw notFound(SCHEDULER_MESSAGES.notFound);
        }
        const now = deps.now();
        const errors: FieldError[] = [];

        let publishAt = row.publishAt;
        if (patch.publish_at !== undefined) {
          if (row.status !== 'scheduled') throw conflict(SCHEDULER_MESSAGES.notScheduled);
          publishAt = new Date(patch.publish_at);
          if (publishAt <= now) {
            errors.push({ field: 'body.publish_at', message: SCHEDULER_MESSAGES.pastPublish });
          }
        }
        let unpublishAt = row.unpublishAt;
        if (patch.unpublish_at !== undefined) {
          unpublishAt = patch.unpublish_at === null ? null : new Date(patch.unpublish_at);
          if (unpublishAt && unpublishAt <= now) {
            errors.push({ field: 'body.unpublish_at', message: SCHEDULER_MESSAGES.pastUnpublish });
          }
        }
        // The story must go live before it is taken down.
        const liveFrom = row.status === 'scheduled' ? publishAt : (row.publishedAt ?? publishAt);
        if (unpublishAt && liveFrom && unpublishAt <= liveFrom) {
          errors.push({
            field: patch.unpublish_at !== undefined ? 'body.unpublish_at' : 'body.publish_at',
            message: SCHEDULER_MESSAGES.unpublishBeforePublish,
          });
        }
        if (errors.length > 0) throw new ValidationFailedError(errors);

        if (sameTime(publishAt, row.publishAt) && sameTime(unpublishAt, row.unpublishAt)) {
          return resultOf(row);
        }
        await tx.scheduler.setTimes(tenantId, row.id, { publishAt, unpublishAt }, now);
        await recordActivity(tx.activity, {
          tenantId,
          actorId: caller.user.id,
          action: 'schedule',
          entityType: 'story',
          entityId: row.id,
          entityLabel: row.title,
          details: {
            publish_at: iso(publishAt),
            unpublish_at: iso(unpublishAt),
            previous_publish_at: iso(row.publishAt),
            previous_unpublish_at: iso(row.unpublishAt),
          },
        });
        return resultOf({ ...row, publishAt, unpublishAt });
      });
    },
  };
}

export type SchedulerService = ReturnType<typeof createSchedulerService>;
