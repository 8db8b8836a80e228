import type { CategoryListResponse } from '@helionews/contracts';
import { toCategory } from './categories.mapper.js';
import type { CategoriesRepository } from './categories.repository.js';

export function createCategoriesService(repository: CategoriesRepository) {
  return {
    /** All categories of the tenant in editorial order, with their published story counts. */
    async list(tenantId: number): Promise<CategoryListResponse> {
      const rows = await repository.listWithPublishedCounts(tenantId);
      return { categories: rows.map(toCategory), total: rows.length };
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
