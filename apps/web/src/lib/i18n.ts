import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@helionews/contracts';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import de from '@/locales/de/common.json';
import en from '@/locales/en/common.json';
import es from '@/locales/es/common.json';
import fr from '@/locales/fr/common.json';
import ja from '@/locales/ja/common.json';
import pt from '@/locales/pt/common.json';
import ru from '@/locales/ru/common.json';
import zh from '@/locales/zh/common.json';

export const DEFAULT_NAMESPACE = 'common';

/** Bundled rather than fetched: the shell's labels are small and must never flash untranslated. */
export const resources = {
  en: { common: en },
  fr: { common: fr },
  es: { common: es },
  de: { common: de },
  zh: { common: zh },
  pt: { common: pt },
  ru: { common: ru },
  ja: { common: ja },
} satisfies Record<Language, Resource[string]>;

/** SPEC section 1: stored preference, browser language, page language tag, path, subdomain. */
export const detectionOptions: DetectorOptions = {
  order: ['localStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
  lookupLocalStorage: STORAGE_KEYS.preferredLanguage,
  caches: ['localStorage'],
  lookupFromPathIndex: 0,
  lookupFromSubdomainIndex: 0,
  // Without this a browser asking for ['ja-JP', 'en'] gets English: i18next prefers any exact
  // match over a regional one, and only the bare language codes are supported.
  convertDetectedLanguage: (code) => code.split(/[-_]/)[0]?.toLowerCase() ?? code,
};

export function isSupportedLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The supported language behind a detected code such as 'fr-CA' or 'zh-Hans-CN'. */
export function toSupportedLanguage(code: string | undefined): Language {
  const base = code?.toLowerCase().split('-')[0] ?? '';
  return isSupportedLanguage(base) ? base : FALLBACK_LANGUAGE;
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = toSupportedLanguage(language);
}

interface CreateI18nOptions {
  /** Make this the instance `useTranslation` falls back to outside an I18nextProvider. */
  bindToReact?: boolean;
}

/** A fully initialised instance; tests build their own to check detection in isolation. */
export function createI18n({ bindToReact = false }: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', syncDocumentLanguage);
  instance.use(LanguageDetector);
  if (bindToReact) instance.use(initReactI18next);
  void instance.init({
    resources,
    defaultNS: DEFAULT_NAMESPACE,
    ns: [DEFAULT_NAMESPACE],
    fallbackLng: FALLBACK_LANGUAGE,
    // 'fr-CA' then resolves to 'fr', so the stored preference is always one of the eight.
    supportedLngs: [...LANGUAGES],
    detection: detectionOptions,
    // Resources are bundled, so initialisation can finish before the first render.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export const i18n = createI18n({ bindToReact: true });
