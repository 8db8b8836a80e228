import type { AuthResponse, MfaRequiredResponse, TotpSetupResponse } from '@helionews/contracts';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberships, securityEvents } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { accountRequests, nextClientAddress, registerReader } from '../../test/auth.js';
import { createTenant } from '../../test/factories.js';

/**
 * Issue 35 item 2: an authenticator app (TOTP) as second factor, recovery codes, and the two-step
 * sign-in, against a real database. The app's clock is real time plus `offset`, which the tests
 * move to reach the next 30-second step or the end of an mfa_token's five minutes; the codes are
 * computed here from the secret the setup answers, at the app's time.
 */
let offset = 0;
const appNow = () => Date.now() + offset;
let ctx: TestContext;
let tenantId: number;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(appNow()) });
  tenantId = (
    await createTenant(ctx.database.db, { slug: 'helionews', displayName: 'Helio Daily' })
  ).id;
});
afterAll(() => ctx.close());
afterEach(() => {
  offset = 0;
});

const STEP_MS = 30_000;
/** The app's code for `secret` at the app's time, `steps` steps later. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor((appNow() + steps * STEP_MS) / 1000) });
/** Moves the app's clock to the next time step. */
const nextStep = () => {
  offset += STEP_MS;
};

const call = accountRequests(() => ctx.app);
const login = (email: string, password: string, from?: string) =>
  call('POST', '/api/auth/login', { payload: { email, password }, ...(from && { from }) });
const secondStep = (payload: object, from?: string) =>
  call('POST', '/api/auth/login/2fa', { payload, ...(from && { from }) });

