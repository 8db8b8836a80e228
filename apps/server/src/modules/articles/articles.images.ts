import type { ArticleImageUpload } from '@helionews/contracts';
import { storeUploadedImage, type UploadedFile } from '../../lib/upload-file.js';

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
export type ArticleImageInput = UploadedFile;

/** Images for article bodies, stored below `uploadsDir`, in articles/<tenant id>/. */
export function createArticleImages(deps: { uploadsDir: string }) {
  return {
    /**
     * An image for an article body, re-encoded to WebP at most ARTICLE_IMAGE_MAX_WIDTH wide
     * under a random name (storeUploadedImage). Refusals are 413, 415 or 422 with the reason.
     */
    uploadImage: (tenantId: number, input: ArticleImageInput): Promise<ArticleImageUpload> =>
      storeUploadedImage(deps.uploadsDir, tenantId, input, {
        maxBytes: ARTICLE_IMAGE_MAX_BYTES,
        maxWidth: ARTICLE_IMAGE_MAX_WIDTH,
        folder: 'articles',
        urlPrefix: ARTICLE_IMAGE_URL_PREFIX,
        messages: ARTICLE_IMAGE_MESSAGES,
      }),
  };
}
