/**
 * Calendar days and wall-clock times in a named time zone (the tenant's Site Settings zone), not
 * the browser's: the scheduler shows and moves times as the newsroom reads them.
 */

import { TZDate } from '@date-fns/tz';

/** A calendar day, 'YYYY-MM-DD'. */
export type DayKey = string;

export interface ZonedParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface TimeOfDay {
  hour: number;
  minute: number;
  second?: number;
  millisecond?: number;
}

/** The wall-clock reading of `instant` in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const date = new TZDate(instant.getTime(), timeZone);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function toDayKey(year: number, month: number, day: number): DayKey {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function parseDayKey(key: DayKey): { year: number; month: number; day: number } {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return { year, month, day };
}

/** The day `instant` falls on in `timeZone`. */
export function dayKeyOf(instant: Date, timeZone: string): DayKey {
  const { year, month, day } = zonedParts(instant, timeZone);
  return toDayKey(year, month, day);
}

/** Calendar arithmetic on days, free of any zone. */
export function addDays(key: DayKey, days: number): DayKey {
  const { year, month, day } = parseDayKey(key);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return toDayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** 0 for Monday ... 6 for Sunday. */
export function weekdayOf(key: DayKey): number {
  const { year, month, day } = parseDayKey(key);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/**
 * The instant the wall clock of `timeZone` reads `time` on `day`. A time skipped by a
 * daylight-saving change moves forward by the change (02:30 becomes 03:30); a time read twice
 * is taken at its first reading.
 */
export function zonedToInstant(day: DayKey, time: TimeOfDay, timeZone: string): Date {
  const { year, month, day: date } = parseDayKey(day);
  const zoned = new TZDate(
    year,
    month - 1,
    date,
    time.hour,
    time.minute,
    time.second ?? 0,
    time.millisecond ?? 0,
    timeZone,
  );
  return new Date(zoned.getTime());
}

/** The same time of day in `timeZone`, on another day: what dropping a chip on a day does. */
export function moveToDay(instant: Date, day: DayKey, timeZone: string): Date {
  const p = zonedParts(instant, timeZone);
  return zonedToInstant(
    day,
    {
      hour: p.hour,
      minute: p.minute,
      second: p.second,
      millisecond: instant.getUTCMilliseconds(),
    },
    timeZone,
  );
}

/** 'YYYY-MM-DDTHH:mm' for an <input type="datetime-local"> showing `timeZone`'s wall clock. */
export function toDateTimeLocal(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${toDayKey(p.year, p.month, p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant a datetime-local value means in `timeZone`; null when it is not a valid value. */
export function fromDateTimeLocal(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  if (!year || !month || !day || hour === undefined || minute === undefined) return null;
  return zonedToInstant(
    toDayKey(year, month, day),
    { hour, minute, second: Number.isNaN(second) ? 0 : (second ?? 0) },
    timeZone,
  );
}

/** The browser's own zone: what the page shows until the server names the tenant's. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
