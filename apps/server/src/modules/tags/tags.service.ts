import {
  TAG_MESSAGES,
  type AdminTag,
  type AdminTagListResponse,
  type AdminTagUpdate,
  type adminTagCreateSchema,
  type Tag,
  type TagListResponse,
  type TagRef,
} from '@helionews/contracts';
import type { z } from 'zod';
import type { TagRow, TenantRow } from '../../db/schema/index.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { slugify } from '../../lib/slug.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { ContentRepository } from '../content/content.repository.js';
import { contentTags, tagChanged } from '../content/content-tags.js';
import { toAdminTag, toTag } from './tags.mapper.js';
import { isSlugConflict, type TagChanges, type TagsRepository } from './tags.repository.js';

export type AdminTagInput = z.output<typeof adminTagCreateSchema>;

export interface TagsTransaction {
  tags: TagsRepository;
  activity: ActivityRepository;
  content: ContentRepository;
}

export interface TagsServiceDeps {
  repository: TagsRepository;
  inTransaction: <T>(work: (tx: TagsTransaction) => Promise<T>) => Promise<T>;
  now: () => Date;
}

/** What a reader's tag address answers: the tag, or the slug it has had since. */
export type TagLookup = { tag: Tag } | { redirectTo: string };

const SLUG_MAX = 63;
/** How many numbered slugs a name without Latin letters may try ('tag-2', ...). */
const NUMBERED_SLUG_ATTEMPTS = 50;

const unprocessable = (detail: string) => new HttpError(422, detail);

/** The slug a name gives, or null when it has no Latin letter or digit ('選挙'). */
function slugOfName(name: string): string | null {
  const latin = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  if (!/[a-z0-9]/i.test(latin)) return null;
  return slugify(name).slice(0, SLUG_MAX).replace(/-+$/g, '');
}

/**
 * A publication's tags (issue 34): the readers' list and pages, and the back-office's
 * management. Every write bumps the tenant's content version with the tags it touches and
 * records the activity, in one transaction.
 */
