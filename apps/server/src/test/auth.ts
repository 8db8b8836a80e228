import type { AuthResponse } from '@helionews/contracts';
import type { FastifyInstance } from 'fastify';

let sequence = 0;
let addressSequence = 0;

/**
 * A loopback address of its own for each simulated client, so that per-IP rate limits (20
 * registrations an hour...) apply to one test's requests and not to the whole file's.
 */
export function nextClientAddress(): string {
  addressSequence += 1;
  return `127.1.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`;
}

/** Registers a fresh reader through the API and returns the token and the credentials used. */
export async function registerReader(
  app: FastifyInstance,
  overrides: { email?: string; username?: string; password?: string; tenant?: string } = {},
) {
  sequence += 1;
  const credentials = {
    email: overrides.email ?? `reader${sequence}-${Date.now()}@example.org`,
    username: overrides.username ?? `reader_${sequence}_${Date.now().toString(36)}`,
    password: overrides.password ?? 'Lantern-harbor-47',
  };
  const headers = overrides.tenant ? { 'x-tenant-id': overrides.tenant } : {};
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: credentials,
    headers,
    remoteAddress: nextClientAddress(),
  });
  if (registered.statusCode !== 202) {
    throw new Error(`registration failed: ${registered.statusCode} ${registered.body}`);
  }
  // Registration answers alike for a new and a taken email (ADR 024): the new account signs in.
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: credentials.email, password: credentials.password },
    headers,
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in after registration failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json<AuthResponse>();
  return { ...credentials, token: body.access_token, user: body.user };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Requests to the test app as a back-office caller: `token` (none: anonymous) on the tenant the
 * x-tenant-id header names, `defaultTenant` unless another is given. `app` is read at each call
 * (the app of a file is made in its beforeAll).
 */
export function tenantRequests(app: () => FastifyInstance, defaultTenant = 'alpha') {
  const headers = (token?: string, tenant = defaultTenant) => ({
    'x-tenant-id': tenant,
    ...(token === undefined ? {} : bearer(token)),
  });
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
    tenant = defaultTenant,
  ) => app().inject({ method, url, headers: headers(token, tenant), ...(payload && { payload }) });
  return { headers, call };
}

/**
 * Requests to the test app's /api as clients send them: on the tenant `slug`, signed in with
 * `token` when given, each from an address of its own (nextClientAddress), so that per-IP limits
 * do not add up across a file. `app` is read at each call.
 */
export function clientRequests(app: () => FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    slug: string,
    token?: string,
    payload?: object,
  ) =>
    app().inject({
      method,
      url: `/api${url}`,
      headers: { 'x-tenant-id': slug, ...(token === undefined ? {} : bearer(token)) },
      remoteAddress: nextClientAddress(),
      ...(payload && { payload }),
    });
}

/**
 * POST requests to the test app as the auth suites send them: `url` in full, the `headers` given
 * (none: the default tenant), from an address of its own unless `remoteAddress` is named.
 * `app` is read at each call.
 */
export function postRequests(app: () => FastifyInstance) {
  return (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = nextClientAddress(),
  ) => app().inject({ method: 'POST', url, payload, headers, remoteAddress });
}

/**
 * Requests to the test app as the sign-in suites send them: `url` in full, signed in with `token`
 * when given, on `tenant` when named (none: the default tenant), from an address of its own
 * unless `from` names one. `app` is read at each call.
 */
export function accountRequests(app: () => FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; tenant?: string; payload?: object; from?: string } = {},
  ) =>
    app().inject({
      method,
      url,
      headers: {
        ...(options.token && bearer(options.token)),
        ...(options.tenant && { 'x-tenant-id': options.tenant }),
      },
      remoteAddress: options.from ?? nextClientAddress(),
      ...(options.payload && { payload: options.payload }),
    });
}

/**
 * `POST /api/auth/sso/exchange` on `tenant`, as the back-office and the reader login send the
 * one-time code a provider's sign-in ended with. `app` is read at each call.
 */
export function signInExchange(app: () => FastifyInstance) {
  return (code: unknown, tenant = 'alpha') =>
    app().inject({
      method: 'POST',
      url: '/api/auth/sso/exchange',
      headers: { 'x-tenant-id': tenant },
      remoteAddress: nextClientAddress(),
      payload: { code },
    });
}
