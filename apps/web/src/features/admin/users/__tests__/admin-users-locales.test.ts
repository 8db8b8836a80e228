import { LANGUAGES } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catalogueEntries as entries } from '@/test/locales';
import { ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';

describe('User Management texts', () => {
  const english = entries(i18n.getResourceBundle('en', ADMIN_USERS_NS));

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key, with the same placeholders, and translates them',
    (language) => {
      const bundle = i18n.getResourceBundle(language, ADMIN_USERS_NS) as unknown;
      expect(entries(bundle).sort()).toEqual([...english].sort());
      expect((bundle as { title: string }).title).not.toBe('User Management');
    },
  );

  it('keeps the section title of the spec in English', () => {
    expect(i18n.getFixedT('en', ADMIN_USERS_NS)('title')).toBe('User Management');
  });
});
