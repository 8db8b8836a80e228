import { LANGUAGES, STORAGE_KEYS } from '@helionews/contracts';
import { pageData } from './page-data';
import { readStorage, writeCookie, writeStorage, type StorageKey } from '@/lib/storage';
import { readCookie } from './session';

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
 * What the address says of a choice for this page: nothing, a choice for this page only
 * (`?lng=`, the hreflang alternates), or one to keep (a /tenant/{slug} prefix, a host name).
 */
type AddressChoice = 'none' | 'this-page' | 'kept';

/**
 * Follows one stored choice (SPEC section 3's localStorage key, mirrored in a cookie of the same
 * name for the server). A stored value the server did not render is mirrored and the page asked
 * for again, once; otherwise the page's value becomes the stored one, as SPEC section 4 stores
 * the tenant on success. True when the page is being reloaded.
 */
function followStored(
  key: StorageKey,
  stored: string | null,
  pageValue: string,
  address: AddressChoice,
): boolean {
  if (stored !== null && stored !== pageValue) {
    if (address === 'this-page') return false;
    if (address === 'none') {
      writeCookie(key, stored);
      if (reloadOnce(`${key}:${stored}`)) return true;
      // The server would not take it (cookies refused): the page's value is the choice.
    }
  }
  if (stored !== pageValue) writeStorage(key, pageValue);
  else if (readCookie(key) !== pageValue) writeCookie(key, pageValue);
  return false;
}

/** Brings the stored language and publication and the server's page into line (see above). */
export function syncStoredPreferences(): boolean {
  const page = pageData();
  if (!page) return false;
  const storedLanguage = readStorage(STORAGE_KEYS.preferredLanguage);
  const language =
    storedLanguage && (LANGUAGES as readonly string[]).includes(storedLanguage)
      ? storedLanguage
      : null;
  const lngInAddress = new URLSearchParams(window.location.search).has('lng');
  if (
    followStored(
      STORAGE_KEYS.preferredLanguage,
      language,
      page.language,
      lngInAddress ? 'this-page' : 'none',
    )
  ) {
    return true;
  }
  const tenant = readStorage(STORAGE_KEYS.selectedTenant)?.trim().toLowerCase() || null;
  if (
    followStored(
      STORAGE_KEYS.selectedTenant,
      tenant,
      page.tenantSlug,
      page.tenantFromAddress ? 'kept' : 'none',
    )
  ) {
    return true;
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
    // writeStorage also writes the cookie mirror the server reads.
    if (language) writeStorage(STORAGE_KEYS.preferredLanguage, language);
    if (tenant) writeStorage(STORAGE_KEYS.selectedTenant, tenant);
  });
}
