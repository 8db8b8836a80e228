import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  realtimeStoryEventSchema,
  type AdminMedia,
  type MediaUploadResponse,
  type RelatedStoriesResponse,
  type Story,
  type StoryListResponse,
  type StorySummary,
} from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TenantRow } from '../../db/schema/index.js';
import { bearer } from '../../test/auth.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  createBackOffice,
  createCategory,
  createMember,
  createStory,
  createTag,
  createTenant,
  tagStory,
} from '../../test/factories.js';
import { createCategoriesRepository } from '../categories/categories.repository.js';
import { createMediaRepository } from '../media/media.repository.js';
import { createMediaService } from '../media/media.service.js';
import { openSse } from '../realtime/realtime-client.test-support.js';
import { createLocalMediaStore } from '../media/media.store.js';
import { imageOf, multipartFiles } from '../media/media.test-support.js';
import { createStoriesRepository } from './stories.repository.js';
import { createStoriesService } from './stories.service.js';

/*
 * Issue 34, responsive images: a story whose lead image is one of its publication's media
 * library images answers `picture` (its AVIF and WebP variants as srcsets, its width and
 * height), in the story and in every list; any other picture answers `picture: null`.
 */

let ctx: TestContext;
let uploadsDir: string;
let alpha: TenantRow;
let beta: TenantRow;
let editorToken: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'helionews-pictures-test-'));
  ctx = await createTestApp({ uploadsDir });
  let tokens;
  ({ alpha, beta, tokens } = await createBackOffice(ctx.database.db));
  editorToken = tokens.editor;
});
afterAll(async () => {
  await ctx.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function uploaded(tenant: TenantRow, token: string, width = 1800, height = 1000) {
  const body = multipartFiles([{ filename: 'lead.png', bytes: await imageOf(width, height) }]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { 'x-tenant-id': tenant.slug, ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  const [result] = response.json<MediaUploadResponse>().results;
  if (result?.status !== 'stored') throw new Error(`not stored: ${response.body}`);
  return result.media;
}

const get = <T>(url: string, tenant = alpha) =>
  ctx.app.inject({ url, headers: { 'x-tenant-id': tenant.slug } }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  });

/** What `pictureOf` answers for an uploaded image, from its variants' addresses. */
function expectedPicture(item: AdminMedia) {
  const srcset = (format: 'avif' | 'webp') =>
    item.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  return {
    sources: [
      { type: 'image/avif', srcset: srcset('avif') },
      { type: 'image/webp', srcset: srcset('webp') },
    ],
    src: item.variants.find((variant) => variant.format === 'webp' && variant.width === 1600)?.url,
    width: 1800,
    height: 1000,
    alt: item.alt,
  };
}

describe('story pictures from the media library', () => {
  it('answers the lead image renderings on the story page, and null for another picture', async () => {
    const item = await uploaded(alpha, editorToken);
    const story = await createStory(ctx.database.db, alpha.id, { imageUrl: item.url });
    const plain = await createStory(ctx.database.db, alpha.id, {
      imageUrl: 'https://images.example.org/harbour.jpg',
    });

    const answer = await get<Story>(`/api/stories/${story.id}`);
    expect(answer.picture).toEqual(expectedPicture(item));
    // Every width, in both formats, AVIF first; the original is never in a srcset.
    expect(answer.picture?.sources.map((source) => source.type)).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(answer.picture?.sources[0]?.srcset).toMatch(
      /\/w320\.avif 320w, .*\/w640\.avif 640w, .*\/w1024\.avif 1024w, .*\/w1600\.avif 1600w$/,
    );
    expect(JSON.stringify(answer.picture)).not.toContain('original');

    expect((await get<Story>(`/api/stories/${plain.id}`)).picture).toBeNull();
  });

  it("never reads another tenant's image as this one's, even under this tenant's number", async () => {
    const theirs = await uploaded(beta, await editorOf(beta));
    expect(theirs.url).toContain(`media/${beta.id}/`);
    const borrowed = await createStory(ctx.database.db, alpha.id, { imageUrl: theirs.url });
    // The same folder name under alpha's number: alpha has no image there.
    const forged = await createStory(ctx.database.db, alpha.id, {
      imageUrl: theirs.url.replace(`media/${beta.id}/`, `media/${alpha.id}/`),
    });

    expect((await get<Story>(`/api/stories/${borrowed.id}`)).picture).toBeNull();
    expect((await get<Story>(`/api/stories/${forged.id}`)).picture).toBeNull();
    // The owner's own story still gets it.
    const own = await createStory(ctx.database.db, beta.id, { imageUrl: theirs.url });
    expect((await get<Story>(`/api/stories/${own.id}`, beta)).picture?.width).toBe(1800);
  });

  it('carries the pictures in the front page, category, tag and related lists', async () => {
    const [first, second] = [
      await uploaded(alpha, editorToken),
      await uploaded(alpha, editorToken),
    ];
    if (!first || !second) throw new Error('no uploads');
    const desk = await createCategory(ctx.database.db, alpha.id, { slug: 'pictures-desk' });
    const tag = await createTag(ctx.database.db, alpha.id, { slug: 'pictures-tag' });
    const withFirst = await createStory(ctx.database.db, alpha.id, {
      imageUrl: first.url,
      categoryId: desk.id,
      publishedAt: new Date(),
    });
    const withSecond = await createStory(ctx.database.db, alpha.id, {
      imageUrl: second.url,
      categoryId: desk.id,
      publishedAt: new Date(Date.now() - 1_000),
    });
    const without = await createStory(ctx.database.db, alpha.id, {
      imageUrl: null,
      categoryId: desk.id,
      publishedAt: new Date(Date.now() - 2_000),
    });
    for (const story of [withFirst, withSecond, without])
      await tagStory(ctx.database.db, story, tag.id);

    const pictured = (stories: StorySummary[]) =>
      Object.fromEntries(
        stories
          .filter((story) => [withFirst.id, withSecond.id, without.id].includes(story.id))
          .map((story) => [story.id, story.picture?.src ?? null]),
      );
    const expected = {
      [withFirst.id]: expectedPicture(first).src,
      [withSecond.id]: expectedPicture(second).src,
      [without.id]: null,
    };
    expect(pictured((await get<StoryListResponse>('/api/stories?page_size=50')).stories)).toEqual(
      expected,
    );
    expect(
      pictured((await get<StoryListResponse>('/api/stories?category=pictures-desk')).stories),
    ).toEqual(expected);
    expect(
      pictured((await get<StoryListResponse>('/api/stories?tag=pictures-tag')).stories),
    ).toEqual(expected);
    const related = await get<RelatedStoriesResponse>(`/api/stories/${without.id}/related`);
    expect(pictured(related.stories)).toEqual({
      [withFirst.id]: expectedPicture(first).src,
      [withSecond.id]: expectedPicture(second).src,
    });
  });

  it('resolves a whole list in one query of the media library', async () => {
    const tenant = await createTenant(ctx.database.db, { slug: 'pictures-one-query' });
    const editor = await editorOf(tenant);
    const items = [
      await uploaded(tenant, editor, 700, 400),
      await uploaded(tenant, editor, 700, 400),
      await uploaded(tenant, editor, 700, 400),
    ];
    for (const [index, item] of items.entries()) {
      await createStory(ctx.database.db, tenant.id, {
        imageUrl: item.url,
        publishedAt: new Date(Date.now() - index * 1_000),
      });
    }
    const repository = createMediaRepository(ctx.database.db);
    const picturesByFolder = vi.spyOn(repository, 'picturesByFolder');
    const media = createMediaService({
      repository,
      inTransaction: () => Promise.reject(new Error('no writes here')),
      store: createLocalMediaStore({ uploadsDir }),
      now: () => new Date(),
      logError: () => undefined,
    });
    const service = createStoriesService({
      stories: createStoriesRepository(ctx.database.db),
      categories: createCategoriesRepository(ctx.database.db),
      pictures: (tenantId, addresses) => media.picturesOf(tenantId, addresses),
    });

    const list = await service.listPublished(tenant.id, { page: 1, page_size: 20 });

    expect(picturesByFolder).toHaveBeenCalledTimes(1);
    expect(picturesByFolder.mock.calls[0]?.[1]).toHaveLength(3);
    expect(list.stories.map((story) => story.picture?.width)).toEqual([700, 700, 700]);
    expect(list.stories.map((story) => story.picture?.sources[0]?.srcset)).toEqual(
      items.map((item) => expect.stringContaining(item.variants[0]?.url ?? 'none')),
    );
  });
});

describe('story pictures pushed live', () => {
  it('sends the library picture with a story published while a reader watches', async () => {
    const item = await uploaded(alpha, editorToken);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const stream = await openSse(`http://127.0.0.1:${port}/api/realtime/stream?tenant=alpha`);
    try {
      await stream.waitFor((event) => event.event === 'hello');
      const published = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/articles',
        headers: { ...bearer(editorToken), 'x-tenant-id': alpha.slug },
        payload: {
          title: 'Pictured live',
          summary: 'A story with a library picture, pushed',
          body_html: '<p>Text</p>',
          image_url: item.url,
          status: 'published',
        },
      });
      expect(published.statusCode, published.body).toBe(201);
      const id = published.json<{ id: number }>().id;
      const event = await stream.waitFor(
        (candidate) =>
          candidate.event === 'story' &&
          realtimeStoryEventSchema.parse(JSON.parse(candidate.data)).story.id === id,
        6_000,
        'story event',
      );
      const { story } = realtimeStoryEventSchema.parse(JSON.parse(event.data));
      expect(story.picture).toEqual(expectedPicture(item));
    } finally {
      stream.close();
    }
  });
});

/** The token of a new editor of `tenant` (createBackOffice's callers are alpha's). */
async function editorOf(tenant: TenantRow): Promise<string> {
  return (await createMember(ctx.database.db, tenant.id, 'editor')).token;
}
