import { LANGUAGES, STORAGE_KEYS } from '@helionews/contracts';
import { pageData } from './page-data';
import { readCookie, readLocal, writeCookieMirror, writeLocal } from './session';

const RELOAD_KEY = 'hn-preferences-reload';

/** Reloads once to let the server render what the stored choice says; never twice in a row. */
function reloadOnce(reason: string): boolean {
  try {
    if (window.sessionStorage.getItem(RELOAD_KEY) === reason) return false;
    window.sessionStorage.setItem(RELOAD_KEY, reason);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

function clearReloadMark(): void {
  try {
    window.sessionStorage.removeItem(RELOAD_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * localStorage is the source of truth for the language and the publication (SPEC section 3);
 * cookies of the same names tell the server. A stored choice the server did not see (set in
 * another way, or its cookie expired) is mirrored and the page asked for again, once; with none
 * stored, the page's own language and publication become the stored ones, as SPEC section 4
 * stores the tenant on success.
 */
export function syncStoredPreferences(): boolean {
  const page = pageData();
  if (!page) return false;
  const params = new URLSearchParams(window.location.search);

  const storedLanguage = readLocal(STORAGE_KEYS.preferredLanguage);
  const language =
    storedLanguage && (LANGUAGES as readonly string[]).includes(storedLanguage)
      ? storedLanguage
      : null;
  const languageDiffers = language !== null && language !== page.language && !params.has('lng');
  if (languageDiffers) writeCookieMirror(STORAGE_KEYS.preferredLanguage, language);
  if (languageDiffers && reloadOnce(`lng:${language}`)) return true;
  if (!language || languageDiffers) {
    // None stored, or the server would not take it: the page's language is the choice.
    writeLocal(STORAGE_KEYS.preferredLanguage, page.language);
    if (readCookie(STORAGE_KEYS.preferredLanguage) !== page.language) {
      writeCookieMirror(STORAGE_KEYS.preferredLanguage, page.language);
    }
  }

  const storedTenant = readLocal(STORAGE_KEYS.selectedTenant)?.trim().toLowerCase() || null;
  const tenantDiffers =
    storedTenant !== null && storedTenant !== page.tenantSlug && !page.tenantFromAddress;
  if (tenantDiffers) writeCookieMirror(STORAGE_KEYS.selectedTenant, storedTenant);
  if (tenantDiffers && reloadOnce(`tenant:${storedTenant}`)) return true;
  if (storedTenant !== page.tenantSlug) {
    // What the address chose, or what the server fell back to: stored on success (SPEC 4).
    writeLocal(STORAGE_KEYS.selectedTenant, page.tenantSlug);
    if (readCookie(STORAGE_KEYS.selectedTenant) !== page.tenantSlug) {
      writeCookieMirror(STORAGE_KEYS.selectedTenant, page.tenantSlug);
    }
  }
  clearReloadMark();
  return false;
}

/**
 * A language or publication link (`data-language`, `data-tenant`): the choice is stored before
 * the server renders the next page. Delegated, so links an island draws later count too.
 */
export function enhanceChoiceLinks(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const language = link?.dataset.language;
    const tenant = link?.dataset.tenant;
    if (language) {
      writeLocal(STORAGE_KEYS.preferredLanguage, language);
      writeCookieMirror(STORAGE_KEYS.preferredLanguage, language);
    }
    if (tenant) {
      writeLocal(STORAGE_KEYS.selectedTenant, tenant);
      writeCookieMirror(STORAGE_KEYS.selectedTenant, tenant);
    }
  });
}
