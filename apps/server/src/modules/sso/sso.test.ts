import type { SignInExchangeResponse, SsoSettings } from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  memberships,
  securityEvents,
  ssoFlows,
  users,
  type TenantRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, nextClientAddress, registerReader, signInExchange } from '../../test/auth.js';
import { createMember, createTenant, createUserWithSession } from '../../test/factories.js';
import {
  startTestProvider,
  type ProviderAccount,
  type TestProvider,
} from './sso.provider.test-support.js';

/**
 * Single sign-on against a real oidc-provider on 127.0.0.1: the app redirects to it, the test's
 * browser signs in there, and the provider's redirect comes back to the callback through inject.
 */
const SITE = 'localhost';
const CALLBACK = `http://${SITE}/api/auth/sso/callback`;

let ctx: TestContext;
let idp: TestProvider;
let alpha: TenantRow;
let beta: TenantRow;
let alphaAdmin: string;
let betaAdmin: string;

const settingsFor = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  display_name: 'Okta',
  issuer: idp.issuer,
  client_id: idp.clientId,
  client_secret: idp.clientSecret,
  allowed_domains: ['alpha.example'],
  role_claim: 'groups',
  role_mapping: [
    { value: 'newsroom-editors', role: 'editor' },
    { value: 'newsroom-admins', role: 'admin' },
    { value: 'freelancers', role: 'contributor' },
  ],
  sso_only: false,
  ...overrides,
});

const putSettings = (token: string, tenant: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/sso',
    headers: { ...bearer(token), 'x-tenant-id': tenant },
    payload,
  });

let serial = 0;
const person = (overrides: Partial<ProviderAccount> = {}): ProviderAccount => {
  serial += 1;
  return {
    sub: `person-${serial}`,
    email: `person${serial}@alpha.example`,
    email_verified: true,
    name: `Person ${serial}`,
    groups: ['newsroom-editors'],
    ...overrides,
  };
};

/** GET .../start: the provider's authorization URL the app redirects to. */
async function start(tenant = 'alpha', returnTo = '/admin/articles') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/sso/${tenant}/start?return_to=${encodeURIComponent(returnTo)}`,
    headers: { host: SITE },
  });
  expect(response.statusCode).toBe(302);
  return String(response.headers.location);
}

/** The provider's redirect, brought back to the callback as the browser would. */
async function callback(redirect: URL) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${redirect.pathname}${redirect.search}`,
    headers: { host: SITE },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location), `http://${SITE}`);
}

/** A whole sign-in as `account`: the location the callback ends on. */
async function signIn(account: ProviderAccount, tenant = 'alpha') {
  idp.signInAs(account);
  return callback(await idp.authorize(await start(tenant)));
}

const exchange = signInExchange(() => ctx.app);

