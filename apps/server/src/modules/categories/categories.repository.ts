import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  categories,
  stories,
  type CategoryRow,
  type NewCategoryRow,
} from '../../db/schema/index.js';
import { publishedStoriesOf } from '../content/content.repository.js';

export interface CategoryWithCount extends CategoryRow {
  storyCount: number;
}

/** A category with its stories of any status and its published ones (the back-office list). */
export interface CategoryWithCounts extends CategoryRow {
  storyCount: number;
  publishedCount: number;
}

export type CategoryChanges = Partial<
  Pick<NewCategoryRow, 'name' | 'slug' | 'description' | 'color' | 'position'>
>;

/** A write that hit the (tenant, slug) unique index: another category took the slug first. */
export function isSlugConflict(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map(
    (e) => (e as { code?: unknown } | null)?.code,
  );
  return codes.includes('23505');
}

/** Editorial order: position, then name for ties. The reader navigation follows it. */
const EDITORIAL_ORDER = [asc(categories.position), asc(categories.name), asc(categories.id)];

export function createCategoriesRepository(db: Executor) {
  const ofTenant = (tenantId: number, id: number) =>
    and(eq(categories.tenantId, tenantId), eq(categories.id, id));

  /** The tenant's categories matching `where`, each with its story counts, in editorial order. */
  const withCounts = async (
    tenantId: number,
    where: SQL | undefined,
  ): Promise<CategoryWithCounts[]> => {
    const rows = await db
      .select({
        category: categories,
        storyCount: count(stories.id),
        publishedCount: sql<number>`count(${stories.id}) filter (where ${stories.status} = 'published')`,
      })
      .from(categories)
      .leftJoin(stories, and(eq(stories.categoryId, categories.id), eq(stories.tenantId, tenantId)))
      .where(where)
      .groupBy(categories.tenantId, categories.id)
      .orderBy(...EDITORIAL_ORDER);
    return rows.map((row) => ({
      ...row.category,
      storyCount: Number(row.storyCount),
      publishedCount: Number(row.publishedCount),
    }));
  };

  return {
    async listWithPublishedCounts(tenantId: number): Promise<CategoryWithCount[]> {
      const rows = await db
        .select({ category: categories, storyCount: count(stories.id) })
        .from(categories)
        .leftJoin(stories, and(eq(stories.categoryId, categories.id), publishedStoriesOf(tenantId)))
        .where(eq(categories.tenantId, tenantId))
        .groupBy(categories.tenantId, categories.id)
        .orderBy(...EDITORIAL_ORDER);
      return rows.map((row) => ({ ...row.category, storyCount: Number(row.storyCount) }));
    },

    /** Every category of the tenant with its story counts, in editorial order. */
    listWithCounts: (tenantId: number): Promise<CategoryWithCounts[]> =>
      withCounts(tenantId, eq(categories.tenantId, tenantId)),

    /** A tenant's category by its exact slug, as a story names it: id, slug and name. */
    async findByExactSlug(
      tenantId: number,
      slug: string,
    ): Promise<Pick<CategoryRow, 'id' | 'slug' | 'name'> | undefined> {
      const [row] = await db
        .select({ id: categories.id, slug: categories.slug, name: categories.name })
        .from(categories)
        .where(and(eq(categories.tenantId, tenantId), eq(categories.slug, slug)))
        .limit(1);
      return row;
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

    /** Whether another category of the tenant than `exceptId` uses the slug. */
    async slugTaken(tenantId: number, slug: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.tenantId, tenantId),
            eq(sql`lower(${categories.slug})`, slug.toLowerCase()),
            exceptId === undefined ? undefined : ne(categories.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The tenant's category, locked until the transaction ends. */
    async findForUpdate(tenantId: number, id: number): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(categories)
        .where(ofTenant(tenantId, id))
        .limit(1)
        .for('update');
      return row;
    },

    /** The tenant's category with its counts. */
    async findWithCounts(tenantId: number, id: number): Promise<CategoryWithCounts | undefined> {
      const [row] = await withCounts(tenantId, ofTenant(tenantId, id));
      return row;
    },

    /** Ids of every category of the tenant, locked: a reorder sees the set it rewrites. */
    async lockAllIds(tenantId: number): Promise<number[]> {
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.tenantId, tenantId))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** The position after the last category: a new one goes to the end of the navigation. */
    async nextPosition(tenantId: number): Promise<number> {
      const [row] = await db
        .select({ value: sql<number | null>`max(${categories.position})` })
        .from(categories)
        .where(eq(categories.tenantId, tenantId));
      const last = row?.value;
      return last === null || last === undefined ? 0 : Number(last) + 1;
    },

    /** Inserts the category; undefined when its slug is already taken in the tenant. */
    async insert(
      row: Pick<
        NewCategoryRow,
        'tenantId' | 'slug' | 'name' | 'description' | 'color' | 'position'
      >,
    ): Promise<CategoryRow | undefined> {
      const [created] = await db.insert(categories).values(row).onConflictDoNothing().returning();
      return created;
    },

    async update(tenantId: number, id: number, changes: CategoryChanges, now: Date) {
      await db
        .update(categories)
        .set({ ...changes, updatedAt: now })
        .where(ofTenant(tenantId, id));
    },

    /** Positions 0..n-1 in the order given, in one statement. */
    async setPositions(tenantId: number, orderedIds: readonly number[], now: Date): Promise<void> {
      if (orderedIds.length === 0) return;
      const cases = sql.join(
        orderedIds.map((id, index) => sql`when ${id} then ${index}`),
        sql` `,
      );
      await db
        .update(categories)
        .set({
          position: sql`(case ${categories.id} ${cases} end)::int`,
          updatedAt: now,
        })
        .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, [...orderedIds])));
    },

    async countStories(tenantId: number, categoryId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(stories)
        .where(and(eq(stories.tenantId, tenantId), eq(stories.categoryId, categoryId)));
      return Number(row?.value ?? 0);
    },

    /** Moves every story of the tenant from one category to another; returns how many moved. */
    async moveStories(tenantId: number, fromId: number, toId: number, now: Date): Promise<number> {
      const moved = await db
        .update(stories)
        .set({ categoryId: toId, updatedAt: now })
        .where(and(eq(stories.tenantId, tenantId), eq(stories.categoryId, fromId)))
        .returning({ id: stories.id });
      return moved.length;
    },

    async delete(tenantId: number, id: number): Promise<void> {
      await db.delete(categories).where(ofTenant(tenantId, id));
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
