import { z } from 'zod';
import { idSchema, slugSchema } from './common.js';
import { hexColorSchema } from './tenants.js';

/* ------------------------------------------------------------------------------------------------
 * Categories in the back-office (SPEC section 7: GET/POST /admin/categories, PUT/DELETE .../{id})
 * ---------------------------------------------------------------------------------------------- */

const categoryColorSchema = hexColorSchema.transform((value) => value.toLowerCase());

export const adminCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    color: z.string().nullable().describe('#rrggbb; null: the tenant primary colour'),
    position: z.number().int().describe('order in the reader navigation, 0 first'),
    story_count: z.number().int().describe('stories of any status in this category'),
    published_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListResponseSchema = z
  .object({ categories: z.array(adminCategorySchema), total: z.number().int() })
  .meta({ id: 'AdminCategoryList' });
export type AdminCategoryListResponse = z.infer<typeof adminCategoryListResponseSchema>;

export const adminCategoryCreateSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'is required' }).max(80),
    slug: slugSchema.optional().describe('derived from the name when absent'),
    description: z.string().trim().max(500).default(''),
    color: categoryColorSchema.nullable().optional(),
  })
  .meta({ id: 'AdminCategoryCreate' });
export type AdminCategoryCreate = z.input<typeof adminCategoryCreateSchema>;

export const adminCategoryUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'is required' }).max(80),
    slug: slugSchema,
    description: z.string().trim().max(500),
    color: categoryColorSchema.nullable(),
    position: z.number().int().min(0).max(10_000),
  })
  .partial()
  .meta({ id: 'AdminCategoryUpdate' });
export type AdminCategoryUpdate = z.infer<typeof adminCategoryUpdateSchema>;

/**
 * The back-office's category form, as its fields hold the values: the create rules on text, with
 * '' for a slug left to the server and for the publication's colour. Editing needs a slug.
 */
export const adminCategoryFormSchema = z.object({
  name: adminCategoryCreateSchema.shape.name,
  slug: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), slugSchema])),
  description: adminCategoryCreateSchema.shape.description.unwrap(),
  color: z.union([z.literal(''), categoryColorSchema]),
});
export const adminCategoryEditFormSchema = adminCategoryFormSchema.extend({
  slug: z.string().trim().pipe(slugSchema),
});
export type AdminCategoryForm = z.input<typeof adminCategoryFormSchema>;

/** PUT /admin/categories/order: every category id of the tenant, in the new order. */
export const adminCategoryOrderSchema = z
  .strictObject({ ids: z.array(idSchema).min(1).max(1000) })
  .meta({ id: 'AdminCategoryOrder' });
export type AdminCategoryOrder = z.infer<typeof adminCategoryOrderSchema>;

/** DELETE /admin/categories/{id}?move_to={id}: where its stories go, required when it has any. */
export const adminCategoryDeleteQuerySchema = z.object({
  move_to: idSchema.optional().describe('category receiving the stories, same tenant'),
});

/** The back-office's delete dialog for a category with stories: a category to move them to. */
export const adminCategoryDeleteFormSchema = z.object({
  move_to: z
    .union([z.literal(''), z.number()])
    .refine((value) => idSchema.safeParse(value).success, { error: 'is required' })
    .transform(Number),
});
export type AdminCategoryDeleteForm = z.input<typeof adminCategoryDeleteFormSchema>;

export const CATEGORY_MESSAGES = {
  notFound: 'Category not found',
  slugTaken: 'Another category already uses this slug',
  hasStories: 'This category still has stories; choose a category to move them to',
  moveToSelf: 'Stories cannot be moved to the category being deleted',
  moveTargetNotFound: 'The category to move the stories to does not exist',
  orderMismatch: 'The order must list every category of this publication exactly once',
} as const;
