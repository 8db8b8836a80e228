/**
 * A local fake of the Stripe API for tests and the Playwright journey (issue 33, ADR 031): the
 * calls membership makes (customers, Checkout Sessions, billing portal sessions), answered with
 * realistic JSON and recorded; a Checkout page whose "Pay" button completes the session and a
 * portal page whose "Cancel subscription" button asks to cancel, each sending the webhooks Stripe
 * would send, signed as Stripe signs them. Point the app at it with STRIPE_API_BASE (or the
 * `membership.stripeApiBase` option). Plain TypeScript on node:http (no test-runner imports), so
 * that e2e can import it too.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A request the fake received, its form body decoded to nested objects. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The secret key it was made with (Authorization: Bearer). */
  apiKey: string | null;
  body: Record<string, unknown>;
}

/** A webhook sent: the event, and the app's answer. */
export interface SentWebhook {
  event: FakeEvent;
  status: number;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: Record<string, unknown> };
}

/** Where webhooks go: a URL (POSTed with fetch), or a function (app.inject in route tests). */
export type WebhookDelivery =
  string | ((payload: string, signature: string) => Promise<number> | number);

export interface FakeStripeOptions {
  /** The publication's webhook secret (whsec_...) the events are signed with. */
  webhookSecret?: string;
  /** Where the events go; set later with `setWebhook`. */
  webhook?: WebhookDelivery;
  /**
   * The port on 127.0.0.1 (0, the default: whichever is free). The Playwright journey names a fixed
   * one, since the server it tests reads STRIPE_API_BASE once, before the journey starts the fake.
   */
  port?: number;
}

export interface FakeStripe {
  /** http://127.0.0.1:{port}: STRIPE_API_BASE. */
  readonly url: string;
  readonly requests: RecordedStripeRequest[];
  readonly webhooks: SentWebhook[];
  readonly customers: Map<string, Record<string, unknown>>;
  readonly sessions: Map<string, Record<string, unknown>>;
  readonly subscriptions: Map<string, Record<string, unknown>>;
  setWebhook(delivery: WebhookDelivery, secret?: string): void;
  /** An event signed with the webhook secret: its body and Stripe-Signature header. */
  signedEvent(
    type: string,
    object: Record<string, unknown>,
    options?: { id?: string; created?: number; secret?: string },
  ): { event: FakeEvent; payload: string; signature: string };
  /** Builds, signs and sends an event; the app's status. */
  sendEvent(
    type: string,
    object: Record<string, unknown>,
    options?: { id?: string; created?: number },
  ): Promise<SentWebhook>;
  /**
   * Completes a Checkout Session as its "Pay" button does; the subscription made. A session
   * without a customer (an anonymous Checkout) gets one, with the address typed on the page
   * (`email`), else the one the session was made with.
   */
  completeCheckout(sessionId: string, email?: string): Promise<Record<string, unknown>>;
  /** Asks to cancel at period end, as the portal's button does. */
  requestCancel(subscriptionId: string): Promise<Record<string, unknown>>;
  /** Ends a subscription (its period is over): customer.subscription.deleted. */
  endSubscription(subscriptionId: string): Promise<Record<string, unknown>>;
  /** A renewal's payment failed: invoice.payment_failed, then the subscription past_due. */
  failPayment(subscriptionId: string): Promise<Record<string, unknown>>;
  /** A subscription object as Stripe's events carry it (API 2025+: period on the item). */
  subscriptionObject(
    values: Partial<{
      id: string;
      customer: string;
      status: string;
      interval: 'month' | 'year';
      unitAmount: number;
      currency: string;
      currentPeriodEnd: number;
      cancelAtPeriodEnd: boolean;
      metadata: Record<string, string>;
    }>,
  ): Record<string, unknown>;
  close(): Promise<void>;
}

