import { STORAGE_KEYS } from '@helionews/contracts';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * localStorage throws in some privacy modes and when the quota is full; a reader must still be
 * able to read the news, so every access degrades to "nothing stored".
 */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Keys the server also needs to render the first byte right: the publication and the language.
 * localStorage stays the source of truth (SPEC section 3); a cookie of the same name mirrors it,
 * because the server cannot read localStorage.
 */
export const COOKIE_MIRRORED_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.selectedTenant,
  STORAGE_KEYS.preferredLanguage,
]);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const encoded = value === null ? '' : encodeURIComponent(value);
  const maxAge = value === null ? 0 : ONE_YEAR_SECONDS;
  document.cookie = `${name}=${encoded}; path=/; max-age=${maxAge}; samesite=lax`;
}

export function writeStorage(key: StorageKey, value: string): void {
  if (COOKIE_MIRRORED_KEYS.has(key)) writeCookie(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Preferences then last for this page view only.
  }
}

export function removeStorage(key: StorageKey): void {
  if (COOKIE_MIRRORED_KEYS.has(key)) writeCookie(key, null);
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored that we could remove.
  }
}

export function getAuthToken(): string | null {
  return readStorage(STORAGE_KEYS.authToken);
}

/**
 * The stored session is an external store that React reads with useSyncExternalStore: writes in
 * this tab notify directly (the 'storage' event only fires in other tabs), and signing in or out
 * in another tab reaches this one through that event.
 */
const sessionListeners = new Set<() => void>();

function notifySessionListeners(): void {
  for (const listener of sessionListeners) listener();
}

function subscribeToKeys(keys: readonly string[], onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared all of localStorage.
    if (event.key === null || keys.includes(event.key)) onChange();
  };
  sessionListeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    sessionListeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function subscribeToAuthToken(onChange: () => void): () => void {
  return subscribeToKeys([STORAGE_KEYS.authToken], onChange);
}

/** Follows the stored token and role, e.g. for the tenant provider's admin flag. */
export function subscribeToStoredSession(onChange: () => void): () => void {
  return subscribeToKeys(
    [STORAGE_KEYS.authToken, STORAGE_KEYS.token, STORAGE_KEYS.isAdmin],
    onChange,
  );
}

/**
 * SPEC section 3 names two token keys: `authToken` for reader calls and `token` for the tenant
 * list; both hold the same bearer token. `isAdmin` lets tenant loading know the role up front.
 */
export function storeSession(token: string, isAdmin: boolean): void {
  writeStorage(STORAGE_KEYS.authToken, token);
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.isAdmin, String(isAdmin));
  notifySessionListeners();
}

export function storeIsAdmin(isAdmin: boolean): void {
  if (readStorage(STORAGE_KEYS.isAdmin) === String(isAdmin)) return;
  writeStorage(STORAGE_KEYS.isAdmin, String(isAdmin));
  notifySessionListeners();
}

export function clearStoredSession(): void {
  removeStorage(STORAGE_KEYS.authToken);
  removeStorage(STORAGE_KEYS.token);
  removeStorage(STORAGE_KEYS.isAdmin);
  notifySessionListeners();
}

/** The bearer token of the tenant list call (SPEC section 7: the `token` key, not `authToken`). */
export function getTenantListToken(): string | null {
  return readStorage(STORAGE_KEYS.token);
}

/**
 * SPEC section 6: for tenant loading, an admin is whoever has the stored isAdmin flag together
 * with a stored token. The server still checks the role on every admin call.
 */
export function readStoredAdminFlag(): boolean {
  return readStorage(STORAGE_KEYS.isAdmin) === 'true' && Boolean(getTenantListToken());
}
