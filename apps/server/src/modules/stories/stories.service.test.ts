import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import type { CategoryRow, TenantRow } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/database.js';
import { createCategory, createStory, createTenant } from '../../test/factories.js';
import { createCategoriesRepository } from '../categories/categories.repository.js';
import { createStoriesRepository } from './stories.repository.js';
import { createStoriesService } from './stories.service.js';

let database: DatabaseHandle;
let tenant: TenantRow;
let desk: CategoryRow;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  desk = await createCategory(database.db, tenant.id, { slug: 'desk' });
  for (let i = 0; i < 5; i += 1) {
    await createStory(database.db, tenant.id, { categoryId: i < 2 ? desk.id : null });
  }
});
afterAll(() => database.close());

const query = (page: number, category?: string) => ({
  page,
  page_size: 2,
  ...(category && { category }),
});

describe('the published list total', () => {
  it('is counted once per content version and category, not on every page', async () => {
    const stories = createStoriesRepository(database.db);
    const count = vi.spyOn(stories, 'countPublished');
    let version: number | null = 7;
    const service = createStoriesService({
      stories,
      categories: createCategoriesRepository(database.db),
      contentVersion: () => Promise.resolve(version),
    });

    for (const page of [1, 2, 3]) {
      expect((await service.listPublished(tenant.id, query(page))).total).toBe(5);
    }
    expect(count).toHaveBeenCalledTimes(1);
    expect((await service.listPublished(tenant.id, query(1, 'desk'))).total).toBe(2);
    expect((await service.listPublished(tenant.id, query(2, 'desk'))).total).toBe(2);
    expect(count).toHaveBeenCalledTimes(2);

    // A new version counts again (a story was published meanwhile).
    await createStory(database.db, tenant.id);
    expect((await service.listPublished(tenant.id, query(1))).total).toBe(5);
    version = 8;
    expect((await service.listPublished(tenant.id, query(1))).total).toBe(6);
    expect(count).toHaveBeenCalledTimes(3);

    // An unknown version remembers nothing.
    version = null;
    await service.listPublished(tenant.id, query(1));
    await service.listPublished(tenant.id, query(2));
    expect(count).toHaveBeenCalledTimes(5);
  });
});