async function userByEmail(email: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The account of an email, which must exist. */
async function accountOf(email: string) {
  const row = await userByEmail(email);
  if (!row) throw new Error(`no account ${email}`);
  return row;
}

/** The one-time code a callback ended on, which must be there. */
function codeOf(landed: URL) {
  const code = landed.searchParams.get('sso_code');
  if (!code) throw new Error(`no code: ${landed.toString()}`);
  return code;
}

async function roleOf(tenantId: number, userId: number) {
  const [row] = await ctx.database.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
  return row?.role ?? null;
}

const ssoRefusals = async (reason: string) =>
  (await ctx.database.db.select().from(securityEvents)).filter(
    (row) =>
      row.type === 'login_failure' && row.details.via === 'sso' && row.details.reason === reason,
  );

beforeAll(async () => {
  ctx = await createTestApp({ oidc: { allowHosts: ['127.0.0.1'] } });
  await createTenant(ctx.database.db, { slug: 'helionews' });
  alpha = await createTenant(ctx.database.db, { slug: 'alpha' });
  beta = await createTenant(ctx.database.db, { slug: 'beta' });
  alphaAdmin = (await createMember(ctx.database.db, alpha.id, 'admin')).token;
  betaAdmin = (await createMember(ctx.database.db, beta.id, 'admin')).token;
  idp = await startTestProvider([CALLBACK]);
  expect((await putSettings(alphaAdmin, 'alpha', settingsFor())).statusCode).toBe(200);
});
afterAll(async () => {
  await idp.close();
  await ctx.close();
});

describe('single sign-on through a real OpenID Connect provider', () => {
  it('signs a new staff member in: account made, role mapped, code exchanged for a working session', async () => {
    const account = person({ groups: ['newsroom-editors', 'unrelated'] });
    const authorization = new URL(await start());
    expect(authorization.origin).toBe(idp.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(authorization.searchParams.get('redirect_uri')).toBe(CALLBACK);

    idp.signInAs(account);
    const landed = await callback(await idp.authorize(authorization.toString()));
    expect(landed.pathname).toBe('/admin/login');
    const code = codeOf(landed);
    expect(landed.searchParams.has('access_token')).toBe(false);

    const user = await accountOf(account.email);
    expect(await roleOf(alpha.id, user.id)).toBe('editor');

    const exchanged = await exchange(code);
    expect(exchanged.statusCode).toBe(200);
    const session = exchanged.json<SignInExchangeResponse>();
    expect(session.return_to).toBe('/admin/articles');
    expect(session.user.email).toBe(account.email);
    const articles = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/articles',
      headers: { ...bearer(session.access_token), 'x-tenant-id': 'alpha' },
    });
    expect(articles.statusCode).toBe(200);
    // The code works once.
    expect((await exchange(code)).statusCode).toBe(400);

    const signIns = await ctx.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.tenantId, alpha.id), eq(activities.actorId, user.id)));
    expect(signIns.some((row) => row.action === 'sign_in' && row.details.via === 'sso')).toBe(true);
  });

  it('gives the highest mapped role when several groups map', async () => {
    const account = person({ groups: ['freelancers', 'newsroom-admins'] });
    expect((await signIn(account)).searchParams.get('sso_code')).toBeTruthy();
    expect(await roleOf(alpha.id, (await accountOf(account.email)).id)).toBe('admin');
  });

  it('refuses an unknown state, and a state already used', async () => {
    const unknown = await callback(new URL(`${CALLBACK}?code=anything&state=not-a-flow`));
    expect(unknown.searchParams.get('sso_error')).toBe('invalid_state');

    const account = person();
    idp.signInAs(account);
    const redirect = await idp.authorize(await start());
    expect((await callback(redirect)).searchParams.get('sso_code')).toBeTruthy();
    // The same callback again: the flow is used up.
    expect((await callback(redirect)).searchParams.get('sso_error')).toBe('invalid_state');
    expect((await ssoRefusals('invalid_state')).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an expired flow', async () => {
    const account = person();
    idp.signInAs(account);
    const redirect = await idp.authorize(await start());
    await ctx.database.db.update(ssoFlows).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await callback(redirect)).searchParams.get('sso_error')).toBe('invalid_state');
    expect(await userByEmail(account.email)).toBeUndefined();
  });

  it('refuses an id_token whose nonce is not the flow’s (a code injected from another request)', async () => {
    const account = person();
    idp.signInAs(account);
    const authorization = new URL(await start());
    // Same state and PKCE challenge, another nonce: the provider signs that nonce into the id_token.
    authorization.searchParams.set('nonce', 'an-attackers-nonce');
    const landed = await callback(await idp.authorize(authorization.toString()));
    expect(landed.searchParams.get('sso_error')).toBe('provider_error');
    expect(await userByEmail(account.email)).toBeUndefined();
  });

  it('refuses a code of another flow (its PKCE verifier is not this one’s)', async () => {
    idp.signInAs(person());
    const first = await idp.authorize(await start());
    const second = new URL(await start());
    // The first flow's code with the second flow's state.
    const replay = new URL(first);
    replay.searchParams.set('state', second.searchParams.get('state') ?? '');
    expect((await callback(replay)).searchParams.get('sso_error')).toBe('provider_error');
  });

  it('refuses an email of a domain not allowed, with a security event', async () => {
    const account = person({ email: `outsider${serial}@elsewhere.example` });
    const landed = await signIn(account);
    expect(landed.searchParams.get('sso_error')).toBe('domain_not_allowed');
    expect(await userByEmail(account.email)).toBeUndefined();
    const events = await ssoRefusals('domain_not_allowed');
    expect(
      events.some((row) => row.details.email === account.email && row.tenantId === alpha.id),
    ).toBe(true);
  });

  it('refuses an email the provider has not verified', async () => {
    const account = person({ email_verified: false });
    expect((await signIn(account)).searchParams.get('sso_error')).toBe('email_not_verified');
    expect(await userByEmail(account.email)).toBeUndefined();
  });

  it('removes the role here when its group is removed at the provider, and no other role', async () => {
    const account = person({ groups: ['newsroom-editors'] });
    await signIn(account);
    const user = await accountOf(account.email);
    await ctx.database.db
      .insert(memberships)
      .values({ tenantId: beta.id, userId: user.id, role: 'editor' });
    expect(await roleOf(alpha.id, user.id)).toBe('editor');

    account.groups = ['unrelated'];
    const landed = await signIn(account);
    expect(landed.searchParams.get('sso_error')).toBe('no_role');
    expect(await roleOf(alpha.id, user.id)).toBeNull();
    // Another publication's role and the platform flag are not this sign-in's business.
    expect(await roleOf(beta.id, user.id)).toBe('editor');
    expect((await accountOf(account.email)).isAdmin).toBe(false);

    account.groups = ['freelancers'];
    expect((await signIn(account)).searchParams.get('sso_code')).toBeTruthy();
    expect(await roleOf(alpha.id, user.id)).toBe('contributor');
  });

  it('links an existing account by its verified email', async () => {
    const reader = await registerReader(ctx.app, {
      tenant: 'alpha',
      email: `reader${Date.now()}@alpha.example`,
    });
    const before = await accountOf(reader.email);
    const landed = await signIn(person({ email: reader.email }));
    const code = codeOf(landed);
    const session = (await exchange(code)).json<SignInExchangeResponse>();
    expect(session.user.id).toBe(before.id);
    expect(await roleOf(alpha.id, before.id)).toBe('editor');
  });

  it("keeps tenant A's sign-in on tenant A: its code does not open a session on B", async () => {
    await putSettings(betaAdmin, 'beta', settingsFor({ allowed_domains: ['beta.example'] }));
    const account = person();
    const landed = await signIn(account, 'alpha');
    const code = codeOf(landed);
    expect((await exchange(code, 'beta')).statusCode).toBe(400);
    const user = await accountOf(account.email);
    expect(await roleOf(beta.id, user.id)).toBeNull();
    // B's provider settings allow only its domain: A's people are refused there.
    const other = person();
    expect((await signIn(other, 'beta')).searchParams.get('sso_error')).toBe('domain_not_allowed');
  });

  it('sends the browser back with a reason when SSO is off, and 404s an unknown publication', async () => {
    const off = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/sso/helionews/start',
      headers: { host: SITE },
    });
    expect(off.statusCode).toBe(302);
    expect(off.headers.location).toBe('/admin/login?sso_error=not_configured');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/auth/sso/nowhere' });
    expect(unknown.statusCode).toBe(404);
    const status = await ctx.app.inject({ method: 'GET', url: '/api/auth/sso/alpha' });
    expect(status.json()).toEqual({ enabled: true, display_name: 'Okta', sso_only: false });
  });

  it('keeps return_to to a back-office path on this site', async () => {
    for (const hostile of ['https://evil.example/admin', '//evil.example/admin', '/stories/1']) {
      idp.signInAs(person());
      const landed = await callback(await idp.authorize(await start('alpha', hostile)));
      const session = (await exchange(codeOf(landed))).json<SignInExchangeResponse>();
      expect(session.return_to).toBeNull();
    }
  });
});

