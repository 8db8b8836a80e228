import {
  ANALYTICS_LIMITS,
  DEVICE_CLASSES,
  type AccessRole,
  type AnalyticsContent,
  type AnalyticsOverview,
  type AnalyticsUsers,
  type PageViewBeacon,
} from '@helionews/contracts';
import { ValidationFailedError } from '../../lib/http-errors.js';
import { resolveScope, type DashboardService, type Scope } from '../dashboard/dashboard.service.js';
import type { UsersService } from '../users/users.service.js';
import {
  deviceClass,
  isBot,
  normalisePath,
  normaliseSearchTerm,
  referrerDomain,
  storyIdOf,
} from './analytics.classify.js';
import { utcDay, type AnalyticsRecorder } from './analytics.recorder.js';
import type { AnalyticsRepository, DayRange } from './analytics.repository.js';

const DAY_MS = 86_400_000;

/** What the beacon route knows of the request, beyond its body. */
export interface BeaconContext {
  /** The tenant's `analytics` feature. */
  enabled: boolean;
  host: string;
  ip: string;
  userAgent: string;
}

/** Every day from `from` to `to`, both included. */
function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let t = Date.parse(range.from); t <= Date.parse(range.to); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const byDay = <T extends { day: string }>(rows: readonly T[]) =>
  new Map(rows.map((row) => [row.day, row]));

/** A CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLines = (rows: (string | number | null)[][]) =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n');

/**
 * SPEC section 3's analytics overview, from the database.
 *
 * Tenant scope: the users of the tenant are the accounts registered on it, holding a role on it
 * or with an access request on it, plus the platform admins (who run every tenant); `active`
 * counts the active ones among them; `admin` counts those holding the tenant's 'admin' role plus
 * every platform admin. `categories` are the tenant's.
 * Platform scope (platform admins only, 403 otherwise): every account, `admin` = platform admins
 * (is_admin), categories of every tenant.
 */
