import {
  SOCIAL_LOGIN_MESSAGES,
  type SignInExchangeResponse,
  type SignInProviders,
} from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, securityEvents, users } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  nextClientAddress,
  registerReader,
  signInExchange,
  tenantRequests,
} from '../../test/auth.js';
import { createBackOffice, type CallerRole } from '../../test/factories.js';
import {
  browseToCallback,
  startFacebookServer,
  startOidcIssuer,
  type TestPerson,
} from './social-providers.test-support.js';

const GOOGLE = { client_id: 'alpha-google-client', client_secret: 'alpha-google-secret-1234' };
const FACEBOOK = { client_id: 'alpha-facebook-app', client_secret: 'alpha-facebook-secret-5678' };
const host = (slug: string) => `${slug}.example.org`;
const callbackOf = (slug: string, provider: string) =>
  `http://${host(slug)}/api/auth/social/${provider}/callback`;

let ctx: TestContext;
let tokens: Record<CallerRole, string>;
let google: Awaited<ReturnType<typeof startOidcIssuer>>;
let facebook: Awaited<ReturnType<typeof startFacebookServer>>;
const logged: string[] = [];

beforeAll(async () => {
  google = await startOidcIssuer([
    { ...GOOGLE, redirect_uris: [callbackOf('alpha', 'google'), callbackOf('beta', 'google')] },
  ]);
  facebook = await startFacebookServer(FACEBOOK);
  ctx = await createTestApp({
    oidc: { allowHosts: ['127.0.0.1'] },
    socialLogin: { googleIssuer: google.issuer, facebookEndpoints: facebook.endpoints },
    logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } },
  });
  ({ tokens } = await createBackOffice(ctx.database.db));
});
afterAll(async () => {
  await ctx.close();
  await google.close();
  await facebook.close();
});

const { call } = tenantRequests(() => ctx.app);
const configure = (
  settings: Partial<Record<'google' | 'facebook', object>>,
  tenant = 'alpha',
  token = tokens.tenantAdmin,
) =>
  call(
    'PUT',
    '/api/admin/sign-in-providers',
    token,
    {
      google: { enabled: false, client_id: '' },
      facebook: { enabled: false, client_id: '' },
      ...settings,
    },
    tenant,
  );
const enableBoth = () =>
  configure({ google: { enabled: true, ...GOOGLE }, facebook: { enabled: true, ...FACEBOOK } });

