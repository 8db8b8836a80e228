import { LANGUAGES } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catalogueEntries as entries } from '@/test/locales';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';

/** A catalogue's keys with their placeholders, each plural form as its word ('text_one' -> 'text'). */
function words(bundle: unknown): string[] {
  return [
    ...new Set(
      entries(bundle).map(
        ([key, placeholders]) =>
          `${key.replace(/_(zero|one|two|few|many|other)$/, '')} ${placeholders.join(',')}`,
      ),
    ),
  ].sort();
}

/** The plural forms a language needs ('one', 'few', 'many', 'other' for Russian). */
const pluralForms = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

describe('Newsletters texts', () => {
  const english = words(i18n.getResourceBundle('en', ADMIN_NEWSLETTERS_NS));

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English text, with the same placeholders, each plural form, and translates the page',
    (language) => {
      const bundle = i18n.getResourceBundle(language, ADMIN_NEWSLETTERS_NS) as unknown;
      expect(words(bundle)).toEqual(english);
      const keys = entries(bundle).map(([key]) => key);
      for (const form of pluralForms(language)) {
        expect(keys, `${language} ${form}`).toContain(`sendAs.recipients_${form}`);
        expect(keys, `${language} ${form}`).toContain(`send.cancelText_${form}`);
      }
      const t = i18n.getFixedT(language, ADMIN_NEWSLETTERS_NS);
      const en = i18n.getFixedT('en', ADMIN_NEWSLETTERS_NS);
      for (const key of [
        'intro',
        'empty.text',
        'sendAs.action',
        'send.retry',
        'import.help',
      ] as const) {
        expect(t(key), key).not.toBe(en(key));
      }
      // The side navigation names the page as the page names itself.
      expect(i18n.getFixedT(language, 'adminShell')('nav.sections.newsletters')).toBe(t('title'));
    },
  );
});