describe('GET and PUT /api/admin/sso', () => {
  it('never answers the secret, and keeps it when omitted', async () => {
    const got = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/sso',
      headers: { ...bearer(alphaAdmin), 'x-tenant-id': 'alpha' },
    });
    expect(got.statusCode).toBe(200);
    expect(got.body).not.toContain(idp.clientSecret);
    const body = got.json<SsoSettings>();
    expect(body.client_secret_set).toBe(true);
    expect(body.redirect_uri).toMatch(/\/api\/auth\/sso\/callback$/);

    const { client_secret: _omitted, ...withoutSecret } = settingsFor({ display_name: 'Okta SSO' });
    const put = await putSettings(alphaAdmin, 'alpha', withoutSecret);
    expect(put.statusCode).toBe(200);
    expect(put.body).not.toContain(idp.clientSecret);
    // The stored secret still signs in.
    expect((await signIn(person())).searchParams.get('sso_code')).toBeTruthy();
    const events = await ctx.database.db.select().from(securityEvents);
    expect(
      events.some((row) => row.type === 'sso_settings_changed' && row.tenantId === alpha.id),
    ).toBe(true);
    expect(JSON.stringify(events)).not.toContain(idp.clientSecret);
    const audit = await ctx.database.db.select().from(activities);
    expect(
      audit.some((row) => row.entityType === 'sso_settings' && row.tenantId === alpha.id),
    ).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(idp.clientSecret);
    await putSettings(alphaAdmin, 'alpha', settingsFor());
  });

  it('validates: a secret the first time, https issuers, domains to enable, known roles', async () => {
    const fresh = await createTenant(ctx.database.db, { slug: `fresh${Date.now()}` });
    const admin = (await createMember(ctx.database.db, fresh.id, 'admin')).token;
    const { client_secret: _none, ...noSecret } = settingsFor();
    expect((await putSettings(admin, fresh.slug, noSecret)).statusCode).toBe(422);
    expect(
      (await putSettings(admin, fresh.slug, settingsFor({ issuer: 'http://idp.example.com' })))
        .statusCode,
    ).toBe(422);
    expect(
      (await putSettings(admin, fresh.slug, settingsFor({ allowed_domains: [] }))).statusCode,
    ).toBe(422);
    expect(
      (
        await putSettings(
          admin,
          fresh.slug,
          settingsFor({ role_mapping: [{ value: 'x', role: 'platform_admin' }] }),
        )
      ).statusCode,
    ).toBe(422);
    expect(
      (await putSettings(admin, fresh.slug, settingsFor({ allowed_domains: ['not a domain'] })))
        .statusCode,
    ).toBe(422);
  });

  it('admits tenant admins and platform admins only', async () => {
    const editor = (await createMember(ctx.database.db, alpha.id, 'editor')).token;
    const platform = (await createUserWithSession(ctx.database.db, { isAdmin: true })).token;
    const get = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/admin/sso',
        headers: { ...bearer(token), 'x-tenant-id': 'alpha' },
      });
    expect((await get(editor)).statusCode).toBe(403);
    expect((await get(platform)).statusCode).toBe(200);
  });
});

