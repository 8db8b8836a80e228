import type { SiteSettings, TenantInfo } from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer } from '../../test/auth.js';
import { createMember, createTenantPair } from '../../test/factories.js';

let ctx: TestContext;
let alpha: TenantRow;
let adminToken: string;
let editorToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  ({ alpha } = await createTenantPair(db, {
    alpha: { displayName: 'Alpha Times', description: 'Morning news for alpha' },
    beta: { displayName: 'Beta Herald' },
  }));
  adminToken = (await createMember(db, alpha.id, 'admin')).token;
  editorToken = (await createMember(db, alpha.id, 'editor')).token;
});
afterAll(() => ctx.close());

const settings = (method: 'GET' | 'PUT', payload?: object, token = adminToken, tenant = 'alpha') =>
  ctx.app.inject({
    method,
    url: '/api/admin/settings',
    headers: { 'x-tenant-id': tenant, ...bearer(token) },
    ...(payload && { payload }),
  });
const tenantInfo = async (slug: string) =>
  (
    await ctx.app.inject({ url: '/api/tenant/info', headers: { 'x-tenant-id': slug } })
  ).json<TenantInfo>();

describe('GET /api/admin/settings', () => {
  it('starts from defaults taken from the publication', async () => {
    const response = await settings('GET');
    expect(response.statusCode).toBe(200);
    expect(response.json<SiteSettings>()).toEqual({
      site_title: 'Alpha Times',
      tagline: 'Morning news for alpha',
      contact_email: '',
      default_language: 'en',
      time_zone: 'UTC',
      date_format: 'relative',
      social_links: {
        twitter: '',
        facebook: '',
        instagram: '',
        linkedin: '',
        youtube: '',
        mastodon: '',
      },
      footer_text: '',
      analytics_enabled: false,
      comments_enabled: true,
      ads_enabled: true,
      comments_moderation: 'first',
    });
  });

  it('is for tenant admins: editors get 403', async () => {
    expect((await settings('GET', undefined, editorToken)).statusCode).toBe(403);
    expect((await settings('PUT', { tagline: 'x' }, editorToken)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/settings', () => {
  it('changes only the fields sent, merges social links, and readers see it at once', async () => {
    const before = await tenantInfo('alpha');
    const first = await settings('PUT', {
      tagline: 'All the alpha news',
      social_links: { mastodon: 'https://alpha.social/@times' },
      time_zone: 'Europe/Paris',
    });
    expect(first.statusCode).toBe(200);
    const second = await settings('PUT', {
      social_links: { twitter: 'https://x.example/alpha' },
      footer_text: 'Alpha Times is published by Alpha Media',
      analytics_enabled: true,
      comments_enabled: false,
    });
    const body = second.json<SiteSettings>();
    expect(body).toMatchObject({
      site_title: 'Alpha Times',
      tagline: 'All the alpha news',
      time_zone: 'Europe/Paris',
      footer_text: 'Alpha Times is published by Alpha Media',
      analytics_enabled: true,
      comments_enabled: false,
    });
    expect(body.social_links).toMatchObject({
      mastodon: 'https://alpha.social/@times',
      twitter: 'https://x.example/alpha',
    });

    const after = await tenantInfo('alpha');
    expect(after.site.tagline).toBe('All the alpha news');
    expect(after.site.social_links.twitter).toBe('https://x.example/alpha');
    expect(after.features.analytics).toBe(true);
    expect(after.settings.enable_comments).toBe(false);
    expect(after.content_version).toBe(before.content_version + 2);
    // Another publication is untouched.
    expect((await tenantInfo('beta')).site.tagline).not.toBe('All the alpha news');

    const recorded = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.entityType, 'site_settings'));
    expect(recorded).toHaveLength(2);
    expect(recorded[1]).toMatchObject({ action: 'update', tenantId: alpha.id });
  });

  it('refuses bad values with the failing fields and changes nothing', async () => {
    const before = (await settings('GET')).json<SiteSettings>();
    const response = await settings('PUT', {
      contact_email: 'not-an-address',
      time_zone: 'Mars/Olympus',
      social_links: { twitter: 'javascript:alert(1)' },
      date_format: 'someday',
    });
    expect(response.statusCode).toBe(422);
    const fields = response
      .json<{ errors: { field: string }[] }>()
      .errors.map((e) => e.field)
      .sort();
    expect(fields).toEqual([
      'body.contact_email',
      'body.date_format',
      'body.social_links.twitter',
      'body.time_zone',
    ]);
    expect((await settings('PUT', { site_title: '' })).statusCode).toBe(422);
    expect((await settings('PUT', { logo_url: '/evil.png' })).statusCode).toBe(422);
    expect((await settings('GET')).json<SiteSettings>()).toEqual(before);
  });

  it('refuses text with an unpaired UTF-16 surrogate, naming the fields, and changes nothing', async () => {
    const before = (await settings('GET')).json<SiteSettings>();
    const refused = await settings('PUT', {
      tagline: 'Morning \ud800 news',
      site_title: '\udfffAlpha',
      footer_text: 'Alpha \udc00\ud800 Media',
      social_links: { mastodon: 'https://alpha.social/@times' },
    });
    expect(refused.statusCode).toBe(422);
    expect(
      refused
        .json<{ errors: { field: string; message: string }[] }>()
        .errors.map((e) => [e.field, e.message])
        .sort(),
    ).toEqual([
      ['body.footer_text', 'must not contain an unpaired UTF-16 surrogate'],
      ['body.site_title', 'must not contain an unpaired UTF-16 surrogate'],
      ['body.tagline', 'must not contain an unpaired UTF-16 surrogate'],
    ]);
    expect((await settings('GET')).json<SiteSettings>()).toEqual(before);

    // A pair is one character: an emoji in the tagline is kept as sent.
    const emoji = await settings('PUT', { tagline: 'Alpha under the stars \u{1f31f}' });
    expect(emoji.statusCode).toBe(200);
    expect((await tenantInfo('alpha')).site.tagline).toBe('Alpha under the stars \u{1f31f}');
  });

  it('keeps the comment moderation mode with the site settings, one of all, first or none', async () => {
    for (const mode of ['all', 'none', 'first'] as const) {
      const response = await settings('PUT', { comments_moderation: mode });
      expect(response.statusCode).toBe(200);
      expect(response.json<SiteSettings>().comments_moderation).toBe(mode);
      expect((await settings('GET')).json<SiteSettings>().comments_moderation).toBe(mode);
    }
    const refused = await settings('PUT', { comments_moderation: 'some' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'body.comments_moderation',
    ]);
    // Readers are not told how their comments are moderated.
    expect(JSON.stringify(await tenantInfo('alpha'))).not.toContain('comments_moderation');
  });
});
