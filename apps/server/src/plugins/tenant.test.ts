import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { createTenant } from '../test/factories.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://helionews.example.org' });
  await createTenant(ctx.database.db, { slug: 'helionews', displayName: 'HelioNews' });
  await createTenant(ctx.database.db, { slug: 'space', displayName: 'Orbital Dispatch' });
  await createTenant(ctx.database.db, { slug: 'health', displayName: 'Pulse Health Journal' });
});
afterAll(() => ctx.close());

const tenantFor = async (headers: Record<string, string>) => {
  const response = await ctx.app.inject({ url: '/api/tenant/info', headers });
  return response.statusCode === 200 ? response.json<{ slug: string }>().slug : response.statusCode;
};

describe('tenant resolution', () => {
  it.each([
    [{}, 'helionews'],
    [{ 'x-tenant-id': 'space' }, 'space'],
    [{ 'x-tenant-id': ' SPACE ' }, 'space'],
    [{ host: 'space.helionews.example.org' }, 'space'],
    [{ host: 'health.news.test:8080' }, 'health'],
    [{ host: 'www.helionews.example.org' }, 'helionews'],
    [{ host: 'localhost:3000' }, 'helionews'],
    [{ host: '127.0.0.1:3000' }, 'helionews'],
    [{ host: '[::1]:3000' }, 'helionews'],
    [{ host: 'helionews.example.org' }, 'helionews'],
    [{ host: 'space.helionews.example.org', 'x-tenant-id': 'health' }, 'health'],
  ])('%o -> %s', async (headers, expected) => {
    expect(await tenantFor(headers)).toBe(expected);
  });

  it.each([
    [{ 'x-tenant-id': 'atlantis' }],
    [{ host: 'atlantis.helionews.example.org' }],
    [{ 'x-tenant-id': 'x'.repeat(300) }],
  ])('answers 404 "Tenant not found" for %o', async (headers) => {
    const response = await ctx.app.inject({ url: '/api/stories', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Tenant not found' });
  });
});
