import {
  SITE_PAGE_MESSAGES,
  type AdminSitePage,
  type AdminSitePageListResponse,
  type SitePage,
  type SitePageNav,
  type SitePageRevisionList,
} from '@helionews/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, type SitePageRow, type TenantRow } from '../../db/schema/index.js';
import { tenantRequests } from '../../test/auth.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  createBackOffice,
  createMember,
  createSitePage,
  createTenant,
  type CallerRole,
} from '../../test/factories.js';
import { contentVersionOf } from '../../test/queries.js';

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
let betaPage: SitePageRow;
let tokens: Record<CallerRole, string>;
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  ({ alpha, beta, tokens } = await createBackOffice(db));
  betaPage = await createSitePage(db, beta.id, { slug: 'beta-secret', title: 'Beta secret' });
});
afterAll(() => ctx.close());

const { call } = tenantRequests(() => ctx.app);

/** A tenant of its own with an editor, so one test's pages do not disturb another's. */
async function freshTenant() {
  sequence += 1;
  const slug = `pagedesk-${sequence}`;
  const tenant = await createTenant(ctx.database.db, { slug });
  const { token } = await createMember(ctx.database.db, tenant.id, 'editor');
  return { tenant, slug, token };
}

const contentVersion = (tenantId: number) => contentVersionOf(ctx.database.db, tenantId);

const pageActivities = (tenantId: number) =>
  ctx.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.tenantId, tenantId), eq(activities.entityType, 'site_page')))
    .orderBy(asc(activities.id));

describe('who may manage pages', () => {
  it('lets editors and admins do everything; contributors and readers get 403, the anonymous 401', async () => {
    const { db } = ctx.database;
    for (const role of ['contributor', 'reader'] as const) {
      const page = await createSitePage(db, alpha.id);
      const refused = [
        await call('GET', '/api/admin/pages', tokens[role]),
        await call('GET', `/api/admin/pages/${page.id}`, tokens[role]),
        await call('POST', '/api/admin/pages', tokens[role], { title: 'Nope' }),
        await call('PUT', `/api/admin/pages/${page.id}`, tokens[role], { title: 'Nope' }),
        await call('PUT', '/api/admin/pages/order', tokens[role], { footer: [page.id] }),
        await call('GET', `/api/admin/pages/${page.id}/revisions`, tokens[role]),
        await call('DELETE', `/api/admin/pages/${page.id}`, tokens[role]),
      ];
      expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    }
    expect((await call('GET', '/api/admin/pages')).statusCode).toBe(401);
    for (const role of ['editor', 'tenantAdmin', 'platformAdmin'] as const) {
      const created = await call('POST', '/api/admin/pages', tokens[role], { title: `By ${role}` });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<AdminSitePage>();
      expect((await call('GET', `/api/admin/pages/${id}`, tokens[role])).statusCode).toBe(200);
      expect(
        (await call('PUT', `/api/admin/pages/${id}`, tokens[role], { body_html: '<p>x</p>' }))
          .statusCode,
      ).toBe(200);
      expect((await call('DELETE', `/api/admin/pages/${id}`, tokens[role])).statusCode).toBe(204);
    }
  });
});

