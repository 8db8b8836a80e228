import { LANGUAGES } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../locales/*/reader-comments.json',
  { eager: true },
);

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

const textOf = (language: string) =>
  catalogues[`../../../../locales/${language}/reader-comments.json`]?.default;

describe('the comment texts', () => {
  const english = keysOf(textOf('en')).sort();

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key, with the same placeholders',
    (language) => {
      const texts = textOf(language);
      expect(keysOf(texts).sort()).toEqual(english);
      const placeholders = (catalogue: unknown) =>
        JSON.stringify(catalogue)
          .match(/\{\{\w+\}\}/g)
          ?.sort();
      expect(placeholders(texts)).toEqual(placeholders(textOf('en')));
    },
  );
});
