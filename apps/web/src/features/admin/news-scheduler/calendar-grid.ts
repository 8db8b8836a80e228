import { addDays, parseDayKey, toDayKey, weekdayOf, type DayKey } from './zoned-time';

export interface YearMonth {
  year: number;
  /** 1-12 */
  month: number;
}

export function monthOf(day: DayKey): YearMonth {
  const { year, month } = parseDayKey(day);
  return { year, month };
}

export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function sameMonth(a: YearMonth, b: YearMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

export function isInMonth(day: DayKey, month: YearMonth): boolean {
  return sameMonth(monthOf(day), month);
}

/** The weeks shown for a month, Monday first: from the Monday on or before the 1st to the Sunday on or after the last day. */
export function monthGrid(month: YearMonth): DayKey[][] {
  const first = toDayKey(month.year, month.month, 1);
  const last = addDays(toDayKey(shiftMonth(month, 1).year, shiftMonth(month, 1).month, 1), -1);
  const start = addDays(first, -weekdayOf(first));
  const end = addDays(last, 6 - weekdayOf(last));
  const weeks: DayKey[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  }
  return weeks;
}

/**
 * What to ask the server for a month: its grid's days with a day to spare on each side, in UTC.
 * Every zone is within 14 hours of UTC, so the grid's days in the tenant's zone (which the page
 * learns from the answer) always fall inside; entries on days outside the grid are not shown.
 */
export function queryRangeOf(month: YearMonth): { from: string; to: string } {
  const weeks = monthGrid(month);
  const first = weeks[0]?.[0] ?? toDayKey(month.year, month.month, 1);
  const last = weeks.at(-1)?.[6] ?? first;
  const utcMidnight = (day: DayKey) => {
    const { year, month: m, day: d } = parseDayKey(day);
    return new Date(Date.UTC(year, m - 1, d)).toISOString();
  };
  return { from: utcMidnight(addDays(first, -1)), to: utcMidnight(addDays(last, 2)) };
}