export function createAnalyticsService(deps: {
  users: Pick<UsersService, 'counts'>;
  dashboard: Pick<DashboardService, 'categoryCount'>;
  analytics: AnalyticsRepository;
  recorder: AnalyticsRecorder;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** The days asked for: the last 30 by default, at most 366. */
  function resolveRange(query: { from?: string; to?: string }): DayRange {
    const to = query.to ?? (query.from ? undefined : utcDay(now()));
    const from =
      query.from ??
      utcDay(
        new Date(
          Date.parse(to ?? utcDay(now())) - (ANALYTICS_LIMITS.defaultRangeDays - 1) * DAY_MS,
        ),
      );
    const end =
      to ??
      utcDay(
        new Date(
          Math.min(
            Date.parse(utcDay(now())),
            Date.parse(from) + (ANALYTICS_LIMITS.maxRangeDays - 1) * DAY_MS,
          ),
        ),
      );
    if (from > end) {
      throw new ValidationFailedError([{ field: 'from', message: 'must not be after `to`' }]);
    }
    if ((Date.parse(end) - Date.parse(from)) / DAY_MS + 1 > ANALYTICS_LIMITS.maxRangeDays) {
      throw new ValidationFailedError([
        {
          field: 'to',
          message: `the range may span at most ${ANALYTICS_LIMITS.maxRangeDays} days`,
        },
      ]);
    }
    return { from, to: end };
  }

  return {
    /**
     * One page view from the beacon: classified and counted in memory, nothing else (no I/O).
     * Returns whether it was counted (off, bots: not).
     */
    recordView(tenantId: number, beacon: PageViewBeacon, context: BeaconContext): boolean {
      if (!context.enabled || isBot(context.userAgent)) return false;
      const path = normalisePath(beacon.path);
      deps.recorder.recordView({
        tenantId,
        path,
        storyId: storyIdOf(path),
        referrer: referrerDomain(beacon.referrer, context.host),
        device: deviceClass(context.userAgent),
        ip: context.ip,
        userAgent: context.userAgent,
        at: now(),
      });
      return true;
    },

    /** A search that found nothing (from the search module); counted in memory. */
    recordSearchMiss(tenantId: number, query: string): void {
      deps.recorder.recordSearchMiss(tenantId, normaliseSearchTerm(query), now());
    },

    resolveRange,

    async users(
      tenantId: number,
      enabled: boolean,
      query: { from?: string; to?: string },
    ): Promise<AnalyticsUsers> {
      const range = resolveRange(query);
      const [created, active, visitors] = await Promise.all([
        deps.analytics.newUsersPerDay(tenantId, range),
        deps.analytics.activeUsers(tenantId, range),
        deps.analytics.visitorsPerDay(tenantId, range),
      ]);
      const createdOn = byDay(created);
      const activeOn = byDay(active.perDay);
      const visitorsOn = byDay(visitors);
      const days = daysOf(range).map((day) => ({
        day,
        new_users: createdOn.get(day)?.users ?? 0,
        active_users: activeOn.get(day)?.users ?? 0,
        visitors: visitorsOn.get(day)?.visitors ?? 0,
      }));
      return {
        range,
        enabled,
        totals: {
          new_users: days.reduce((sum, d) => sum + d.new_users, 0),
          active_users: active.total,
          visitors: days.reduce((sum, d) => sum + d.visitors, 0),
        },
        days,
      };
    },

    async content(
      tenantId: number,
      enabled: boolean,
      query: { from?: string; to?: string },
    ): Promise<AnalyticsContent> {
      const range = resolveRange(query);
      const top = ANALYTICS_LIMITS.topRows;
      const a = deps.analytics;
      const [views, visitors, stories, pages, categories, referrers, devices, misses, missTotal] =
        await Promise.all([
          a.viewsPerDay(tenantId, range),
          a.visitorsPerDay(tenantId, range),
          a.topStories(tenantId, range, top),
          a.topPages(tenantId, range, top),
          a.topCategories(tenantId, range, top),
          a.referrers(tenantId, range, top),
          a.devices(tenantId, range),
          a.searchMisses(tenantId, range, top),
          a.searchMissTotal(tenantId, range),
        ]);
      const viewsOn = byDay(views);
      const visitorsOn = byDay(visitors);
      const days = daysOf(range).map((day) => ({
        day,
        views: viewsOn.get(day)?.views ?? 0,
        visitors: visitorsOn.get(day)?.visitors ?? 0,
      }));
      return {
        range,
        enabled,
        totals: {
          views: days.reduce((sum, d) => sum + d.views, 0),
          visitors: days.reduce((sum, d) => sum + d.visitors, 0),
          zero_result_searches: missTotal,
        },
        days,
        top_stories: stories.map((s) => ({ story_id: s.storyId, title: s.title, views: s.views })),
        top_pages: pages.map((p) => ({ path: p.path, views: p.views })),
        top_categories: categories.map((c) => ({ slug: c.slug, name: c.name, views: c.views })),
        referrers: referrers.map((r) => ({ domain: r.domain, views: r.views })),
        devices: devices
          .filter((d) => (DEVICE_CLASSES as readonly string[]).includes(d.device))
          .map((d) => ({ device: d.device, views: d.views })),
        zero_result_searches: misses.map((m) => ({ term: m.term, count: m.count })),
      };
    },

    /** The users figures as CSV: one row per day, then the totals. */
    usersCsv(data: AnalyticsUsers): string {
      return `${csvLines([
        ['day', 'new_users', 'active_users', 'visitors'],
        ...data.days.map((d) => [d.day, d.new_users, d.active_users, d.visitors]),
        ['total', data.totals.new_users, data.totals.active_users, data.totals.visitors],
      ])}\r\n`;
    },

    /** The content figures as CSV: one section per table, separated by a blank line. */
    contentCsv(data: AnalyticsContent): string {
      const sections: (string | number | null)[][][] = [
        [
          ['day', 'views', 'visitors'],
          ...data.days.map((d) => [d.day, d.views, d.visitors]),
          ['total', data.totals.views, data.totals.visitors],
        ],
        [
          ['story_id', 'title', 'views'],
          ...data.top_stories.map((s) => [s.story_id, s.title, s.views]),
        ],
        [['path', 'views'], ...data.top_pages.map((p) => [p.path, p.views])],
        [
          ['category', 'name', 'views'],
          ...data.top_categories.map((c) => [c.slug, c.name, c.views]),
        ],
        [['referrer', 'views'], ...data.referrers.map((r) => [r.domain, r.views])],
        [['device', 'views'], ...data.devices.map((d) => [d.device, d.views])],
        [
          ['search_without_results', 'searches'],
          ...data.zero_result_searches.map((m) => [m.term, m.count]),
        ],
      ];
      return `${sections.map(csvLines).join('\r\n\r\n')}\r\n`;
    },

    async overview(
      tenantId: number,
      role: AccessRole | null,
      label: Scope,
    ): Promise<AnalyticsOverview> {
      const scope = resolveScope(tenantId, role, label);
      const [users, categories] = await Promise.all([
        deps.users.counts(scope),
        deps.dashboard.categoryCount(scope),
      ]);
      return {
        users: { total: users.total, active: users.active, admin: users.admin },
        categories: { total: categories },
        // The figures above came from the database just now: the system answers.
        system: { status: 'online', last_updated: now().toISOString() },
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