describe('page CRUD', () => {
  it('creates a page with a slug from its title, bumps the content version, records the activity', async () => {
    const { tenant, slug, token } = await freshTenant();
    const before = await contentVersion(tenant.id);
    const created = await call(
      'POST',
      '/api/admin/pages',
      token,
      { title: 'Über uns & Team', body_html: '<p>Hello</p>', placement: 'footer' },
      slug,
    );
    expect(created.statusCode).toBe(201);
    const page = created.json<AdminSitePage>();
    expect(page).toMatchObject({
      title: 'Über uns & Team',
      slug: 'uber-uns-team',
      body_html: '<p>Hello</p>',
      status: 'draft',
      placement: 'footer',
      position: 0,
      revision: 1,
      published_at: null,
    });
    expect(await contentVersion(tenant.id)).toBeGreaterThan(before);
    const [activity] = await pageActivities(tenant.id);
    expect(activity).toMatchObject({ action: 'create', entityId: page.id });

    const fetched = await call('GET', `/api/admin/pages/${page.id}`, token, undefined, slug);
    expect(fetched.json<AdminSitePage>()).toEqual(page);
    const list = await call('GET', '/api/admin/pages', token, undefined, slug);
    expect(list.json<AdminSitePageListResponse>()).toEqual({ pages: [page], total: 1 });

    // A title without Latin letters takes 'page'.
    const chinese = await call('POST', '/api/admin/pages', token, { title: '关于我们' }, slug);
    expect(chinese.json<AdminSitePage>().slug).toBe('page');
  });

  it('answers 409 with a clear detail for a slug another page of the tenant uses', async () => {
    const { slug, token } = await freshTenant();
    const first = await call('POST', '/api/admin/pages', token, { title: 'About' }, slug);
    expect(first.json<AdminSitePage>().slug).toBe('about');
    const again = await call('POST', '/api/admin/pages', token, { title: 'About' }, slug);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: SITE_PAGE_MESSAGES.slugTaken });
    const other = await call(
      'POST',
      '/api/admin/pages',
      token,
      { title: 'Who we are', slug: 'who' },
      slug,
    );
    const renamed = await call(
      'PUT',
      `/api/admin/pages/${other.json<AdminSitePage>().id}`,
      token,
      { slug: 'about' },
      slug,
    );
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toEqual({ detail: SITE_PAGE_MESSAGES.slugTaken });
    // Another publication's 'about' is no conflict.
    expect(
      (await call('POST', '/api/admin/pages', tokens.editor, { title: 'About' })).statusCode,
    ).toBe(201);
  });

  it('sanitizes the body like a story: no <script>, no handlers', async () => {
    const { slug, token } = await freshTenant();
    const created = await call(
      'POST',
      '/api/admin/pages',
      token,
      {
        title: 'Contact',
        body_html:
          '<p onclick="steal()">Write to us</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      },
      slug,
    );
    const page = created.json<AdminSitePage>();
    expect(page.body_html).not.toContain('<script');
    expect(page.body_html).not.toContain('onclick');
    expect(page.body_html).not.toContain('javascript:');
    expect(page.body_html).toContain('Write to us');
    const updated = await call(
      'PUT',
      `/api/admin/pages/${page.id}`,
      token,
      { body_html: '<h2>Us</h2><script>alert(2)</script>' },
      slug,
    );
    expect(updated.json<AdminSitePage>().body_html).toBe('<h2>Us</h2>');
  });

  it('publishes, then answers readers; drafts, unknown slugs and other tenants are 404', async () => {
    const { tenant, slug, token } = await freshTenant();
    const created = await call(
      'POST',
      '/api/admin/pages',
      token,
      { title: 'Corrections', body_html: '<p>We fix errors.</p>', placement: 'footer' },
      slug,
    );
    const { id } = created.json<AdminSitePage>();
    const read = () => call('GET', '/api/pages/corrections', undefined, undefined, slug);
    expect((await read()).statusCode).toBe(404);
    expect((await read()).json()).toEqual({ detail: SITE_PAGE_MESSAGES.notFound });

    const before = await contentVersion(tenant.id);
    const published = await call(
      'PUT',
      `/api/admin/pages/${id}`,
      token,
      { status: 'published' },
      slug,
    );
    expect(published.json<AdminSitePage>()).toMatchObject({ status: 'published', revision: 2 });
    expect(published.json<AdminSitePage>().published_at).not.toBeNull();
    expect(await contentVersion(tenant.id)).toBeGreaterThan(before);
    const page = await read();
    expect(page.statusCode).toBe(200);
    expect(page.json<SitePage>()).toMatchObject({
      id,
      title: 'Corrections',
      slug: 'corrections',
      body_html: '<p>We fix errors.</p>',
      placement: 'footer',
    });
    expect(page.json()).not.toHaveProperty('status');

    const nav = await call('GET', '/api/pages', undefined, undefined, slug);
    expect(nav.json<SitePageNav>()).toEqual({
      header: [],
      footer: [{ title: 'Corrections', slug: 'corrections' }],
      publishing_principles: null,
      corrections_policy: 'corrections',
    });

    // Back to draft: gone for readers again.
    await call('PUT', `/api/admin/pages/${id}`, token, { status: 'draft' }, slug);
    expect((await read()).statusCode).toBe(404);
    expect((await call('GET', '/api/pages', undefined, undefined, slug)).json()).toMatchObject({
      footer: [],
      corrections_policy: null,
    });

    // Another publication's page is not this one's, published or not.
    expect((await call('GET', `/api/pages/${betaPage.slug}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/pages/${betaPage.slug}`, undefined, undefined, 'beta')).statusCode,
    ).toBe(200);
  });

  it("deletes a page and its revisions; another tenant's page is a 404", async () => {
    const { tenant, slug, token } = await freshTenant();
    const created = await call('POST', '/api/admin/pages', token, { title: 'Gone' }, slug);
    const { id } = created.json<AdminSitePage>();
    await call('PUT', `/api/admin/pages/${id}`, token, { title: 'Gone soon' }, slug);
    const before = await contentVersion(tenant.id);
    expect(
      (await call('DELETE', `/api/admin/pages/${id}`, token, undefined, slug)).statusCode,
    ).toBe(204);
    expect(await contentVersion(tenant.id)).toBeGreaterThan(before);
    expect((await call('GET', `/api/admin/pages/${id}`, token, undefined, slug)).statusCode).toBe(
      404,
    );
    expect((await pageActivities(tenant.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
    for (const [method, url] of [
      ['GET', `/api/admin/pages/${betaPage.id}`],
      ['PUT', `/api/admin/pages/${betaPage.id}`],
      ['DELETE', `/api/admin/pages/${betaPage.id}`],
      ['GET', `/api/admin/pages/${betaPage.id}/revisions`],
    ] as const) {
      const response = await call(
        method,
        url,
        tokens.editor,
        method === 'PUT' ? { title: 'x' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('the order of the pages', () => {
  it('sets each placement’s order, moves pages between placements, and lists them so', async () => {
    const { tenant, slug, token } = await freshTenant();
    const make = async (title: string, placement: 'header' | 'footer' | 'none') =>
      (
        await call(
          'POST',
          '/api/admin/pages',
          token,
          { title, placement, status: 'published' },
          slug,
        )
      ).json<AdminSitePage>();
    const about = await make('About', 'footer');
    const contact = await make('Contact', 'footer');
    const jobs = await make('Jobs', 'none');
    const tips = await make('Tips', 'header');
    expect([about.position, contact.position, jobs.position, tips.position]).toEqual([0, 1, 0, 0]);

    const before = await contentVersion(tenant.id);
    const ordered = await call(
      'PUT',
      '/api/admin/pages/order',
      token,
      { header: [jobs.id, tips.id], footer: [contact.id, about.id] },
      slug,
    );
    expect(ordered.statusCode).toBe(200);
    expect(
      ordered.json<AdminSitePageListResponse>().pages.map((p) => [p.slug, p.placement, p.position]),
    ).toEqual([
      ['jobs', 'header', 0],
      ['tips', 'header', 1],
      ['contact', 'footer', 0],
      ['about', 'footer', 1],
    ]);
    expect(await contentVersion(tenant.id)).toBeGreaterThan(before);
    expect((await pageActivities(tenant.id)).at(-1)).toMatchObject({ action: 'reorder' });

    const nav = (await call('GET', '/api/pages', undefined, undefined, slug)).json<SitePageNav>();
    expect(nav.header.map((link) => link.slug)).toEqual(['jobs', 'tips']);
    expect(nav.footer.map((link) => link.slug)).toEqual(['contact', 'about']);
    expect(nav.publishing_principles).toBe('about');

    // A placement's pages its list leaves out follow the listed ones, in their order.
    const partial = await call(
      'PUT',
      '/api/admin/pages/order',
      token,
      { footer: [about.id] },
      slug,
    );
    expect(
      partial
        .json<AdminSitePageListResponse>()
        .pages.filter((p) => p.placement === 'footer')
        .map((p) => [p.slug, p.position]),
    ).toEqual([
      ['about', 0],
      ['contact', 1],
    ]);

    // The same order again changes nothing.
    const unchanged = await contentVersion(tenant.id);
    await call('PUT', '/api/admin/pages/order', token, { header: [jobs.id, tips.id] }, slug);
    expect(await contentVersion(tenant.id)).toBe(unchanged);
  });

  it("refuses another tenant's page, an unknown id and an id listed twice, changing nothing", async () => {
    const { tenant, slug, token } = await freshTenant();
    const page = (
      await call('POST', '/api/admin/pages', token, { title: 'Mine', placement: 'footer' }, slug)
    ).json<AdminSitePage>();
    const before = await contentVersion(tenant.id);
    const foreign = await call(
      'PUT',
      '/api/admin/pages/order',
      token,
      { footer: [betaPage.id, page.id] },
      slug,
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({ detail: SITE_PAGE_MESSAGES.unknownPages });
    const unknown = await call('PUT', '/api/admin/pages/order', token, { header: [999_999] }, slug);
    expect(unknown.statusCode).toBe(422);
    const twice = await call(
      'PUT',
      '/api/admin/pages/order',
      token,
      { header: [page.id], footer: [page.id] },
      slug,
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({ detail: SITE_PAGE_MESSAGES.listedTwice });
    expect(await contentVersion(tenant.id)).toBe(before);
    const [row] = (
      await call('GET', '/api/admin/pages', token, undefined, slug)
    ).json<AdminSitePageListResponse>().pages;
    expect(row).toMatchObject({ placement: 'footer', position: 0 });
  });
});

describe('revisions', () => {
  it('keeps each version before a save, lists them newest first and restores one', async () => {
    const { tenant, slug, token } = await freshTenant();
    const { id } = (
      await call(
        'POST',
        '/api/admin/pages',
        token,
        { title: 'About', body_html: '<p>First</p>', status: 'published' },
        slug,
      )
    ).json<AdminSitePage>();
    await call('PUT', `/api/admin/pages/${id}`, token, { body_html: '<p>Second</p>' }, slug);
    await call(
      'PUT',
      `/api/admin/pages/${id}`,
      token,
      { title: 'About us', slug: 'about-us', body_html: '<p>Third</p>' },
      slug,
    );
    // A save that changes nothing keeps no revision.
    await call('PUT', `/api/admin/pages/${id}`, token, { title: 'About us' }, slug);

    const list = await call('GET', `/api/admin/pages/${id}/revisions`, token, undefined, slug);
    expect(list.statusCode).toBe(200);
    const { revisions } = list.json<SitePageRevisionList>();
    expect(revisions.map((r) => [r.revision, r.title, r.body_html])).toEqual([
      [2, 'About', '<p>Second</p>'],
      [1, 'About', '<p>First</p>'],
    ]);

    const first = revisions[1];
    if (!first) throw new Error('no first revision');
    const before = await contentVersion(tenant.id);
    const restored = await call(
      'POST',
      `/api/admin/pages/${id}/revisions/${first.id}/restore`,
      token,
      undefined,
      slug,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json<AdminSitePage>()).toMatchObject({
      title: 'About',
      slug: 'about',
      body_html: '<p>First</p>',
      status: 'published',
      revision: 4,
    });
    expect(await contentVersion(tenant.id)).toBeGreaterThan(before);
    expect((await pageActivities(tenant.id)).at(-1)).toMatchObject({
      action: 'restore',
      entityId: id,
    });
    // The restore is itself undoable: the version it replaced is the newest revision.
    const after = (
      await call('GET', `/api/admin/pages/${id}/revisions`, token, undefined, slug)
    ).json<SitePageRevisionList>();
    expect(after.revisions[0]).toMatchObject({ revision: 3, title: 'About us', slug: 'about-us' });
    expect(
      (await call('GET', '/api/pages/about', undefined, undefined, slug)).json<SitePage>()
        .body_html,
    ).toBe('<p>First</p>');

    // A revision of another page, or none, is a 404.
    const other = (
      await call('POST', '/api/admin/pages', token, { title: 'Other' }, slug)
    ).json<AdminSitePage>();
    const foreign = await call(
      'POST',
      `/api/admin/pages/${other.id}/revisions/${first.id}/restore`,
      token,
      undefined,
      slug,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: SITE_PAGE_MESSAGES.revisionNotFound });
  });
});
