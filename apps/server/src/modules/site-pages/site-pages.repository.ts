import type { SitePagePlacement } from '@helionews/contracts';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  sitePageRevisions,
  sitePages,
  type NewSitePageRevisionRow,
  type NewSitePageRow,
  type SitePageRevisionRow,
  type SitePageRow,
} from '../../db/schema/index.js';

export type SitePageChanges = Partial<
  Pick<
    NewSitePageRow,
    | 'title'
    | 'slug'
    | 'bodyHtml'
    | 'status'
    | 'placement'
    | 'position'
    | 'revision'
    | 'publishedAt'
    | 'updatedAt'
  >
>;

/** A write that hit the (tenant, slug) unique index: another page took the slug first. */
export function isSlugConflict(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map(
    (e) => (e as { code?: unknown } | null)?.code,
  );
  return codes.includes('23505');
}

/** Header first, then footer, then the pages no navigation links; each in the editor's order. */
const BY_PLACEMENT = [
  asc(sql`case ${sitePages.placement} when 'header' then 0 when 'footer' then 1 else 2 end`),
  asc(sitePages.position),
  asc(sitePages.id),
];

export function createSitePagesRepository(db: Executor) {
  const ofTenant = (tenantId: number, id: number) =>
    and(eq(sitePages.tenantId, tenantId), eq(sitePages.id, id));

  return {
    /** Every page of the tenant, drafts included, by placement then position. */
    list(tenantId: number): Promise<SitePageRow[]> {
      return db
        .select()
        .from(sitePages)
        .where(eq(sitePages.tenantId, tenantId))
        .orderBy(...BY_PLACEMENT);
    },

    /** The published pages the reader's navigation links, by placement then position. */
    listPublishedLinked(tenantId: number): Promise<SitePageRow[]> {
      return db
        .select()
        .from(sitePages)
        .where(
          and(
            eq(sitePages.tenantId, tenantId),
            eq(sitePages.status, 'published'),
            inArray(sitePages.placement, ['header', 'footer']),
          ),
        )
        .orderBy(...BY_PLACEMENT);
    },

    /** The slugs of the tenant's published pages among `slugs`. */
    async publishedSlugs(tenantId: number, slugs: readonly string[]): Promise<string[]> {
      const rows = await db
        .select({ slug: sitePages.slug })
        .from(sitePages)
        .where(
          and(
            eq(sitePages.tenantId, tenantId),
            eq(sitePages.status, 'published'),
            inArray(sitePages.slug, [...slugs]),
          ),
        );
      return rows.map((row) => row.slug);
    },

    /** Every published page of the tenant (the sitemap), by slug. */
    listPublished(tenantId: number): Promise<Pick<SitePageRow, 'slug' | 'updatedAt'>[]> {
      return db
        .select({ slug: sitePages.slug, updatedAt: sitePages.updatedAt })
        .from(sitePages)
        .where(and(eq(sitePages.tenantId, tenantId), eq(sitePages.status, 'published')))
        .orderBy(asc(sitePages.slug));
    },

    /** The tenant's published page by slug, whatever its letter case. */
    /**
     * The slug a published page has now that once had `oldSlug` (its revisions keep every slug
     * it had), newest revision first; undefined when none did or it still has it.
     */
    async movedSlugOf(tenantId: number, oldSlug: string): Promise<string | undefined> {
      const slug = oldSlug.toLowerCase();
      const [row] = await db
        .select({ slug: sitePages.slug })
        .from(sitePageRevisions)
        .innerJoin(
          sitePages,
          and(
            eq(sitePages.tenantId, sitePageRevisions.tenantId),
            eq(sitePages.id, sitePageRevisions.pageId),
          ),
        )
        .where(
          and(
            eq(sitePageRevisions.tenantId, tenantId),
            eq(sitePageRevisions.slug, slug),
            eq(sitePages.status, 'published'),
            ne(sitePages.slug, slug),
          ),
        )
        .orderBy(desc(sitePageRevisions.createdAt), desc(sitePageRevisions.id))
        .limit(1);
      return row?.slug;
    },

    async findPublishedBySlug(tenantId: number, slug: string): Promise<SitePageRow | undefined> {
      const [row] = await db
        .select()
        .from(sitePages)
        .where(
          and(
            eq(sitePages.tenantId, tenantId),
            eq(sitePages.slug, slug.toLowerCase()),
            eq(sitePages.status, 'published'),
          ),
        )
        .limit(1);
      return row;
    },

    async find(tenantId: number, id: number): Promise<SitePageRow | undefined> {
      const [row] = await db.select().from(sitePages).where(ofTenant(tenantId, id)).limit(1);
      return row;
    },

    /** The tenant's page, locked until the transaction ends. */
    async findForUpdate(tenantId: number, id: number): Promise<SitePageRow | undefined> {
      const [row] = await db
        .select()
        .from(sitePages)
        .where(ofTenant(tenantId, id))
        .limit(1)
        .for('update');
      return row;
    },

    /** Whether another page of the tenant than `exceptId` uses the slug. */
    async slugTaken(tenantId: number, slug: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: sitePages.id })
        .from(sitePages)
        .where(
          and(
            eq(sitePages.tenantId, tenantId),
            eq(sitePages.slug, slug),
            exceptId === undefined ? undefined : ne(sitePages.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The position after the last page of the placement. */
    async nextPosition(tenantId: number, placement: SitePagePlacement): Promise<number> {
      const [row] = await db
        .select({ last: sql<number | null>`max(${sitePages.position})` })
        .from(sitePages)
        .where(and(eq(sitePages.tenantId, tenantId), eq(sitePages.placement, placement)));
      const last = row?.last;
      return last === null || last === undefined ? 0 : Number(last) + 1;
    },

    /** The tenant's pages among `ids`, locked until the transaction ends. */
    async lockMany(tenantId: number, ids: readonly number[]): Promise<SitePageRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(sitePages)
        .where(and(eq(sitePages.tenantId, tenantId), inArray(sitePages.id, [...ids])))
        .orderBy(asc(sitePages.id))
        .for('update');
    },

    /** Inserts the page; undefined when its slug is already taken in the tenant. */
    async insert(
      row: Omit<NewSitePageRow, 'id' | 'createdAt' | 'updatedAt'> & { updatedAt?: Date },
    ): Promise<SitePageRow | undefined> {
      const [created] = await db.insert(sitePages).values(row).onConflictDoNothing().returning();
      return created;
    },

    async update(tenantId: number, id: number, changes: SitePageChanges): Promise<void> {
      await db.update(sitePages).set(changes).where(ofTenant(tenantId, id));
    },

    async delete(tenantId: number, id: number): Promise<void> {
      await db.delete(sitePages).where(ofTenant(tenantId, id));
    },

    async insertRevision(row: NewSitePageRevisionRow): Promise<void> {
      await db.insert(sitePageRevisions).values(row);
    },

    /** A page's kept versions, newest first. */
    listRevisions(tenantId: number, pageId: number): Promise<SitePageRevisionRow[]> {
      return db
        .select()
        .from(sitePageRevisions)
        .where(and(eq(sitePageRevisions.tenantId, tenantId), eq(sitePageRevisions.pageId, pageId)))
        .orderBy(desc(sitePageRevisions.revision), desc(sitePageRevisions.id));
    },

    async findRevision(
      tenantId: number,
      pageId: number,
      revisionId: number,
    ): Promise<SitePageRevisionRow | undefined> {
      const [row] = await db
        .select()
        .from(sitePageRevisions)
        .where(
          and(
            eq(sitePageRevisions.tenantId, tenantId),
            eq(sitePageRevisions.pageId, pageId),
            eq(sitePageRevisions.id, revisionId),
          ),
        )
        .limit(1);
      return row;
    },
  };
}

export type SitePagesRepository = ReturnType<typeof createSitePagesRepository>;
