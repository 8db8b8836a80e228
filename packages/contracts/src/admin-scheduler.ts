import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { STORY_ORIGINS, STORY_STATUSES, storyCategoryRefSchema } from './stories.js';

/* ------------------------------------------------------------------------------------------------
 * News Scheduler: what will be published or taken down, and when
 * ---------------------------------------------------------------------------------------------- */

export const SCHEDULE_KINDS = ['publish', 'unpublish'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const scheduleEntrySchema = z
  .object({
    story_id: z.number().int(),
    kind: z.enum(SCHEDULE_KINDS),
    at: z.string().describe('ISO 8601; the calendar shows it in the tenant time zone'),
    title: z.string(),
    status: z.enum(STORY_STATUSES),
    origin: z.enum(STORY_ORIGINS),
    category: storyCategoryRefSchema.nullable(),
    publish_at: z.string().nullable(),
    unpublish_at: z.string().nullable(),
  })
  .meta({ id: 'ScheduleEntry' });
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/** Query strings cannot be OpenAPI components (a $ref there breaks /api/docs): no meta id. */
export const scheduleQuerySchema = z.object({
  from: isoDateTimeSchema.optional().describe('default: now'),
  to: isoDateTimeSchema.optional().describe('default: from + 31 days; at most 92 days later'),
});
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

export const scheduleResponseSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    time_zone: z.string().describe("the tenant's Site Settings time zone"),
    entries: z.array(scheduleEntrySchema),
  })
  .meta({ id: 'Schedule' });
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

/** PUT /admin/news-scheduler/{id}: reschedule (null clears an unpublication). */
export const rescheduleSchema = z
  .strictObject({
    publish_at: isoDateTimeSchema,
    unpublish_at: isoDateTimeSchema.nullable(),
  })
  .partial()
  .meta({ id: 'Reschedule' });
export type Reschedule = z.infer<typeof rescheduleSchema>;

/** The answer to a reschedule: the story's times and its entries (at most two) as they now are. */
export const rescheduleResultSchema = z
  .object({
    story_id: z.number().int(),
    publish_at: z.string().nullable(),
    unpublish_at: z.string().nullable(),
    entries: z.array(scheduleEntrySchema),
  })
  .meta({ id: 'RescheduleResult' });
export type RescheduleResult = z.infer<typeof rescheduleResultSchema>;

export const scheduleIdParamsSchema = z.object({ id: idSchema });

export const SCHEDULER_MESSAGES = {
  notFound: 'Scheduled story not found',
  pastPublish: 'publish_at must be in the future',
  notScheduled: 'Only scheduled stories can have their publication moved',
  unpublishBeforePublish: 'unpublish_at must be after publish_at',
  pastUnpublish: 'unpublish_at must be in the future',
  emptyRange: 'to must be after from',
  rangeTooLong: 'The range may span at most 92 days',
} as const;

/**
 * The back-office's reschedule form for one entry: the time as typed, read by `toInstant` (in the
 * tenant's time zone), which must be in the future and keep a publication before its
 * unpublication, as the server requires (its messages are SCHEDULER_MESSAGES'); the output is the
 * ISO instant to send.
 */
export function rescheduleFormSchema(
  entry: Pick<ScheduleEntry, 'kind' | 'status' | 'publish_at' | 'unpublish_at'>,
  toInstant: (typed: string) => Date | null,
) {
  const isPublish = entry.kind === 'publish';
  return z.object({
    at: z.string().transform((typed, ctx) => {
      const at = toInstant(typed);
      const refuse = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input: typed });
        return z.NEVER;
      };
      if (!at || Number.isNaN(at.getTime())) return refuse('is required');
      if (at.getTime() <= Date.now())
        return refuse(
          isPublish ? SCHEDULER_MESSAGES.pastPublish : SCHEDULER_MESSAGES.pastUnpublish,
        );
      const out =
        isPublish && entry.unpublish_at
          ? at >= new Date(entry.unpublish_at)
          : !isPublish && entry.status === 'scheduled' && entry.publish_at
            ? at <= new Date(entry.publish_at)
            : false;
      if (out) return refuse(SCHEDULER_MESSAGES.unpublishBeforePublish);
      return at.toISOString();
    }),
  });
}
