import { MEMBERSHIP_API_PATHS, STORAGE_KEYS } from '@helionews/contracts';
import {
  CHECKOUT_ERROR_ATTRIBUTE,
  CHECKOUT_FAILED_ATTRIBUTE,
  CHECKOUT_FORM_ATTRIBUTE,
  CHECKOUT_LOGIN_ATTRIBUTE,
} from '@/features/reader/membership/checkout-form';
import { readStorage } from '@/lib/storage';
import { readerFetch } from './api';

function bearer(): string | null {
  return readStorage(STORAGE_KEYS.authToken) || readStorage(STORAGE_KEYS.token);
}

/**
 * The pricing page's Subscribe forms (issue 33) with a session: the session is a bearer token
 * the browser holds, which a plain form post cannot carry, so the form's fields go as JSON with
 * it and the reader is sent to the Checkout address the server answers. Without a session the
 * reader goes to sign in first (and comes back to the page); without script the form posts as
 * it is.
 */
export function enhanceMembershipCheckout(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${CHECKOUT_FORM_ATTRIBUTE}]`)) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const token = bearer();
      const login = form.getAttribute(CHECKOUT_LOGIN_ATTRIBUTE);
      if (!token) {
        if (login) window.location.assign(login);
        return;
      }
      const fields = new FormData(form);
      const error = form.querySelector<HTMLElement>(`[${CHECKOUT_ERROR_ATTRIBUTE}]`);
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (error) error.textContent = '';
      button?.setAttribute('disabled', '');
      void readerFetch(MEMBERSHIP_API_PATHS.checkout, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          tier_id: Number(fields.get('tier_id')),
          interval: String(fields.get('interval') ?? ''),
        }),
      })
        .then(async (response) => {
          const body = (await response.json().catch(() => null)) as {
            url?: unknown;
            detail?: unknown;
          } | null;
          if (response.ok && typeof body?.url === 'string') {
            window.location.assign(body.url);
            return;
          }
          if (response.status === 401 && login) {
            window.location.assign(login);
            return;
          }
          throw new Error(typeof body?.detail === 'string' ? body.detail : '');
        })
        .catch((failure: unknown) => {
          button?.removeAttribute('disabled');
          if (error) {
            const detail = failure instanceof Error ? failure.message : '';
            error.textContent = detail || form.getAttribute(CHECKOUT_FAILED_ATTRIBUTE) || '';
          }
        });
    });
  }
}
