import { z } from 'zod';

/**
 * First-party, cookieless analytics (issue 11, section 3): the reader's page-view beacon and the
 * back-office's user and content figures (SPEC section 7: GET /admin/analytics/users and
 * /admin/analytics/content). The overview's shape is SPEC section 3's, in admin.ts.
 */

/** SPEC section 8's texts for the analytics calls. */
export const ANALYTICS_ERRORS = {
  fetchOverview: 'Failed to fetch analytics overview',
  fetchUsers: 'Failed to fetch user analytics',
  fetchContent: 'Failed to fetch content analytics',
} as const;

export const ANALYTICS_LIMITS = {
  /** Default range: the last 30 days, today included. */
  defaultRangeDays: 30,
  /** The longest range one request may ask for. */
  maxRangeDays: 366,
  /** Rows in each "top" list. */
  topRows: 10,
  maxPathLength: 512,
  maxReferrerLength: 2048,
} as const;

export const ANALYTICS_RANGE_PRESETS = [7, 30, 90] as const;

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** POST /api/analytics/views: one page view, sent once after the page has rendered. */
export const pageViewBeaconSchema = z
  .object({
    /** The page's path; the server drops any query string or fragment. */
    path: z
      .string()
      .min(1)
      .max(ANALYTICS_LIMITS.maxPathLength)
      .regex(/^\//, { error: 'must start with /' }),
    /** document.referrer; only its host name is kept (none when it is this site). */
    referrer: z.string().max(ANALYTICS_LIMITS.maxReferrerLength).optional(),
  })
  .meta({ id: 'PageViewBeacon' });
export type PageViewBeacon = z.infer<typeof pageViewBeaconSchema>;

const dayString = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

/** A range's rules: `from` not after `to`, at most 366 days from one to the other. */
const withRangeRules = <
  T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>,
>(
  schema: T,
) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      error: '`from` must not be after `to`',
      path: ['from'],
    })
    .refine(
      (q) =>
        !q.from ||
        !q.to ||
        (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 <= ANALYTICS_LIMITS.maxRangeDays,
      { error: `the range may span at most ${ANALYTICS_LIMITS.maxRangeDays} days`, path: ['to'] },
    );

/** `from` and `to` are whole UTC days, both included; at most 366 days apart. */
export const analyticsRangeQuerySchema = withRangeRules(
  z.object({
    from: dayString.optional(),
    to: dayString.optional(),
  }),
);
/** The back-office's custom range: both days, with the query's rules. */
export const analyticsRangeFormSchema = withRangeRules(
  z.object({ from: dayString, to: dayString }),
);
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

const rangeSchema = z.object({ from: dayString, to: dayString });

export const analyticsUsersSchema = z
  .object({
    range: rangeSchema,
    /** Whether the tenant's analytics feature is on (visitors are recorded only then). */
    enabled: z.boolean(),
    totals: z.object({
      /** Accounts registered on the tenant during the range. */
      new_users: z.number().int(),
      /** Distinct users of the tenant who signed in or used a session during the range. */
      active_users: z.number().int(),
      /** Distinct visitor hashes, summed over the days (a visitor counts once per day). */
      visitors: z.number().int(),
    }),
    /** One entry per day of the range, oldest first, zeros included. */
    days: z.array(
      z.object({
        day: dayString,
        new_users: z.number().int(),
        active_users: z.number().int(),
        visitors: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'AnalyticsUsers' });
export type AnalyticsUsers = z.infer<typeof analyticsUsersSchema>;

const countRow = z.object({ views: z.number().int() });

export const analyticsContentSchema = z
  .object({
    range: rangeSchema,
    enabled: z.boolean(),
    totals: z.object({
      views: z.number().int(),
      visitors: z.number().int(),
      zero_result_searches: z.number().int(),
    }),
    days: z.array(
      z.object({ day: dayString, views: z.number().int(), visitors: z.number().int() }),
    ),
    top_stories: z.array(
      countRow.extend({ story_id: z.number().int(), title: z.string().nullable() }),
    ),
    top_pages: z.array(countRow.extend({ path: z.string() })),
    top_categories: z.array(countRow.extend({ slug: z.string(), name: z.string() })),
    referrers: z.array(countRow.extend({ domain: z.string() })),
    devices: z.array(countRow.extend({ device: z.enum(DEVICE_CLASSES) })),
    zero_result_searches: z.array(z.object({ term: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'AnalyticsContent' });
export type AnalyticsContent = z.infer<typeof analyticsContentSchema>;
