import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await createTenant(ctx.database.db, {
    slug: 'helionews',
    name: 'helionews',
    displayName: 'HelioNews',
  });
  await createTenant(ctx.database.db, {
    slug: 'space',
    name: 'space',
    displayName: 'Orbital Dispatch',
    industry: 'space',
    branding: {
      primary_color: '#1a237e',
      secondary_color: '#7c4dff',
      background_color: '#ffffff',
      text_color: '#111111',
    },
  });
});

afterAll(() => ctx.close());

describe('GET /api/tenant/info', () => {
  it('describes the default tenant when no header is sent', async () => {
    const response = await ctx.app.inject({ url: '/api/tenant/info' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'helionews',
      name: 'helionews',
      display_name: 'HelioNews',
      logo_url: null,
      branding: { primary_color: '#1976d2', secondary_color: '#dc004e' },
      features: { logoUpload: false, tenantSwitching: false, analytics: false },
    });
  });

  it('describes the tenant named by X-Tenant-ID, case-insensitively', async () => {
    const response = await ctx.app.inject({
      url: '/api/tenant/info',
      headers: { 'x-tenant-id': 'Space' },
    });
    expect(response.json()).toMatchObject({
      slug: 'space',
      display_name: 'Orbital Dispatch',
      industry: 'space',
    });
  });

  it('answers 404 with a clear message for an unknown tenant', async () => {
    const response = await ctx.app.inject({
      url: '/api/tenant/info',
      headers: { 'x-tenant-id': 'atlantis' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Tenant not found' });
  });
});
