import { LANGUAGES } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catalogueEntries as entries } from '@/test/locales';
import { ADMIN_MEDIA_NS } from '@/features/admin/shared/admin-i18n';

/** A catalogue's keys with their placeholders. */
const words = (bundle: unknown) =>
  entries(bundle)
    .map(([key, placeholders]) => `${key} ${placeholders.join(',')}`)
    .sort();

describe('Media library texts', () => {
  const english = words(i18n.getResourceBundle('en', ADMIN_MEDIA_NS));

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English text, with the same placeholders, and translates the page',
    (language) => {
      expect(words(i18n.getResourceBundle(language, ADMIN_MEDIA_NS))).toEqual(english);
      const t = i18n.getFixedT(language, ADMIN_MEDIA_NS);
      const en = i18n.getFixedT('en', ADMIN_MEDIA_NS);
      for (const key of [
        'intro',
        'grid.empty',
        'upload.drop',
        'detail.altHint',
        'delete.inUse',
        'picker.open',
      ] as const) {
        expect(t(key), key).not.toBe(en(key));
      }
      // The side navigation names the page as the page names itself.
      expect(i18n.getFixedT(language, 'adminShell')('nav.sections.media')).toBe(t('title'));
    },
  );
});
