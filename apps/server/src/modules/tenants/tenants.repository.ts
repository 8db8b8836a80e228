import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  categories,
  stories,
  tenants,
  type NewTenantRow,
  type TenantRow,
} from '../../db/schema/index.js';
import { notifyContentVersion } from '../content/content.repository.js';

/** Tenants are the one table not scoped by a tenant: they are the scope. */
export function createTenantsRepository(db: Executor) {
  const matching = (search: string | undefined) => {
    if (!search) return undefined;
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(
      ilike(tenants.slug, pattern),
      ilike(tenants.name, pattern),
      ilike(tenants.displayName, pattern),
    );
  };

  return {
    async findBySlug(slug: string): Promise<TenantRow | undefined> {
      const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
      return row;
    },

    /** The row, locked until the transaction ends: read-merge-write without losing a change. */
    async findByIdForUpdate(id: number): Promise<TenantRow | undefined> {
      const [row] = await db
        .select()
        .from(tenants)
        .where(eq(tenants.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    async findById(id: number): Promise<TenantRow | undefined> {
      const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
      return row;
    },

    async listAll(): Promise<TenantRow[]> {
      return db.select().from(tenants).orderBy(asc(tenants.displayName), asc(tenants.id));
    },

    async list(
      search: string | undefined,
      page: { limit: number; offset: number },
    ): Promise<TenantRow[]> {
      return db
        .select()
        .from(tenants)
        .where(matching(search))
        .orderBy(asc(tenants.displayName), asc(tenants.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(search: string | undefined): Promise<number> {
      const [row] = await db.select({ value: count() }).from(tenants).where(matching(search));
      return Number(row?.value ?? 0);
    },

    /** Stories and categories per tenant, for the given tenants only. */
    async contentCounts(
      ids: number[],
    ): Promise<Map<number, { stories: number; categories: number }>> {
      const result = new Map(ids.map((id) => [id, { stories: 0, categories: 0 }]));
      if (ids.length === 0) return result;
      const storyRows = await db
        .select({ tenantId: stories.tenantId, value: count() })
        .from(stories)
        .where(sql`${stories.tenantId} in ${ids}`)
        .groupBy(stories.tenantId);
      const categoryRows = await db
        .select({ tenantId: categories.tenantId, value: count() })
        .from(categories)
        .where(sql`${categories.tenantId} in ${ids}`)
        .groupBy(categories.tenantId);
      for (const row of storyRows) {
        const entry = result.get(row.tenantId);
        if (entry) entry.stories = Number(row.value);
      }
      for (const row of categoryRows) {
        const entry = result.get(row.tenantId);
        if (entry) entry.categories = Number(row.value);
      }
      return result;
    },

    async insert(values: NewTenantRow): Promise<TenantRow> {
      const [row] = await db.insert(tenants).values(values).returning();
      if (!row) throw new Error('tenant insert returned nothing');
      return row;
    },

    /** Every change to a tenant shows on its reader site, so each one bumps the content version. */
    async update(id: number, values: Partial<NewTenantRow>): Promise<TenantRow | undefined> {
      const [row] = await db
        .update(tenants)
        .set({
          ...values,
          contentVersion: sql`${tenants.contentVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(tenants.id, id))
        .returning();
      if (row) await notifyContentVersion(db, row.id, row.contentVersion);
      return row;
    },

    /**
     * Deletes the tenant; its categories, stories, donations and events go with it (FK cascade).
     * A last bump tells every node to forget the row (their tenant caches follow the versions).
     */
    async delete(id: number): Promise<boolean> {
      const [row] = await db
        .delete(tenants)
        .where(eq(tenants.id, id))
        .returning({ id: tenants.id, version: tenants.contentVersion });
      if (row) await notifyContentVersion(db, row.id, row.version + 1);
      return row !== undefined;
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
