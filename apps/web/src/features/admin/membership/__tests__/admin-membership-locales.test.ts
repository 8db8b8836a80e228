import { LANGUAGES } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catalogueEntries as entries } from '@/test/locales';
import { ADMIN_MEMBERSHIP_NS } from '@/features/admin/shared/admin-i18n';

describe('Membership texts', () => {
  const english = entries(i18n.getResourceBundle('en', ADMIN_MEMBERSHIP_NS));

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English text with the same placeholders, and translates the page',
    (language) => {
      const bundle = i18n.getResourceBundle(language, ADMIN_MEMBERSHIP_NS) as unknown;
      expect(entries(bundle).sort()).toEqual([...english].sort());
      const t = i18n.getFixedT(language, ADMIN_MEMBERSHIP_NS);
      const en = i18n.getFixedT('en', ADMIN_MEMBERSHIP_NS);
      for (const key of [
        'intro',
        'paywall.anonymousNote',
        'tiers.add',
        'secrets.setEnding',
      ] as const) {
        expect(t(key), key).not.toBe(en(key));
      }
      // The side navigation names the page as the page names itself.
      expect(i18n.getFixedT(language, 'adminShell')('nav.sections.membership')).toBe(t('title'));
    },
  );
});
