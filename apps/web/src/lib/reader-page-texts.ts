import type { ResourceKey } from 'i18next';
import { DEFAULT_NAMESPACE, i18n, toSupportedLanguage } from './i18n';

/**
 * Texts of the reader pages few readers open first (search, realtime news, story demo, password
 * links, the profile), kept out of the `common` chunk every page downloads (the reader's
 * first-page budget, issue 9). They are merged into `common` (same keys) when such a page's route loads, one language at a time; the
 * server renderer merges them into its own catalogues.
 */
const pageTexts = import.meta.glob<{ default: ResourceKey }>('../locales/*/reader-pages.json');
/** The newsletters' texts (the profile's section; their own pages are rendered on the server). */
const newsletterTexts = import.meta.glob<{ default: ResourceKey }>(
  '../locales/*/reader-newsletters.json',
);
/** Membership's texts (the profile's plan, the pricing page when the application shows it). */
const membershipTexts = import.meta.glob<{ default: ResourceKey }>(
  '../locales/*/reader-membership.json',
);

const added = new Set<string>();
let following = false;

async function addLanguage(language: string): Promise<void> {
  if (added.has(language)) return;
  const load = pageTexts[`../locales/${language}/reader-pages.json`];
  if (!load) return;
  const loadNewsletters = newsletterTexts[`../locales/${language}/reader-newsletters.json`];
  const loadMembership = membershipTexts[`../locales/${language}/reader-membership.json`];
  const [texts, newsletters, membership] = await Promise.all([
    load(),
    loadNewsletters?.(),
    loadMembership?.(),
  ]);
  // Top-level merge: a `common` catalogue loaded later keeps these keys, and these keep its.
  i18n.addResourceBundle(language, DEFAULT_NAMESPACE, texts.default, false, false);
  if (newsletters) {
    i18n.addResourceBundle(language, DEFAULT_NAMESPACE, newsletters.default, false, false);
  }
  if (membership) {
    i18n.addResourceBundle(language, DEFAULT_NAMESPACE, membership.default, false, false);
  }
  added.add(language);
}

/** Resolves once i18next is initialised (the app starts it alongside the first page's chunk). */
function initialized(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const ready = () => {
      i18n.off('initialized', ready);
      resolve();
    };
    i18n.on('initialized', ready);
  });
}

/** Loads the page texts for the current language (and every language switched to later). */
export async function loadReaderPageTexts(): Promise<void> {
  if (typeof document === 'undefined') return;
  await initialized();
  // `common` first: a bundle added before it would count as the whole namespace, loaded.
  await i18n.loadNamespaces(DEFAULT_NAMESPACE);
  if (!following) {
    following = true;
    i18n.on('languageChanged', (language) => void addLanguage(toSupportedLanguage(language)));
  }
  await addLanguage(toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language));
}
