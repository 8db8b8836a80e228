import {
  CATEGORY_MESSAGES,
  type AdminCategory,
  type AdminCategoryListResponse,
  type AdminCategoryUpdate,
  type adminCategoryCreateSchema,
  type CategoryListResponse,
} from '@helionews/contracts';
import type { z } from 'zod';
import type { CategoryRow, TenantRow } from '../../db/schema/index.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { slugify } from '../../lib/slug.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { ContentRepository } from '../content/content.repository.js';
import { toAdminCategory, toCategory } from './categories.mapper.js';
import {
  isSlugConflict,
  type CategoriesRepository,
  type CategoryChanges,
} from './categories.repository.js';
import { categoryChanged, contentTags } from '../content/content-tags.js';

export type AdminCategoryInput = z.output<typeof adminCategoryCreateSchema>;

export interface CategoriesTransaction {
  categories: CategoriesRepository;
  activity: ActivityRepository;
  content: ContentRepository;
}

export interface CategoriesServiceDeps {
  repository: CategoriesRepository;
  inTransaction: <T>(work: (tx: CategoriesTransaction) => Promise<T>) => Promise<T>;
  now: () => Date;
}

const SLUG_MAX = 63;
/** How many numbered slugs a name without Latin letters may try ('category-2', ...). */
const NUMBERED_SLUG_ATTEMPTS = 50;

const unprocessable = (detail: string) => new HttpError(422, detail);

/**
 * The slug a name gives (lib/slug.ts), or null when the name has no Latin letter or digit to
 * build one from ('世界', 'Мир'): such names get a numbered generic slug instead.
 */
function slugOfName(name: string): string | null {
  const latin = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  if (!/[a-z0-9]/i.test(latin)) return null;
  return slugify(name).slice(0, SLUG_MAX).replace(/-+$/g, '');
}

/**
 * Categories of a tenant: the reader list (published counts) and the back-office's management
 * (issue "Editorial back-office", item 4). Every write bumps the tenant's content version, since
 * the reader navigation shows the categories, and records the activity, in one transaction.
 */
