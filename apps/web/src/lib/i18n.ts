import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@helionews/contracts';
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE } from './fixed-language-i18n';
import { writeCookie } from './storage';

export { DEFAULT_NAMESPACE };

/**
 * One chunk per language, fetched when that language is first used: a reader downloads the texts
 * of the language the page shows, not all eight (each is about 3 KB gzipped).
 */
const commonTexts = import.meta.glob<{ default: ResourceKey }>('../locales/*/common.json');

/** Where a namespace's texts come from in one language; undefined: that language has none. */
export type NamespaceLoader = (
  language: string,
) => (() => Promise<{ default: ResourceKey }>) | undefined;

/** Namespaces other code brings, each with its loader (the back-office's: admin-i18n.ts). */
const namespaceLoaders = new Map<string, NamespaceLoader>();

/** Lets `namespace` load through this instance's backend, one language at a time, on demand. */
export function registerNamespaceLoader(namespace: string, loader: NamespaceLoader): void {
  namespaceLoaders.set(namespace, loader);
}

/** Reads the `common` namespace, and those registered with registerNamespaceLoader. */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load =
      namespace === DEFAULT_NAMESPACE
        ? commonTexts[`../locales/${language}/common.json`]
        : namespaceLoaders.get(namespace)?.(language);
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

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
  if (typeof document !== 'undefined')
    document.documentElement.lang = toSupportedLanguage(language);
}

/**
 * The browser detector, with its remembering put on hold while a server-rendered page is shown
 * in the server's language: that language is not the reader's choice and must not replace it.
 */
class AppLanguageDetector extends LanguageDetector {
  holdCache = false;

  override cacheUserLanguage(language: string, caches?: string[]): void {
    if (this.holdCache) return;
    super.cacheUserLanguage(language, caches);
    // The server cannot read localStorage: a cookie of the same name tells it the language to
    // render the next page in (storage.ts mirrors the keys it writes the same way).
    writeCookie(STORAGE_KEYS.preferredLanguage, toSupportedLanguage(language));
  }
}

interface AppI18n {
  instance: I18n;
  detector: AppLanguageDetector;
  /** Settles once the detected language's texts are loaded. */
  ready: Promise<unknown>;
  /** What detection chose at start-up, before any server language was applied. */
  detected: Language;
}

const instances = new WeakMap<I18n, AppI18n>();

interface CreateI18nOptions {
  /** Make this the instance `useTranslation` falls back to outside an I18nextProvider. */
  bindToReact?: boolean;
}

function startI18n({ bindToReact = false }: CreateI18nOptions): AppI18n {
  const instance = i18next.createInstance();
  const detector = new AppLanguageDetector();
  instance.on('languageChanged', syncDocumentLanguage);
  instance.use(detector).use(localeBackend);
  if (bindToReact) instance.use(initReactI18next);
  const ready = instance.init({
    defaultNS: DEFAULT_NAMESPACE,
    ns: [DEFAULT_NAMESPACE],
    // English only for a code no supported language matches. A supported language has every key
    // (i18n.test.ts) and, like the server's renderer, no fallback: nothing else to download.
    fallbackLng: {
      default: [FALLBACK_LANGUAGE],
      ...Object.fromEntries(LANGUAGES.map((language) => [language, []])),
    },
    // 'fr-CA' then resolves to 'fr', so the stored preference is always one of the eight.
    supportedLngs: [...LANGUAGES],
    detection: detectionOptions,
    // Detect and start loading now rather than after a timer.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Detection has run synchronously inside init; only the texts are still on their way.
  const started = { instance, detector, ready, detected: toSupportedLanguage(instance.language) };
  instances.set(instance, started);
  return started;
}

/**
 * Makes `instance` ready to render: its texts loaded, in `language` when given (the language a
 * server-rendered page was rendered in, so hydration matches it, without remembering it as the
 * reader's choice), else in the detected one.
 */
async function whenReady(started: AppI18n, language?: Language): Promise<I18n> {
  const { instance, detector, ready } = started;
  if (language === undefined) {
    await ready;
    return instance;
  }
  await Promise.all([ready, instance.loadLanguages(language)]);
  if (instance.language !== language) {
    // The detector remembers a language synchronously inside changeLanguage.
    detector.holdCache = true;
    const switched = instance.changeLanguage(language);
    detector.holdCache = false;
    await switched;
  }
  return instance;
}

/** A separate instance, ready to use; tests build their own to check detection in isolation. */
export function createI18n(options: CreateI18nOptions = {}, language?: Language): Promise<I18n> {
  return whenReady(startI18n(options), language);
}

/**
 * The app's instance. Detection runs and the detected language's texts start loading when this
 * module is imported; render only after `initI18n()` resolves.
 */
const app = typeof window === 'undefined' ? null : startI18n({ bindToReact: true });

// On the server each render uses its own per-language instance; this one stays uninitialised.
export const i18n: I18n = app?.instance ?? i18next.createInstance();

/**
 * Resolves once the app's texts are loaded. With `language` (read from a server-rendered page's
 * `<html lang>`) the app shows that language, so hydration matches the server's markup; without
 * it, the detected one (SPEC section 1). Later language changes (`i18n.changeLanguage`) load the
 * new language before switching, so no key flashes in between.
 */
export function initI18n(language?: Language): Promise<I18n> {
  if (!app) return Promise.reject(new Error('initI18n runs in the browser only'));
  return whenReady(app, language);
}

/**
 * The language detection chose when the app started (stored choice first, SPEC section 1). A
 * server-rendered page switches to it once hydrated, when the server rendered another language.
 */
export function preferredLanguage(instance: I18n = i18n): Language {
  return instances.get(instance)?.detected ?? FALLBACK_LANGUAGE;
}