/** A reader who has set up and confirmed an authenticator app. */
async function enrolledReader() {
  const account = await registerReader(ctx.app);
  const setup = await call('POST', '/api/auth/2fa/totp/setup', { token: account.token });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url } = setup.json<TotpSetupResponse>();
  const confirmed = await call('POST', '/api/auth/2fa/totp/confirm', {
    token: account.token,
    payload: { code: await codeAt(secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  const { recovery_codes } = confirmed.json<{ recovery_codes: string[] }>();
  // The code that confirmed it is used: the sign-ins below start at the next step.
  nextStep();
  return { ...account, secret, otpauthUrl: otpauth_url, recoveryCodes: recovery_codes };
}

/** The mfa_token of a password sign-in that needs the second step. */
async function mfaTokenOf(email: string, password: string, from?: string): Promise<string> {
  const response = await login(email, password, from);
  expect(response.statusCode).toBe(200);
  const body = response.json<MfaRequiredResponse>();
  expect(body).toEqual({ mfa_required: true, mfa_token: expect.any(String), methods: ['totp'] });
  return body.mfa_token;
}

const eventsOf = async (userId: number) =>
  (await ctx.database.db.select().from(securityEvents)).filter((row) => row.userId === userId);

describe('setting up an authenticator app', () => {
  it('answers a pending secret naming the publication and the email, enabled by its first code', async () => {
    const account = await registerReader(ctx.app);
    const status = () => call('GET', '/api/auth/2fa', { token: account.token });
    expect((await status()).json()).toEqual({
      totp_enabled: false,
      totp_enabled_at: null,
      recovery_codes_remaining: 0,
      passkey_count: 0,
      has_second_factor: false,
    });

    const setup = await call('POST', '/api/auth/2fa/totp/setup', { token: account.token });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_url } = setup.json<TotpSetupResponse>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(decodeURIComponent(url.pathname)).toBe(`/Helio Daily:${account.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Helio Daily');

    // Pending only: signing in still takes the password alone.
    expect((await login(account.email, account.password)).json()).toHaveProperty('access_token');
    expect((await status()).json()).toMatchObject({ totp_enabled: false });

    const wrong = await call('POST', '/api/auth/2fa/totp/confirm', {
      token: account.token,
      payload: { code: (Number(await codeAt(secret)) + 1).toString().padStart(6, '0').slice(-6) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'The code is not correct' });

    const confirmed = await call('POST', '/api/auth/2fa/totp/confirm', {
      token: account.token,
      payload: { code: await codeAt(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    expect((await status()).json()).toMatchObject({
      totp_enabled: true,
      totp_enabled_at: expect.any(String),
      recovery_codes_remaining: 10,
    });
    // Set up once: a second setup or confirmation is refused until it is removed.
    expect(
      (await call('POST', '/api/auth/2fa/totp/setup', { token: account.token })).statusCode,
    ).toBe(409);
    expect((await eventsOf(account.user.id)).map((row) => row.type)).toContain('totp_enrolled');

    // The secret and the codes are stored as nothing a reader of the database could use.
    const stored = JSON.stringify(
      await ctx.database.db.execute(
        `select code_hash from recovery_codes where user_id = ${account.user.id}`,
      ),
    );
    for (const code of codes) expect(stored).not.toContain(code);
  });

  it('refuses a confirmation before any setup, and needs a session for each call', async () => {
    const account = await registerReader(ctx.app);
    const early = await call('POST', '/api/auth/2fa/totp/confirm', {
      token: account.token,
      payload: { code: '123456' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ detail: 'Start setting up the authenticator app first' });
    expect((await call('POST', '/api/auth/2fa/totp/setup')).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/2fa')).statusCode).toBe(401);
    const malformed = await call('POST', '/api/auth/2fa/totp/confirm', {
      token: account.token,
      payload: { code: '12ab56' },
    });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('signing in with a second factor', () => {
  it('answers mfa_required and no session, then signs in with a code, never the same code twice', async () => {
    const account = await enrolledReader();
    const response = await login(account.email, account.password);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['methods', 'mfa_required', 'mfa_token']);

    const token = response.json<MfaRequiredResponse>().mfa_token;
    const code = await codeAt(account.secret);
    const signedIn = await secondStep({ mfa_token: token, code });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json<AuthResponse>();
    expect(session).toMatchObject({ token_type: 'bearer', user: { email: account.email } });
    expect(
      (await call('GET', '/api/auth/user/profile', { token: session.access_token })).statusCode,
    ).toBe(200);

    // The token is used up.
    const again = await secondStep({ mfa_token: token, code: await codeAt(account.secret, 1) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: 'This sign-in has expired. Sign in again with your password.',
    });

    // The same code on a fresh sign-in, and an older one: refused (its step was used).
    const fresh = await mfaTokenOf(account.email, account.password);
    const replay = await secondStep({ mfa_token: fresh, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'The code is not correct' });
    const older = await secondStep({ mfa_token: fresh, code: await codeAt(account.secret, -1) });
    expect(older.statusCode).toBe(401);
    // A wrong code did not use the token up: the next step's code still signs in with it.
    nextStep();
    const next = await secondStep({ mfa_token: fresh, code: await codeAt(account.secret) });
    expect(next.statusCode).toBe(200);

    const types = (await eventsOf(account.user.id)).map((row) => row.type);
    expect(types.filter((type) => type === 'second_factor_failure')).toHaveLength(2);
  });

  it('takes each recovery code once, in any case and with or without hyphens', async () => {
    const account = await enrolledReader();
    const [first = '', second = ''] = account.recoveryCodes;
    const signedIn = await secondStep({
      mfa_token: await mfaTokenOf(account.email, account.password),
      recovery_code: first,
    });
    expect(signedIn.statusCode).toBe(200);

    const token = await mfaTokenOf(account.email, account.password);
    const reused = await secondStep({ mfa_token: token, recovery_code: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ detail: 'The code is not correct' });
    const typed = await secondStep({
      mfa_token: token,
      recovery_code: ` ${second.replace(/-/g, '').toUpperCase()} `,
    });
    expect(typed.statusCode).toBe(200);

    const status = await call('GET', '/api/auth/2fa', { token: account.token });
    expect(status.json()).toMatchObject({ recovery_codes_remaining: 8 });
    const events = await eventsOf(account.user.id);
    const used = events.filter((row) => row.type === 'recovery_code_used');
    expect(used.map((row) => row.details)).toEqual([{ remaining: 9 }, { remaining: 8 }]);
  });

  it('refuses an expired mfa_token, an unknown one, and a body with both or neither code', async () => {
    const account = await enrolledReader();
    const token = await mfaTokenOf(account.email, account.password);
    offset += 5 * 60_000 + 1_000;
    const expired = await secondStep({ mfa_token: token, code: await codeAt(account.secret) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      detail: 'This sign-in has expired. Sign in again with your password.',
    });
    const unknown = await secondStep({ mfa_token: 'x'.repeat(43), code: '123456' });
    expect(unknown.statusCode).toBe(400);

    const live = await mfaTokenOf(account.email, account.password);
    expect((await secondStep({ mfa_token: live })).statusCode).toBe(422);
    expect(
      (await secondStep({ mfa_token: live, code: '123456', recovery_code: 'abcd-efgh-jkmn' }))
        .statusCode,
    ).toBe(422);
  });

  it('locks this address out after 5 wrong codes (429 like passwords), others still get in', async () => {
    const account = await enrolledReader();
    const from = nextClientAddress();
    const token = await mfaTokenOf(account.email, account.password, from);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await secondStep({ mfa_token: token, recovery_code: `wrong-${attempt}` }, from);
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await secondStep({ mfa_token: token, code: await codeAt(account.secret) }, from);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(locked.json()).toEqual({
      detail: 'Too many failed sign-in attempts for this account. Try again later.',
    });
    // The password step of this address is locked too: the counters are the login's.
    expect((await login(account.email, account.password, from)).statusCode).toBe(429);

    // Another address signs in; the first token ended with its fifth wrong code.
    const elsewhere = nextClientAddress();
    const dead = await secondStep(
      { mfa_token: token, code: await codeAt(account.secret) },
      elsewhere,
    );
    expect(dead.statusCode).toBe(400);
    const other = await mfaTokenOf(account.email, account.password, elsewhere);
    const ok = await secondStep(
      { mfa_token: other, code: await codeAt(account.secret) },
      elsewhere,
    );
    expect(ok.statusCode).toBe(200);
    const types = (await eventsOf(account.user.id)).map((row) => row.type);
    expect(types).toContain('account_locked');
  });

  it('the back-office sign-in takes the same two steps before the sign-in is recorded', async () => {
    const account = await enrolledReader();
    await ctx.database.db
      .insert(memberships)
      .values({ tenantId, userId: account.user.id, role: 'admin' });
    const token = await mfaTokenOf(account.email, account.password);
    const session = (
      await secondStep({ mfa_token: token, code: await codeAt(account.secret) })
    ).json<AuthResponse>();
    const signIn = await call('POST', '/api/admin/access/sign-in', { token: session.access_token });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ role: 'admin' });
  });
});

describe('removing the authenticator app', () => {
  it('needs the password, then signing in takes the password alone', async () => {
    const account = await enrolledReader();
    const wrong = await call('DELETE', '/api/auth/2fa/totp', {
      token: account.token,
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'The password is not correct' });
    expect(await mfaTokenOf(account.email, account.password)).toEqual(expect.any(String));

    const removed = await call('DELETE', '/api/auth/2fa/totp', {
      token: account.token,
      payload: { password: account.password },
    });
    expect(removed.statusCode).toBe(204);
    expect((await login(account.email, account.password)).json()).toHaveProperty('access_token');
    expect((await call('GET', '/api/auth/2fa', { token: account.token })).json()).toEqual({
      totp_enabled: false,
      totp_enabled_at: null,
      recovery_codes_remaining: 0,
      passkey_count: 0,
      has_second_factor: false,
    });
    const again = await call('DELETE', '/api/auth/2fa/totp', {
      token: account.token,
      payload: { password: account.password },
    });
    expect(again.statusCode).toBe(409);
    expect((await eventsOf(account.user.id)).map((row) => row.type)).toContain('totp_removed');
  });

  it('a password reset keeps the second factor', async () => {
    const account = await enrolledReader();
    const before = ctx.mail.length;
    expect(
      (await call('POST', '/api/auth/forgot-password', { payload: { email: account.email } }))
        .statusCode,
    ).toBe(202);
    const resetToken = await vi.waitFor(() => {
      const mail = ctx.mail.slice(before).find((message) => message.to === account.email);
      const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
      if (!token) throw new Error('no reset mail yet');
      return token;
    });
    const reset = await call('POST', '/api/auth/reset-password', {
      payload: { token: resetToken, new_password: 'Fresh-harbor-lantern-88' },
    });
    expect(reset.statusCode).toBe(200);
    const token = await mfaTokenOf(account.email, 'Fresh-harbor-lantern-88');
    const ok = await secondStep({ mfa_token: token, code: await codeAt(account.secret) });
    expect(ok.statusCode).toBe(200);
  });
});
