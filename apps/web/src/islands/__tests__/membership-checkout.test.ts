import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { enhanceMembershipCheckout } from '../plain/membership-checkout';

/** The pricing page's form for one tier, as the server renders it (ssr/membership-pages.test.ts). */
function renderForm() {
  document.body.innerHTML = `
    <script type="application/json" id="hn-page">${JSON.stringify({
      tenantSlug: 'space',
      tenantFromAddress: true,
      hostname: 'localhost',
      language: 'en',
      renderedAt: '2026-01-01T00:00:00.000Z',
      analytics: false,
      branding: null,
      dateDisplay: { format: 'relative' },
    })}</script>
    <form data-membership-checkout data-login-href="/tenant/space/login?returnTo=/tenant/space/membership"
      data-failed-text="Checkout could not be opened. Try again."
      action="/api/membership/checkout" method="post">
      <input type="hidden" name="tier_id" value="5"/>
      <input type="radio" name="interval" value="month"/>
      <input type="radio" name="interval" value="year" checked/>
      <button type="submit">Subscribe to Supporter</button>
      <p role="alert" data-checkout-error></p>
    </form>`;
  enhanceMembershipCheckout(document);
  const form = document.querySelector('form') as HTMLFormElement;
  return {
    submit: () => form.requestSubmit(),
    error: () => document.querySelector('[data-checkout-error]')?.textContent,
  };
}

function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe('the pricing page’s Subscribe forms, plain', () => {
  it('send the choice as JSON with the reader’s session, then go to Checkout', async () => {
    window.localStorage.setItem('authToken', 'token-1');
    const assign = stubAssign();
    const api = mockApi({
      '/api/membership/checkout': { url: 'https://checkout.stripe.test/c/pay/1' },
    });
    renderForm().submit();

    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/1'),
    );
    const [request] = api.requestsTo('/api/membership/checkout');
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({ tier_id: 5, interval: 'year' });
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request?.headers.get('X-Tenant-ID')).toBe('space');
  });

  it('send a reader without a session to sign in first, calling nothing', () => {
    const assign = stubAssign();
    const api = mockApi({});
    renderForm().submit();
    expect(assign).toHaveBeenCalledWith('/tenant/space/login?returnTo=/tenant/space/membership');
    expect(api.requestsTo('/api/membership/checkout')).toHaveLength(0);
  });

  it('show the server’s sentence when Checkout is refused, and stay', async () => {
    window.localStorage.setItem('authToken', 'token-1');
    const assign = stubAssign();
    mockApi({
      '/api/membership/checkout': jsonResponse(
        { detail: 'You already have a paid membership' },
        409,
      ),
    });
    const page = renderForm();
    page.submit();
    await vi.waitFor(() => expect(page.error()).toBe('You already have a paid membership'));
    expect(assign).not.toHaveBeenCalled();
    expect(document.querySelector('button')).not.toBeDisabled();
  });
});
