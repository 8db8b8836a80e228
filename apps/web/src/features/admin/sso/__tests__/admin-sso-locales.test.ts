import { LANGUAGES, SSO_ERROR_CODES } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catalogueEntries as entries } from '@/test/locales';
import { ADMIN_SSO_NS } from '@/features/admin/shared/admin-i18n';

/** A catalogue's keys with the {{variables}} each text names. */
const words = (bundle: unknown) =>
  entries(bundle)
    .map(([key, variables]) => `${key} ${variables.join(',')}`)
    .sort();

describe('Sign-in (single sign-on) texts', () => {
  const english = words(i18n.getResourceBundle('en', ADMIN_SSO_NS));

  it('names every reason a single sign-on can fail with', () => {
    const en = i18n.getFixedT('en', ADMIN_SSO_NS);
    for (const code of SSO_ERROR_CODES) {
      expect(en(`login.errors.${code}`)).not.toBe(`login.errors.${code}`);
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English text, with the same {{variables}}, and translates the page',
    (language) => {
      expect(words(i18n.getResourceBundle(language, ADMIN_SSO_NS))).toEqual(english);
      const t = i18n.getFixedT(language, ADMIN_SSO_NS);
      const en = i18n.getFixedT('en', ADMIN_SSO_NS);
      for (const key of [
        'settings.intro',
        'settings.clientSecretStored',
        'settings.mappingHelp',
        'login.ssoOnly',
        'login.errors.domain_not_allowed',
      ] as const) {
        expect(t(key), key).not.toBe(en(key));
      }
      // The side navigation names the page as the page names itself.
      expect(i18n.getFixedT(language, 'adminShell')('nav.sections.sso')).toBe(t('page.title'));
    },
  );
});
