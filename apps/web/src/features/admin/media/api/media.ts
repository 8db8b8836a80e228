import {
  ADMIN_MEDIA_API_PATHS,
  adminMediaListResponseSchema,
  adminMediaSchema,
  mediaInUseSchema,
  mediaUploadResponseSchema,
  mediaUsageResponseSchema,
  type AdminMedia,
  type AdminMediaListResponse,
  type AdminMediaUpdate,
  type MediaUploadResponse,
  type MediaUsageResponse,
} from '@helionews/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminRequest,
  adminUpload,
  isAdminCallError,
} from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/** The texts a failed media call is logged and thrown with. */
export const MEDIA_CLIENT_ERRORS = {
  fetchMedia: 'Failed to fetch media',
  fetchUsage: 'Failed to fetch image usage',
  uploadMedia: 'Failed to upload images',
  updateMedia: 'Failed to update image',
  replaceMedia: 'Failed to replace image',
  deleteMedia: 'Failed to delete image',
} as const;

/** What the library's list is filtered by; empty strings are "any". */
export interface MediaFilters {
  q: string;
  unused: boolean;
  uploader: string;
  month: string;
  page: number;
  pageSize: number;
}

export const MEDIA_PAGE_SIZES = [24, 48, 96] as const;

export const mediaAdminKeys = {
  all: [...adminKeys.all, 'media'] as const,
  list: (filters: MediaFilters) => [...mediaAdminKeys.all, 'list', filters] as const,
  usage: (id: number) => [...mediaAdminKeys.all, 'usage', id] as const,
};

export function getMedia(filters: MediaFilters, signal?: AbortSignal) {
  const query: Record<string, string> = {
    page: String(filters.page),
    page_size: String(filters.pageSize),
  };
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.unused) query.unused = 'true';
  if (filters.uploader) query.uploader = filters.uploader;
  if (filters.month) query.month = filters.month;
  return adminRequest(ADMIN_MEDIA_API_PATHS.media, MEDIA_CLIENT_ERRORS.fetchMedia, {
    schema: adminMediaListResponseSchema,
    query,
    signal,
  }) as Promise<AdminMediaListResponse>;
}

export function mediaListQueryOptions(filters: MediaFilters) {
  return queryOptions({
    queryKey: mediaAdminKeys.list(filters),
    queryFn: ({ signal }) => getMedia(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function mediaUsageQueryOptions(id: number) {
  return queryOptions({
    queryKey: mediaAdminKeys.usage(id),
    queryFn: ({ signal }): Promise<MediaUsageResponse> =>
      adminRequest(ADMIN_MEDIA_API_PATHS.usage(id), MEDIA_CLIENT_ERRORS.fetchUsage, {
        schema: mediaUsageResponseSchema,
        signal,
      }),
  });
}

/** POST /admin/media: every file in one request; one result each (stored or refused). */
export function uploadMedia(
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<MediaUploadResponse> {
  return adminUpload(ADMIN_MEDIA_API_PATHS.media, MEDIA_CLIENT_ERRORS.uploadMedia, {
    schema: mediaUploadResponseSchema,
    file: files,
    onProgress,
  });
}

export function updateMedia(id: number, patch: AdminMediaUpdate): Promise<AdminMedia> {
  return adminRequest(ADMIN_MEDIA_API_PATHS.item(id), MEDIA_CLIENT_ERRORS.updateMedia, {
    schema: adminMediaSchema,
    method: 'PUT',
    body: patch,
  });
}

/** PUT /admin/media/{id}/file: a new file under the same id, texts and places. */
export function replaceMediaFile(
  id: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<AdminMedia> {
  return adminUpload(ADMIN_MEDIA_API_PATHS.file(id), MEDIA_CLIENT_ERRORS.replaceMedia, {
    schema: adminMediaSchema,
    file,
    method: 'PUT',
    onProgress,
  });
}

export function deleteMedia(id: number): Promise<unknown> {
  return adminRequest(ADMIN_MEDIA_API_PATHS.item(id), MEDIA_CLIENT_ERRORS.deleteMedia, {
    schema: z.unknown(),
    method: 'DELETE',
  });
}

/** True when DELETE answered 409: the image is in use (the usage list says where). */
export function isInUse(error: unknown): boolean {
  return isAdminCallError(error) && error.status === 409;
}

/** Where the image is used, as a DELETE's 409 lists it; null when the answer did not say. */
export function usageOfConflict(error: unknown): MediaUsageResponse | null {
  if (!isInUse(error) || !isAdminCallError(error)) return null;
  const parsed = mediaInUseSchema.safeParse(error.body);
  return parsed.success ? { usage: parsed.data.usage, total: parsed.data.usage.length } : null;
}

/** The smallest WebP variant: what a thumbnail shows (the original when there is none). */
export function thumbnailOf(item: Pick<AdminMedia, 'url' | 'variants'>): string {
  const webp = item.variants.filter((variant) => variant.format === 'webp');
  const smallest = webp.reduce<(typeof webp)[number] | null>(
    (best, variant) => (best && best.width <= variant.width ? best : variant),
    null,
  );
  return smallest?.url ?? item.url;
}

/** The widest file a body image offers as its `src` (the story column is narrower). */
const WEB_IMAGE_PREFERRED_WIDTH = 1024;
const WEB_IMAGE_MAX_WIDTH = 1600;
/** How wide a body image shows: the story column (70ch), the whole screen on a phone. */
export const WEB_IMAGE_SIZES = '(max-width: 760px) 100vw, 720px';

/** A library image as a story's body shows it: a web-sized file, and its other sizes. */
export interface WebImage {
  src: string;
  width: number;
  height: number;
  /** The WebP sizes (`url 640w, ...`); null without variants (the original only). */
  srcset: string | null;
  sizes: string | null;
}

/**
 * The file an article's body shows of a library image: its 1024-wide WebP (else the widest WebP
 * up to 1600, else the original), with the WebP sizes as a srcset for the browser to choose from.
 */
export function webImageOf(
  item: Pick<AdminMedia, 'url' | 'width' | 'height' | 'variants'>,
): WebImage {
  const webp = item.variants
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  const chosen =
    webp.find((variant) => variant.width === WEB_IMAGE_PREFERRED_WIDTH) ??
    webp.findLast((variant) => variant.width <= WEB_IMAGE_MAX_WIDTH);
  const file = chosen ?? { url: item.url, width: item.width, height: item.height };
  const srcset = webp.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return {
    src: file.url,
    width: file.width,
    height: file.height,
    srcset: srcset || null,
    sizes: srcset ? WEB_IMAGE_SIZES : null,
  };
}

/** The uploader as shown: their display name, else their username. */
export function uploaderName(item: Pick<AdminMedia, 'uploader'>): string | null {
  return item.uploader ? (item.uploader.display_name ?? item.uploader.username) : null;
}
