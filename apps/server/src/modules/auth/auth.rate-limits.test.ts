import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';

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
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
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
