import type { AdminTenant, TenantInfo } from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { logoUpload } from '../../test/multipart.js';
import { bearer } from '../../test/auth.js';
import { createMember, createTenant, createUserWithSession } from '../../test/factories.js';

let ctx: TestContext;
let alpha: TenantRow;
let adminToken: string;
let platformToken: string;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  await createTenant(db, { slug: 'helionews' });
  alpha = await createTenant(db, { slug: 'alpha', displayName: 'Alpha Times' });
  adminToken = (await createMember(db, alpha.id, 'admin')).token;
  platformToken = (await createUserWithSession(db, { isAdmin: true })).token;
  png = await sharp({ create: { width: 80, height: 40, channels: 4, background: '#aa3300' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

const headers = (token = adminToken) => ({ 'x-tenant-id': 'alpha', ...bearer(token) });
function logoUploadOptions(bytes: Buffer) {
  const { contentType, payload } = logoUpload(bytes, '----tenant-settings');
  return { headers: { ...headers(), 'content-type': contentType }, payload };
}

describe('Tenant Settings (the tenant the request names)', () => {
  it('lets its admin change name, branding and settings, merged, with the version bumped', async () => {
    const before = (
      await ctx.app.inject({ url: '/api/admin/tenant-settings', headers: headers() })
    ).json<AdminTenant>();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/tenant-settings',
      headers: headers(),
      payload: {
        display_name: 'The Alpha Times',
        branding: { primary_color: '#004488' },
        settings: { articles_per_page: 20 },
      },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<AdminTenant>();
    expect(after.display_name).toBe('The Alpha Times');
    expect(after.branding).toEqual({ ...before.branding, primary_color: '#004488' });
    expect(after.settings).toEqual({ ...before.settings, articles_per_page: 20 });
    expect(after.content_version).toBe(before.content_version + 1);
    const info = (
      await ctx.app.inject({ url: '/api/tenant/info', headers: { 'x-tenant-id': 'alpha' } })
    ).json<TenantInfo>();
    expect(info.display_name).toBe('The Alpha Times');

    const recorded = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.tenantId, alpha.id));
    expect(recorded.map((r) => [r.action, r.entityType, r.entityLabel])).toContainEqual([
      'update',
      'tenant',
      'The Alpha Times',
    ]);
  });

  it('leaves the slug and the feature flags to Tenant Management', async () => {
    for (const payload of [{ slug: 'omega' }, { features: { logoUpload: true } }]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/tenant-settings',
        headers: headers(),
        payload,
      });
      expect(response.statusCode).toBe(422);
    }
  });

  it('refuses a logo while logoUpload is off, with the reason, and takes one once it is on', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tenant-settings/logo',
      ...logoUploadOptions(png),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Logo upload is not enabled for this tenant' });

    const enabled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/tenants/${alpha.id}`,
      headers: headers(platformToken),
      payload: { features: { logoUpload: true } },
    });
    expect(enabled.statusCode).toBe(200);

    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tenant-settings/logo',
      ...logoUploadOptions(png),
    });
    expect(uploaded.statusCode).toBe(200);
    const logoUrl = uploaded.json<AdminTenant>().logo_url ?? 'missing';
    expect(logoUrl).toMatch(new RegExp(`^/uploads/logos/${alpha.id}/[0-9a-f]{16}-192\\.webp$`));
    expect((await ctx.app.inject({ url: logoUrl })).statusCode).toBe(200);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/tenant-settings/logo',
      headers: headers(),
    });
    expect(removed.json<AdminTenant>().logo_url).toBeNull();
    expect((await ctx.app.inject({ url: logoUrl })).statusCode).toBe(404);

    const logoActivity = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.entityType, 'logo'));
    expect(logoActivity.map((row) => row.action)).toEqual(['update', 'delete']);
  });

  it('records tenant creation and deletion by platform admins', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tenants',
      headers: headers(platformToken),
      payload: { slug: 'short-lived', name: 'Short Lived' },
    });
    const id = created.json<AdminTenant>().id;
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/tenants/${id}`,
      headers: headers(platformToken),
    });
    const rows = await ctx.database.db.select().from(activities).where(eq(activities.entityId, id));
    expect(rows.map((row) => [row.action, row.tenantId])).toEqual([['delete', null]]);
  });
});
