import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  stories,
  storyTags,
  tagRedirects,
  tags,
  type NewTagRow,
  type TagRow,
} from '../../db/schema/index.js';

/** A tag with its stories of any status and its published ones. */
export interface TagWithCounts extends TagRow {
  storyCount: number;
  publishedCount: number;
}

export type TagChanges = Partial<Pick<NewTagRow, 'name' | 'slug' | 'description' | 'imageUrl'>>;

/** A write that hit the (tenant, slug) unique index: another tag took the slug first. */
export function isSlugConflict(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map(
    (e) => (e as { code?: unknown } | null)?.code,
  );
  return codes.includes('23505');
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const BY_NAME = [asc(sql`lower(${tags.name})`), asc(tags.id)];

export function createTagsRepository(db: Executor) {
  const ofTenant = (tenantId: number, id: number) =>
    and(eq(tags.tenantId, tenantId), eq(tags.id, id));

  /** The tenant's tags matching `where`, each with its story counts, by name. */
  const withCounts = async (tenantId: number, where: SQL | undefined): Promise<TagWithCounts[]> => {
    const rows = await db
      .select({
        tag: tags,
        storyCount: sql<number>`count(${stories.id})`,
        publishedCount: sql<number>`count(${stories.id}) filter (where ${stories.status} = 'published')`,
      })
      .from(tags)
      .leftJoin(storyTags, and(eq(storyTags.tenantId, tenantId), eq(storyTags.tagId, tags.id)))
      .leftJoin(stories, and(eq(stories.tenantId, tenantId), eq(stories.id, storyTags.storyId)))
      .where(where)
      .groupBy(tags.tenantId, tags.id)
      .orderBy(...BY_NAME);
    return rows.map((row) => ({
      ...row.tag,
      storyCount: Number(row.storyCount),
      publishedCount: Number(row.publishedCount),
    }));
  };

  return {
    /** Every tag of the tenant (or those whose name or slug holds `q`), with counts, by name. */
    list(tenantId: number, q?: string): Promise<TagWithCounts[]> {
      const pattern = q ? `%${likeEscaped(q)}%` : undefined;
      return withCounts(
        tenantId,
        and(
          eq(tags.tenantId, tenantId),
          pattern ? or(ilike(tags.name, pattern), ilike(tags.slug, pattern)) : undefined,
        ),
      );
    },

    /** The tenant's tags that carry at least one published story, by name. */
    async listPublished(tenantId: number): Promise<TagWithCounts[]> {
      const rows = await withCounts(tenantId, eq(tags.tenantId, tenantId));
      return rows.filter((row) => row.publishedCount > 0);
    },

    async findWithCounts(tenantId: number, id: number): Promise<TagWithCounts | undefined> {
      const [row] = await withCounts(tenantId, ofTenant(tenantId, id));
      return row;
    },

    /** The tenant's tag by slug, whatever its letter case, with its counts. */
    async findBySlugWithCounts(tenantId: number, slug: string): Promise<TagWithCounts | undefined> {
      const [row] = await withCounts(
        tenantId,
        and(eq(tags.tenantId, tenantId), eq(sql`lower(${tags.slug})`, slug.toLowerCase())),
      );
      return row;
    },

    /** The tenant's tag by slug, whatever its letter case (the stories filter). */
    async findBySlug(tenantId: number, slug: string): Promise<TagRow | undefined> {
      const [row] = await db
        .select()
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), eq(sql`lower(${tags.slug})`, slug.toLowerCase())))
        .limit(1);
      return row;
    },

    /** The current slug of the tag an old slug of the tenant redirects to. */
    async redirectOf(tenantId: number, oldSlug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ slug: tags.slug })
        .from(tagRedirects)
        .innerJoin(
          tags,
          and(eq(tags.tenantId, tagRedirects.tenantId), eq(tags.id, tagRedirects.tagId)),
        )
        .where(
          and(eq(tagRedirects.tenantId, tenantId), eq(tagRedirects.oldSlug, oldSlug.toLowerCase())),
        )
        .limit(1);
      return row?.slug;
    },

    /** Whether another tag of the tenant than `exceptId` uses the slug. */
    async slugTaken(tenantId: number, slug: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: tags.id })
        .from(tags)
        .where(
          and(
            eq(tags.tenantId, tenantId),
            eq(sql`lower(${tags.slug})`, slug.toLowerCase()),
            exceptId === undefined ? undefined : ne(tags.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The tenant's tag, locked until the transaction ends. */
    async findForUpdate(tenantId: number, id: number): Promise<TagRow | undefined> {
      const [row] = await db
        .select()
        .from(tags)
        .where(ofTenant(tenantId, id))
        .limit(1)
        .for('update');
      return row;
    },

    /** Inserts the tag; undefined when its slug is already taken in the tenant. */
    async insert(
      row: Pick<NewTagRow, 'tenantId' | 'slug' | 'name' | 'description' | 'imageUrl'>,
    ): Promise<TagRow | undefined> {
      const [created] = await db.insert(tags).values(row).onConflictDoNothing().returning();
      return created;
    },

    async update(tenantId: number, id: number, changes: TagChanges, now: Date): Promise<void> {
      await db
        .update(tags)
        .set({ ...changes, updatedAt: now })
        .where(ofTenant(tenantId, id));
    },

    async delete(tenantId: number, id: number): Promise<void> {
      await db.delete(tags).where(ofTenant(tenantId, id));
    },

    /** The old slug now answers with the tag's current one (a later rename moves it along). */
    async addRedirect(tenantId: number, oldSlug: string, tagId: number): Promise<void> {
      await db
        .insert(tagRedirects)
        .values({ tenantId, oldSlug: oldSlug.toLowerCase(), tagId })
        .onConflictDoUpdate({
          target: [tagRedirects.tenantId, tagRedirects.oldSlug],
          set: { tagId },
        });
    },

    /** A slug a tag now uses redirects nowhere. */
    async dropRedirect(tenantId: number, slug: string): Promise<void> {
      await db
        .delete(tagRedirects)
        .where(
          and(eq(tagRedirects.tenantId, tenantId), eq(tagRedirects.oldSlug, slug.toLowerCase())),
        );
    },

    /** The redirects to one tag point to another (a merge). */
    async moveRedirects(tenantId: number, fromId: number, toId: number): Promise<void> {
      await db
        .update(tagRedirects)
        .set({ tagId: toId })
        .where(and(eq(tagRedirects.tenantId, tenantId), eq(tagRedirects.tagId, fromId)));
    },

    /**
     * Every story carrying tag `fromId` carries `toId` instead (once: a story that had both keeps
     * one link); returns how many stories gained the target.
     */
    async moveLinks(tenantId: number, fromId: number, toId: number): Promise<number> {
      const moved = await db
        .insert(storyTags)
        .select(
          db
            .select({
              tenantId: storyTags.tenantId,
              storyId: storyTags.storyId,
              tagId: sql<number>`${toId}::bigint`.as('tag_id'),
            })
            .from(storyTags)
            .where(and(eq(storyTags.tenantId, tenantId), eq(storyTags.tagId, fromId))),
        )
        .onConflictDoNothing()
        .returning({ storyId: storyTags.storyId });
      await db
        .delete(storyTags)
        .where(and(eq(storyTags.tenantId, tenantId), eq(storyTags.tagId, fromId)));
      return moved.length;
    },

    /** The tags a story of the tenant carries, by name: what its page links to. */
    refsOfStory(
      tenantId: number,
      storyId: number,
    ): Promise<{ id: number; name: string; slug: string }[]> {
      return db
        .select({ id: tags.id, name: tags.name, slug: tags.slug })
        .from(storyTags)
        .innerJoin(tags, and(eq(tags.tenantId, storyTags.tenantId), eq(tags.id, storyTags.tagId)))
        .where(and(eq(storyTags.tenantId, tenantId), eq(storyTags.storyId, storyId)))
        .orderBy(...BY_NAME);
    },
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;
