import { mkdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * Where the media library's files live (issue 34): a key such as `media/3/{24 hex}/w640.avif`
 * names a file; `urlOf` is the address readers fetch it from. Files under a key never change (a
 * replaced image gets a new folder), so they may be cached for a year.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the files; a key without a file is no error. */
  remove(keys: readonly string[]): Promise<void>;
  urlOf(key: string): string;
}

/** Keys are written by this server only, but a key that would leave its root is refused anyway. */
const SAFE_KEY = /^[a-z0-9]+(?:\/[a-z0-9._-]+)*$/i;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe media key: ${key}`);
  }
  return key;
}

/**
 * The default store: files below DATA_DIR/uploads, which the uploads plugin serves at /uploads/
 * (plugins/uploads.ts, a year's cache, nosniff, sandboxed).
 */
export function createLocalMediaStore(options: {
  uploadsDir: string;
  urlPrefix?: string;
}): MediaStore {
  const prefix = options.urlPrefix ?? '/uploads';
  const fileOf = (key: string) => path.join(options.uploadsDir, ...checkedKey(key).split('/'));
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        const file = fileOf(key);
        await rm(file, { force: true });
        folders.add(path.dirname(file));
      }
      // An image's folder holds only its own files: once they are gone, so is the folder.
      for (const folder of folders) await rmdir(folder).catch(() => undefined);
    },
    urlOf: (key) => `${prefix}/${checkedKey(key)}`,
  };
}

/** S3_*: an S3-compatible bucket (AWS, MinIO, R2, ...). */
export interface S3MediaStoreConfig {
  bucket: string;
  /** S3_ENDPOINT: another service than AWS; absent: AWS's own for the region. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** S3_PUBLIC_URL: where readers fetch the files (a CDN or the bucket's own address). */
  publicUrl?: string | undefined;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` addresses (MinIO, s3rver). */
  forcePathStyle?: boolean | undefined;
}

/** The address a bucket's files are read at when S3_PUBLIC_URL does not say. */
function defaultPublicUrl(config: S3MediaStoreConfig): string {
  if (config.endpoint) {
    const endpoint = config.endpoint.replace(/\/+$/, '');
    if (config.forcePathStyle) return `${endpoint}/${config.bucket}`;
    const url = new URL(endpoint);
    return `${url.protocol}//${config.bucket}.${url.host}`;
  }
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}

/** The S3 store: each file an object of the bucket, public through S3_PUBLIC_URL. */
export function createS3MediaStore(config: S3MediaStoreConfig): MediaStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle ?? false,
    ...(config.accessKeyId &&
      config.secretAccessKey && {
        credentials: {
          accessKeyId: config.accessKeyId,
          secretAccessKey: config.secretAccessKey,
        },
      }),
  });
  const publicUrl = (config.publicUrl ?? defaultPublicUrl(config)).replace(/\/+$/, '');
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return null;
        throw error;
      }
    },
    async remove(keys) {
      // One call per key: DeleteObjects needs Content-MD5, which not every compatible service takes.
      for (const key of keys) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
      }
    },
    urlOf: (key) => `${publicUrl}/${checkedKey(key)}`,
  };
}
