import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  MEDIA_MESSAGES,
  type AdminMedia,
  type AdminMediaListResponse,
  type MediaInUse,
  type MediaUploadResponse,
  type MediaUsageResponse,
} from '@helionews/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  media,
  securityEvents,
  stories,
  type TenantRow,
} from '../../db/schema/index.js';
import { bearer } from '../../test/auth.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  createBackOffice,
  createMember,
  createStory,
  createTag,
  createTenant,
  type CallerRole,
} from '../../test/factories.js';
import { contentVersionOf } from '../../test/queries.js';
import { pictureOf } from './media.mapper.js';
import { imageOf, isAvif, isWebp, multipartFiles } from './media.test-support.js';

let ctx: TestContext;
let uploadsDir: string;
let alpha: TenantRow;
let beta: TenantRow;
let tokens: Record<CallerRole, string>;
let contributorId: number;
let editorId: number;
let sequence = 0;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'helionews-media-test-'));
  ctx = await createTestApp({ uploadsDir });
  let callers;
  ({ alpha, beta, tokens, callers } = await createBackOffice(ctx.database.db));
  contributorId = callers.contributor.user.id;
  editorId = callers.editor.user.id;
});
afterAll(async () => {
  await ctx.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const headersOf = (token?: string, tenant = 'alpha') => ({
  'x-tenant-id': tenant,
  ...(token === undefined ? {} : bearer(token)),
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
  tenant = 'alpha',
) =>
  ctx.app.inject({ method, url, headers: headersOf(token, tenant), ...(payload && { payload }) });

const upload = async (
  files: Parameters<typeof multipartFiles>[0],
  token = tokens.editor,
  tenant = 'alpha',
) => {
  const body = multipartFiles(files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...headersOf(token, tenant), ...body.headers },
    payload: body.payload,
  });
};

/** One image uploaded by `token`'s account: the library's answer for it. */
async function uploaded(
  filename = `photo-${++sequence}.png`,
  token = tokens.editor,
  tenant = 'alpha',
  bytes?: Buffer,
): Promise<AdminMedia> {
  const response = await upload(
    [{ filename, bytes: bytes ?? (await imageOf(400, 300)) }],
    token,
    tenant,
  );
  expect(response.statusCode).toBe(200);
  const [result] = response.json<MediaUploadResponse>().results;
  if (result?.status !== 'stored') throw new Error(`not stored: ${response.body}`);
  return result.media;
}

/** The address of an image's `index`th variant (AVIF first, by width). */
function variantUrl(item: AdminMedia, index: number): string {
  const variant = item.variants[index];
  if (!variant) throw new Error(`no variant ${index}`);
  return variant.url;
}

/** The file behind a local store's address (/uploads/...). */
const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
const exists = (url: string) =>
  stat(fileOf(url)).then(
    () => true,
    () => false,
  );

/** A tenant of its own with an editor and a contributor, so one test's list is its own. */
async function freshTenant() {
  sequence += 1;
  const slug = `mediadesk-${sequence}`;
  const tenant = await createTenant(ctx.database.db, { slug });
  const editor = await createMember(ctx.database.db, tenant.id, 'editor');
  const contributor = await createMember(ctx.database.db, tenant.id, 'contributor');
  return { tenant, slug, editor, contributor };
}

describe('POST /api/admin/media', () => {
  it('stores several images at once with their AVIF and WebP variants, and refuses a bad file alone', async () => {
    const before = await contentVersionOf(ctx.database.db, alpha.id);
    const response = await upload([
      { filename: 'harbour at dawn.png', bytes: await imageOf(1100, 700) },
      { filename: 'not-an-image.png', bytes: Buffer.from('#!/bin/sh\necho pwned\n') },
      { filename: 'portrait.jpg', bytes: await imageOf(500, 300, 'jpeg'), type: 'image/jpeg' },
      {
        filename: 'damaged.png',
        bytes: Buffer.concat([(await imageOf(50, 50)).subarray(0, 40), Buffer.alloc(64, 7)]),
      },
      { filename: 'icon.webp', bytes: await imageOf(200, 100, 'webp'), type: 'image/webp' },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json<MediaUploadResponse>();
    expect(body.stored).toBe(3);
    expect(body.refused).toBe(2);
    expect(body.results.map((result) => [result.filename, result.status])).toEqual([
      ['harbour at dawn.png', 'stored'],
      ['not-an-image.png', 'refused'],
      ['portrait.jpg', 'stored'],
      ['damaged.png', 'refused'],
      ['icon.webp', 'stored'],
    ]);
    const [harbour, script, portrait, damaged, icon] = body.results;
    expect(script).toMatchObject({ code: 415, reason: MEDIA_MESSAGES.type });
    expect(damaged).toMatchObject({ code: 422, reason: MEDIA_MESSAGES.unreadable });
    if (harbour?.status !== 'stored' || portrait?.status !== 'stored' || icon?.status !== 'stored')
      throw new Error('expected stored images');

    expect(harbour.media).toMatchObject({
      name: 'harbour at dawn',
      alt: '',
      width: 1100,
      height: 700,
      usage_count: 0,
      uploader: { id: editorId },
    });
    expect(harbour.media.created_month).toMatch(/^\d{4}-\d{2}$/);
    const sizes = (item: AdminMedia) =>
      item.variants.map((variant) => `${variant.format}:${variant.width}x${variant.height}`);
    expect(sizes(harbour.media)).toEqual([
      'avif:320x204',
      'avif:640x407',
      'avif:1024x652',
      'avif:1100x700',
      'webp:320x204',
      'webp:640x407',
      'webp:1024x652',
      'webp:1100x700',
    ]);
    // Never enlarged: a narrow image's variants stop at its own width.
    expect(sizes(portrait.media)).toEqual([
      'avif:320x192',
      'avif:500x300',
      'webp:320x192',
      'webp:500x300',
    ]);
    expect(sizes(icon.media)).toEqual(['avif:200x100', 'webp:200x100']);

    // The files are what their names say, by their bytes.
    for (const variant of harbour.media.variants) {
      const bytes = await readFile(fileOf(variant.url));
      expect(variant.format === 'avif' ? isAvif(bytes) : isWebp(bytes)).toBe(true);
    }
    expect(isWebp(await readFile(fileOf(harbour.media.url)))).toBe(true);
    expect(harbour.media.url).toMatch(/^\/uploads\/media\/\d+\/[0-9a-f]{24}\/original\.webp$/);

    // Served where the other uploads are, for a year.
    const served = await ctx.app.inject({ method: 'GET', url: variantUrl(harbour.media, 0) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');

    // Recorded, without changing anything readers see; each refusal is a security event.
    const recorded = await ctx.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.tenantId, alpha.id), eq(activities.entityType, 'media')));
    expect(recorded.map((row) => row.entityId)).toEqual(
      expect.arrayContaining([harbour.media.id, portrait.media.id, icon.media.id]),
    );
    expect(await contentVersionOf(ctx.database.db, alpha.id)).toBe(before);
    const refusals = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.tenantId, alpha.id), eq(securityEvents.type, 'upload_refused')));
    expect(refusals.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a file over 10 MB with a 413 result, and a form without files with a 400', async () => {
    const big = Buffer.concat([await imageOf(10, 10), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const response = await upload([
      { filename: 'huge.png', bytes: big },
      { filename: 'small.png', bytes: await imageOf(100, 80) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json<MediaUploadResponse>().results).toMatchObject([
      { status: 'refused', code: 413, reason: MEDIA_MESSAGES.tooLarge },
      { status: 'stored' },
    ]);

    const none = await upload([
      { filename: 'note.txt', bytes: Buffer.from('x'), field: 'other', type: 'text/plain' },
    ]);
    expect(none.statusCode).toBe(400);
    const json = await call('POST', '/api/admin/media', tokens.editor, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET /api/admin/media', () => {
  it('searches name and alt text, filters by uploader, month and use, and pages, newest first', async () => {
    const { tenant, slug, editor, contributor } = await freshTenant();
    const sea = await uploaded('Sea wall.png', editor.token, slug);
    const market = await uploaded('market.png', contributor.token, slug);
    const bridge = await uploaded('bridge.png', editor.token, slug);
    await call(
      'PUT',
      `/api/admin/media/${market.id}`,
      editor.token,
      { alt: 'Stalls by the sea' },
      slug,
    );
    // The sea wall was uploaded long ago.
    await ctx.database.db
      .update(media)
      .set({ createdAt: new Date('2025-03-10T12:00:00Z') })
      .where(eq(media.id, sea.id));
    await createStory(ctx.database.db, tenant.id, { imageUrl: bridge.url });

    const list = async (query: string) => {
      const response = await call('GET', `/api/admin/media${query}`, editor.token, undefined, slug);
      expect(response.statusCode).toBe(200);
      return response.json<AdminMediaListResponse>();
    };
    const ids = (answer: AdminMediaListResponse) => answer.media.map((item) => item.id);

    expect(ids(await list(''))).toEqual([bridge.id, market.id, sea.id]);
    expect(ids(await list('?q=sea'))).toEqual([market.id, sea.id]);
    expect(ids(await list('?q=SEA%20WALL'))).toEqual([sea.id]);
    expect(ids(await list('?q=%25'))).toEqual([]);
    expect(ids(await list(`?uploader=${contributor.user.id}`))).toEqual([market.id]);
    expect(ids(await list('?month=2025-03'))).toEqual([sea.id]);
    expect((await list('?month=2025-03')).media[0]?.created_month).toBe('2025-03');
    expect(ids(await list('?unused=true'))).toEqual([market.id, sea.id]);
    expect(ids(await list('?unused=false'))).toEqual([bridge.id]);
    expect((await list('?unused=false')).media[0]?.usage_count).toBe(1);

    const first = await list('?page=1&page_size=2');
    expect(ids(first)).toEqual([bridge.id, market.id]);
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(ids(await list('?page=2&page_size=2'))).toEqual([sea.id]);

    // The filters' choices: every uploader and month, whatever the filter.
    const facets = await list('?q=bridge');
    expect(facets.uploaders.map((user) => user.id).sort()).toEqual(
      [editor.user.id, contributor.user.id].sort(),
    );
    // The uploads' own months (newest first), not the clock's: the test may cross midnight.
    const uploadMonths = new Set([bridge.created_month, market.created_month]);
    expect(facets.months).toEqual([...uploadMonths, '2025-03']);

    const bad = await call('GET', '/api/admin/media?month=2025-13', editor.token, undefined, slug);
    expect(bad.statusCode).toBe(422);
  });

  it("shows no other publication's images, and answers 404 for them by id", async () => {
    const betaEditor = await createMember(ctx.database.db, beta.id, 'editor');
    const theirs = await uploaded('beta-only.png', betaEditor.token, 'beta');
    const list = await call('GET', '/api/admin/media?q=beta-only', tokens.editor);
    expect(list.json<AdminMediaListResponse>().media).toEqual([]);
    for (const url of [`/api/admin/media/${theirs.id}`, `/api/admin/media/${theirs.id}/usage`]) {
      expect((await call('GET', url, tokens.editor)).statusCode).toBe(404);
    }
    expect(
      (await call('PUT', `/api/admin/media/${theirs.id}`, tokens.editor, { alt: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/admin/media/${theirs.id}`, tokens.editor)).statusCode).toBe(
      404,
    );
  });
});

describe('PUT /api/admin/media/{id}', () => {
  it('changes alt text, caption, credit and name; readers see a change only when it is used', async () => {
    const item = await uploaded();
    const before = await contentVersionOf(ctx.database.db, alpha.id);
    const response = await call('PUT', `/api/admin/media/${item.id}`, tokens.editor, {
      alt: 'Fishing boats at the harbour wall',
      caption: 'Dawn at the harbour',
      credit: 'Photo: A. Reporter',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminMedia>()).toMatchObject({
      id: item.id,
      name: item.name,
      alt: 'Fishing boats at the harbour wall',
      caption: 'Dawn at the harbour',
      credit: 'Photo: A. Reporter',
    });
    expect(await contentVersionOf(ctx.database.db, alpha.id)).toBe(before);
    const [activity] = await ctx.database.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.tenantId, alpha.id),
          eq(activities.entityType, 'media'),
          eq(activities.entityId, item.id),
          eq(activities.action, 'update'),
        ),
      );
    expect(activity?.details).toEqual({ fields: 'alt,caption,credit' });

    await createStory(ctx.database.db, alpha.id, { bodyHtml: `<p><img src="${item.url}"></p>` });
    const renamed = await call('PUT', `/api/admin/media/${item.id}`, tokens.editor, {
      name: 'Harbour',
    });
    expect(renamed.json<AdminMedia>().name).toBe('Harbour');
    expect(await contentVersionOf(ctx.database.db, alpha.id)).toBe(before + 1);

    const invalid = await call('PUT', `/api/admin/media/${item.id}`, tokens.editor, { name: '' });
    expect(invalid.statusCode).toBe(422);
    const unknown = await call('PUT', `/api/admin/media/${item.id}`, tokens.editor, { url: 'x' });
    expect(unknown.statusCode).toBe(422);
  });
});

describe('PUT /api/admin/media/{id}/file', () => {
  it('replaces the file keeping the id and texts, renders new variants and moves its places to them', async () => {
    const item = await uploaded('to-replace.png', tokens.editor, 'alpha', await imageOf(700, 400));
    await call('PUT', `/api/admin/media/${item.id}`, tokens.editor, { alt: 'Kept alt' });
    const story = await createStory(ctx.database.db, alpha.id, {
      imageUrl: item.url,
      bodyHtml: `<p><img src="${variantUrl(item, 0)}"></p>`,
    });
    // A body image as the editor inserts it, naming a size the new file does not have (w700).
    const webpOf = (media: AdminMedia, width: number) =>
      media.variants.find((v) => v.format === 'webp' && v.width === width)?.url ?? '';
    const sized = await createStory(ctx.database.db, alpha.id, {
      bodyHtml: `<img src="${webpOf(item, 700)}" alt="" srcset="${webpOf(item, 320)} 320w, ${webpOf(item, 700)} 700w">`,
    });
    const before = await contentVersionOf(ctx.database.db, alpha.id);

    const body = multipartFiles([{ filename: 'new.png', bytes: await imageOf(1700, 850) }]);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}/file`,
      headers: { ...headersOf(tokens.editor), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const replaced = response.json<AdminMedia>();
    expect(replaced).toMatchObject({ id: item.id, alt: 'Kept alt', width: 1700, height: 850 });
    expect(replaced.url).not.toBe(item.url);
    expect(
      replaced.variants.filter((variant) => variant.format === 'avif').map((v) => v.width),
    ).toEqual([320, 640, 1024, 1600]);
    for (const variant of replaced.variants) expect(await exists(variant.url)).toBe(true);
    // The old files are gone; the article shows the new ones.
    expect(await exists(item.url)).toBe(false);
    for (const variant of item.variants) expect(await exists(variant.url)).toBe(false);
    const [moved] = await ctx.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(moved?.imageUrl).toBe(replaced.url);
    expect(moved?.bodyHtml).toContain(replaced.url.replace('original.webp', ''));
    // The size it lacks is its nearest narrower one: no address of the body is left broken.
    const [resized] = await ctx.database.db.select().from(stories).where(eq(stories.id, sized.id));
    expect(resized?.bodyHtml).toBe(
      `<img src="${webpOf(replaced, 640)}" alt="" srcset="${webpOf(replaced, 320)} 320w, ${webpOf(replaced, 640)} 700w">`,
    );
    expect(await contentVersionOf(ctx.database.db, alpha.id)).toBe(before + 1);
    const usage = await call('GET', `/api/admin/media/${item.id}/usage`, tokens.editor);
    expect(usage.json<MediaUsageResponse>().total).toBe(2);

    // A bad file changes nothing.
    const bad = multipartFiles([{ filename: 'bad.png', bytes: Buffer.from('not an image') }]);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}/file`,
      headers: { ...headersOf(tokens.editor), ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(415);
    const again = await call('GET', `/api/admin/media/${item.id}`, tokens.editor);
    expect(again.json<AdminMedia>().url).toBe(replaced.url);
  });
});

describe('usage and DELETE /api/admin/media/{id}', () => {
  it("lists the articles using an image as lead image or in the body, and a tag's image", async () => {
    const item = await uploaded();
    const lead = await createStory(ctx.database.db, alpha.id, {
      title: 'Lead story',
      imageUrl: item.url,
      status: 'draft',
    });
    const inBody = await createStory(ctx.database.db, alpha.id, {
      title: 'Body story',
      bodyHtml: `<figure><img src="${variantUrl(item, 1)}" alt=""></figure>`,
    });
    const tag = await createTag(ctx.database.db, alpha.id, { imageUrl: item.url });
    // Another publication naming the same address is not this publication's use.
    await createStory(ctx.database.db, beta.id, { imageUrl: item.url });

    const response = await call('GET', `/api/admin/media/${item.id}/usage`, tokens.contributor);
    expect(response.statusCode).toBe(200);
    expect(response.json<MediaUsageResponse>()).toEqual({
      total: 3,
      usage: [
        {
          kind: 'article',
          id: inBody.id,
          title: 'Body story',
          status: 'published',
          places: ['body'],
        },
        {
          kind: 'article',
          id: lead.id,
          title: 'Lead story',
          status: 'draft',
          places: ['lead_image'],
        },
        { kind: 'tag', id: tag.id, title: tag.name, status: null, places: ['image'] },
      ],
    });
  });

  it('refuses to delete an image in use (409 with where), and deletes an unused one with its files', async () => {
    const used = await uploaded();
    const story = await createStory(ctx.database.db, alpha.id, { imageUrl: used.url });
    const refused = await call('DELETE', `/api/admin/media/${used.id}`, tokens.editor);
    expect(refused.statusCode).toBe(409);
    const body = refused.json<MediaInUse>();
    expect(body.detail).toBe(MEDIA_MESSAGES.inUse);
    expect(body.usage).toMatchObject([{ kind: 'article', id: story.id, places: ['lead_image'] }]);
    expect(await exists(used.url)).toBe(true);
    expect((await call('GET', `/api/admin/media/${used.id}`, tokens.editor)).statusCode).toBe(200);

    const unused = await uploaded();
    const before = await contentVersionOf(ctx.database.db, alpha.id);
    const deleted = await call('DELETE', `/api/admin/media/${unused.id}`, tokens.editor);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/api/admin/media/${unused.id}`, tokens.editor)).statusCode).toBe(
      404,
    );
    expect(await exists(unused.url)).toBe(false);
    for (const variant of unused.variants) expect(await exists(variant.url)).toBe(false);
    expect(await contentVersionOf(ctx.database.db, alpha.id)).toBe(before);
    const [activity] = await ctx.database.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.entityType, 'media'),
          eq(activities.entityId, unused.id),
          eq(activities.action, 'delete'),
        ),
      )
      .orderBy(asc(activities.id));
    expect(activity?.entityLabel).toBe(unused.name);
  });
});

describe('who may do what', () => {
  it('lets every back-office role list and upload, and refuses readers and the anonymous', async () => {
    for (const role of ['contributor', 'editor', 'tenantAdmin', 'platformAdmin'] as const) {
      expect((await call('GET', '/api/admin/media', tokens[role])).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/admin/media', tokens.reader)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/media')).statusCode).toBe(401);
    const bytes = await imageOf(40, 40);
    expect((await upload([{ filename: 'r.png', bytes }], tokens.reader)).statusCode).toBe(403);
    const mine = await uploaded('mine.png', tokens.contributor);
    expect(mine.uploader?.id).toBe(contributorId);
  });

  it("lets a contributor change and delete only their own images; editors and admins anyone's", async () => {
    const mine = await uploaded('contributor-own.png', tokens.contributor);
    const editors = await uploaded('editor-own.png', tokens.editor);

    const own = await call('PUT', `/api/admin/media/${mine.id}`, tokens.contributor, {
      alt: 'Mine',
    });
    expect(own.statusCode).toBe(200);
    const others = [
      await call('PUT', `/api/admin/media/${editors.id}`, tokens.contributor, { alt: 'No' }),
      await call('DELETE', `/api/admin/media/${editors.id}`, tokens.contributor),
    ];
    expect(others.map((r) => r.statusCode)).toEqual([403, 403]);
    expect(others[0]?.json()).toEqual({ detail: MEDIA_MESSAGES.notYours });
    const body = multipartFiles([{ filename: 'x.png', bytes: await imageOf(50, 50) }]);
    const replace = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${editors.id}/file`,
      headers: { ...headersOf(tokens.contributor), ...body.headers },
      payload: body.payload,
    });
    expect(replace.statusCode).toBe(403);

    expect(
      (await call('PUT', `/api/admin/media/${mine.id}`, tokens.editor, { credit: 'Desk' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/admin/media/${mine.id}`, tokens.contributor)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/admin/media/${editors.id}`, tokens.tenantAdmin)).statusCode,
    ).toBe(204);
  });
});

describe('library images elsewhere', () => {
  it("takes a library image of this publication as an article's lead image, and not another's", async () => {
    const item = await uploaded();
    const create = await call('POST', '/api/admin/articles', tokens.editor, {
      title: `With a library image ${++sequence}`,
      image_url: item.url,
    });
    expect(create.statusCode).toBe(201);
    expect(create.json<{ image_url: string }>().image_url).toBe(item.url);
    const usage = await call('GET', `/api/admin/media/${item.id}/usage`, tokens.editor);
    expect(usage.json<MediaUsageResponse>().usage[0]).toMatchObject({ places: ['lead_image'] });

    const foreign = item.url.replace(`/media/${alpha.id}/`, `/media/${beta.id}/`);
    const refused = await call('POST', '/api/admin/articles', tokens.editor, {
      title: `With another's image ${++sequence}`,
      image_url: foreign,
    });
    expect(refused.statusCode).toBe(422);
  });

  it("keeps a contributor's body image from the library with its sizes, and lists the article as using it", async () => {
    const item = await uploaded('body.png', tokens.contributor, 'alpha', await imageOf(1200, 600));
    const webp = item.variants.filter((variant) => variant.format === 'webp');
    const w1024 = webp.find((variant) => variant.width === 1024);
    if (!w1024) throw new Error('no 1024-wide WebP');
    // As the body editor inserts it: the 1024-wide WebP, its size, and every WebP size.
    const srcset = webp.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
    const image = `<img src="${w1024.url}" alt="A harbour" width="1024" height="512" srcset="${srcset}" sizes="(max-width: 760px) 100vw, 720px">`;
    const create = await call('POST', '/api/admin/articles', tokens.contributor, {
      title: `With a library image in the body ${++sequence}`,
      body_html: `<p>Before</p>${image}`,
    });
    expect(create.statusCode).toBe(201);
    const { id, body_html } = create.json<{ id: number; body_html: string }>();
    expect(body_html).toContain(`srcset="${srcset}"`);
    expect(body_html).toContain('sizes="(max-width: 760px) 100vw, 720px"');
    const usage = await call('GET', `/api/admin/media/${item.id}/usage`, tokens.contributor);
    expect(usage.json<MediaUsageResponse>().usage).toEqual([
      expect.objectContaining({ kind: 'article', id, places: ['body'] }),
    ]);
  });

  it("gives a reader page's <picture> its AVIF and WebP srcsets and the image's size", async () => {
    const item = await uploaded('picture.png', tokens.editor, 'alpha', await imageOf(700, 350));
    await call('PUT', `/api/admin/media/${item.id}`, tokens.editor, { alt: 'A picture' });
    const current = (
      await call('GET', `/api/admin/media/${item.id}`, tokens.editor)
    ).json<AdminMedia>();
    const picture = pictureOf(current);
    const urlOf = (format: string, width: number) =>
      current.variants.find((v) => v.format === format && v.width === width)?.url;
    expect(picture).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcset: `${urlOf('avif', 320)} 320w, ${urlOf('avif', 640)} 640w, ${urlOf('avif', 700)} 700w`,
        },
        {
          type: 'image/webp',
          srcset: `${urlOf('webp', 320)} 320w, ${urlOf('webp', 640)} 640w, ${urlOf('webp', 700)} 700w`,
        },
      ],
      src: urlOf('webp', 700),
      width: 700,
      height: 350,
      alt: 'A picture',
    });
  });
});
