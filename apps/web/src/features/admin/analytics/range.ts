import type { DayRange } from './api/analytics';

const DAY_MS = 86_400_000;

export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The last `days` days, today (UTC) included. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const to = utcToday(now);
  const from = new Date(Date.parse(to) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}
