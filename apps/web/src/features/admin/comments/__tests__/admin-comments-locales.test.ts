import { LANGUAGES } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catalogueEntries as entries } from '@/test/locales';
import { ADMIN_COMMENTS_NS } from '@/features/admin/shared/admin-i18n';

describe('Comments texts', () => {
  const english = entries(i18n.getResourceBundle('en', ADMIN_COMMENTS_NS));

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key, with the same placeholders, and translates the page',
    (language) => {
      const bundle = i18n.getResourceBundle(language, ADMIN_COMMENTS_NS) as unknown;
      expect(entries(bundle).sort()).toEqual([...english].sort());
      const { t } = { t: i18n.getFixedT(language, ADMIN_COMMENTS_NS) };
      for (const key of ['title', 'intro', 'empty.pending', 'moderation.label'] as const) {
        expect(t(key), key).not.toBe(i18n.getFixedT('en', ADMIN_COMMENTS_NS)(key));
      }
      // The side navigation names the page as the page names itself.
      expect(i18n.getFixedT(language, 'adminShell')('nav.sections.comments')).toBe(t('title'));
    },
  );
});
