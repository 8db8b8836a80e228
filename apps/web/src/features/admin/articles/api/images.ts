import {
  ADMIN_API_PATHS,
  API_BASE,
  articleImageUploadSchema,
  errorResponseSchema,
  type ArticleImageUpload,
} from '@helionews/contracts';
import { AdminCallError } from '@/features/admin/shared/api/admin-request';
import { apiTenantSlug } from '@/lib/active-tenant';
import { ApiError, INVALID_RESPONSE_MESSAGE } from '@/lib/api-client';
import { getAuthToken } from '@/lib/storage';
import { ARTICLE_CLIENT_ERRORS } from './articles';

/** The picture types the upload offers; the server re-encodes whatever it accepts. */
export const ARTICLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * POST /api/admin/articles/images as multipart/form-data with the picture in the field `file`
 * (DESIGN section 5). The answer names the stored image: its address, width and height.
 */
export async function uploadArticleImage(
  file: File,
  signal?: AbortSignal,
): Promise<ArticleImageUpload> {
  const failure = ARTICLE_CLIENT_ERRORS.uploadImage;
  const headers = new Headers({ Accept: 'application/json', 'X-Tenant-ID': apiTenantSlug() });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const form = new FormData();
  form.append('file', file);

  let response: Response;
  try {
    // No Content-Type: the browser writes the multipart boundary itself.
    response = await fetch(`${API_BASE}${ADMIN_API_PATHS.articleImages}`, {
      method: 'POST',
      headers,
      body: form,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(failure, error);
    throw new AdminCallError(failure, new ApiError(0, 'The server could not be reached.'));
  }

  const body = await readJson(response);
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(body);
    const cause = parsed.success
      ? new ApiError(response.status, parsed.data.detail, { fromServer: true })
      : new ApiError(response.status, response.statusText || failure);
    console.error(failure, cause);
    throw new AdminCallError(failure, cause);
  }
  const parsed = articleImageUploadSchema.safeParse(body);
  if (!parsed.success) {
    const cause = new ApiError(response.status, INVALID_RESPONSE_MESSAGE);
    console.error(failure, cause);
    throw new AdminCallError(failure, cause);
  }
  return parsed.data;
}
