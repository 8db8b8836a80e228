/**
 * A daily chart's day names in `language`: short under the bars ('4 Mar'), full in its table
 * ('Tuesday, 4 March 2025'); days are UTC dates.
 */
export function utcDayFormats(language: string) {
  return {
    shortDay: new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
    longDay: new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }),
  };
}
