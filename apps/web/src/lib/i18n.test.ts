import { LANGUAGES } from '@helionews/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, resources } from './i18n';

function stubBrowserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('language detection', () => {
  it('prefers the stored preference over the browser language', () => {
    window.localStorage.setItem('preferred-language', 'de');
    stubBrowserLanguages(['fr-FR', 'fr']);

    const i18n = createI18n();

    expect(i18n.language).toBe('de');
    expect(i18n.t('nav.home')).toBe('Startseite');
  });

  it('uses the browser language when nothing is stored, and remembers it', () => {
    stubBrowserLanguages(['ja-JP', 'en']);

    const i18n = createI18n();

    expect(i18n.language).toBe('ja');
    expect(window.localStorage.getItem('preferred-language')).toBe('ja');
  });

  it('ignores an unsupported stored value and falls back to English at the end', () => {
    window.localStorage.setItem('preferred-language', 'xx');
    stubBrowserLanguages(['tlh']);

    expect(createI18n().language).toBe('en');
  });

  it('keeps <html lang> in step with the language', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('pt');
    expect(document.documentElement.lang).toBe('pt');
  });
});

describe('translations', () => {
  const keysOf = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`))
      : [prefix.slice(0, -1)];

  const englishKeys = keysOf(resources.en.common).sort();

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key',
    (language) => {
      expect(keysOf(resources[language].common).sort()).toEqual(englishKeys);
    },
  );

  it('keeps the exact English texts of the spec', () => {
    const { nav, search, errors, status } = resources.en.common;
    expect([nav.home, nav.storyDemo, nav.login, nav.signUp]).toEqual([
      'Home',
      'Story Demo',
      'Login',
      'Sign Up',
    ]);
    expect(search.placeholder).toBe('Search news...');
    expect([errors.boundaryTitle, errors.reload, status.loading]).toEqual([
      'Something went wrong.',
      'Reload Page',
      'Loading...',
    ]);
  });

  it('keeps the exact English tenant texts of the spec', () => {
    const { tenant } = resources.en.common;
    expect([tenant.selectTenant, tenant.current, tenant.settings.title]).toEqual([
      'Select Tenant',
      'Current',
      'Tenant Settings',
    ]);
    expect(tenant.switchDenied).toBe('You do not have permission to switch tenants');
    expect(tenant.errors).toEqual({
      loadTenant: 'Failed to load tenant',
      loadTenantStatus: 'Failed to load tenant: {{status}}',
      loadTenants: 'Failed to load tenants',
      loadTenantsStatus: 'Failed to load tenants: {{status}}',
    });
  });
});
