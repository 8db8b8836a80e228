import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ArticleImageUpload } from '@helionews/contracts';
import { HttpError } from '../../lib/http-errors.js';
import { reencodeToWebp, sniffImageType } from '../../lib/images.js';

export const ARTICLE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Uploaded pictures are stored at most this wide (never enlarged). */
export const ARTICLE_IMAGE_MAX_WIDTH = 1600;
export const ARTICLE_IMAGE_URL_PREFIX = '/uploads/articles';

export const ARTICLE_IMAGE_MESSAGES = {
  missing: 'Send the image as multipart/form-data in the field "file"',
  tooLarge: 'The image must be at most 5 MB',
  type: 'The image must be a PNG, JPEG, WebP or GIF file',
  unreadable: 'The image could not be read; it may be damaged',
} as const;

/** What the route read from a multipart upload: the bytes, or the news that there were too many. */
export type ArticleImageInput = { kind: 'file'; bytes: Buffer } | { kind: 'too_large' };

/** Images for article bodies, stored below `uploadsDir`, in articles/<tenant id>/. */
export function createArticleImages(deps: { uploadsDir: string }) {
  return {
    /**
     * An image for an article body: recognised by its bytes (PNG, JPEG, WebP, GIF), decoded and
     * re-encoded to WebP at most ARTICLE_IMAGE_MAX_WIDTH wide (metadata and hidden payloads do not
     * survive) under a random name. Refusals are 413, 415 or 422 with the reason.
     */
    async uploadImage(tenantId: number, input: ArticleImageInput): Promise<ArticleImageUpload> {
      if (input.kind === 'too_large' || input.bytes.length > ARTICLE_IMAGE_MAX_BYTES) {
        throw new HttpError(413, ARTICLE_IMAGE_MESSAGES.tooLarge);
      }
      if (!sniffImageType(input.bytes)) throw new HttpError(415, ARTICLE_IMAGE_MESSAGES.type);
      // Anything sharp cannot decode (truncated, corrupt, a pixel bomb) is refused the same way.
      const image = await reencodeToWebp(input.bytes, ARTICLE_IMAGE_MAX_WIDTH).catch(() => null);
      if (!image) throw new HttpError(422, ARTICLE_IMAGE_MESSAGES.unreadable);
      const dir = path.join(deps.uploadsDir, 'articles', String(tenantId));
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(12).toString('hex')}.webp`;
      await writeFile(path.join(dir, name), image.output);
      return {
        url: `${ARTICLE_IMAGE_URL_PREFIX}/${tenantId}/${name}`,
        width: image.width,
        height: image.height,
      };
    },
  };
}
