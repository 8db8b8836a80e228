import {
  ADMIN_API_PATHS,
  articleImageUploadSchema,
  type ArticleImageUpload,
} from '@helionews/contracts';
import { adminUpload } from '@/features/admin/shared/api/admin-request';
import { ARTICLE_CLIENT_ERRORS } from './articles';

/** The picture types the upload offers; the server re-encodes whatever it accepts. */
export const ARTICLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * POST /api/admin/articles/images as multipart/form-data with the picture in the field `file`
 * (DESIGN section 5). The answer names the stored image: its address, width and height.
 */
export function uploadArticleImage(file: File, signal?: AbortSignal): Promise<ArticleImageUpload> {
  return adminUpload(ADMIN_API_PATHS.articleImages, ARTICLE_CLIENT_ERRORS.uploadImage, {
    schema: articleImageUploadSchema,
    file,
    signal,
  });
}
