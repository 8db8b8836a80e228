import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {
  AdminTenant,
  AdminTenantListResponse,
  TenantListResponse,
} from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, stories, tenants } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer } from '../../test/auth.js';
import {
  createCategory,
  createStory,
  createTenant,
  createUserWithSession,
} from '../../test/factories.js';

let ctx: TestContext;
let uploadsDir: string;
let adminToken: string;
let readerToken: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'helionews-uploads-test-'));
  ctx = await createTestApp({ uploadsDir });
  await createTenant(ctx.database.db, {
    slug: 'helionews',
    name: 'helionews',
    displayName: 'HelioNews',
  });
  adminToken = (await createUserWithSession(ctx.database.db, { isAdmin: true })).token;
  readerToken = (await createUserWithSession(ctx.database.db)).token;
});
afterAll(async () => {
  await ctx.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(adminToken), ...(payload && { payload }) });

describe('GET /api/tenants/', () => {
  it('lists every tenant for admins only', async () => {
    expect((await ctx.app.inject({ url: '/api/tenants/' })).statusCode).toBe(401);
    const reader = await ctx.app.inject({ url: '/api/tenants/', headers: bearer(readerToken) });
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toEqual({ detail: 'Admin access required' });
    const response = await ctx.app.inject({ url: '/api/tenants/', headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json<TenantListResponse>().tenants.map((t) => t.slug)).toContain('helionews');
  });
});

describe('admin tenant management', () => {
  it('creates a tenant with defaults filled in', async () => {
    const response = await admin('POST', '/api/admin/tenants', {
      slug: 'weather',
      name: 'weather',
      display_name: 'Front Line Weather',
      industry: 'general',
      branding: { primary_color: '#00796b' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminTenant>()).toMatchObject({
      slug: 'weather',
      display_name: 'Front Line Weather',
      branding: { primary_color: '#00796b', secondary_color: '#dc004e' },
      settings: { articles_per_page: 10, enable_comments: true, rss_enabled: true },
      features: { logoUpload: false, tenantSwitching: false, analytics: false },
      story_count: 0,
    });
    expect(
      (await admin('POST', '/api/admin/tenants', { slug: 'weather', name: 'again' })).statusCode,
    ).toBe(409);
  });

  it.each([
    [{ slug: 'Upper', name: 'x' }, 'body.slug'],
    [{ slug: 'a', name: 'x' }, 'body.slug'],
    [{ slug: '-dash', name: 'x' }, 'body.slug'],
    [{ slug: 'www', name: 'x' }, 'body.slug'],
    [{ slug: 'admin', name: 'x' }, 'body.slug'],
    [
      { slug: 'ok-slug', name: 'x', branding: { primary_color: 'red' } },
      'body.branding.primary_color',
    ],
    [
      { slug: 'ok-slug', name: 'x', settings: { articles_per_page: 0 } },
      'body.settings.articles_per_page',
    ],
    [
      { slug: 'ok-slug', name: 'x', settings: { articles_per_page: 101 } },
      'body.settings.articles_per_page',
    ],
    [{ slug: 'ok-slug', name: 'x', industry: 'mining' }, 'body.industry'],
    [{ slug: 'ok-slug', name: 'x', tenant_id: 4 }, 'body'],
  ])('rejects %o with 422', async (payload, field) => {
    const response = await admin('POST', '/api/admin/tenants', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(
      field,
    );
  });

  it('updates only what is sent and merges nested objects', async () => {
    const tenant = await createTenant(ctx.database.db, { slug: 'merge-me' });
    const response = await admin('PUT', `/api/admin/tenants/${tenant.id}`, {
      branding: { secondary_color: '#123456' },
      features: { tenantSwitching: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminTenant>()).toMatchObject({
      slug: 'merge-me',
      display_name: tenant.displayName,
      branding: { primary_color: tenant.branding.primary_color, secondary_color: '#123456' },
      features: { logoUpload: false, tenantSwitching: true, analytics: false },
    });
    const info = await ctx.app.inject({
      url: '/api/tenant/info',
      headers: { 'x-tenant-id': 'merge-me' },
    });
    expect(info.json<AdminTenant>().features.tenantSwitching).toBe(true);
  });

  it('lists with search and paging', async () => {
    for (const slug of ['alpha-news', 'alpha-sport', 'beta-news'])
      await createTenant(ctx.database.db, { slug, name: slug, displayName: slug });
    const response = await admin('GET', '/api/admin/tenants?search=alpha&page_size=1&page=2');
    const body = response.json<AdminTenantListResponse>();
    expect(body).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(body.tenants.map((t) => t.slug)).toEqual(['alpha-sport']);
  });

  it('never deletes the default tenant', async () => {
    const [home] = await ctx.database.db
      .select()
      .from(tenants)
      .where(eq(tenants.slug, 'helionews'));
    const response = await admin('DELETE', `/api/admin/tenants/${home?.id}?force=true`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'The default tenant cannot be deleted' });
  });

  it('deletes a tenant with content only with force, and then all of it', async () => {
    const tenant = await createTenant(ctx.database.db, { slug: 'doomed' });
    const category = await createCategory(ctx.database.db, tenant.id);
    await createStory(ctx.database.db, tenant.id, { categoryId: category.id });
    const refused = await admin('DELETE', `/api/admin/tenants/${tenant.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toMatch(/1 stories and 1 categories/);
    expect((await admin('DELETE', `/api/admin/tenants/${tenant.id}?force=true`)).statusCode).toBe(
      204,
    );
    expect(
      await ctx.database.db.select().from(stories).where(eq(stories.tenantId, tenant.id)),
    ).toEqual([]);
    expect(
      await ctx.database.db.select().from(categories).where(eq(categories.tenantId, tenant.id)),
    ).toEqual([]);
    expect((await admin('GET', `/api/admin/tenants/${tenant.id}`)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/tenant/info', headers: { 'x-tenant-id': 'doomed' } }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes an empty tenant without force', async () => {
    const tenant = await createTenant(ctx.database.db, { slug: 'empty-one' });
    expect((await admin('DELETE', `/api/admin/tenants/${tenant.id}`)).statusCode).toBe(204);
  });
});

describe('logo upload', () => {
  const image = (format: 'png' | 'jpeg' | 'webp' | 'gif') => {
    const picture = sharp({
      create: { width: 300, height: 120, channels: 4, background: '#1e2a78' },
    }).withMetadata({
      exif: { IFD0: { Artist: 'hidden-author-tag' } },
    });
    return picture.toFormat(format).toBuffer();
  };

  const upload = (id: number, bytes: Buffer, filename = 'logo.png', contentType = 'image/png') => {
    const boundary = '----helionews-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${id}/logo`,
      headers: {
        ...bearer(adminToken),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
  };

  const tenantWithUploads = (slug: string, logoUpload = true) =>
    createTenant(ctx.database.db, {
      slug,
      features: { logoUpload, tenantSwitching: false, analytics: false },
    });

  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'accepts a %s, re-encodes it and serves it safely',
    async (format) => {
      const tenant = await tenantWithUploads(`logo-${format}`);
      const response = await upload(
        tenant.id,
        await image(format),
        `logo.${format}`,
        `image/${format}`,
      );
      expect(response.statusCode).toBe(200);
      const logoUrl = response.json<AdminTenant>().logo_url;
      expect(logoUrl).toMatch(new RegExp(`^/uploads/logos/${tenant.id}/[0-9a-f]{16}-192\\.webp$`));
      expect(await readdir(path.join(uploadsDir, 'logos', String(tenant.id)))).toHaveLength(4);

      const served = await ctx.app.inject({ url: logoUrl ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.includes(Buffer.from('hidden-author-tag'))).toBe(false);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(192);
    },
  );

  it('refuses a file that only claims to be an image', async () => {
    const tenant = await tenantWithUploads('logo-fake');
    const response = await upload(
      tenant.id,
      Buffer.from('<?php system($_GET["c"]); ?>'),
      'logo.png',
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'The logo must be a PNG, JPEG, WebP or GIF image' });
  });

  it('refuses a truncated image with valid magic bytes', async () => {
    const tenant = await tenantWithUploads('logo-broken');
    const png = await image('png');
    const response = await upload(tenant.id, png.subarray(0, 40));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'The logo could not be read as an image' });
  });

  it('refuses SVG', async () => {
    const tenant = await tenantWithUploads('logo-svg');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    expect((await upload(tenant.id, svg, 'logo.svg', 'image/svg+xml')).statusCode).toBe(415);
  });

  it('refuses a file over 2 MB with 413', async () => {
    const tenant = await tenantWithUploads('logo-huge');
    const huge = Buffer.concat([await image('png'), Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(tenant.id, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The logo must be at most 2 MB' });
  });

  it('answers 403 while the logoUpload flag is off', async () => {
    const tenant = await tenantWithUploads('logo-off', false);
    const response = await upload(tenant.id, await image('png'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Logo upload is not enabled for this tenant' });
  });

  it('removes the logo and its files, bringing the fallback back', async () => {
    const tenant = await tenantWithUploads('logo-remove');
    const uploaded = await upload(tenant.id, await image('png'));
    const logoUrl = uploaded.json<AdminTenant>().logo_url ?? '';
    const removed = await admin('DELETE', `/api/admin/tenants/${tenant.id}/logo`);
    expect(removed.json<AdminTenant>().logo_url).toBeNull();
    expect((await ctx.app.inject({ url: logoUrl })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const tenant = await tenantWithUploads('logo-reader');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${tenant.id}/logo`,
      headers: bearer(readerToken),
    });
    expect(response.statusCode).toBe(403);
  });
});