describe('SSO only', () => {
  it("refuses staff's password sign-in with sso_required, not readers'", async () => {
    const staff = await registerReader(ctx.app, { tenant: 'alpha' });
    const staffRow = await accountOf(staff.email);
    await ctx.database.db
      .insert(memberships)
      .values({ tenantId: alpha.id, userId: staffRow.id, role: 'editor' });
    const reader = await registerReader(ctx.app, { tenant: 'alpha' });
    const login = (who: { email: string; password: string }, tenant = 'alpha') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-tenant-id': tenant },
        remoteAddress: nextClientAddress(),
        payload: { email: who.email, password: who.password },
      });

    expect((await login(staff)).statusCode).toBe(200);
    await putSettings(alphaAdmin, 'alpha', settingsFor({ sso_only: true }));
    const refused = await login(staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'sso_required' });
    expect((await login(reader)).statusCode).toBe(200);
    // Another publication, where they are not staff under SSO only: the password works.
    expect((await login(staff, 'beta')).statusCode).toBe(200);
    const status = await ctx.app.inject({ method: 'GET', url: '/api/auth/sso/alpha' });
    expect(status.json()).toMatchObject({ sso_only: true });
    await putSettings(alphaAdmin, 'alpha', settingsFor());
    expect((await login(staff)).statusCode).toBe(200);
  });
});
