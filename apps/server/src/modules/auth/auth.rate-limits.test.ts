import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { nextClientAddress, registerReader } from '../../test/auth.js';
import { createTenant } from '../../test/factories.js';
import { DEFAULT_AUTH_POLICY, loginDelayMs } from './auth.service.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await createTenant(ctx.database.db, { slug: 'helionews' });
});
afterAll(() => ctx.close());

describe('per-address limits', () => {
  it('allows 100 sign-in attempts per address an hour', async () => {
    const remoteAddress = '127.9.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `spray-${i}@example.org`, password: 'Spray-attempt-00' },
        remoteAddress,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.org', password: 'Spray-attempt-00' },
      remoteAddress: '127.9.0.2',
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('allows 20 registrations per address an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: `bulk-${i}@example.org`,
          username: `bulk_${i}`,
          password: 'Bulk-account-2026',
        },
        remoteAddress: '127.9.1.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });
});

describe('client address behind proxies', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const untrusted = await createTestApp();
    const trusted = await createTestApp({ trustProxy: ['127.0.0.0/8'] });
    try {
      for (const app of [untrusted, trusted])
        await createTenant(app.database.db, { slug: 'helionews' });
      const register = (app: TestContext) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            email: 'proxied@example.org',
            username: 'proxied',
            password: 'Bulk-account-2026',
          },
          headers: { 'x-forwarded-for': '198.51.100.7' },
          remoteAddress: '127.0.0.5',
        });
      await register(untrusted);
      await register(trusted);
      const ipOf = async (app: TestContext) => {
        const rows = await app.database.db.query.securityEvents.findMany();
        return rows.map((row) => row.ip);
      };
      expect(await ipOf(untrusted)).toEqual(['127.0.0.5']);
      expect(await ipOf(trusted)).toEqual(['198.51.100.7']);
    } finally {
      await untrusted.close();
      await trusted.close();
    }
  });
});

describe('sign-in lockout per account and address', () => {
  const login = (app: TestContext, email: string, password: string, remoteAddress: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });

  it("locks the attacker's address out of the account, never the owner's", async () => {
    const owner = await registerReader(ctx.app);
    const attacker = nextClientAddress();
    const home = nextClientAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login(ctx, owner.email, `guess-${i}-password`, attacker)).statusCode).toBe(401);
    }
    const refused = await login(ctx, owner.email, owner.password, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many failed sign-in attempts for this account. Try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // The owner, from home: in at once, even after a typo there.
    expect((await login(ctx, owner.email, 'typo-password-1', home)).statusCode).toBe(401);
    expect((await login(ctx, owner.email, owner.password, home)).statusCode).toBe(200);
    // The attacker's address stays locked, and failures elsewhere are counted apart.
    expect((await login(ctx, owner.email, owner.password, attacker)).statusCode).toBe(429);

    const locked = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, owner.user.id));
    const lockEvents = locked.filter((event) => event.type === 'account_locked');
    expect(lockEvents).toHaveLength(1);
    expect(lockEvents[0]).toMatchObject({ ip: attacker, details: { scope: 'account_source' } });
    const samples = await ctx.app.metrics.lockouts.get();
    expect(samples.values).toContainEqual(
      expect.objectContaining({ labels: { scope: 'account_source' } }),
    );
  });

  it('treats an unknown email the same way, so a lockout says nothing about who has an account', async () => {
    const attacker = nextClientAddress();
    const email = `nobody-${Date.now()}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await login(ctx, email, `guess-${i}-password`, attacker)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('account-wide slowdown', () => {
  it('grows the delay after many failures from many addresses, bounded, and never refuses the owner', async () => {
    const delays: number[] = [];
    const app = await createTestApp({
      authPolicy: { accountSlowdownThreshold: 10 },
      loginDelay: async (ms) => {
        delays.push(ms);
      },
    });
    try {
      await createTenant(app.database.db, { slug: 'helionews' });
      const owner = await registerReader(app.app);
      const login = (password: string, remoteAddress: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: owner.email, password },
          remoteAddress,
        });
      // Ten addresses, one guess each: none is locked, and nothing waits yet.
      for (let i = 0; i < 10; i++) {
        expect((await login(`guess-${i}-password`, nextClientAddress())).statusCode).toBe(401);
      }
      expect(delays).toEqual([]);

      // Every attempt now waits, the owner's too, and the owner gets in.
      const home = nextClientAddress();
      expect((await login(owner.password, home)).statusCode).toBe(200);
      expect(delays).toEqual([500]);

      // The attack goes on: the delay grows by 500 ms every 2 failures, up to 2 s.
      for (let i = 0; i < 10; i++) await login(`more-${i}-password`, nextClientAddress());
      expect(delays.slice(1)).toEqual([500, 500, 1000, 1000, 1500, 1500, 2000, 2000, 2000, 2000]);
      const signedIn = await login(owner.password, home);
      expect(signedIn.statusCode).toBe(200);
      expect(delays.at(-1)).toBe(2000);

      const events = await app.database.db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.userId, owner.user.id));
      const lockEvents = events.filter((event) => event.type === 'account_locked');
      expect(lockEvents).toHaveLength(1);
      expect(lockEvents[0]?.details).toMatchObject({ scope: 'account', delay_ms: 500 });
      const samples = await app.app.metrics.lockouts.get();
      expect(samples.values).toEqual([
        expect.objectContaining({ labels: { scope: 'account' }, value: 1 }),
      ]);
      const failures = await app.app.metrics.loginFailures.get();
      expect(failures.values).toContainEqual(
        expect.objectContaining({ labels: { reason: 'wrong_password' }, value: 20 }),
      );
    } finally {
      await app.close();
    }
  });

  it('computes the default delay: none below 50 failures, then 0.5 s more per 10, at most 2 s', () => {
    const at = (failures: number) => loginDelayMs(DEFAULT_AUTH_POLICY, failures);
    expect([at(0), at(49), at(50), at(59), at(60), at(70), at(80), at(10_000)]).toEqual([
      0, 0, 500, 500, 1000, 1500, 2000, 2000,
    ]);
  });

  it('waits for real with the default sleep', async () => {
    const app = await createTestApp({
      authPolicy: { accountSlowdownThreshold: 2, accountSlowdownStepMs: 300 },
    });
    try {
      await createTenant(app.database.db, { slug: 'helionews' });
      const owner = await registerReader(app.app);
      const login = (password: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: owner.email, password },
          remoteAddress: nextClientAddress(),
        });
      for (let i = 0; i < 2; i++) await login(`guess-${i}-password`);
      const started = performance.now();
      expect((await login(owner.password)).statusCode).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await app.close();
    }
  });
});
