import { z } from 'zod';

export const categorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    position: z.number().int(),
    story_count: z.number().int().describe('published stories in this category'),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const categoryListResponseSchema = z
  .object({ categories: z.array(categorySchema), total: z.number().int() })
  .meta({ id: 'CategoryList' });
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;