export function createCategoriesService(deps: CategoriesServiceDeps) {
  const { repository } = deps;

  async function adminCategory(tenantId: number, id: number): Promise<AdminCategory> {
    const row = await repository.findWithCounts(tenantId, id);
    if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
    return toAdminCategory(row);
  }

  async function adminList(tenantId: number): Promise<AdminCategoryListResponse> {
    const rows = await repository.listWithCounts(tenantId);
    return { categories: rows.map(toAdminCategory), total: rows.length };
  }

  /** Turns a lost race on the slug's unique index into the same 409 as the check before. */
  async function guardSlug<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isSlugConflict(error)) throw conflict(CATEGORY_MESSAGES.slugTaken);
      throw error;
    }
  }

  return {
    /**
     * The tenant's category a reader's address or filter names, whatever its letter case (the
     * stories, search and back-office lists filter by it).
     */
    findBySlug(tenantId: number, slug: string): Promise<CategoryRow | undefined> {
      return repository.findBySlug(tenantId, slug);
    },

    /** The tenant's category by its exact slug, as an article or a feed address names it. */
    findByExactSlug(
      tenantId: number,
      slug: string,
    ): Promise<Pick<CategoryRow, 'id' | 'slug' | 'name'> | undefined> {
      return repository.findByExactSlug(tenantId, slug);
    },

    /** All categories of the tenant in editorial order, with their published story counts. */
    async list(tenantId: number): Promise<CategoryListResponse> {
      const rows = await repository.listWithPublishedCounts(tenantId);
      return { categories: rows.map(toCategory), total: rows.length };
    },

    adminList,

    /**
     * A new category at the end of the navigation. Without a slug, the name gives one; a slug in
     * use is a 409, except that names without Latin letters take the first free 'category-N'.
     */
    async create(
      tenant: TenantRow,
      caller: AdminCaller,
      input: AdminCategoryInput,
    ): Promise<AdminCategory> {
      const fromName = input.slug === undefined ? slugOfName(input.name) : null;
      const candidates =
        input.slug !== undefined
          ? [input.slug]
          : fromName !== null
            ? [fromName]
            : Array.from({ length: NUMBERED_SLUG_ATTEMPTS }, (_, index) =>
                index === 0 ? 'category' : `category-${index + 1}`,
              );

      const created = await deps.inTransaction(async (tx) => {
        const position = await tx.categories.nextPosition(tenant.id);
        for (const slug of candidates) {
          const row = await tx.categories.insert({
            tenantId: tenant.id,
            slug,
            name: input.name,
            description: input.description,
            color: input.color ?? null,
            position,
          });
          if (!row) continue;
          await recordActivity(tx.activity, {
            tenantId: tenant.id,
            actorId: caller.user.id,
            action: 'create',
            entityType: 'category',
            entityId: row.id,
            entityLabel: row.name,
            details: { slug: row.slug },
          });
          await tx.content.bumpVersion(tenant.id, [contentTags.nav]);
          return row;
        }
        throw conflict(CATEGORY_MESSAGES.slugTaken);
      });
      return adminCategory(tenant.id, created.id);
    },

    /** Changes only the fields sent. */
    async update(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      patch: AdminCategoryUpdate,
    ): Promise<AdminCategory> {
      await guardSlug(() =>
        deps.inTransaction(async (tx) => {
          const current = await tx.categories.findForUpdate(tenant.id, id);
          if (!current) throw notFound(CATEGORY_MESSAGES.notFound);
          const changes: CategoryChanges = {};
          if (patch.name !== undefined && patch.name !== current.name) changes.name = patch.name;
          if (patch.slug !== undefined && patch.slug !== current.slug) changes.slug = patch.slug;
          if (patch.description !== undefined && patch.description !== current.description)
            changes.description = patch.description;
          if (patch.color !== undefined && patch.color !== current.color)
            changes.color = patch.color;
          if (patch.position !== undefined && patch.position !== current.position)
            changes.position = patch.position;
          const changed = Object.keys(changes);
          if (changed.length === 0) return;
          if (changes.slug && (await tx.categories.slugTaken(tenant.id, changes.slug, id)))
            throw conflict(CATEGORY_MESSAGES.slugTaken);

          await tx.categories.update(tenant.id, id, changes, deps.now());
          await recordActivity(tx.activity, {
            tenantId: tenant.id,
            actorId: caller.user.id,
            action: 'update',
            entityType: 'category',
            entityId: id,
            entityLabel: changes.name ?? current.name,
            details: { fields: changed.join(',') },
          });
          await tx.content.bumpVersion(tenant.id, categoryChanged(id));
        }),
      );
      return adminCategory(tenant.id, id);
    },

    /**
     * The new order of the navigation: `ids` names every category of the tenant exactly once;
     * positions become 0..n-1 in that order.
     */
    async reorder(
      tenant: TenantRow,
      caller: AdminCaller,
      ids: readonly number[],
    ): Promise<AdminCategoryListResponse> {
      await deps.inTransaction(async (tx) => {
        const existing = new Set(await tx.categories.lockAllIds(tenant.id));
        const listed = new Set(ids);
        const exact =
          listed.size === ids.length &&
          listed.size === existing.size &&
          ids.every((id) => existing.has(id));
        if (!exact) throw unprocessable(CATEGORY_MESSAGES.orderMismatch);

        await tx.categories.setPositions(tenant.id, ids, deps.now());
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'reorder',
          entityType: 'category',
          entityLabel: 'Category order',
          details: { count: ids.length },
        });
        await tx.content.bumpVersion(tenant.id, [contentTags.nav]);
      });
      return adminList(tenant.id);
    },

    /**
     * Deletes a category. One that still has stories needs `moveTo`, another category of the
     * tenant: the stories move there and the category goes in the same transaction.
     */
    async remove(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      moveTo: number | undefined,
    ): Promise<void> {
      await deps.inTransaction(async (tx) => {
        const category = await tx.categories.findForUpdate(tenant.id, id);
        if (!category) throw notFound(CATEGORY_MESSAGES.notFound);
        let target: Awaited<ReturnType<CategoriesRepository['findForUpdate']>>;
        if (moveTo !== undefined) {
          if (moveTo === id) throw unprocessable(CATEGORY_MESSAGES.moveToSelf);
          target = await tx.categories.findForUpdate(tenant.id, moveTo);
          if (!target) throw unprocessable(CATEGORY_MESSAGES.moveTargetNotFound);
        }
        const storyCount = await tx.categories.countStories(tenant.id, id);
        if (storyCount > 0 && !target) throw conflict(CATEGORY_MESSAGES.hasStories);

        const now = deps.now();
        const moved = target ? await tx.categories.moveStories(tenant.id, id, target.id, now) : 0;
        await tx.categories.delete(tenant.id, id);
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'delete',
          entityType: 'category',
          entityId: id,
          entityLabel: category.name,
          details: {
            slug: category.slug,
            moved_to: target?.slug ?? null,
            stories_moved: moved,
          },
        });
        await tx.content.bumpVersion(tenant.id, [
          ...categoryChanged(id),
          ...(target ? categoryChanged(target.id) : []),
          contentTags.front,
          contentTags.search,
          contentTags.feeds,
          contentTags.sitemaps,
        ]);
      });
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
