import type { Story } from '@helionews/contracts';

/** '5 min', '5 Min.', '5分': the reading time, abbreviated the way the language does it. */
export function formatMinutesShort(minutes: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  }).format(minutes);
}

/** '5 minutes', '5 Minuten', '5 минут': Intl picks each language's plural form. */
export function formatMinutesLong(minutes: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
}

/** '1,143', '1 143', '1.143'. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
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
