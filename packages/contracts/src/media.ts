import { z } from 'zod';
import { paginationQuerySchema } from './common.js';

/* ------------------------------------------------------------------------------------------------
 * The media library (issue 34): every image uploaded to a publication, in one place, with its
 * texts, its uploader, its size, its responsive variants and where it is used.
 *
 * Roles: every back-office role (contributors, editors, admins) lists, reads and uploads;
 * editors and admins change, replace and delete any image; a contributor only those they
 * uploaded (another's is a 403).
 * ---------------------------------------------------------------------------------------------- */

/** The widths an upload is rendered at, when it is at least that wide (never enlarged). */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
/** The formats of the variants; the original is kept re-encoded to WebP. */
export const MEDIA_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

/** At most this many bytes per file, and this many files per upload request. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_FILES = 20;
/** The original is kept at most this wide (never enlarged). */
export const MEDIA_MAX_WIDTH = 2560;

/** An image of the library stored on this server: `/uploads/media/{tenant}/{24 hex}/{file}`. */
export const MEDIA_IMAGE_PATH =
  /^\/uploads\/media\/([1-9]\d{0,14})\/[0-9a-f]{24}\/(?:original|w\d{2,4})\.(?:webp|avif)$/;

export const mediaVariantSchema = z
  .object({
    format: z.enum(MEDIA_VARIANT_FORMATS),
    width: z.number().int(),
    height: z.number().int(),
    url: z.string(),
  })
  .meta({ id: 'MediaVariant' });
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

const uploaderSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
});

/** A library image as the back-office shows it. */
export const adminMediaSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    alt: z.string(),
    caption: z.string(),
    credit: z.string(),
    uploader: uploaderSchema.nullable().describe('null once the account is deleted'),
    /** The re-encoded original (WebP). */
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int().describe("the original's stored size"),
    variants: z.array(mediaVariantSchema).describe('by format, then width'),
    /** The places that use it (`GET /admin/media/{id}/usage` lists them). */
    usage_count: z.number().int(),
    created_month: z.string().describe('YYYY-MM, UTC'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminMedia' });
export type AdminMedia = z.infer<typeof adminMediaSchema>;

export const adminMediaListResponseSchema = z
  .object({
    media: z.array(adminMediaSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** What the filters may offer: every uploader and month of the library, whatever the filter. */
    uploaders: z.array(uploaderSchema).describe('by username'),
    months: z.array(z.string()).describe('YYYY-MM, newest first'),
  })
  .meta({ id: 'AdminMediaList' });
export type AdminMediaListResponse = z.infer<typeof adminMediaListResponseSchema>;

/** GET /admin/media: newest first. */
export const adminMediaListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(100).optional().describe('part of the name or the alt text'),
  unused: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe('true: only images nothing uses; false: only those in use'),
  uploader: z.coerce.number().int().positive().optional().describe("the uploader's user id"),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be YYYY-MM' })
    .optional()
    .describe('uploaded in this month (UTC)'),
});
export type AdminMediaListQuery = z.input<typeof adminMediaListQuerySchema>;

/** PUT /admin/media/{id}: only the fields sent. */
export const adminMediaUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'is required' }).max(200),
    alt: z.string().trim().max(500),
    caption: z.string().trim().max(1000),
    credit: z.string().trim().max(200),
  })
  .partial()
  .meta({ id: 'AdminMediaUpdate' });
export type AdminMediaUpdate = z.infer<typeof adminMediaUpdateSchema>;

/** One file of a POST /admin/media: stored, or refused with the status it would have had. */
export const mediaUploadResultSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('stored'), filename: z.string(), media: adminMediaSchema }),
    z.object({
      status: z.literal('refused'),
      filename: z.string(),
      code: z.union([z.literal(413), z.literal(415), z.literal(422)]),
      reason: z.string(),
    }),
  ])
  .meta({ id: 'MediaUploadResult' });
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>;

/** POST /admin/media: one result per file, in the order sent. */
export const mediaUploadResponseSchema = z
  .object({
    results: z.array(mediaUploadResultSchema),
    stored: z.number().int(),
    refused: z.number().int(),
  })
  .meta({ id: 'MediaUploadResponse' });
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

export const MEDIA_USAGE_KINDS = ['article', 'ad', 'tag'] as const;
export type MediaUsageKind = (typeof MEDIA_USAGE_KINDS)[number];

/** Where an image is used: an article (lead image, body), an ad's creative, a tag's image. */
export const mediaUsageSchema = z
  .object({
    kind: z.enum(MEDIA_USAGE_KINDS),
    id: z.number().int(),
    title: z.string().describe("the article's title, the campaign's or the tag's name"),
    status: z.string().nullable().describe("the article's or the campaign's status"),
    places: z.array(z.enum(['lead_image', 'body', 'creative', 'image'])),
  })
  .meta({ id: 'MediaUsage' });
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaUsageResponseSchema = z
  .object({ usage: z.array(mediaUsageSchema), total: z.number().int() })
  .meta({ id: 'MediaUsageList' });
export type MediaUsageResponse = z.infer<typeof mediaUsageResponseSchema>;

/** The 409 of DELETE /admin/media/{id} while the image is used: the reason and where. */
export const mediaInUseSchema = z
  .object({ detail: z.string(), usage: z.array(mediaUsageSchema) })
  .meta({ id: 'MediaInUse' });
export type MediaInUse = z.infer<typeof mediaInUseSchema>;

/**
 * What a reader page's `<picture>` needs: one `<source>` per format (AVIF first) with its srcset,
 * the fallback `<img>` (the largest WebP) and the intrinsic size.
 */
export const mediaPictureSchema = z
  .object({
    sources: z.array(z.object({ type: z.string(), srcset: z.string() })),
    src: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
  })
  .meta({ id: 'MediaPicture' });
export type MediaPicture = z.infer<typeof mediaPictureSchema>;

export const MEDIA_MESSAGES = {
  notFound: 'Image not found',
  missing: 'Send the images as multipart/form-data in the field "file" (one or more)',
  tooLarge: 'The image must be at most 10 MB',
  type: 'The image must be a PNG, JPEG, WebP or GIF file',
  unreadable: 'The image could not be read; it may be damaged',
  tooManyFiles: 'Send at most 20 images at once',
  inUse: 'The image is in use; remove it from where it is used first',
  notYours: 'Contributors may change only the images they uploaded',
} as const;

export const ADMIN_MEDIA_API_PATHS = {
  media: '/admin/media',
  item: (id: number | string) => `/admin/media/${id}`,
  file: (id: number | string) => `/admin/media/${id}/file`,
  usage: (id: number | string) => `/admin/media/${id}/usage`,
} as const;