/** A browser's visit to the start route, on the publication's own host. */
const start = (provider: string, slug = 'alpha', query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/auth/social/${provider}/start${query}`,
    headers: { host: host(slug) },
    remoteAddress: nextClientAddress(),
  });
const stateCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'hn_social_state')?.value;

/** The provider's answer brought to the callback, with the browser's state cookie. */
const callback = (answer: URL, stateCookie: string | undefined, slug = 'alpha') =>
  ctx.app.inject({
    method: 'GET',
    url: `${answer.pathname}${answer.search}`,
    headers: {
      host: host(slug),
      ...(stateCookie ? { cookie: `hn_social_state=${stateCookie}` } : {}),
    },
    remoteAddress: nextClientAddress(),
  });

/** Start, the provider's pages, and the callback: the login page address it sends back to. */
async function signInAt(provider: 'google' | 'facebook', query = '') {
  const started = await start(provider, 'alpha', query);
  expect(started.statusCode).toBe(302);
  const answer = await browseToCallback(
    started.headers.location as string,
    callbackOf('alpha', provider),
  );
  const back = await callback(answer, stateCookieOf(started));
  expect(back.statusCode).toBe(302);
  return { location: new URL(back.headers.location as string, 'http://x'), answer, started };
}

const exchange = signInExchange(() => ctx.app);

let sequence = 0;
const person = (overrides: Partial<TestPerson> = {}): TestPerson => {
  sequence += 1;
  return {
    sub: `google-${sequence}`,
    email: `social${sequence}-${Date.now()}@example.org`,
    email_verified: true,
    name: `Social Reader ${sequence}`,
    ...overrides,
  };
};
const userByEmail = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('sign-in provider settings', () => {
  it('admits tenant admins and platform admins only', async () => {
    for (const role of ['reader', 'contributor', 'editor'] as const) {
      expect((await call('GET', '/api/admin/sign-in-providers', tokens[role])).statusCode).toBe(
        403,
      );
      expect((await configure({}, 'alpha', tokens[role])).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/sign-in-providers')).statusCode).toBe(401);
    expect((await configure({}, 'alpha', tokens.platformAdmin)).statusCode).toBe(200);
  });

  it('stores the secret write-only and audits the change without it', async () => {
    const saved = await enableBoth();
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(GOOGLE.client_secret);
    const read = await call('GET', '/api/admin/sign-in-providers', tokens.tenantAdmin);
    expect(read.body).not.toContain(GOOGLE.client_secret);
    expect(read.body).not.toContain(FACEBOOK.client_secret);
    expect(read.json<SignInProviders>()).toEqual({
      google: {
        enabled: true,
        client_id: GOOGLE.client_id,
        client_secret_set: true,
        callback_url: 'http://localhost:80/api/auth/social/google/callback',
      },
      facebook: {
        enabled: true,
        client_id: FACEBOOK.client_id,
        client_secret_set: true,
        callback_url: 'http://localhost:80/api/auth/social/facebook/callback',
      },
    });
    // A save without a secret keeps the stored one.
    const kept = await configure({
      google: { enabled: true, client_id: GOOGLE.client_id, client_secret: '' },
      facebook: { enabled: true, client_id: FACEBOOK.client_id },
    });
    expect(kept.json<SignInProviders>().google.client_secret_set).toBe(true);

    const rows = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.entityType, 'sign_in_providers'));
    expect(rows.length).toBeGreaterThan(0);
    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'sign_in_providers_changed'));
    expect(events.length).toBeGreaterThan(0);
    const everything = JSON.stringify([rows, events]) + logged.join('\n');
    expect(everything).not.toContain(GOOGLE.client_secret);
    expect(everything).not.toContain(FACEBOOK.client_secret);
  });

  it('refuses to enable a provider without its client ID and secret', async () => {
    const response = await configure(
      { google: { enabled: true, client_id: 'only-an-id' } },
      'beta',
      tokens.platformAdmin,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toContain(SOCIAL_LOGIN_MESSAGES.incomplete);
  });
});

describe('reader sign-in with Google (OpenID Connect)', () => {
  beforeAll(async () => {
    expect((await enableBoth()).statusCode).toBe(200);
  });

  it('tells the login page which providers are set up, per publication', async () => {
    const alpha = await call('GET', '/api/auth/social/providers');
    expect(alpha.json()).toEqual({ google: true, facebook: true });
    const beta = await call('GET', '/api/auth/social/providers', undefined, undefined, 'beta');
    expect(beta.json()).toEqual({ google: false, facebook: false });
  });

  it('makes a new account from a verified email and signs it in through the one-time code', async () => {
    const who = person();
    google.signInAs(who);
    const { location, started } = await signInAt('google', '?return_to=/story/12');
    const authorize = new URL(started.headers.location as string);
    expect(authorize.origin).toBe(google.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(callbackOf('alpha', 'google'));

    expect(location.pathname).toBe('/login');
    const code = location.searchParams.get('sign_in_code');
    expect(code).toBeTruthy();
    expect(location.search).not.toContain('access_token');
    const session = await exchange(code as string);
    expect(session.statusCode).toBe(200);
    const body = session.json<SignInExchangeResponse>();
    expect(body.user.email).toBe(who.email);
    expect(body.return_to).toBe('/story/12');
    expect(body.access_token).toBeTruthy();
    // The code works once.
    expect((await exchange(code as string)).statusCode).toBe(400);
  });

  it('links an existing account by its email', async () => {
    const reader = await registerReader(ctx.app, { tenant: 'alpha' });
    google.signInAs(person({ email: reader.email.toUpperCase() }));
    const { location } = await signInAt('google');
    const session = await exchange(location.searchParams.get('sign_in_code') as string);
    expect(session.json<SignInExchangeResponse>().user.id).toBe(reader.user.id);
  });

  it('refuses an email the provider has not verified, and makes no account', async () => {
    const who = person({ email_verified: false });
    google.signInAs(who);
    const { location } = await signInAt('google');
    expect(location.searchParams.get('sign_in_error')).toBe('email_unverified');
    expect(location.searchParams.get('sign_in_code')).toBeNull();
    expect(await userByEmail(who.email as string)).toBeUndefined();
    const [event] = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'login_failure')));
    expect(event).toBeDefined();
  });

  it('refuses a replayed, a wrong and a cookieless state', async () => {
    google.signInAs(person());
    const started = await start('google');
    const answer = await browseToCallback(
      started.headers.location as string,
      callbackOf('alpha', 'google'),
    );
    // Another browser (no cookie) cannot use the answer.
    const cookieless = await callback(answer, undefined);
    expect(cookieless.headers.location).toBe('/login?sign_in_error=expired');
    // A state that is not the one the flow started with.
    const forged = new URL(answer);
    forged.searchParams.set('state', 'forged-state');
    expect((await callback(forged, 'forged-state')).headers.location).toBe(
      '/login?sign_in_error=expired',
    );
    const first = await callback(answer, stateCookieOf(started));
    expect(first.headers.location).toMatch(/sign_in_code=/);
    const replay = await callback(answer, stateCookieOf(started));
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe('/login?sign_in_error=expired');
  });

  it("never uses one publication's setup or flow on another", async () => {
    const refused = await start('google', 'beta');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: SOCIAL_LOGIN_MESSAGES.notConfigured.google });
    // A flow alpha started, brought back on beta's host, finds nothing there.
    google.signInAs(person());
    const started = await start('google');
    const answer = await browseToCallback(
      started.headers.location as string,
      callbackOf('alpha', 'google'),
    );
    const onBeta = await callback(answer, stateCookieOf(started), 'beta');
    expect(onBeta.headers.location).toBe('/login?sign_in_error=expired');
  });

  it('comes back to the /tenant/{slug} login page of a publication chosen by its cookie', async () => {
    google.signInAs(person());
    // The platform's own host, the publication named by the selectedTenant cookie.
    const started = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/social/google/start',
      headers: { host: 'localhost', cookie: 'selectedTenant=alpha' },
    });
    expect(started.statusCode).toBe(302);
    const state = new URL(started.headers.location as string).searchParams.get('state');
    const answer = new URL('http://localhost/api/auth/social/google/callback');
    answer.searchParams.set('error', 'access_denied');
    answer.searchParams.set('state', state ?? '');
    const back = await ctx.app.inject({
      method: 'GET',
      url: `${answer.pathname}${answer.search}`,
      headers: {
        host: 'localhost',
        cookie: `selectedTenant=alpha; hn_social_state=${stateCookieOf(started) ?? ''}`,
      },
    });
    expect(back.headers.location).toBe('/tenant/alpha/login?sign_in_error=denied');
  });

  it("answers SPEC's message once a provider is disabled", async () => {
    await configure({
      google: { enabled: false, client_id: GOOGLE.client_id },
      facebook: { enabled: true, client_id: FACEBOOK.client_id },
    });
    const refused = await start('google');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      detail: 'Google OAuth not implemented yet. Please use email/password login.',
    });
    expect((await call('GET', '/api/auth/social/providers')).json()).toEqual({
      google: false,
      facebook: true,
    });
    await enableBoth();
  });
});

describe('reader sign-in with Facebook (OAuth 2)', () => {
  beforeAll(async () => {
    expect((await enableBoth()).statusCode).toBe(200);
  });

  it('makes an account from the profile email, with PKCE and the state checked', async () => {
    const email = `fb-${Date.now()}@example.org`;
    facebook.signInAs({ id: '1001', name: 'Facebook Reader', email });
    const { location, started } = await signInAt('facebook');
    const dialog = new URL(started.headers.location as string);
    expect(dialog.searchParams.get('code_challenge')).toBeTruthy();
    expect(dialog.searchParams.get('scope')).toBe('email public_profile');
    const session = await exchange(location.searchParams.get('sign_in_code') as string);
    expect(session.statusCode).toBe(200);
    expect(session.json<SignInExchangeResponse>().user.email).toBe(email);
    expect((await userByEmail(email))?.displayName).toBe('Facebook Reader');
  });

  it('refuses a profile without an email', async () => {
    facebook.signInAs({ id: '1002', name: 'No Email' });
    const { location } = await signInAt('facebook');
    expect(location.searchParams.get('sign_in_error')).toBe('no_email');
  });

  it('sends a reader who declined back with the reason', async () => {
    const started = await start('facebook');
    const state = new URL(started.headers.location as string).searchParams.get('state') ?? '';
    const answer = new URL(callbackOf('alpha', 'facebook'));
    answer.searchParams.set('error', 'access_denied');
    answer.searchParams.set('error_reason', 'user_denied');
    answer.searchParams.set('state', state);
    const back = await callback(answer, stateCookieOf(started));
    expect(back.headers.location).toBe('/login?sign_in_error=denied');
  });

  it('answers a 302 for anything a provider may send, never a 500', async () => {
    const back = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/social/facebook/callback?code=x&state=y&unknown=z',
      headers: { host: host('alpha'), cookie: 'hn_social_state=y' },
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/login?sign_in_error=expired');
    expect(logged.join('\n')).not.toMatch(/code=x|state=y/);
  });
});

describe('a provider that cannot be reached', () => {
  let down: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 9 of 127.0.0.1 (discard): Google's discovery fails.
    down = await createTestApp({
      oidc: { allowHosts: ['127.0.0.1'] },
      socialLogin: { googleIssuer: 'http://127.0.0.1:9' },
    });
    const { tokens: downTokens } = await createBackOffice(down.database.db);
    const saved = await down.app.inject({
      method: 'PUT',
      url: '/api/admin/sign-in-providers',
      headers: { 'x-tenant-id': 'alpha', authorization: `Bearer ${downTokens.tenantAdmin}` },
      payload: {
        google: { enabled: true, ...GOOGLE },
        facebook: { enabled: false, client_id: '' },
      },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => down.close());

  it('sends the browser back to the login page with the reason, not an error page', async () => {
    const started = await down.app.inject({
      method: 'GET',
      url: '/api/auth/social/google/start',
      headers: { host: host('alpha') },
    });
    expect(started.statusCode).toBe(302);
    expect(started.headers.location).toBe('/login?sign_in_error=provider_failed');
    expect(stateCookieOf(started)).toBeUndefined();
  });
});