const API_VERSION = '2026-10-28.endive';
const DAY_SECONDS = 86_400;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=1`) back to nested objects; arrays of indexes too. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const child = node[part];
      if (typeof child !== 'object' || child === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return arraysOf(root) as Record<string, unknown>;
}

/** Objects whose keys are 0, 1, 2... become arrays. */
function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, child]) => [key, arraysOf(child)] as const,
  );
  if (entries.length > 0 && entries.every(([key], index) => key === String(index)))
    return entries.map(([, child]) => child);
  return Object.fromEntries(entries);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on 127.0.0.1 (a free port). */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const webhooks: SentWebhook[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const portals = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  let webhookSecret = options.webhookSecret ?? 'whsec_fakestripe0000';
  let delivery: WebhookDelivery | undefined = options.webhook;
  let base = '';
  // Events of one action must order: each is a second after the last one sent.
  let lastCreated = 0;
  const nextCreated = () => {
    lastCreated = Math.max(nowSeconds(), lastCreated + 1);
    return lastCreated;
  };

  const subscriptionObject: FakeStripe['subscriptionObject'] = (values) => {
    const id = values.id ?? newId('sub');
    const periodEnd =
      values.currentPeriodEnd ??
      nowSeconds() + (values.interval === 'year' ? 365 : 30) * DAY_SECONDS;
    return {
      id,
      object: 'subscription',
      customer: values.customer ?? newId('cus'),
      status: values.status ?? 'active',
      cancel_at_period_end: values.cancelAtPeriodEnd ?? false,
      canceled_at: null,
      ended_at: null,
      created: nowSeconds(),
      livemode: false,
      metadata: values.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            quantity: 1,
            current_period_start: periodEnd - (values.interval === 'year' ? 365 : 30) * DAY_SECONDS,
            current_period_end: periodEnd,
            price: {
              id: newId('price'),
              object: 'price',
              currency: values.currency ?? 'usd',
              unit_amount: values.unitAmount ?? 500,
              recurring: { interval: values.interval ?? 'month', interval_count: 1 },
              type: 'recurring',
            },
          },
        ],
      },
    };
  };

  const signedEvent: FakeStripe['signedEvent'] = (type, object, eventOptions = {}) => {
    const event: FakeEvent = {
      id: eventOptions.id ?? newId('evt'),
      object: 'event',
      type,
      created: eventOptions.created ?? nextCreated(),
      api_version: API_VERSION,
      livemode: false,
      data: { object: structuredClone(object) },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: eventOptions.secret ?? webhookSecret,
    });
    return { event, payload, signature };
  };

  const sendEvent: FakeStripe['sendEvent'] = async (type, object, eventOptions) => {
    const { event, payload, signature } = signedEvent(type, object, eventOptions);
    if (!delivery) throw new Error('fake Stripe: no webhook target (setWebhook)');
    let status: number;
    if (typeof delivery === 'string') {
      const answer = await fetch(delivery, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
        },
        body: payload,
      });
      status = answer.status;
    } else {
      status = await delivery(payload, signature);
    }
    const sent = { event, status };
    webhooks.push(sent);
    return sent;
  };

  const subscriptionOf = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`fake Stripe: no subscription ${id}`);
    return subscription;
  };

  const completeCheckout: FakeStripe['completeCheckout'] = async (sessionId, email) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe: no Checkout Session ${sessionId}`);
    if (!session.customer) {
      const address = email ?? (session.customer_email as string | null) ?? null;
      if (!address) throw new Error('fake Stripe: an anonymous Checkout needs an address');
      const customer = { id: newId('cus'), object: 'customer', email: address, metadata: {} };
      customers.set(customer.id, customer);
      Object.assign(session, { customer: customer.id, customer_details: { email: address } });
    }
    const lineItem = (session.line_items as Record<string, unknown>[] | undefined)?.[0];
    const priceData = (lineItem?.price_data ?? {}) as Record<string, unknown>;
    const recurring = (priceData.recurring ?? {}) as Record<string, unknown>;
    const metadata = (session.metadata ?? {}) as Record<string, string>;
    const subscription = subscriptionObject({
      customer: String(session.customer),
      interval: recurring.interval === 'year' ? 'year' : 'month',
      unitAmount: Number(priceData.unit_amount ?? 0),
      currency: String(priceData.currency ?? 'usd'),
      metadata: {
        ...metadata,
        ...((session.subscription_data as { metadata?: Record<string, string> } | undefined)
          ?.metadata ?? {}),
      },
    });
    subscriptions.set(String(subscription.id), subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
    });
    await sendEvent('checkout.session.completed', session);
    await sendEvent('customer.subscription.created', subscription);
    return subscription;
  };

  const requestCancel: FakeStripe['requestCancel'] = async (subscriptionId) => {
    const subscription = subscriptionOf(subscriptionId);
    subscription.cancel_at_period_end = true;
    subscription.canceled_at = nowSeconds();
    await sendEvent('customer.subscription.updated', subscription);
    return subscription;
  };

  const endSubscription: FakeStripe['endSubscription'] = async (subscriptionId) => {
    const subscription = subscriptionOf(subscriptionId);
    Object.assign(subscription, { status: 'canceled', ended_at: nowSeconds() });
    await sendEvent('customer.subscription.deleted', subscription);
    return subscription;
  };

  const failPayment: FakeStripe['failPayment'] = async (subscriptionId) => {
    const subscription = subscriptionOf(subscriptionId);
    const item = (subscription.items as { data: { price: Record<string, unknown> }[] }).data[0];
    await sendEvent('invoice.payment_failed', {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      billing_reason: 'subscription_cycle',
      amount_due: item?.price.unit_amount ?? 0,
      amount_paid: 0,
      currency: item?.price.currency ?? 'usd',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    });
    subscription.status = 'past_due';
    await sendEvent('customer.subscription.updated', subscription);
    return subscription;
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      'stripe-version': API_VERSION,
    });
    response.end(JSON.stringify(body));
  };
  const html = (response: ServerResponse, body: string) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  };
  const redirect = (response: ServerResponse, location: string) => {
    response.writeHead(303, { location });
    response.end();
  };
  const notFound = (response: ServerResponse) =>
    json(response, 404, {
      error: {
        type: 'invalid_request_error',
        message: 'No such resource',
        code: 'resource_missing',
      },
    });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    const method = request.method ?? 'GET';
    const text = method === 'POST' ? await readBody(request) : '';
    const authorization = request.headers.authorization ?? '';
    const body = url.pathname.startsWith('/v1/') ? decodeStripeForm(text) : {};
    if (url.pathname.startsWith('/v1/')) {
      requests.push({
        method,
        path: url.pathname,
        apiKey: /^Bearer (.+)$/.exec(authorization)?.[1] ?? null,
        body,
      });
      if (!authorization.startsWith('Bearer sk_') && !authorization.startsWith('Bearer rk_')) {
        return json(response, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
    }

    if (method === 'POST' && url.pathname === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        created: nowSeconds(),
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        livemode: false,
      };
      customers.set(customer.id, customer);
      return json(response, 200, customer);
    }
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = newId('cs');
      const lineItem = (body.line_items as Record<string, unknown>[] | undefined)?.[0];
      const priceData = (lineItem?.price_data ?? {}) as Record<string, unknown>;
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer ?? null,
        customer_email: body.customer_email ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        subscription_data: body.subscription_data ?? {},
        line_items: body.line_items ?? [],
        amount_total: Number(priceData.unit_amount ?? 0),
        currency: priceData.currency ?? 'usd',
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        subscription: null,
        url: `${base}/checkout/${id}`,
        created: nowSeconds(),
        livemode: false,
      };
      sessions.set(id, session);
      return json(response, 200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1] ?? '');
      return session ? json(response, 200, session) : notFound(response);
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
    if (method === 'GET' && subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1] ?? '');
      return subscription ? json(response, 200, subscription) : notFound(response);
    }
    if (method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = newId('bps');
      const portal = {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `${base}/portal/${id}`,
        created: nowSeconds(),
        livemode: false,
      };
      portals.set(id, portal);
      return json(response, 200, portal);
    }

    // The pages a reader's browser is sent to.
    const checkoutPage = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(url.pathname);
    if (checkoutPage) {
      const session = sessions.get(checkoutPage[1] ?? '');
      if (!session) return notFound(response);
      if (method === 'POST' && checkoutPage[2]) {
        const typed = new URLSearchParams(text).get('email')?.trim();
        await completeCheckout(String(session.id), typed || undefined);
        return redirect(
          response,
          String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id)),
        );
      }
      const item = (session.line_items as Record<string, unknown>[])[0] ?? {};
      const priceData = (item.price_data ?? {}) as {
        unit_amount?: string;
        currency?: string;
        recurring?: { interval?: string };
        product_data?: { name?: string };
      };
      return html(
        response,
        page(
          'Fake Stripe Checkout',
          `<p>${escapeHtml(priceData.product_data?.name ?? '')}: ${escapeHtml(String(priceData.unit_amount ?? ''))} ${escapeHtml(priceData.currency ?? '')} / ${escapeHtml(priceData.recurring?.interval ?? '')}</p>
<form method="post" action="/checkout/${escapeHtml(String(session.id))}/pay">${
            session.customer
              ? ''
              : `<label>Email <input type="email" name="email" required value="${escapeHtml(String(session.customer_email ?? ''))}"></label>`
          }<button type="submit">Pay</button></form>
<p><a href="${escapeHtml(String(session.cancel_url))}">Back</a></p>`,
        ),
      );
    }
    const portalPage = /^\/portal\/([\w-]+)(\/cancel)?$/.exec(url.pathname);
    if (portalPage) {
      const portal = portals.get(portalPage[1] ?? '');
      if (!portal) return notFound(response);
      const mine = [...subscriptions.values()].filter(
        (subscription) => subscription.customer === portal.customer,
      );
      const current = mine.find((subscription) => subscription.status !== 'canceled');
      if (method === 'POST' && portalPage[2]) {
        if (current) await requestCancel(String(current.id));
        return redirect(response, String(portal.return_url));
      }
      return html(
        response,
        page(
          'Fake Stripe customer portal',
          `${
            current
              ? `<p>Subscription ${escapeHtml(String(current.id))}${current.cancel_at_period_end ? ' (cancels at period end)' : ''}</p>
<form method="post" action="/portal/${escapeHtml(String(portal.id))}/cancel"><button type="submit">Cancel subscription</button></form>`
              : '<p>No subscription</p>'
          }
<p><a href="${escapeHtml(String(portal.return_url))}">Return</a></p>`,
        ),
      );
    }
    return notFound(response);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        json(response, 500, { error: { type: 'api_error', message: String(error) } });
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    webhooks,
    customers,
    sessions,
    subscriptions,
    setWebhook(target, secret) {
      delivery = target;
      if (secret) webhookSecret = secret;
    },
    signedEvent,
    sendEvent,
    completeCheckout,
    requestCancel,
    endSubscription,
    failPayment,
    subscriptionObject,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
