import { API_BASE, API_PATHS, STORAGE_KEYS } from '@helionews/contracts';
import { clearStoredSession, readStorage } from '@/lib/storage';

/** A cookie's value, as the page sees it. */
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

function bearer(): string | null {
  return readStorage(STORAGE_KEYS.authToken) || readStorage(STORAGE_KEYS.token);
}

/** A session in this browser (SPEC section 3's keys), or an admin's when `admin`. */
export function hasSession(kind: 'signed-in' | 'admin' = 'signed-in'): boolean {
  const signedIn = Boolean(bearer());
  return kind === 'admin' ? signedIn && readStorage(STORAGE_KEYS.isAdmin) === 'true' : signedIn;
}

function forgetSession(): void {
  clearStoredSession();
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
      .then(async (response) => {
        if (response.status === 401) forgetSession();
        // Only the status matters, but a body left unread keeps the request open in Chromium and
        // the page never reaches network idle (issue 30): it is read to its end and dropped.
        await response.arrayBuffer();
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
