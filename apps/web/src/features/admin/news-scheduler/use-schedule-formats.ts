import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { YearMonth } from './calendar-grid';
import { parseDayKey, type DayKey } from './zoned-time';

export interface ScheduleFormats {
  /** '09:30' in the tenant's zone */
  time(at: string | Date): string;
  /** 'Thu, 26 Nov 2026, 09:30' in the tenant's zone */
  dateTime(at: string | Date): string;
  /** 'Thursday 26 November 2026' for a calendar day */
  day(day: DayKey): string;
  /** 'November 2026' */
  month(month: YearMonth): string;
  /** 'Mon' ... 'Sun' */
  weekdays: string[];
}

/** Day keys carry no zone: they are formatted as the UTC midnight of that date. */
const utcDate = (day: DayKey) => {
  const { year, month, day: date } = parseDayKey(day);
  return new Date(Date.UTC(year, month - 1, date));
};

/** Dates and times in the interface language, times in the tenant's time zone. */
export function useScheduleFormats(timeZone: string): ScheduleFormats {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    const dateTime = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    const day = new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const month = new Intl.DateTimeFormat(language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    const weekdays = Array.from({ length: 7 }, (_, index) =>
      weekday.format(new Date(Date.UTC(2024, 0, 1 + index))),
    );
    return {
      time: (at) => time.format(new Date(at)),
      dateTime: (at) => dateTime.format(new Date(at)),
      day: (key) => day.format(utcDate(key)),
      month: ({ year, month: m }) => month.format(new Date(Date.UTC(year, m - 1, 1))),
      weekdays,
    };
  }, [language, timeZone]);
}
