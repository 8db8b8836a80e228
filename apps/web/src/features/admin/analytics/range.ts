import { ANALYTICS_LIMITS } from '@helionews/contracts';
import type { DayRange } from './api/analytics';

const DAY_MS = 86_400_000;

export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The last `days` days, today (UTC) included. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const to = utcToday(now);
  const from = new Date(Date.parse(to) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** Days from `from` to `to`, both included; NaN when either is not a date. */
export function spanOf(range: DayRange): number {
  return (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
}

/** A custom range the server will accept: real dates, in order, at most 366 days. */
export function isValidRange(range: DayRange): boolean {
  const span = spanOf(range);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(range.from) &&
    /^\d{4}-\d{2}-\d{2}$/.test(range.to) &&
    Number.isFinite(span) &&
    span >= 1 &&
    span <= ANALYTICS_LIMITS.maxRangeDays
  );
}
