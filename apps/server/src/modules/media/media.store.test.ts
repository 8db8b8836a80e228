import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AdminMedia, MediaUploadResponse } from '@helionews/contracts';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TenantRow } from '../../db/schema/index.js';
import { bearer } from '../../test/auth.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createBackOffice, type CallerRole } from '../../test/factories.js';
import { createLocalMediaStore, createS3MediaStore, type MediaStore } from './media.store.js';
import { imageOf, isAvif, isWebp, multipartFiles } from './media.test-support.js';

const BUCKET = 'helionews-media';

let server: S3rver;
let directory: string;
let endpoint: string;
let store: MediaStore;

beforeAll(async () => {
  // The SDK warns once that Node 20 will lose its support; the tests need not say so.
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
  directory = await mkdtemp(path.join(os.tmpdir(), 'helionews-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  store = createS3MediaStore({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('the S3 media store', () => {
  it('writes, reads and removes objects, and answers their public addresses', async () => {
    const key = 'media/1/0123456789abcdef01234567/w320.webp';
    const bytes = await imageOf(20, 10, 'webp');
    await store.put(key, bytes, 'image/webp');
    expect(await store.get(key)).toEqual(bytes);

    // Readers fetch it from the bucket's address (path style), with its type and a year's cache.
    const url = store.urlOf(key);
    expect(url).toBe(`${endpoint}/${BUCKET}/${key}`);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/webp');
    expect(fetched.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(bytes);

    await store.remove([key, 'media/1/0123456789abcdef01234567/missing.avif']);
    expect(await store.get(key)).toBeNull();
  });

  it('answers S3_PUBLIC_URL addresses when given, and refuses keys that would leave the store', () => {
    const cdn = createS3MediaStore({
      bucket: BUCKET,
      region: 'eu-west-1',
      publicUrl: 'https://cdn.example.org/media-files/',
    });
    expect(cdn.urlOf('media/2/ab/original.webp')).toBe(
      'https://cdn.example.org/media-files/media/2/ab/original.webp',
    );
    const aws = createS3MediaStore({ bucket: 'news-bucket', region: 'eu-west-1' });
    expect(aws.urlOf('a/b.webp')).toBe('https://news-bucket.s3.eu-west-1.amazonaws.com/a/b.webp');
    const local = createLocalMediaStore({ uploadsDir: directory });
    for (const key of ['../etc/passwd', 'media/../../x', '/abs/x.webp', 'media//x']) {
      expect(() => cdn.urlOf(key)).toThrow(/unsafe media key/);
      expect(() => local.urlOf(key)).toThrow(/unsafe media key/);
    }
  });
});

describe('the media library on S3', () => {
  let ctx: TestContext;
  let alpha: TenantRow;
  let tokens: Record<CallerRole, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ media: { store } });
    ({ alpha, tokens } = await createBackOffice(ctx.database.db));
  });
  afterAll(() => ctx.close());

  const headers = (token: string) => ({ 'x-tenant-id': 'alpha', ...bearer(token) });

  it('uploads into the bucket, answers the bucket addresses, and deletes from it', async () => {
    const body = multipartFiles([{ filename: 'orbit.png', bytes: await imageOf(660, 330) }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...headers(tokens.editor), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const [result] = response.json<MediaUploadResponse>().results;
    if (result?.status !== 'stored') throw new Error(response.body);
    const item: AdminMedia = result.media;
    const prefix = `${endpoint}/${BUCKET}/media/${alpha.id}/`;
    expect(item.url.startsWith(prefix)).toBe(true);
    expect(item.variants.map((v) => `${v.format}:${v.width}`)).toEqual([
      'avif:320',
      'avif:640',
      'avif:660',
      'webp:320',
      'webp:640',
      'webp:660',
    ]);
    const keyOf = (url: string) => url.slice(`${endpoint}/${BUCKET}/`.length);
    for (const variant of item.variants) {
      const bytes = await store.get(keyOf(variant.url));
      if (!bytes) throw new Error(`${variant.url} is not in the bucket`);
      expect(variant.format === 'avif' ? isAvif(bytes) : isWebp(bytes)).toBe(true);
    }

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${item.id}`,
      headers: headers(tokens.editor),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await store.get(keyOf(item.url))).toBeNull();
    for (const variant of item.variants) expect(await store.get(keyOf(variant.url))).toBeNull();
  });
});
