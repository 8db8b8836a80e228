import type { Story } from '@helionews/contracts';

type Figure = 'short' | 'long' | 'count';

/**
 * Each language's formatters, made once: making an Intl.NumberFormat costs far more than using
 * one, and a server render of a story page made three (issue 31, item 3). A handful of languages
 * x three kinds; a language Intl rejects throws as before and is not stored.
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(kind: Figure, language: string): Intl.NumberFormat {
  const key = `${kind}|${language}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      language,
      kind === 'count' ? undefined : { style: 'unit', unit: 'minute', unitDisplay: kind },
    );
    formats.set(key, format);
  }
  return format;
}

/** '5 min', '5 Min.', '5分': the reading time, abbreviated the way the language does it. */
export function formatMinutesShort(minutes: number, language: string): string {
  return numberFormat('short', language).format(minutes);
}

/** '5 minutes', '5 Minuten', '5 минут': Intl picks each language's plural form. */
export function formatMinutesLong(minutes: number, language: string): string {
  return numberFormat('long', language).format(minutes);
}

/** '1,143', '1 143', '1.143'. */
export function formatCount(value: number, language: string): string {
  return numberFormat('count', language).format(value);
}

/** The texts' interpolation values for a story's reading time and word count. */
export function readingFigures(
  story: Pick<Story, 'reading_minutes' | 'word_count'>,
  language: string,
) {
  return {
    duration: formatMinutesShort(story.reading_minutes, language),
    words: formatCount(story.word_count, language),
  };
}
