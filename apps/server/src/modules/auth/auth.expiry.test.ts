import type { AuthResponse } from '@helionews/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, nextClientAddress, registerReader } from '../../test/auth.js';
import { createTenant } from '../../test/factories.js';

/** Time-based rules, driven by a clock the test moves (and, for shared counters, real time). */
const DAY = 86_400_000;
const LOCKOUT_WINDOW_MS = 3_000;
let offset = 0;
/** When set, the clock stands still at this instant (plus `offset`) instead of following real time. */
let frozenAt: number | undefined;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    now: () => new Date((frozenAt ?? Date.now()) + offset),
    // Short enough to wait out for real when counters live in Redis (whose TTLs no clock moves).
    authPolicy: { lockoutWindowMs: LOCKOUT_WINDOW_MS },
  });
  await createTenant(ctx.database.db, { slug: 'helionews' });
});
afterAll(() => ctx.close());
afterEach(() => {
  frozenAt = undefined;
  offset = 0;
});

const profileStatus = async (token: string) =>
  (await ctx.app.inject({ url: '/api/auth/user/profile', headers: bearer(token) })).statusCode;
const login = (email: string, password: string, remoteAddress = nextClientAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

describe('session lifetime', () => {
  it('ends a session idle for more than 7 days', async () => {
    offset = 0;
    const reader = await registerReader(ctx.app);
    offset = 6 * DAY;
    expect(await profileStatus(reader.token)).toBe(200);
    offset = 12 * DAY; // 6 days after the last use: still alive
    expect(await profileStatus(reader.token)).toBe(200);
    offset = 19.5 * DAY; // 7.5 days idle
    expect(await profileStatus(reader.token)).toBe(401);
  });

  it('ends every session 30 days after sign-in, however active', async () => {
    offset = 0;
    const reader = await registerReader(ctx.app);
    for (let day = 5; day <= 29; day += 5) {
      offset = day * DAY;
      expect(await profileStatus(reader.token)).toBe(200);
    }
    offset = 30.5 * DAY;
    expect(await profileStatus(reader.token)).toBe(401);
    offset = 0;
  });
});

describe('lockout expiry', () => {
  it('lets the right password in again once the lockout window has passed', async () => {
    offset = 0;
    const reader = await registerReader(ctx.app);
    const address = nextClientAddress();
    // Without Redis the failure counter reads the app's clock: hold it still, then move it.
    if (!ctx.redis) frozenAt = Date.now();
    for (let i = 0; i < 5; i++)
      expect((await login(reader.email, `wrong-${i}-password`, address)).statusCode).toBe(401);
    const locked = await login(reader.email, reader.password, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      detail: 'Too many failed sign-in attempts for this account. Try again later.',
    });

    let after;
    if (ctx.redis) {
      // What is left of the 3 s window, rounded up: 3 s, or less on a slow machine.
      expect(['1', '2', '3']).toContain(locked.headers['retry-after']);
      // Redis expires the counter on its own time, which the app's clock cannot move: wait
      // (a locked-out attempt counts nothing, so asking again does not extend the lockout).
      after = await vi.waitFor(
        async () => {
          const attempt = await login(reader.email, reader.password, address);
          expect(attempt.statusCode).toBe(200);
          return attempt;
        },
        { timeout: LOCKOUT_WINDOW_MS + 2_000, interval: 100 },
      );
    } else {
      expect(locked.headers['retry-after']).toBe('3');
      offset = LOCKOUT_WINDOW_MS - 1; // the last millisecond of the window: still locked
      const stillLocked = await login(reader.email, reader.password, address);
      expect(stillLocked.statusCode).toBe(429);
      expect(stillLocked.headers['retry-after']).toBe('1');
      offset = LOCKOUT_WINDOW_MS;
      after = await login(reader.email, reader.password, address);
    }
    expect(after.statusCode).toBe(200);
    expect(after.json<AuthResponse>().access_token).toBeTruthy();
  });

  it('does not let failures on one account lock another', async () => {
    const victim = await registerReader(ctx.app);
    const bystander = await registerReader(ctx.app);
    const address = nextClientAddress();
    for (let i = 0; i < 6; i++) await login(victim.email, `wrong-${i}-password`, address);
    expect((await login(bystander.email, bystander.password, address)).statusCode).toBe(200);
  });
});
