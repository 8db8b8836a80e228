import type { Language } from '@helionews/contracts';
import type en from '@/locales/en/common.json';

import type enReaderMembership from '@/locales/en/reader-membership.json';
import type enReaderNewsletters from '@/locales/en/reader-newsletters.json';
import type enReaderPages from '@/locales/en/reader-pages.json';

const modules = import.meta.glob<{ default: typeof en }>('../locales/*/common.json', {
  eager: true,
});
const pageModules = import.meta.glob<{ default: typeof enReaderPages }>(
  '../locales/*/reader-pages.json',
  { eager: true },
);
const newsletterModules = import.meta.glob<{ default: typeof enReaderNewsletters }>(
  '../locales/*/reader-newsletters.json',
  { eager: true },
);
const membershipModules = import.meta.glob<{ default: typeof enReaderMembership }>(
  '../locales/*/reader-membership.json',
  { eager: true },
);

type Common = typeof en &
  typeof enReaderPages &
  typeof enReaderNewsletters &
  typeof enReaderMembership;

/** Every language's `common` texts (with the page texts merged in), for tests that compare catalogues. */
export const resources = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => {
    const language = path.split('/')[2] ?? '';
    const pages = pageModules[`../locales/${language}/reader-pages.json`]?.default;
    const newsletters =
      newsletterModules[`../locales/${language}/reader-newsletters.json`]?.default;
    const membership = membershipModules[`../locales/${language}/reader-membership.json`]?.default;
    return [language, { common: { ...module.default, ...pages, ...newsletters, ...membership } }];
  }),
) as Record<Language, { common: Common }>;

/**
 * Every key path of a text catalogue, with the {{placeholders}} of each text: two languages of
 * one namespace have the same entries when each has every key, with the same placeholders.
 */
export function catalogueEntries(value: unknown, prefix = ''): [string, string[]][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      catalogueEntries(child, `${prefix}${key}.`),
    );
  }
  const text = String(value);
  return [
    [prefix.slice(0, -1), [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort()],
  ];
}
