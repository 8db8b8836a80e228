import type {
  AuthResponse,
  MfaRequiredResponse,
  Passkey,
  PasskeyCreationOptions,
  PasskeyLoginOptionsResponse,
} from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { accountRequests, nextClientAddress, registerReader } from '../../test/auth.js';
import { createTenant } from '../../test/factories.js';
import {
  assert,
  createCredential,
  type CeremonyOptions,
  type SoftwareCredential,
} from '../../test/software-authenticator.js';

/**
 * Issue 35 item 1: passkeys, against a real database, with real WebAuthn answers made by a
 * software authenticator (test/software-authenticator.ts). Requests reach the app as
 * http://localhost (inject's Host), so that is the origin and `localhost` the RP ID.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await createTenant(ctx.database.db, { slug: 'helionews', displayName: 'Helio Daily' });
});
afterAll(() => ctx.close());

const HERE: CeremonyOptions = { origin: 'http://localhost', rpId: 'localhost' };

const call = accountRequests(() => ctx.app);

/** Adds a passkey to the account through the API; answers the authenticator's credential. */
async function addPasskey(token: string, name = 'Laptop'): Promise<SoftwareCredential> {
  const options = await call('POST', '/api/auth/passkeys/register/options', { token });
  expect(options.statusCode).toBe(200);
  const { credential, response } = createCredential(options.json<PasskeyCreationOptions>(), HERE);
  const verified = await call('POST', '/api/auth/passkeys/register/verify', {
    token,
    payload: { name, response },
  });
  expect(verified.statusCode).toBe(201);
  return credential;
}

const loginOptions = async (payload: object = {}, from?: string) => {
  const response = await call('POST', '/api/auth/passkeys/login/options', {
    payload,
    ...(from && { from }),
  });
  expect(response.statusCode).toBe(200);
  return response.json<PasskeyLoginOptionsResponse>();
};
const loginVerify = (payload: object, from?: string) =>
  call('POST', '/api/auth/passkeys/login/verify', { payload, ...(from && { from }) });

const eventTypesOf = async (userId: number) =>
  (await ctx.database.db.select().from(securityEvents))
    .filter((row) => row.userId === userId)
    .map((row) => row.type);

