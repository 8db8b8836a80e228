const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * Formatters made once per language and options: making an Intl formatter costs far more than
 * using one, and a server render formats every date of a page (issue 31: 3 % of a story page's
 * render went to `new Intl.DateTimeFormat`). A few languages x styles x the publications' time
 * zones: a small, bounded set.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${options.dateStyle ?? ''}|${options.timeStyle ?? ''}|${options.timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    // Throws for an unknown language or zone, as `new Intl.DateTimeFormat` did: not stored.
    format = new Intl.DateTimeFormat(language, options);
    dateFormats.set(key, format);
  }
  return format;
}

function relativeFormat(language: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  return format;
}

/** '3 hours ago', 'hier', '2 日前': the largest unit that fits, in the reader's language. */
export function formatRelativeTime(iso: string, language: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const formatter = relativeFormat(language);
  for (const [unit, unitSeconds] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= unitSeconds || unit === 'second') {
      return formatter.format(Math.round(seconds / unitSeconds), unit);
    }
  }
  return formatter.format(0, 'second');
}

/** The date and time; in `timeZone` when given (an IANA zone), else the reader's own. */
export function formatLongDate(iso: string, language: string, timeZone?: string): string {
  return dateFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** A calendar date without the time, e.g. 'Mar 4, 2025' or '4 mars 2025'. */
export function formatDate(
  iso: string,
  language: string,
  dateStyle: Intl.DateTimeFormatOptions['dateStyle'] = 'medium',
): string {
  return dateFormat(language, { dateStyle }).format(new Date(iso));
}

/** How a publication shows dates (its Site Settings): relative, a date style, or ISO. */
export interface DateDisplay {
  format: 'relative' | 'short' | 'medium' | 'long' | 'iso';
  /** IANA time zone the calendar date is read in; the browser's when absent. */
  timeZone?: string | undefined;
}

/** A timestamp as a publication's Site Settings say to show it. */
export function formatForDisplay(
  iso: string,
  language: string,
  { format, timeZone }: DateDisplay,
  now: Date = new Date(),
): string {
  if (format === 'relative') return formatRelativeTime(iso, language, now);
  try {
    if (format === 'iso') {
      // en-CA writes dates as YYYY-MM-DD; the time zone decides which day it is.
      return dateFormat('en-CA', { timeZone }).format(new Date(iso));
    }
    return dateFormat(language, { dateStyle: format, timeZone }).format(new Date(iso));
  } catch {
    // An unknown time zone (the server validates, but an old value may linger): browser's own.
    return formatDate(iso, language, format === 'iso' ? 'short' : format);
  }
}
