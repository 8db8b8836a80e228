import { z } from 'zod';
import { idSchema, slugSchema } from './common.js';

/* ------------------------------------------------------------------------------------------------
 * Tags (issue 34): many per story, per publication. Readers list them and open one by slug; the
 * back-office creates, renames, merges and deletes them.
 * ---------------------------------------------------------------------------------------------- */

/** A tag as readers see it. */
export const tagSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    image_url: z.string().nullable(),
    story_count: z.number().int().describe('published stories carrying the tag'),
  })
  .meta({ id: 'Tag' });
export type Tag = z.infer<typeof tagSchema>;

export const tagListResponseSchema = z
  .object({ tags: z.array(tagSchema), total: z.number().int() })
  .meta({ id: 'TagList' });
export type TagListResponse = z.infer<typeof tagListResponseSchema>;

/** A tag named on a story: what a link to its page needs. */
export const tagRefSchema = z.object({ name: z.string(), slug: z.string() }).meta({ id: 'TagRef' });
export type TagRef = z.infer<typeof tagRefSchema>;

/** A tag as the back-office lists it: its stories of any status. */
export const adminTagSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    image_url: z.string().nullable(),
    story_count: z.number().int().describe('stories carrying the tag, whatever their status'),
    published_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminTag' });
export type AdminTag = z.infer<typeof adminTagSchema>;

export const adminTagListResponseSchema = z
  .object({ tags: z.array(adminTagSchema), total: z.number().int() })
  .meta({ id: 'AdminTagList' });
export type AdminTagListResponse = z.infer<typeof adminTagListResponseSchema>;

/** GET /admin/tags?q=: the editor's autocomplete filters by name or slug. */
export const adminTagListQuerySchema = z.object({
  q: z.string().trim().max(80).optional().describe('part of a name or slug'),
});
export type AdminTagListQuery = z.infer<typeof adminTagListQuerySchema>;

const tagImageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^(https?:\/\/|\/)/.test(value), {
    error: 'must be an http(s) address or a path on this site',
  });

export const adminTagCreateSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'is required' }).max(80),
    slug: slugSchema.optional().describe('derived from the name when absent'),
    description: z.string().trim().max(500).default(''),
    image_url: tagImageUrlSchema.nullable().optional(),
  })
  .meta({ id: 'AdminTagCreate' });
export type AdminTagCreate = z.input<typeof adminTagCreateSchema>;

export const adminTagUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'is required' }).max(80),
    slug: slugSchema.describe('a new slug keeps the old one as a 301 to the new'),
    description: z.string().trim().max(500),
    image_url: tagImageUrlSchema.nullable(),
  })
  .partial()
  .meta({ id: 'AdminTagUpdate' });
export type AdminTagUpdate = z.infer<typeof adminTagUpdateSchema>;

/**
 * The back-office's tag dialog, as its fields hold the values: text everywhere, '' for a slug
 * left to the server and for no image. Editing needs a slug.
 */
export const adminTagFormSchema = z.object({
  name: adminTagCreateSchema.shape.name,
  slug: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), slugSchema])),
  description: z.string().trim().max(500),
  image_url: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), tagImageUrlSchema])),
});
export const adminTagEditFormSchema = adminTagFormSchema.extend({
  slug: z.string().trim().pipe(slugSchema),
});
export type AdminTagForm = z.input<typeof adminTagFormSchema>;

/** POST /admin/tags/{id}/merge: the tag that takes over the stories and the slug. */
export const adminTagMergeSchema = z
  .strictObject({ into_id: idSchema.describe('tag of the same publication that remains') })
  .meta({ id: 'AdminTagMerge' });
export type AdminTagMerge = z.infer<typeof adminTagMergeSchema>;

/** GET /tags/{slug}. */
export const tagSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

export const TAG_MESSAGES = {
  notFound: 'Tag not found',
  slugTaken: 'Another tag already uses this slug',
  mergeIntoSelf: 'A tag cannot be merged into itself',
  mergeTargetNotFound: 'The tag to merge into does not exist',
  unknownTags: 'Some of these tags do not exist in this publication',
} as const;

export const TAG_API_PATHS = {
  tags: '/tags',
  tag: (slug: string) => `/tags/${encodeURIComponent(slug)}`,
} as const;

export const ADMIN_TAG_API_PATHS = {
  tags: '/admin/tags',
  tag: (id: number | string) => `/admin/tags/${id}`,
  tagMerge: (id: number | string) => `/admin/tags/${id}/merge`,
} as const;
