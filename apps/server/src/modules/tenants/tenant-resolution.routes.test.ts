import { afterEach, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createStory, createTenant } from '../../test/factories.js';
import { createTenantsRepository } from './tenants.repository.js';

/**
 * Issue 22, item 4: every request resolves its tenant from memory; the row is read once per slug
 * however many requests wait, and it follows the content version (LISTEN) instead of expiring
 * every few seconds, so a burst at expiry cannot empty the pool.
 */
let ctx: TestContext | undefined;
const others: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const other of others.splice(0)) await other.close();
  await ctx?.close();
  ctx = undefined;
});

it('reads a cold tenant once for 200 concurrent requests, and keeps it while versions are heard', async () => {
  let clock = Date.parse('2026-11-27T12:00:00Z');
  ctx = await createTestApp({ now: () => new Date(clock) });
  const tenant = await createTenant(ctx.database.db, { slug: 'space' });
  await createStory(ctx.database.db, tenant.id, { title: 'Orbit' });
  const read = () =>
    ctx?.app.inject({ url: '/api/stories?page_size=5', headers: { 'x-tenant-id': 'space' } });
  // The answer is cached; the tenant row too.
  expect((await read())?.statusCode).toBe(200);

  let queries = 0;
  const stop = ctx.database.observeQueries(() => {
    queries += 1;
  });
  try {
    // A minute on, and again ten: the row was never re-read (the versions are heard).
    clock += 60_000;
    expect((await read())?.headers['x-cache']).toBe('HIT');
    clock += 10 * 60_000;
    // Past the safety net for changes made outside the app: cold, and 200 requests at once.
    const answers = await Promise.all(Array.from({ length: 200 }, () => read()));
    expect(answers.map((answer) => answer?.statusCode)).toEqual(answers.map(() => 200));
    expect(queries).toBe(1);
  } finally {
    stop();
  }
});

it('forgets a renamed or deleted tenant on every node at once, through the version bump', async () => {
  ctx = await createTestApp();
  const tenant = await createTenant(ctx.database.db, { slug: 'space', displayName: 'Orbital' });
  // A second app node on the same database.
  const other = await buildApp({ database: ctx.database });
  await other.ready();
  others.push(other);
  const info = async () => {
    const answer = await other.inject({
      url: '/api/tenant/info',
      headers: { 'x-tenant-id': 'space' },
    });
    return answer.statusCode === 200
      ? (answer.json() as { display_name: string }).display_name
      : answer.statusCode;
  };
  expect(await info()).toBe('Orbital');

  const tenants = createTenantsRepository(ctx.database.db);
  await tenants.update(tenant.id, { displayName: 'Orbital Dispatch' });
  await vi.waitFor(async () => expect(await info()).toBe('Orbital Dispatch'));

  await tenants.delete(tenant.id);
  await vi.waitFor(async () => expect(await info()).toBe(404));
});
