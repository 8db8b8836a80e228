import { LANGUAGES } from '@helionews/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@/test/locales';
import { createI18n, preferredLanguage } from './i18n';

function stubBrowserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

const languageCookie = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith('preferred-language='))
    ?.split('=')[1];

afterEach(() => {
  document.documentElement.lang = 'en';
  document.cookie = 'preferred-language=; path=/; max-age=0';
});

describe('language detection', () => {
  it('prefers the stored preference over the browser language', async () => {
    window.localStorage.setItem('preferred-language', 'de');
    stubBrowserLanguages(['fr-FR', 'fr']);

    const i18n = await createI18n();

    expect(i18n.language).toBe('de');
    expect(i18n.t('nav.home')).toBe('Startseite');
  });

  it('uses the browser language when nothing is stored, and remembers it', async () => {
    stubBrowserLanguages(['ja-JP', 'en']);

    const i18n = await createI18n();

    expect(i18n.language).toBe('ja');
    expect(window.localStorage.getItem('preferred-language')).toBe('ja');
    // Mirrored for the server, which renders the next page in it.
    expect(languageCookie()).toBe('ja');
  });

  it('ignores an unsupported stored value and falls back to English at the end', async () => {
    window.localStorage.setItem('preferred-language', 'xx');
    stubBrowserLanguages(['tlh']);

    const i18n = await createI18n();

    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('keeps <html lang> in step with the language', async () => {
    const i18n = await createI18n();
    await i18n.changeLanguage('pt');
    expect(document.documentElement.lang).toBe('pt');
  });
});

describe('loading texts on demand', () => {
  it('loads only the language in use, without an English fallback behind it', async () => {
    stubBrowserLanguages(['fr-FR']);

    const i18n = await createI18n();

    expect(i18n.t('nav.home')).toBe('Accueil');
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('de', 'common')).toBe(false);
  });

  it('keeps showing the current language until the next one has loaded', async () => {
    stubBrowserLanguages(['en']);
    const i18n = await createI18n();
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('nav.home')));

    const switching = i18n.changeLanguage('de');
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');
    await switching;

    expect(i18n.language).toBe('de');
    expect(seen).toEqual(['Startseite']);
  });

  it("renders a server page's language without replacing the reader's stored choice", async () => {
    window.localStorage.setItem('preferred-language', 'ja');
    stubBrowserLanguages(['en']);

    const i18n = await createI18n({}, 'es');

    expect(i18n.language).toBe('es');
    expect(i18n.t('nav.home')).toBe(resources.es.common.nav.home);
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('preferred-language')).toBe('ja');
    expect(languageCookie()).not.toBe('es');
    expect(preferredLanguage(i18n)).toBe('ja');

    await i18n.changeLanguage(preferredLanguage(i18n));
    expect(i18n.t('nav.home')).toBe(resources.ja.common.nav.home);
    expect(window.localStorage.getItem('preferred-language')).toBe('ja');
  });
});

describe('translations', () => {
  const keysOf = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`))
      : [prefix.slice(0, -1)];

  // A plural's forms are the language's own (CLDR: English has one and other, Russian also few
  // and many, Japanese other alone): the keys compare by the text they belong to.
  const textsOf = (value: unknown) => [
    ...new Set(keysOf(value).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
  ];
  const englishKeys = textsOf(resources.en.common).sort();

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key',
    (language) => {
      expect(textsOf(resources[language].common).sort()).toEqual(englishKeys);
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