export function createTagsService(deps: TagsServiceDeps) {
  const { repository } = deps;

  async function adminTag(tenantId: number, id: number): Promise<AdminTag> {
    const row = await repository.findWithCounts(tenantId, id);
    if (!row) throw notFound(TAG_MESSAGES.notFound);
    return toAdminTag(row);
  }

  /** Turns a lost race on the slug's unique index into the same 409 as the check before. */
  async function guardSlug<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isSlugConflict(error)) throw conflict(TAG_MESSAGES.slugTaken);
      throw error;
    }
  }

  return {
    /** The tags with at least one published story, by name. */
    async list(tenantId: number): Promise<TagListResponse> {
      const rows = await repository.listPublished(tenantId);
      return { tags: rows.map(toTag), total: rows.length };
    },

    /** The tag a reader's address names, or the slug it was renamed or merged to; 404: none. */
    async findForReader(tenantId: number, slug: string): Promise<TagLookup> {
      const row = await repository.findBySlugWithCounts(tenantId, slug);
      if (row) return { tag: toTag(row) };
      const redirectTo = await repository.redirectOf(tenantId, slug);
      if (redirectTo) return { redirectTo };
      throw notFound(TAG_MESSAGES.notFound);
    },

    /** The tenant's tag a filter names, whatever its letter case. */
    findBySlug(tenantId: number, slug: string): Promise<TagRow | undefined> {
      return repository.findBySlug(tenantId, slug);
    },

    /** The tags a story carries, by name (its page links to them), with their ids. */
    refsOfStory(tenantId: number, storyId: number): Promise<(TagRef & { id: number })[]> {
      return repository.refsOfStory(tenantId, storyId);
    },

    async adminList(tenantId: number, q?: string): Promise<AdminTagListResponse> {
      const rows = await repository.list(tenantId, q);
      return { tags: rows.map(toAdminTag), total: rows.length };
    },

    /**
     * A new tag. Without a slug, the name gives one; a slug in use is a 409, except that names
     * without Latin letters take the first free 'tag-N'.
     */
    async create(tenant: TenantRow, caller: AdminCaller, input: AdminTagInput): Promise<AdminTag> {
      const fromName = input.slug === undefined ? slugOfName(input.name) : null;
      const candidates =
        input.slug !== undefined
          ? [input.slug]
          : fromName !== null
            ? [fromName]
            : Array.from({ length: NUMBERED_SLUG_ATTEMPTS }, (_, index) =>
                index === 0 ? 'tag' : `tag-${index + 1}`,
              );

      const created = await deps.inTransaction(async (tx) => {
        for (const slug of candidates) {
          const row = await tx.tags.insert({
            tenantId: tenant.id,
            slug,
            name: input.name,
            description: input.description,
            imageUrl: input.image_url ?? null,
          });
          if (!row) continue;
          // The slug is a tag's own now, no longer an old address of another.
          await tx.tags.dropRedirect(tenant.id, slug);
          await recordActivity(tx.activity, {
            tenantId: tenant.id,
            actorId: caller.user.id,
            action: 'create',
            entityType: 'tag',
            entityId: row.id,
            entityLabel: row.name,
            details: { slug: row.slug },
          });
          await tx.content.bumpVersion(tenant.id, [contentTags.tags]);
          return row;
        }
        throw conflict(TAG_MESSAGES.slugTaken);
      });
      return adminTag(tenant.id, created.id);
    },

    /** Changes only the fields sent; a new slug keeps the old one as a redirect to it. */
    async update(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      patch: AdminTagUpdate,
    ): Promise<AdminTag> {
      await guardSlug(() =>
        deps.inTransaction(async (tx) => {
          const current = await tx.tags.findForUpdate(tenant.id, id);
          if (!current) throw notFound(TAG_MESSAGES.notFound);
          const changes: TagChanges = {};
          if (patch.name !== undefined && patch.name !== current.name) changes.name = patch.name;
          if (patch.slug !== undefined && patch.slug !== current.slug) changes.slug = patch.slug;
          if (patch.description !== undefined && patch.description !== current.description)
            changes.description = patch.description;
          if (patch.image_url !== undefined && patch.image_url !== current.imageUrl)
            changes.imageUrl = patch.image_url;
          const changed = Object.keys(changes);
          if (changed.length === 0) return;
          if (changes.slug) {
            if (await tx.tags.slugTaken(tenant.id, changes.slug, id))
              throw conflict(TAG_MESSAGES.slugTaken);
            await tx.tags.dropRedirect(tenant.id, changes.slug);
            await tx.tags.addRedirect(tenant.id, current.slug, id);
          }

          await tx.tags.update(tenant.id, id, changes, deps.now());
          await recordActivity(tx.activity, {
            tenantId: tenant.id,
            actorId: caller.user.id,
            action: 'update',
            entityType: 'tag',
            entityId: id,
            entityLabel: changes.name ?? current.name,
            details: {
              fields: changed.join(','),
              ...(changes.slug ? { old_slug: current.slug, slug: changes.slug } : {}),
            },
          });
          await tx.content.bumpVersion(tenant.id, tagChanged(id));
        }),
      );
      return adminTag(tenant.id, id);
    },

    /**
     * Merges tag `id` into `intoId`: its stories carry the target instead (once), its slug and
     * old slugs redirect to the target's, and it is gone.
     */
    async merge(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      intoId: number,
    ): Promise<AdminTag> {
      if (intoId === id) throw unprocessable(TAG_MESSAGES.mergeIntoSelf);
      await deps.inTransaction(async (tx) => {
        // Locked in id order, so two merges of the same pair never wait on each other.
        const [first, second] = id < intoId ? [id, intoId] : [intoId, id];
        const lockedFirst = await tx.tags.findForUpdate(tenant.id, first);
        const lockedSecond = await tx.tags.findForUpdate(tenant.id, second);
        const source = first === id ? lockedFirst : lockedSecond;
        const target = first === id ? lockedSecond : lockedFirst;
        if (!source) throw notFound(TAG_MESSAGES.notFound);
        if (!target) throw unprocessable(TAG_MESSAGES.mergeTargetNotFound);

        const moved = await tx.tags.moveLinks(tenant.id, source.id, target.id);
        await tx.tags.moveRedirects(tenant.id, source.id, target.id);
        await tx.tags.delete(tenant.id, source.id);
        await tx.tags.addRedirect(tenant.id, source.slug, target.id);
        // The merged tag is the one that goes: its row says where its stories went.
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'delete',
          entityType: 'tag',
          entityId: source.id,
          entityLabel: source.name,
          details: { slug: source.slug, merged_into: target.slug, stories_moved: moved },
        });
        await tx.content.bumpVersion(tenant.id, [
          ...new Set([...tagChanged(source.id), ...tagChanged(target.id)]),
        ]);
      });
      return adminTag(tenant.id, intoId);
    },

    /** Deletes a tag: its stories lose it, its old addresses answer 404. */
    async remove(tenant: TenantRow, caller: AdminCaller, id: number): Promise<void> {
      await deps.inTransaction(async (tx) => {
        const tag = await tx.tags.findForUpdate(tenant.id, id);
        if (!tag) throw notFound(TAG_MESSAGES.notFound);
        await tx.tags.delete(tenant.id, id);
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'delete',
          entityType: 'tag',
          entityId: id,
          entityLabel: tag.name,
          details: { slug: tag.slug },
        });
        await tx.content.bumpVersion(tenant.id, tagChanged(id));
      });
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
