import { API_BASE, API_PATHS, STORAGE_KEYS } from '@helionews/contracts';

/** localStorage that may refuse (privacy modes, quota): reading then finds nothing. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The choice then lasts for this page view only.
  }
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that mirrors a localStorage key for the server (lib/storage.ts, same format). */
export function writeCookieMirror(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A session in this browser (SPEC section 3's keys), or an admin's when `admin`. */
export function hasSession(kind: 'signed-in' | 'admin' = 'signed-in'): boolean {
  const signedIn = Boolean(readLocal(STORAGE_KEYS.authToken) || readLocal(STORAGE_KEYS.token));
  return kind === 'admin' ? signedIn && readLocal(STORAGE_KEYS.isAdmin) === 'true' : signedIn;
}

const SESSION_KEYS = [STORAGE_KEYS.authToken, STORAGE_KEYS.token, STORAGE_KEYS.isAdmin] as const;

function bearer(): string | null {
  return readLocal(STORAGE_KEYS.authToken) || readLocal(STORAGE_KEYS.token);
}

function forgetSession(): void {
  for (const key of SESSION_KEYS) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored that we could remove.
    }
  }
  document.documentElement.removeAttribute('data-session');
}

/**
 * The account links follow `<html data-session>`, which the pre-paint script sets from the stored
 * token; here the token is checked with the server (a refused one ends the session, as the
 * application does), and Logout calls the server, clears the session and goes to /login
 * (SPEC section 2).
 */
export function enhanceSession(root: ParentNode, loginPath: string): void {
  const token = bearer();
  if (token) {
    void fetch(`${API_BASE}${API_PATHS.profile}`, {
      headers: { Authorization: `Bearer ${token}` },
      credentials: 'omit',
    })
      .then((response) => {
        if (response.status === 401) forgetSession();
      })
      .catch(() => undefined);
  }
  for (const button of root.querySelectorAll<HTMLElement>('[data-logout]')) {
    button.addEventListener('click', () => {
      const current = bearer();
      button.setAttribute('aria-busy', 'true');
      const request = current
        ? fetch(`${API_BASE}${API_PATHS.logout}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${current}` },
            credentials: 'omit',
          }).catch(() => undefined)
        : Promise.resolve();
      // The reader asked to leave: the local session ends whatever the server answered.
      void request.finally(() => {
        forgetSession();
        window.location.assign(loginPath);
      });
    });
  }
}
