import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, stories, type CategoryRow } from '../../db/schema/index.js';

export interface CategoryWithCount extends CategoryRow {
  storyCount: number;
}

export function createCategoriesRepository(db: Executor) {
  return {
    async listWithPublishedCounts(tenantId: number): Promise<CategoryWithCount[]> {
      const rows = await db
        .select({ category: categories, storyCount: count(stories.id) })
        .from(categories)
        .leftJoin(
          stories,
          and(
            eq(stories.categoryId, categories.id),
            eq(stories.tenantId, tenantId),
            eq(stories.status, 'published'),
          ),
        )
        .where(eq(categories.tenantId, tenantId))
        .groupBy(categories.id)
        .orderBy(asc(categories.position), asc(categories.name));
      return rows.map((row) => ({ ...row.category, storyCount: Number(row.storyCount) }));
    },

    async findBySlug(tenantId: number, slug: string): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(categories)
        .where(
          and(
            eq(categories.tenantId, tenantId),
            eq(sql`lower(${categories.slug})`, slug.toLowerCase()),
          ),
        )
        .limit(1);
      return row;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