describe('adding passkeys', () => {
  it('offers a discoverable credential with user verification, excluding the passkeys it has', async () => {
    const account = await registerReader(ctx.app);
    const first = await call('POST', '/api/auth/passkeys/register/options', {
      token: account.token,
    });
    expect(first.headers['cache-control']).toBe('no-store');
    const options = first.json<PasskeyCreationOptions>();
    expect(options.rp).toEqual({ name: 'Helio Daily', id: 'localhost' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.excludeCredentials).toEqual([]);
    expect(options.user.name).toBe(account.email);

    const credential = await addPasskey(account.token, '  Phone  ');
    const again = await call('POST', '/api/auth/passkeys/register/options', {
      token: account.token,
    });
    expect(again.json<PasskeyCreationOptions>().excludeCredentials).toEqual([
      { id: credential.id, type: 'public-key', transports: ['internal'] },
    ]);
    await addPasskey(account.token, 'Security key');

    const list = await call('GET', '/api/auth/passkeys', { token: account.token });
    expect(list.json<Passkey[]>()).toEqual([
      { id: expect.any(Number), name: 'Phone', created_at: expect.any(String), last_used_at: null },
      {
        id: expect.any(Number),
        name: 'Security key',
        created_at: expect.any(String),
        last_used_at: null,
      },
    ]);
    expect((await call('GET', '/api/auth/2fa', { token: account.token })).json()).toMatchObject({
      totp_enabled: false,
      passkey_count: 2,
      has_second_factor: true,
    });
    expect(await eventTypesOf(account.user.id)).toContain('passkey_added');
  });

  it('refuses an answer from another origin, without user verification, or to no pending options', async () => {
    const account = await registerReader(ctx.app);
    const attempt = async (ceremony: CeremonyOptions) => {
      const options = await call('POST', '/api/auth/passkeys/register/options', {
        token: account.token,
      });
      const { response } = createCredential(options.json<PasskeyCreationOptions>(), ceremony);
      return call('POST', '/api/auth/passkeys/register/verify', {
        token: account.token,
        payload: { name: 'Laptop', response },
      });
    };
    const wrongOrigin = await attempt({ ...HERE, origin: 'http://evil.example' });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json()).toEqual({ detail: 'The passkey was not accepted' });
    expect((await attempt({ ...HERE, rpId: 'evil.example' })).statusCode).toBe(400);
    expect((await attempt({ ...HERE, userVerified: false })).statusCode).toBe(400);

    // Each answer used its options up: answering again finds none pending.
    const options = await call('POST', '/api/auth/passkeys/register/options', {
      token: account.token,
    });
    const { response } = createCredential(options.json<PasskeyCreationOptions>(), HERE);
    const payload = { name: 'Laptop', response };
    const ok = await call('POST', '/api/auth/passkeys/register/verify', {
      token: account.token,
      payload,
    });
    expect(ok.statusCode).toBe(201);
    const replay = await call('POST', '/api/auth/passkeys/register/verify', {
      token: account.token,
      payload,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: 'This passkey request has expired. Try again.' });

    const badName = await call('POST', '/api/auth/passkeys/register/verify', {
      token: account.token,
      payload: { name: 'x'.repeat(61), response },
    });
    expect(badName.statusCode).toBe(422);
    expect((await call('GET', '/api/auth/passkeys', { token: account.token })).json()).toHaveLength(
      1,
    );
  });

  it('needs a session', async () => {
    expect((await call('POST', '/api/auth/passkeys/register/options')).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/passkeys')).statusCode).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('signs in with the passkey alone, checks and stores the counter, records the sign-in', async () => {
    const account = await registerReader(ctx.app);
    const credential = await addPasskey(account.token);

    const { challenge_id, options } = await loginOptions();
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe('required');
    expect(options.rpId).toBe('localhost');
    const response = assert(credential, options, HERE);
    const signedIn = await loginVerify({ challenge_id, response });
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json<AuthResponse>();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      user: expect.objectContaining({ id: account.user.id, email: account.email }),
    });
    const profile = await call('GET', '/api/auth/user/profile', { token: body.access_token });
    expect(profile.statusCode).toBe(200);

    const [stored] = (await call('GET', '/api/auth/passkeys', { token: account.token })).json<
      Passkey[]
    >();
    expect(stored?.last_used_at).toEqual(expect.any(String));
    expect(await eventTypesOf(account.user.id)).toEqual(
      expect.arrayContaining(['passkey_login', 'login_success']),
    );

    // The same answer again: its challenge is used up.
    const replayed = await loginVerify({ challenge_id, response });
    expect(replayed.statusCode).toBe(400);
    // An old answer to a new challenge: the signature is over the old one.
    const fresh = await loginOptions();
    expect((await loginVerify({ challenge_id: fresh.challenge_id, response })).statusCode).toBe(
      401,
    );
    // A counter that does not grow is refused (a cloned authenticator).
    const stale = await loginOptions();
    const cloned = assert(credential, stale.options, { ...HERE, counter: 1 });
    expect(
      (await loginVerify({ challenge_id: stale.challenge_id, response: cloned })).statusCode,
    ).toBe(401);
  });

  it('refuses another origin, another RP ID, no user verification, and an unknown passkey', async () => {
    const account = await registerReader(ctx.app);
    const credential = await addPasskey(account.token);
    for (const ceremony of [
      { ...HERE, origin: 'http://evil.example' },
      { ...HERE, rpId: 'evil.example' },
      { ...HERE, userVerified: false },
    ]) {
      const { challenge_id, options } = await loginOptions();
      const refused = await loginVerify({
        challenge_id,
        response: assert(credential, options, ceremony),
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: 'The passkey was not accepted' });
    }
    const stranger = createCredential({ challenge: 'x', user: { id: 'eA' } }, HERE).credential;
    const { challenge_id, options } = await loginOptions();
    expect(
      (await loginVerify({ challenge_id, response: assert(stranger, options, HERE) })).statusCode,
    ).toBe(401);
    expect(await eventTypesOf(account.user.id)).toContain('passkey_failure');
    expect(
      (
        await loginVerify({
          challenge_id: 'no-such-challenge',
          response: assert(credential, options, HERE),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('counts refused passkeys toward the lockout of the address, as wrong passwords', async () => {
    const account = await registerReader(ctx.app);
    const credential = await addPasskey(account.token);
    const from = nextClientAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { challenge_id, options } = await loginOptions({}, from);
      const response = assert(credential, options, { ...HERE, userVerified: false });
      expect((await loginVerify({ challenge_id, response }, from)).statusCode).toBe(401);
    }
    const { challenge_id, options } = await loginOptions({}, from);
    const locked = await loginVerify(
      { challenge_id, response: assert(credential, options, HERE) },
      from,
    );
    expect(locked.statusCode).toBe(429);
    const password = await call('POST', '/api/auth/login', {
      payload: { email: account.email, password: account.password },
      from,
    });
    expect(password.statusCode).toBe(429);
    expect(await eventTypesOf(account.user.id)).toContain('account_locked');
  });
});

describe('a passkey as the second step of a password sign-in', () => {
  it('asks a passkey-only account for a second step, which the passkey ends once', async () => {
    const account = await registerReader(ctx.app);
    const credential = await addPasskey(account.token);
    const password = await call('POST', '/api/auth/login', {
      payload: { email: account.email, password: account.password },
    });
    const step = password.json<MfaRequiredResponse>();
    expect(step).toEqual({
      mfa_required: true,
      mfa_token: expect.any(String),
      methods: ['passkey'],
    });

    const { challenge_id, options } = await loginOptions({ mfa_token: step.mfa_token });
    expect(options.allowCredentials).toEqual([
      { id: credential.id, type: 'public-key', transports: ['internal'] },
    ]);
    const response = assert(credential, options, HERE);
    const done = await loginVerify({ challenge_id, mfa_token: step.mfa_token, response });
    expect(done.statusCode).toBe(200);
    expect(done.json<AuthResponse>().user.id).toBe(account.user.id);

    // The mfa_token is used up: neither a passkey nor a code ends that sign-in again.
    const reused = await call('POST', '/api/auth/passkeys/login/options', {
      payload: { mfa_token: step.mfa_token },
    });
    expect(reused.statusCode).toBe(400);
    expect(
      (
        await call('POST', '/api/auth/login/2fa', {
          payload: { mfa_token: step.mfa_token, code: '123456' },
        })
      ).statusCode,
    ).toBe(400);
    const fresh = await loginOptions();
    expect(
      (
        await loginVerify({
          challenge_id: fresh.challenge_id,
          mfa_token: step.mfa_token,
          response: assert(credential, fresh.options, HERE),
        })
      ).statusCode,
    ).toBe(400);
  });

  it("refuses another account's passkey for the second step", async () => {
    const owner = await registerReader(ctx.app);
    await addPasskey(owner.token);
    const other = await registerReader(ctx.app);
    const othersKey = await addPasskey(other.token);
    const step = (
      await call('POST', '/api/auth/login', {
        payload: { email: owner.email, password: owner.password },
      })
    ).json<MfaRequiredResponse>();
    const { challenge_id, options } = await loginOptions({ mfa_token: step.mfa_token });
    const refused = await loginVerify({
      challenge_id,
      mfa_token: step.mfa_token,
      response: assert(othersKey, options, HERE),
    });
    expect(refused.statusCode).toBe(401);
  });
});

describe('removing passkeys', () => {
  it("removes one's own passkey, and answers 404 for another account's", async () => {
    const owner = await registerReader(ctx.app);
    await addPasskey(owner.token);
    const [passkey] = (await call('GET', '/api/auth/passkeys', { token: owner.token })).json<
      Passkey[]
    >();
    const stranger = await registerReader(ctx.app);
    const theirs = await call('DELETE', `/api/auth/passkeys/${passkey?.id}`, {
      token: stranger.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', '/api/auth/passkeys', { token: owner.token })).json()).toHaveLength(
      1,
    );

    const mine = await call('DELETE', `/api/auth/passkeys/${passkey?.id}`, { token: owner.token });
    expect(mine.statusCode).toBe(204);
    expect((await call('GET', '/api/auth/passkeys', { token: owner.token })).json()).toEqual([]);
    expect(await eventTypesOf(owner.user.id)).toContain('passkey_removed');
    // Without a second factor the password alone signs in again.
    const password = await call('POST', '/api/auth/login', {
      payload: { email: owner.email, password: owner.password },
    });
    expect(password.json()).toHaveProperty('access_token');
  });
});
