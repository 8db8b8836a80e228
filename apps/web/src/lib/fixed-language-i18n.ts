import i18next, { type i18n as I18n } from 'i18next';

/** The one namespace of the reader's texts; the back-office adds its own (lib/i18n.ts). */
export const DEFAULT_NAMESPACE = 'common';

/**
 * An i18next instance with one language's texts already in hand, ready at once: the server
 * renderer makes one per language, a page of islands one for its islands (ADR 016), both with the
 * `common` texts and the reader pages' texts merged, so an island reads what the server rendered.
 */
export function fixedLanguageI18n(language: string, texts: Record<string, unknown>): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [language]: { [DEFAULT_NAMESPACE]: texts } },
    lng: language,
    fallbackLng: false,
    defaultNS: DEFAULT_NAMESPACE,
    ns: [DEFAULT_NAMESPACE],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
