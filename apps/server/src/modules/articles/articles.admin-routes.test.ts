import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ARTICLE_MESSAGES,
  type AdminArticle,
  type AdminArticleListResponse,
  type ArticleImageUpload,
  type ArticleRevision,
  type ArticleRevisionList,
  type NavigationCounts,
  type StoryStatus,
} from '@helionews/contracts';
import { and, desc, eq } from 'drizzle-orm';
import Fastify, { type InjectOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  notifications,
  securityEvents,
  stories,
  storyRevisions,
  type CategoryRow,
  type TenantRow,
  type UserRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { contentVersionOf } from '../../test/queries.js';
import { bearer, nextClientAddress } from '../../test/auth.js';
import {
  createCategory,
  createMember,
  createStory,
  createTenant,
  createTenantPair,
  createUserWithSession,
} from '../../test/factories.js';
import docsPlugin from '../../plugins/docs.js';
import { CALLERS, type Caller } from '../../security/route-access.test-support.js';
import { articlesAdminRoutes } from './articles.admin-routes.js';
import { ARTICLE_IMAGE_MESSAGES } from './articles.images.js';
import type { ArticlesService } from './articles.service.js';

/**
 * The article routes as each kind of caller meets them, on its own tenant (alpha) and with ids
 * of another (beta), plus the rules and side effects every endpoint promises.
 */
type Member = { user: UserRow; token: string };

let ctx: TestContext;
let uploadsDir: string;
let alpha: TenantRow;
let beta: TenantRow;
let world: CategoryRow;
let science: CategoryRow;
let betaDesk: CategoryRow;
let members: Record<Exclude<Caller, 'anonymous'>, Member>;
let otherContributor: Member;
let betaEditor: Member;
let sequence = 0;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'helionews-articles-test-'));
  ctx = await createTestApp({ uploadsDir });
  const { db } = ctx.database;
  ({ alpha, beta } = await createTenantPair(db, {
    alpha: { name: 'alpha', displayName: 'Alpha Times' },
    beta: { name: 'beta', displayName: 'Beta Herald' },
  }));
  world = await createCategory(db, alpha.id, { slug: 'world', name: 'World' });
  science = await createCategory(db, alpha.id, { slug: 'science', name: 'Science' });
  betaDesk = await createCategory(db, beta.id, { slug: 'beta-desk', name: 'Beta desk' });
  members = {
    reader: await createUserWithSession(db),
    contributor: await createMember(db, alpha.id, 'contributor'),
    editor: await createMember(db, alpha.id, 'editor'),
    tenantAdmin: await createMember(db, alpha.id, 'admin'),
    platformAdmin: await createUserWithSession(db, { isAdmin: true }),
  };
  otherContributor = await createMember(db, alpha.id, 'contributor');
  betaEditor = await createMember(db, beta.id, 'editor');
});
afterAll(async () => {
  await ctx.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

/** A request acting for tenant alpha unless `tenant` says otherwise. */
function call(caller: Caller | Member, options: InjectOptions, tenant = 'alpha') {
  const member =
    typeof caller === 'string' ? (caller === 'anonymous' ? null : members[caller]) : caller;
  return ctx.app.inject({
    ...options,
    headers: {
      'x-tenant-id': tenant,
      ...(member ? bearer(member.token) : {}),
      ...(options.headers as Record<string, string> | undefined),
    },
    remoteAddress: nextClientAddress(),
  });
}

/** An editorial story straight in the database (fast, any status). */
async function article(
  tenantId: number,
  overrides: Partial<typeof stories.$inferInsert> & { status?: StoryStatus } = {},
) {
  const n = unique();
  return createStory(ctx.database.db, tenantId, {
    origin: 'editorial',
    status: 'draft',
    publishedAt: null,
    title: `Article ${n}`,
    slug: `article-${n}`,
    createdBy: members.contributor.user.id,
    ...overrides,
  });
}

const contentVersion = (tenantId: number) => contentVersionOf(ctx.database.db, tenantId);

const activityOf = (storyId: number) =>
  ctx.database.db
    .select({
      action: activities.action,
      actorId: activities.actorId,
      tenantId: activities.tenantId,
      entityType: activities.entityType,
      entityLabel: activities.entityLabel,
      details: activities.details,
    })
    .from(activities)
    .where(and(eq(activities.entityType, 'story'), eq(activities.entityId, storyId)))
    .orderBy(activities.id);

function multipart(
  bytes: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
  field = 'file',
) {
  const boundary = '----articles-test-boundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: '#336699' } })
    .png()
    .toBuffer();

/* ---------------------------------------------------------------------------------------------
 * Who may call what: every endpoint, every caller, own tenant and another tenant's ids.
 * ------------------------------------------------------------------------------------------- */

type Statuses = readonly [number, number, number, number, number, number];
const backOffice = (s: number): Statuses => [401, 403, s, s, s, s];
const editorial = (s: number): Statuses => [401, 403, 403, s, s, s];
/** Another tenant's article named from alpha: as missing as an id that never existed. */
const hiddenFromMembers: Statuses = [401, 403, 404, 404, 404, 404];
const hiddenFromEditors: Statuses = [401, 403, 403, 404, 404, 404];

/**
 * How to call each route. `own`: an article of alpha written by the caller when the caller is
 * the contributor (contributors reach only their own); `other`: an article of beta.
 */
const ROUTES: {
  key: string;
  own: Statuses;
  other: Statuses;
  build: (scope: 'own' | 'other', user: UserRow | null) => Promise<InjectOptions>;
}[] = [
  {
    key: 'GET /api/admin/articles',
    own: backOffice(200),
    other: hiddenFromMembers,
    build: async (scope) => ({
      method: 'GET',
      url: `/api/admin/articles?category=${scope === 'own' ? world.slug : betaDesk.slug}`,
    }),
  },
  {
    key: 'POST /api/admin/articles',
    own: backOffice(201),
    other: [401, 403, 422, 422, 422, 422],
    build: async (scope) => ({
      method: 'POST',
      url: '/api/admin/articles',
      payload: {
        title: `Posted ${unique()}`,
        category: scope === 'own' ? world.slug : betaDesk.slug,
      },
    }),
  },
  {
    key: 'POST /api/admin/articles/images',
    own: backOffice(201),
    other: backOffice(201),
    build: async () => ({
      method: 'POST',
      url: '/api/admin/articles/images',
      ...multipart(await png()),
    }),
  },
  ...(['GET', 'PUT', 'DELETE'] as const).map((method) => ({
    key: `${method} /api/admin/articles/:id`,
    own: backOffice(method === 'DELETE' ? 204 : 200),
    other: hiddenFromMembers,
    build: async (scope: 'own' | 'other', user: UserRow | null) => ({
      method,
      url: `/api/admin/articles/${(await article(scope === 'own' ? alpha.id : beta.id, { createdBy: user?.id ?? null })).id}`,
      ...(method === 'PUT' && { payload: { title: 'Changed' } }),
    }),
  })),
  {
    key: 'POST /api/admin/articles/:id/approve',
    own: editorial(200),
    other: hiddenFromEditors,
    build: async (scope) => ({
      method: 'POST',
      url: `/api/admin/articles/${(await article(scope === 'own' ? alpha.id : beta.id, { status: 'pending' })).id}/approve`,
      payload: {},
    }),
  },
  {
    key: 'POST /api/admin/articles/:id/reject',
    own: editorial(200),
    other: hiddenFromEditors,
    build: async (scope) => ({
      method: 'POST',
      url: `/api/admin/articles/${(await article(scope === 'own' ? alpha.id : beta.id, { status: 'pending' })).id}/reject`,
      payload: { reason: 'Needs sources' },
    }),
  },
  {
    key: 'GET /api/admin/articles/:id/revisions',
    own: backOffice(200),
    other: hiddenFromMembers,
    build: async (scope, user) => ({
      method: 'GET',
      url: `/api/admin/articles/${(await withRevision(scope, user)).storyId}/revisions`,
    }),
  },
  {
    key: 'GET /api/admin/articles/:id/revisions/:revisionId',
    own: backOffice(200),
    other: hiddenFromMembers,
    build: async (scope, user) => {
      const { storyId, revisionId } = await withRevision(scope, user);
      return { method: 'GET', url: `/api/admin/articles/${storyId}/revisions/${revisionId}` };
    },
  },
  {
    key: 'POST /api/admin/articles/:id/revisions/:revisionId/restore',
    own: editorial(200),
    other: hiddenFromEditors,
    build: async (scope, user) => {
      const { storyId, revisionId } = await withRevision(scope, user);
      return {
        method: 'POST',
        url: `/api/admin/articles/${storyId}/revisions/${revisionId}/restore`,
      };
    },
  },
];

/** An article (of alpha or beta) with one kept revision. */
async function withRevision(scope: 'own' | 'other', user: UserRow | null) {
  const tenantId = scope === 'own' ? alpha.id : beta.id;
  const story = await article(tenantId, { createdBy: user?.id ?? null, revision: 2 });
  const [revision] = await ctx.database.db
    .insert(storyRevisions)
    .values({
      tenantId,
      storyId: story.id,
      revision: 1,
      title: 'First title',
      summary: 'First summary',
      bodyHtml: '<p>First body</p>',
      fields: { slug: story.slug, language: 'en' },
      savedBy: user?.id ?? null,
    })
    .returning({ id: storyRevisions.id });
  if (!revision) throw new Error('revision insert returned nothing');
  return { storyId: story.id, revisionId: revision.id };
}

describe('who may call the article routes', () => {
  it('registers every article route of the contract', () => {
    const registered = new Set(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect(ROUTES.map((r) => r.key).filter((key) => !registered.has(key))).toEqual([]);
    const articleRoutes = [...registered].filter(
      (key) => key.includes('/api/admin/articles') && !key.startsWith('HEAD '),
    );
    expect(articleRoutes.sort()).toEqual(ROUTES.map((r) => r.key).sort());
  });

  it('documents every article route in the OpenAPI document', async () => {
    // The article routes alone under the app's docs plugin: their schemas must make a document
    // (the whole app's /api/docs is checked by the system routes test).
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(docsPlugin);
    await app.register(articlesAdminRoutes, {
      prefix: '/api/admin',
      service: {} as ArticlesService,
    });
    await app.ready();
    const document = app.swagger() as {
      paths: Record<string, Record<string, { tags?: string[]; responses?: object }>>;
    };
    await app.close();
    for (const { key } of ROUTES) {
      const [method = '', url = ''] = key.split(' ');
      const operation = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation?.tags, key).toEqual(['admin: articles']);
      expect(Object.keys(operation?.responses ?? {}), key).toEqual(
        expect.arrayContaining(['401', '403']),
      );
    }
  });

  it.each(ROUTES.map((route) => [route.key, route] as const))(
    '%s answers each caller as its roles say, and hides other tenants',
    async (_key, route) => {
      const answers: Record<string, number[]> = { own: [], other: [] };
      for (const scope of ['own', 'other'] as const) {
        for (const caller of CALLERS) {
          const user = caller === 'anonymous' ? null : members[caller].user;
          const response = await call(caller, await route.build(scope, user));
          answers[scope]?.push(response.statusCode);
          if (scope === 'other') expect(response.body).not.toContain('beta-desk');
        }
      }
      expect(answers).toEqual({ own: [...route.own], other: [...route.other] });
    },
  );
});

/* ---------------------------------------------------------------------------------------------
 * The list.
 * ------------------------------------------------------------------------------------------- */

describe('GET /api/admin/articles', () => {
  it('lists editorial stories of the tenant only, with search, filters, sorting and pages', async () => {
    const tag = unique();
    const { db } = ctx.database;
    const first = await article(alpha.id, {
      title: `Comet ${tag} returns`,
      categoryId: world.id,
      status: 'pending',
      updatedAt: new Date(Date.now() - 3_000),
    });
    const second = await article(alpha.id, {
      title: `Quiet day ${tag}`,
      summary: `Nothing about comets ${tag}`,
      categoryId: science.id,
      status: 'draft',
      updatedAt: new Date(Date.now() - 2_000),
    });
    const third = await article(alpha.id, {
      title: `Aurora ${tag}`,
      categoryId: world.id,
      status: 'published',
      publishedAt: new Date(),
      updatedAt: new Date(Date.now() - 1_000),
    });
    // Neither a feed item nor another tenant's article is an article of alpha.
    await createStory(db, alpha.id, { origin: 'feed', title: `Feed ${tag}` });
    await article(beta.id, { title: `Beta ${tag}` });

    const list = async (query: string, caller: Caller = 'editor') => {
      const response = await call(caller, { url: `/api/admin/articles?${query}` });
      expect(response.statusCode).toBe(200);
      return response.json<AdminArticleListResponse>();
    };
    const ids = (body: AdminArticleListResponse) => body.articles.map((a) => a.id);

    const all = await list(`search=${tag}`);
    expect(all.total).toBe(3);
    expect(ids(all)).toEqual([third.id, second.id, first.id]);
    expect(all).toMatchObject({ page: 1, page_size: 10 });
    expect(all.articles[0]).toEqual({
      id: third.id,
      title: `Aurora ${tag}`,
      slug: third.slug,
      summary: third.summary,
      status: 'published',
      origin: 'editorial',
      access: 'public',
      category: { id: world.id, slug: 'world', name: 'World' },
      image_url: null,
      author: 'Test Reporter',
      byline: 'Test Reporter',
      language: 'en',
      created_by: {
        id: members.contributor.user.id,
        username: members.contributor.user.username,
        display_name: null,
      },
      review_note: null,
      publish_at: null,
      unpublish_at: null,
      published_at: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      tenant_slug: 'alpha',
    });
    expect(all.articles[0]).not.toHaveProperty('body_html');

    expect(ids(await list(`search=${tag.toUpperCase()}&sort=title`))).toEqual([
      third.id,
      first.id,
      second.id,
    ]);
    expect(ids(await list(`search=comets ${tag}`))).toEqual([second.id]);
    expect(ids(await list(`search=${tag}&category=world&sort=created_at`))).toEqual([
      first.id,
      third.id,
    ]);
    expect(ids(await list(`search=${tag}&status=pending`))).toEqual([first.id]);
    const paged = await list(`search=${tag}&page=2&page_size=2&sort=-updated_at`);
    expect(paged).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(ids(paged)).toEqual([first.id]);
    // A search for % is a search for the character, not a wildcard.
    expect((await list(`search=%25${tag}`)).total).toBe(0);
  });

  it('answers 404 for a category slug the tenant does not have, and 422 for bad queries', async () => {
    const missing = await call('editor', { url: '/api/admin/articles?category=beta-desk' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: ARTICLE_MESSAGES.categoryNotFound });
    expect((await call('editor', { url: '/api/admin/articles?status=lost' })).statusCode).toBe(422);
    expect((await call('editor', { url: '/api/admin/articles?sort=views' })).statusCode).toBe(422);
    expect((await call('editor', { url: '/api/admin/articles?page_size=1000' })).statusCode).toBe(
      422,
    );
  });

  it('shows contributors only their own articles, whoever else wrote to the tenant', async () => {
    const tag = unique();
    const mine = await article(alpha.id, { title: `Mine ${tag}` });
    await article(alpha.id, { title: `Theirs ${tag}`, createdBy: otherContributor.user.id });
    await article(alpha.id, { title: `Editor's ${tag}`, createdBy: members.editor.user.id });
    const asContributor = await call('contributor', { url: `/api/admin/articles?search=${tag}` });
    expect(asContributor.json<AdminArticleListResponse>()).toMatchObject({
      total: 1,
      articles: [{ id: mine.id }],
    });
    const asEditor = await call('editor', { url: `/api/admin/articles?search=${tag}` });
    expect(asEditor.json<AdminArticleListResponse>().total).toBe(3);
  });

  it('honours tenant_id for platform admins only', async () => {
    const tag = unique();
    const ofBeta = await article(beta.id, { title: `Beta only ${tag}` });
    const ofAlpha = await article(alpha.id, { title: `Alpha only ${tag}` });
    const query = `/api/admin/articles?search=${tag}&tenant_id=${beta.id}`;
    const asPlatform = (
      await call('platformAdmin', { url: query })
    ).json<AdminArticleListResponse>();
    expect(asPlatform.articles.map((a) => [a.id, a.tenant_slug])).toEqual([[ofBeta.id, 'beta']]);
    for (const caller of ['tenantAdmin', 'editor'] as const) {
      const ignored = (await call(caller, { url: query })).json<AdminArticleListResponse>();
      expect(ignored.articles.map((a) => [a.id, a.tenant_slug])).toEqual([[ofAlpha.id, 'alpha']]);
    }
  });
});

/* ---------------------------------------------------------------------------------------------
 * Create, read, update, delete.
 * ------------------------------------------------------------------------------------------- */

describe('POST /api/admin/articles', () => {
  it('creates a draft by default, derives a free slug and records who wrote it', async () => {
    const title = `Launch window opens ${unique()}`;
    const first = await call('contributor', {
      method: 'POST',
      url: '/api/admin/articles',
      payload: { title, summary: 'A summary', body_html: '<p>Body</p>', category: 'world' },
    });
    expect(first.statusCode).toBe(201);
    const created = first.json<AdminArticle>();
    expect(created).toMatchObject({
      title,
      summary: 'A summary',
      body_html: '<p>Body</p>',
      status: 'draft',
      origin: 'editorial',
      category: { slug: 'world' },
      language: 'en',
      revision: 1,
      review_note: null,
      published_at: null,
      created_by: { id: members.contributor.user.id },
      tenant_slug: 'alpha',
    });
    const slug = created.slug;
    expect(slug).toMatch(/^launch-window-opens-[a-z0-9]+$/);

    const again = await call('editor', {
      method: 'POST',
      url: '/api/admin/articles',
      payload: { title },
    });
    expect(again.json<AdminArticle>().slug).toBe(`${slug}-2`);
    const third = await call('editor', {
      method: 'POST',
      url: '/api/admin/articles',
      payload: { title },
    });
    expect(third.json<AdminArticle>().slug).toBe(`${slug}-3`);

    const taken = await call('editor', {
      method: 'POST',
      url: '/api/admin/articles',
      payload: { title: 'Other', slug },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: ARTICLE_MESSAGES.slugTaken });
    // Slugs are unique per tenant: beta may use the same one.
    const atBeta = await call(
      betaEditor,
      {
        method: 'POST',
        url: '/api/admin/articles',
        payload: { title: 'Other', slug },
      },
      'beta',
    );
    expect(atBeta.statusCode).toBe(201);
  });

  it('keeps a derived slug within the 63 characters a slug may have', async () => {
    const title = `${'Very long headline words '.repeat(6)}${unique()}`;
    const first = (
      await call('editor', { method: 'POST', url: '/api/admin/articles', payload: { title } })
    ).json<AdminArticle>();
    const second = (
      await call('editor', { method: 'POST', url: '/api/admin/articles', payload: { title } })
    ).json<AdminArticle>();
    expect(first.slug.length).toBeLessThanOrEqual(63);
    expect(second.slug).toBe(`${first.slug}-2`);
    // What the API hands out, it takes back.
    const resent = await call('editor', {
      method: 'PUT',
      url: `/api/admin/articles/${first.id}`,
      payload: { slug: first.slug },
    });
    expect(resent.statusCode).toBe(200);
  });

  it('refuses a category of another tenant, a schedule without a future date and backwards dates', async () => {
    const post = (payload: object) =>
      call('editor', { method: 'POST', url: '/api/admin/articles', payload });
    const category = await post({ title: 'X', category: 'beta-desk' });
    expect(category.statusCode).toBe(422);
    expect(category.json().errors).toEqual([
      { field: 'body.category', message: ARTICLE_MESSAGES.categoryNotFound },
    ]);
    const unscheduled = await post({ title: 'X', status: 'scheduled' });
    expect(unscheduled.statusCode).toBe(422);
    expect(unscheduled.json().detail).toContain(ARTICLE_MESSAGES.publishAtRequired);
    const past = await post({
      title: 'X',
      status: 'scheduled',
      publish_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    const backwards = await post({
      title: 'X',
      publish_at: new Date(Date.now() + 7_200_000).toISOString(),
      unpublish_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().detail).toContain(ARTICLE_MESSAGES.unpublishBeforePublish);
    expect((await post({ title: '   ' })).statusCode).toBe(422);
    expect((await post({ title: 'X', tenant_id: beta.id })).statusCode).toBe(422);
    expect((await post({ title: 'X', status: 'rejected' })).statusCode).toBe(422);
  });

  it('lets contributors write drafts and submit, but only editors publish or schedule', async () => {
    for (const status of ['published', 'scheduled', 'archived'] as const) {
      const refused = await call('contributor', {
        method: 'POST',
        url: '/api/admin/articles',
        payload: {
          title: 'Straight to print',
          status,
          publish_at: new Date(Date.now() + 3_600_000).toISOString(),
        },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: ARTICLE_MESSAGES.editorOnlyStatus });
    }
    const submitted = await call('contributor', {
      method: 'POST',
      url: '/api/admin/articles',
      payload: { title: 'For review', status: 'pending' },
    });
    expect(submitted.json<AdminArticle>().status).toBe('pending');

    const versionBefore = await contentVersion(alpha.id);
    const published = await call('editor', {
      method: 'POST',
      url: '/api/admin/articles',
      payload: { title: `Breaking ${unique()}`, status: 'published' },
    });
    expect(published.statusCode).toBe(201);
    expect(published.json<AdminArticle>().published_at).not.toBeNull();
    expect(await contentVersion(alpha.id)).toBe(versionBefore + 1);
    // Readers see it at once.
    const reader = await ctx.app.inject({
      url: `/api/stories/${published.json<AdminArticle>().id}`,
      headers: { 'x-tenant-id': 'alpha' },
    });
    expect(reader.statusCode).toBe(200);

    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call('editor', {
      method: 'POST',
      url: '/api/admin/articles',
      payload: { title: `Tomorrow ${unique()}`, status: 'scheduled', publish_at: publishAt },
    });
    expect(scheduled.json<AdminArticle>()).toMatchObject({
      status: 'scheduled',
      publish_at: publishAt,
      published_at: null,
    });
    expect(await contentVersion(alpha.id)).toBe(versionBefore + 1);
  });

  it('records the creation, and the submission, in the activity table', async () => {
    const title = `Tracked ${unique()}`;
    const created = (
      await call('contributor', {
        method: 'POST',
        url: '/api/admin/articles',
        payload: { title, status: 'pending' },
      })
    ).json<AdminArticle>();
    expect(await activityOf(created.id)).toEqual([
      {
        action: 'create',
        actorId: members.contributor.user.id,
        tenantId: alpha.id,
        entityType: 'story',
        entityLabel: title,
        details: { status: 'pending', access: 'public' },
      },
      {
        action: 'submit',
        actorId: members.contributor.user.id,
        tenantId: alpha.id,
        entityType: 'story',
        entityLabel: title,
        details: { from: 'draft', to: 'pending' },
      },
    ]);
  });
});

describe('GET /api/admin/articles/:id', () => {
  it('shows the whole article; feed items, other tenants and others\u2019 articles for contributors are 404', async () => {
    const story = await article(alpha.id, {
      bodyHtml: '<p>Full body</p>',
      seoTitle: 'SEO',
      imageAlt: 'Alt',
      categoryId: world.id,
    });
    const response = await call('contributor', { url: `/api/admin/articles/${story.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminArticle>()).toMatchObject({
      id: story.id,
      body_html: '<p>Full body</p>',
      seo_title: 'SEO',
      seo_description: null,
      image_alt: 'Alt',
      revision: 1,
      category: { id: world.id, slug: 'world', name: 'World' },
    });
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        'id',
        'title',
        'slug',
        'summary',
        'status',
        'origin',
        'access',
        'category',
        'image_url',
        'author',
        'byline',
        'language',
        'created_by',
        'review_note',
        'publish_at',
        'unpublish_at',
        'published_at',
        'created_at',
        'updated_at',
        'tenant_slug',
        'body_html',
        'image_alt',
        'seo_title',
        'seo_description',
        'revision',
        'tag_ids',
      ].sort(),
    );

    const notFound = { detail: ARTICLE_MESSAGES.notFound };
    const theirs = await article(alpha.id, { createdBy: otherContributor.user.id });
    const feed = await createStory(ctx.database.db, alpha.id, { origin: 'feed' });
    const missing = await call('editor', { url: '/api/admin/articles/987654321' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(notFound);
    expect((await call('contributor', { url: `/api/admin/articles/${theirs.id}` })).json()).toEqual(
      notFound,
    );
    expect((await call('editor', { url: `/api/admin/articles/${theirs.id}` })).statusCode).toBe(
      200,
    );
    expect((await call('editor', { url: `/api/admin/articles/${feed.id}` })).statusCode).toBe(404);
    expect((await call('editor', { url: '/api/admin/articles/abc' })).statusCode).toBe(422);
  });
});

describe('PUT /api/admin/articles/:id', () => {
  const put = (caller: Caller | Member, id: number, payload: object) =>
    call(caller, { method: 'PUT', url: `/api/admin/articles/${id}`, payload });

  it('changes only the fields sent and keeps the previous version', async () => {
    const story = await article(alpha.id, {
      title: 'Before',
      summary: 'Kept summary',
      categoryId: world.id,
      author: 'Ada',
    });
    const response = await put('contributor', story.id, {
      title: 'After',
      category: 'science',
      seo_description: 'For search engines',
      image_url: `/uploads/articles/${alpha.id}/${'ab'.repeat(12)}.webp`,
      image_alt: 'A picture',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminArticle>()).toMatchObject({
      title: 'After',
      summary: 'Kept summary',
      author: 'Ada',
      category: { slug: 'science' },
      seo_description: 'For search engines',
      image_url: `/uploads/articles/${alpha.id}/${'ab'.repeat(12)}.webp`,
      image_alt: 'A picture',
      revision: 2,
    });
    const cleared = await put('editor', story.id, { category: null, author: null });
    expect(cleared.json<AdminArticle>()).toMatchObject({
      category: null,
      author: null,
      revision: 3,
    });
    const revisions = (
      await call('editor', { url: `/api/admin/articles/${story.id}/revisions` })
    ).json<ArticleRevisionList>();
    expect(revisions.revisions.map((r) => [r.revision, r.title])).toEqual([
      [2, 'After'],
      [1, 'Before'],
    ]);
  });

  it("takes an image only from this publication's uploads or an https:// address", async () => {
    const story = await article(alpha.id, { title: 'Pictured' });
    const name = `${'c4'.repeat(12)}.webp`;
    const refused = [
      `/uploads/articles/${beta.id}/${name}`,
      `/uploads/articles/${alpha.id}/../${beta.id}/${name}`,
      `/uploads/articles/5/../4/${name}`,
      `/uploads/articles/${alpha.id}/%2e%2e/${beta.id}/${name}`,
      `/uploads/articles/${alpha.id}/x.webp`,
      `/uploads/articles/${alpha.id}/${name}/../../../../config`,
      `/uploads/ads/${alpha.id}/${name}`,
      `/uploads/logos/${name}`,
      `http://images.example.org/a.jpg`,
      `https://user:secret@images.example.org/a.jpg`,
      `//images.example.org/a.jpg`,
      `javascript:alert(1)`,
      `data:image/png;base64,AAAA`,
      `/seed/../uploads/articles/${beta.id}/${name}`,
    ];
    for (const image_url of refused) {
      const update = await put('editor', story.id, { image_url, image_alt: 'A picture' });
      expect(update.statusCode, image_url).toBe(422);
      expect(update.json<{ errors: { field: string }[] }>().errors[0]?.field, image_url).toBe(
        'body.image_url',
      );
      const create = await call('editor', {
        method: 'POST',
        url: '/api/admin/articles',
        payload: { title: 'With a picture', image_url, image_alt: 'A picture' },
      });
      expect(create.statusCode, image_url).toBe(422);
    }
    const [stored] = await ctx.database.db
      .select({ imageUrl: stories.imageUrl })
      .from(stories)
      .where(eq(stories.id, story.id));
    expect(stored?.imageUrl).toBeNull();

    for (const image_url of [
      `/uploads/articles/${alpha.id}/${name}`,
      'https://images.example.org/photos/bridge.jpg?w=1200',
      '/seed/space/lunar-lander.svg',
    ]) {
      const accepted = await put('editor', story.id, { image_url, image_alt: 'A picture' });
      expect(accepted.statusCode, image_url).toBe(200);
      expect(accepted.json<AdminArticle>().image_url).toBe(image_url);
    }
  });

  it('refuses contributors once the article is out of their hands, and others\u2019 articles', async () => {
    for (const status of ['scheduled', 'published', 'archived'] as const) {
      const story = await article(alpha.id, { status });
      const refused = await put('contributor', story.id, { title: 'Sneaky edit' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: ARTICLE_MESSAGES.notEditable });
    }
    for (const status of ['draft', 'pending', 'rejected'] as const) {
      const story = await article(alpha.id, { status });
      expect((await put('contributor', story.id, { title: 'Fine' })).statusCode).toBe(200);
    }
    const theirs = await article(alpha.id, { createdBy: otherContributor.user.id });
    const hidden = await put('contributor', theirs.id, { title: 'Not mine' });
    expect(hidden.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, theirs.id));
    expect(row?.title).toBe(theirs.title);
  });

  it('refuses a slug another story of the tenant uses, and an unknown category', async () => {
    const one = await article(alpha.id);
    const two = await article(alpha.id);
    const feed = await createStory(ctx.database.db, alpha.id, {
      origin: 'feed',
      slug: `feed-${unique()}`,
    });
    expect((await put('editor', two.id, { slug: one.slug })).statusCode).toBe(409);
    expect((await put('editor', two.id, { slug: feed.slug })).json()).toEqual({
      detail: ARTICLE_MESSAGES.slugTaken,
    });
    expect((await put('editor', two.id, { slug: two.slug })).statusCode).toBe(200);
    const renamed = await put('editor', two.id, { slug: `fresh-${unique()}` });
    expect(renamed.statusCode).toBe(200);
    expect((await put('editor', two.id, { category: 'nowhere' })).statusCode).toBe(422);
    expect((await put('editor', two.id, { status: 'rejected' })).statusCode).toBe(422);
  });

  it('bumps the content version only when readers can see the change', async () => {
    const draft = await article(alpha.id);
    const live = await article(alpha.id, { status: 'published', publishedAt: new Date() });
    const before = await contentVersion(alpha.id);
    await put('editor', draft.id, { title: 'Draft edit' });
    expect(await contentVersion(alpha.id)).toBe(before);
    await put('editor', live.id, { title: 'Correction' });
    expect(await contentVersion(alpha.id)).toBe(before + 1);
    await put('editor', live.id, { status: 'archived' });
    expect(await contentVersion(alpha.id)).toBe(before + 2);
    const reader = await ctx.app.inject({
      url: `/api/stories/${live.id}`,
      headers: { 'x-tenant-id': 'alpha' },
    });
    expect(reader.statusCode).toBe(404);
  });

  it('forgets a take-down that already happened when an archived story is published again', async () => {
    const takenDown = await article(alpha.id, {
      status: 'archived',
      publishAt: new Date(Date.now() - 7_200_000),
      unpublishAt: new Date(Date.now() - 3_600_000),
    });
    const response = await put('editor', takenDown.id, { status: 'published' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminArticle>()).toMatchObject({
      status: 'published',
      unpublish_at: null,
    });
  });
});

describe('DELETE /api/admin/articles/:id', () => {
  const remove = (caller: Caller | Member, id: number) =>
    call(caller, { method: 'DELETE', url: `/api/admin/articles/${id}` });

  it('lets contributors delete their own drafts only', async () => {
    const draft = await article(alpha.id);
    expect((await remove('contributor', draft.id)).statusCode).toBe(204);
    expect((await call('editor', { url: `/api/admin/articles/${draft.id}` })).statusCode).toBe(404);
    for (const status of ['pending', 'rejected', 'published'] as const) {
      const story = await article(alpha.id, { status });
      const refused = await remove('contributor', story.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: ARTICLE_MESSAGES.notEditable });
    }
    const theirs = await article(alpha.id, { createdBy: otherContributor.user.id });
    expect((await remove('contributor', theirs.id)).statusCode).toBe(404);
  });

  it('lets editors delete anything, taking published ones off the site and logging it', async () => {
    const live = await article(alpha.id, {
      status: 'published',
      publishedAt: new Date(),
      title: 'Gone soon',
    });
    await ctx.database.db.insert(storyRevisions).values({
      tenantId: alpha.id,
      storyId: live.id,
      revision: 1,
      title: 'Older',
      summary: '',
      bodyHtml: '',
    });
    const before = await contentVersion(alpha.id);
    expect((await remove('editor', live.id)).statusCode).toBe(204);
    expect(await contentVersion(alpha.id)).toBe(before + 1);
    expect(
      await ctx.database.db
        .select()
        .from(storyRevisions)
        .where(eq(storyRevisions.storyId, live.id)),
    ).toEqual([]);
    expect(await activityOf(live.id)).toEqual([
      expect.objectContaining({
        action: 'delete',
        actorId: members.editor.user.id,
        entityLabel: 'Gone soon',
        details: { status: 'published' },
      }),
    ]);
    expect((await remove('editor', live.id)).statusCode).toBe(404);
  });
});

/* ---------------------------------------------------------------------------------------------
 * Review: approve, reject, notifications, counts.
 * ------------------------------------------------------------------------------------------- */

describe('review', () => {
  it('tells the editors of the tenant (and no one else) when an article is submitted', async () => {
    const title = `Needs a look ${unique()}`;
    const created = (
      await call('contributor', { method: 'POST', url: '/api/admin/articles', payload: { title } })
    ).json<AdminArticle>();
    const noticesOf = (userId: number) =>
      ctx.database.db
        .select({
          tenantId: notifications.tenantId,
          type: notifications.type,
          title: notifications.title,
          data: notifications.data,
          link: notifications.link,
        })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'article_pending')))
        .orderBy(desc(notifications.id));
    const editorBefore = (await noticesOf(members.editor.user.id)).length;
    // A draft notifies nobody.
    expect((await noticesOf(members.editor.user.id)).length).toBe(editorBefore);

    await call('contributor', {
      method: 'PUT',
      url: `/api/admin/articles/${created.id}`,
      payload: { status: 'pending' },
    });
    for (const member of [members.editor, members.tenantAdmin, members.platformAdmin]) {
      const [latest] = await noticesOf(member.user.id);
      expect(latest).toEqual({
        tenantId: alpha.id,
        type: 'article_pending',
        title: `Article awaiting review: ${title}`,
        data: { article_id: created.id, title },
        link: `/admin/articles/${created.id}`,
      });
    }
    expect(await noticesOf(members.contributor.user.id)).toEqual([]);
    expect(await noticesOf(betaEditor.user.id)).toEqual([]);
    expect((await noticesOf(members.editor.user.id)).length).toBe(editorBefore + 1);

    // Saving it again while pending is no new submission.
    await call('contributor', {
      method: 'PUT',
      url: `/api/admin/articles/${created.id}`,
      payload: { summary: 'More' },
    });
    expect((await noticesOf(members.editor.user.id)).length).toBe(editorBefore + 1);
  });

  it('counts pending articles in articles_pending', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db, { slug: `counts-${unique()}` });
    const editor = await createMember(db, tenant.id, 'editor');
    const contributor = await createMember(db, tenant.id, 'contributor');
    const counts = async () =>
      (
        await call(editor, { url: '/api/admin/dashboard/navigation-counts' }, tenant.slug)
      ).json<NavigationCounts>().articles_pending;
    expect(await counts()).toBe(0);
    const created = (
      await call(
        contributor,
        {
          method: 'POST',
          url: '/api/admin/articles',
          payload: { title: 'One', status: 'pending' },
        },
        tenant.slug,
      )
    ).json<AdminArticle>();
    await call(
      contributor,
      { method: 'POST', url: '/api/admin/articles', payload: { title: 'Two' } },
      tenant.slug,
    );
    // Feed items waiting for review are Stories, not Articles.
    await createStory(db, tenant.id, { origin: 'feed', status: 'pending' });
    expect(await counts()).toBe(1);
    await call(
      editor,
      { method: 'POST', url: `/api/admin/articles/${created.id}/approve`, payload: {} },
      tenant.slug,
    );
    expect(await counts()).toBe(0);
  });

  it('publishes on approval: published_at, content version, reader visibility, activity', async () => {
    const story = await article(alpha.id, { status: 'pending', reviewNote: 'Old note' });
    const before = await contentVersion(alpha.id);
    const approved = await call('editor', {
      method: 'POST',
      url: `/api/admin/articles/${story.id}/approve`,
      payload: { publish_at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(approved.statusCode).toBe(200);
    const body = approved.json<AdminArticle>();
    expect(body).toMatchObject({ status: 'published', review_note: null, publish_at: null });
    expect(Date.now() - Date.parse(body.published_at ?? '')).toBeLessThan(60_000);
    expect(await contentVersion(alpha.id)).toBe(before + 1);
    const reader = await ctx.app.inject({
      url: `/api/stories/${story.id}`,
      headers: { 'x-tenant-id': 'alpha' },
    });
    expect(reader.statusCode).toBe(200);
    expect(await activityOf(story.id)).toEqual([
      expect.objectContaining({
        action: 'approve',
        actorId: members.editor.user.id,
        details: { from: 'pending', to: 'published' },
      }),
    ]);
    const twice = await call('editor', {
      method: 'POST',
      url: `/api/admin/articles/${story.id}/approve`,
      payload: {},
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: ARTICLE_MESSAGES.transition('published', 'published') });
  });

  it('schedules on approval with a future publish_at, without touching the reader site', async () => {
    const story = await article(alpha.id, { status: 'pending' });
    const before = await contentVersion(alpha.id);
    const publishAt = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const approved = await call('tenantAdmin', {
      method: 'POST',
      url: `/api/admin/articles/${story.id}/approve`,
      payload: { publish_at: publishAt },
    });
    expect(approved.json<AdminArticle>()).toMatchObject({
      status: 'scheduled',
      publish_at: publishAt,
      published_at: null,
    });
    expect(await contentVersion(alpha.id)).toBe(before);
    expect((await activityOf(story.id)).map((a) => [a.action, a.details])).toEqual([
      ['approve', { from: 'pending', to: 'scheduled', publish_at: publishAt }],
    ]);
  });

  it('refuses to schedule past an unpublish date', async () => {
    const story = await article(alpha.id, {
      status: 'pending',
      unpublishAt: new Date(Date.now() + 3_600_000),
    });
    const refused = await call('editor', {
      method: 'POST',
      url: `/api/admin/articles/${story.id}/approve`,
      payload: { publish_at: new Date(Date.now() + 7_200_000).toISOString() },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toContain(ARTICLE_MESSAGES.unpublishBeforePublish);
  });

  it('approves with no body at all, as SPEC calls it, even when JSON is declared', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const story = await article(alpha.id, { status: 'pending' });
      const approved = await call('editor', {
        method: 'POST',
        url: `/api/admin/articles/${story.id}/approve`,
        headers,
      });
      expect(approved.statusCode, `${JSON.stringify(headers)} ${approved.body}`).toBe(200);
      expect(approved.json<AdminArticle>().status).toBe('published');
    }
  });

  it('rejects with a reason that the author sees, and can be resubmitted', async () => {
    const story = await article(alpha.id, { status: 'pending' });
    const noReason = await call('editor', {
      method: 'POST',
      url: `/api/admin/articles/${story.id}/reject`,
      payload: { reason: '   ' },
    });
    expect(noReason.statusCode).toBe(422);
    expect(
      (
        await call('editor', {
          method: 'POST',
          url: `/api/admin/articles/${story.id}/reject`,
          payload: {},
        })
      ).statusCode,
    ).toBe(422);

    const rejected = await call('editor', {
      method: 'POST',
      url: `/api/admin/articles/${story.id}/reject`,
      payload: { reason: 'Please cite the agency report.' },
    });
    expect(rejected.json<AdminArticle>()).toMatchObject({
      status: 'rejected',
      review_note: 'Please cite the agency report.',
    });
    const seen = await call('contributor', { url: `/api/admin/articles/${story.id}` });
    expect(seen.json<AdminArticle>().review_note).toBe('Please cite the agency report.');
    const listed = await call('contributor', {
      url: '/api/admin/articles?status=rejected&page_size=100',
    });
    expect(
      listed.json<AdminArticleListResponse>().articles.find((a) => a.id === story.id)?.review_note,
    ).toBe('Please cite the agency report.');
    expect((await activityOf(story.id)).map((a) => [a.action, a.details])).toEqual([
      ['reject', { from: 'pending', to: 'rejected', reason: 'Please cite the agency report.' }],
    ]);

    const again = await call('editor', {
      method: 'POST',
      url: `/api/admin/articles/${story.id}/reject`,
      payload: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    const resubmitted = await call('contributor', {
      method: 'PUT',
      url: `/api/admin/articles/${story.id}`,
      payload: { body_html: '<p>With sources</p>', status: 'pending' },
    });
    expect(resubmitted.json<AdminArticle>().status).toBe('pending');
  });

  it('refuses a reason with an unpaired UTF-16 surrogate (422) and leaves the article pending', async () => {
    const story = await article(alpha.id, { status: 'pending' });
    for (const reason of ['Cite \ud800 it', '\udfff', 'a\udc00\ud800b']) {
      const refused = await call('editor', {
        method: 'POST',
        url: `/api/admin/articles/${story.id}/reject`,
        payload: { reason },
      });
      expect(refused.statusCode, JSON.stringify(reason)).toBe(422);
      expect(refused.json<{ errors: { field: string }[] }>().errors).toEqual([
        { field: 'body.reason', message: 'must not contain an unpaired UTF-16 surrogate' },
      ]);
    }
    expect(
      (await call('editor', { url: `/api/admin/articles/${story.id}` })).json<AdminArticle>(),
    ).toMatchObject({ status: 'pending', review_note: null });
    expect(await activityOf(story.id)).toEqual([]);
  });
});

/* ---------------------------------------------------------------------------------------------
 * Sanitization on every write.
 * ------------------------------------------------------------------------------------------- */

describe('body HTML is sanitized on every write', () => {
  const dirty =
    '<p onclick="steal()">Hello<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example/"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe>';
  const clean =
    '<p>Hello</p><a rel="noopener noreferrer nofollow" target="_blank">x</a><iframe src="https://player.vimeo.com/video/1"></iframe>';

  it('on create, update and restore', async () => {
    const created = await call('editor', {
      method: 'POST',
      url: '/api/admin/articles',
      payload: { title: 'Sanitized', body_html: dirty },
    });
    const id = created.json<AdminArticle>().id;
    expect(created.json<AdminArticle>().body_html).toBe(clean);

    const updated = await call('contributor', {
      method: 'PUT',
      url: `/api/admin/articles/${id}`,
      payload: { body_html: `<p>v2</p>${dirty}` },
    });
    // The editor's article: the contributor cannot even see it.
    expect(updated.statusCode).toBe(404);
    const byEditor = await call('editor', {
      method: 'PUT',
      url: `/api/admin/articles/${id}`,
      payload: { body_html: `<p>v2</p>${dirty}` },
    });
    expect(byEditor.json<AdminArticle>().body_html).toBe(`<p>v2</p>${clean}`);

    // A revision holding unsafe HTML (written before a stricter allow-list, say) comes back clean.
    const [revision] = await ctx.database.db
      .insert(storyRevisions)
      .values({
        tenantId: alpha.id,
        storyId: id,
        revision: 0,
        title: 'Old',
        summary: '',
        bodyHtml: `<p>old</p>${dirty}<img src=x onerror=alert(1)>`,
        fields: {},
      })
      .returning({ id: storyRevisions.id });
    const restored = await call('editor', {
      method: 'POST',
      url: `/api/admin/articles/${id}/revisions/${revision?.id}/restore`,
    });
    expect(restored.json<AdminArticle>().body_html).toBe(
      `<p>old</p>${clean}<img src="x" loading="lazy" />`,
    );
    const [row] = await ctx.database.db
      .select({ body: stories.bodyHtml })
      .from(stories)
      .where(eq(stories.id, id));
    expect(row?.body).toBe(`<p>old</p>${clean}<img src="x" loading="lazy" />`);
  });
});

/* ---------------------------------------------------------------------------------------------
 * Revisions through the routes (the rules are in articles.workflow.test.ts).
 * ------------------------------------------------------------------------------------------- */

describe('revisions', () => {
  it('lists, shows and restores for the right people', async () => {
    const theirs = await withRevision('own', otherContributor.user);
    expect(
      (await call('contributor', { url: `/api/admin/articles/${theirs.storyId}/revisions` }))
        .statusCode,
    ).toBe(404);
    const mine = await withRevision('own', members.contributor.user);
    const list = await call('contributor', {
      url: `/api/admin/articles/${mine.storyId}/revisions`,
    });
    expect(list.json<ArticleRevisionList>().revisions).toEqual([
      {
        id: mine.revisionId,
        revision: 1,
        title: 'First title',
        saved_by: {
          id: members.contributor.user.id,
          username: members.contributor.user.username,
        },
        created_at: expect.any(String),
      },
    ]);
    const one = await call('contributor', {
      url: `/api/admin/articles/${mine.storyId}/revisions/${mine.revisionId}`,
    });
    expect(one.json<ArticleRevision>()).toMatchObject({
      summary: 'First summary',
      body_html: '<p>First body</p>',
      fields: { language: 'en' },
    });
    // A revision of another article is not found through this one.
    const missing = await call('editor', {
      url: `/api/admin/articles/${mine.storyId}/revisions/${theirs.revisionId}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: ARTICLE_MESSAGES.revisionNotFound });
    const restoreByAuthor = await call('contributor', {
      method: 'POST',
      url: `/api/admin/articles/${mine.storyId}/revisions/${mine.revisionId}/restore`,
    });
    expect(restoreByAuthor.statusCode).toBe(403);
  });
});

/* ---------------------------------------------------------------------------------------------
 * Images.
 * ------------------------------------------------------------------------------------------- */

describe('POST /api/admin/articles/images', () => {
  const upload = (payload: ReturnType<typeof multipart>, caller: Caller | Member = 'contributor') =>
    call(caller, { method: 'POST', url: '/api/admin/articles/images', ...payload });
  const refusals = () =>
    ctx.database.db
      .select({ details: securityEvents.details, userId: securityEvents.userId })
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'upload_refused'), eq(securityEvents.tenantId, alpha.id)))
      .orderBy(desc(securityEvents.id));

  it('accepts a PNG, re-encodes it to WebP without its metadata and serves it', async () => {
    const picture = await sharp({
      create: { width: 320, height: 200, channels: 3, background: '#aa3300' },
    })
      .withMetadata({ exif: { IFD0: { Artist: 'hidden-exif-marker' } } })
      .png()
      .toBuffer();
    const response = await upload(multipart(picture, 'photo.png'));
    expect(response.statusCode).toBe(201);
    const body = response.json<ArticleImageUpload>();
    expect(body).toEqual({
      url: expect.stringMatching(new RegExp(`^/uploads/articles/${alpha.id}/[0-9a-f]{24}\\.webp$`)),
      width: 320,
      height: 200,
    });
    const files = await readdir(path.join(uploadsDir, 'articles', String(alpha.id)));
    expect(files).toContain(path.basename(body.url));
    const served = await ctx.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes(Buffer.from('hidden-exif-marker'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    // Whatever the image is called and claims to be, its bytes decide (a JPEG named .gif).
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(
      (await upload(multipart(jpeg, 'x.gif', 'image/gif'))).json<ArticleImageUpload>(),
    ).toMatchObject({
      width: 40,
      height: 30,
    });
  });

  it('scales a wide picture down to 1600 pixels and never up', async () => {
    const wide = await upload(multipart(await png(2400, 600)), 'editor');
    expect(wide.json<ArticleImageUpload>()).toMatchObject({ width: 1600, height: 400 });
    const small = await upload(multipart(await png(120, 90)), 'editor');
    expect(small.json<ArticleImageUpload>()).toMatchObject({ width: 120, height: 90 });
  });

  it('refuses a script renamed .png with 415 and records a security event', async () => {
    const before = (await refusals()).length;
    const response = await upload(
      multipart(Buffer.from('<script>alert(document.cookie)</script>'), 'cat.png', 'image/png'),
      otherContributor,
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: ARTICLE_IMAGE_MESSAGES.type });
    const events = await refusals();
    expect(events.length).toBe(before + 1);
    expect(events[0]).toMatchObject({
      userId: otherContributor.user.id,
      details: { status: 415, reason: ARTICLE_IMAGE_MESSAGES.type },
    });
  });

  it('refuses SVG, a damaged image and a file over 5 MB', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await upload(multipart(svg, 'x.svg', 'image/svg+xml'), 'editor')).statusCode).toBe(415);

    const damaged = (await png(200, 200)).subarray(0, 60);
    const broken = await upload(multipart(damaged), 'tenantAdmin');
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toEqual({ detail: ARTICLE_IMAGE_MESSAGES.unreadable });

    const huge = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(multipart(huge), 'platformAdmin');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: ARTICLE_IMAGE_MESSAGES.tooLarge });

    const events = await refusals();
    for (const [member, status] of [
      [members.tenantAdmin, 422],
      [members.platformAdmin, 413],
    ] as const) {
      expect(events).toContainEqual(
        expect.objectContaining({
          userId: member.user.id,
          details: expect.objectContaining({ status }),
        }),
      );
    }
  });

  it('asks for a multipart upload in the field "file"', async () => {
    const json = await call('editor', {
      method: 'POST',
      url: '/api/admin/articles/images',
      payload: { file: 'aGVsbG8=' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ detail: ARTICLE_IMAGE_MESSAGES.missing });
    const wrongField = await upload(
      multipart(await png(), 'a.png', 'image/png', 'image'),
      'editor',
    );
    expect(wrongField.statusCode).toBe(400);
  });
});
