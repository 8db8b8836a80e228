import Stripe from 'stripe';

/**
 * The Stripe API as membership uses it: one client per publication's secret key. Injectable, so
 * that tests point it at a local fake (STRIPE_API_BASE, tests only: ADR 031).
 */
export type StripeClientFactory = (secretKey: string) => Stripe;

/** Where the clients send their calls: api.stripe.com, or (tests only) the origin given. */
export function createStripeClientFactory(apiBase: string | null): StripeClientFactory {
  const target = apiBase ? new URL(apiBase) : null;
  const endpoint = target
    ? {
        host: target.hostname,
        port: target.port || (target.protocol === 'https:' ? '443' : '80'),
        protocol: target.protocol === 'https:' ? ('https' as const) : ('http' as const),
      }
    : {};
  return (secretKey) =>
    new Stripe(secretKey, {
      ...endpoint,
      // A reader waits on Checkout: fail fast (502) rather than hang the request.
      maxNetworkRetries: target ? 0 : 1,
      timeout: 10_000,
      telemetry: false,
      appInfo: { name: 'HelioNews' },
    });
}

/** Verifies a webhook's signature without calling Stripe (no key needed). */
export const stripeWebhooks: Stripe['webhooks'] = new Stripe('sk_test_signature_only', {
  telemetry: false,
}).webhooks;

/** Stripe's own error classes: any of them means Stripe could not do what was asked. */
export const isStripeError = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeError;

export type StripeEvent = Stripe.Event;
export type StripeSubscription = Stripe.Subscription;
export type StripeCheckoutSession = Stripe.Checkout.Session;
export type StripeInvoice = Stripe.Invoice;
