import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  adCampaigns,
  media,
  mediaVariants,
  stories,
  tags,
  users,
  type MediaRow,
  type MediaVariantRow,
  type NewMediaRow,
  type NewMediaVariantRow,
} from '../../db/schema/index.js';

/** A library image with its uploader's names, its variants and how many places use it. */
export interface MediaWithDetails extends MediaRow {
  uploader: { id: number; username: string; displayName: string | null } | null;
  variants: MediaVariantRow[];
  usageCount: number;
}

export interface MediaFilters {
  q?: string | undefined;
  unused?: boolean | undefined;
  uploader?: number | undefined;
  /** YYYY-MM (UTC). */
  month?: string | undefined;
}

export type MediaChanges = Partial<Pick<NewMediaRow, 'name' | 'alt' | 'caption' | 'credit'>>;
export type MediaFile = Pick<NewMediaRow, 'folder' | 'originalKey' | 'width' | 'height' | 'bytes'>;

/** A place that names an image's folder: an article (story), a campaign or a tag. */
export interface MediaUsageRow {
  kind: 'article' | 'ad' | 'tag';
  id: number;
  title: string;
  status: string | null;
  places: ('lead_image' | 'body' | 'creative' | 'image')[];
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Whether `column` names a file of the folder (its addresses all hold `{folder}/`). */
const names = (column: SQL, folder: SQL | string) =>
  sql`coalesce(strpos(${column}, ${folder} || '/'), 0) > 0`;

/** How many articles, campaigns and tags of the image's tenant name its folder. */
const usageCountOf = (tenantId: SQL | number, folder: SQL | string) => sql<number>`(
  (select count(*) from ${stories} where ${stories.tenantId} = ${tenantId}
     and (${names(sql`${stories.imageUrl}`, folder)} or ${names(sql`${stories.bodyHtml}`, folder)}))
  + (select count(*) from ${adCampaigns} where ${adCampaigns.tenantId} = ${tenantId}
     and ${names(sql`${adCampaigns.creativeUrl}`, folder)})
  + (select count(*) from ${tags} where ${tags.tenantId} = ${tenantId}
     and ${names(sql`${tags.imageUrl}`, folder)})
)`;

const USAGE = usageCountOf(sql`${media.tenantId}`, sql`${media.folder}`);

export function createMediaRepository(db: Executor) {
  const ofTenant = (tenantId: number, id: number) =>
    and(eq(media.tenantId, tenantId), eq(media.id, id));

  const whereOf = (tenantId: number, filters: MediaFilters): SQL | undefined => {
    const pattern = filters.q ? `%${likeEscaped(filters.q)}%` : undefined;
    let monthRange: SQL | undefined;
    if (filters.month) {
      const [year, month] = filters.month.split('-').map(Number) as [number, number];
      const from = new Date(Date.UTC(year, month - 1, 1));
      const to = new Date(Date.UTC(year, month, 1));
      monthRange = and(gte(media.createdAt, from), lt(media.createdAt, to));
    }
    return and(
      eq(media.tenantId, tenantId),
      pattern
        ? or(sql`${media.name} ilike ${pattern}`, sql`${media.alt} ilike ${pattern}`)
        : undefined,
      filters.uploader !== undefined ? eq(media.uploadedBy, filters.uploader) : undefined,
      monthRange,
      filters.unused === true ? sql`${USAGE} = 0` : undefined,
      filters.unused === false ? sql`${USAGE} > 0` : undefined,
    );
  };

  /** The rows of `where` with their uploaders, usage counts and variants, newest first. */
  const detailed = async (
    tenantId: number,
    where: SQL | undefined,
    window?: { limit: number; offset: number },
  ): Promise<MediaWithDetails[]> => {
    const query = db
      .select({
        media,
        uploaderId: users.id,
        username: users.username,
        displayName: users.displayName,
        usageCount: USAGE,
      })
      .from(media)
      .leftJoin(users, eq(users.id, media.uploadedBy))
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id));
    const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
    if (rows.length === 0) return [];
    const variants = await db
      .select()
      .from(mediaVariants)
      .where(
        and(
          eq(mediaVariants.tenantId, tenantId),
          sql`${mediaVariants.mediaId} in (${sql.join(
            rows.map((row) => sql`${row.media.id}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(asc(mediaVariants.format), asc(mediaVariants.width));
    return rows.map((row) => ({
      ...row.media,
      uploader:
        row.uploaderId !== null && row.username !== null
          ? { id: row.uploaderId, username: row.username, displayName: row.displayName }
          : null,
      variants: variants.filter((variant) => variant.mediaId === row.media.id),
      usageCount: Number(row.usageCount),
    }));
  };

  return {
    list(
      tenantId: number,
      filters: MediaFilters,
      window: { limit: number; offset: number },
    ): Promise<MediaWithDetails[]> {
      return detailed(tenantId, whereOf(tenantId, filters), window);
    },

    async count(tenantId: number, filters: MediaFilters): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)` })
        .from(media)
        .where(whereOf(tenantId, filters));
      return Number(row?.count ?? 0);
    },

    /** Every account that uploaded an image of the tenant (still there), by username. */
    async uploaders(
      tenantId: number,
    ): Promise<{ id: number; username: string; displayName: string | null }[]> {
      return db
        .selectDistinct({ id: users.id, username: users.username, displayName: users.displayName })
        .from(media)
        .innerJoin(users, eq(users.id, media.uploadedBy))
        .where(eq(media.tenantId, tenantId))
        .orderBy(asc(users.username), asc(users.id));
    },

    /** The months (YYYY-MM, UTC) the tenant's images were uploaded in, newest first. */
    async months(tenantId: number): Promise<string[]> {
      const month = sql<string>`to_char(${media.createdAt} at time zone 'UTC', 'YYYY-MM')`;
      const rows = await db
        .selectDistinct({ month })
        .from(media)
        .where(eq(media.tenantId, tenantId))
        .orderBy(desc(month));
      return rows.map((row) => row.month);
    },

    async find(tenantId: number, id: number): Promise<MediaWithDetails | undefined> {
      const [row] = await detailed(tenantId, ofTenant(tenantId, id));
      return row;
    },

    /**
     * The tenant's images kept in these folders, with their variants, in one query (a reader
     * list's pictures: never another tenant's, whatever folder a story names).
     */
    async picturesByFolder(
      tenantId: number,
      folders: readonly string[],
    ): Promise<(MediaRow & { variants: MediaVariantRow[] })[]> {
      if (folders.length === 0) return [];
      const rows = await db
        .select({ media, variant: mediaVariants })
        .from(media)
        .leftJoin(
          mediaVariants,
          and(eq(mediaVariants.tenantId, media.tenantId), eq(mediaVariants.mediaId, media.id)),
        )
        .where(and(eq(media.tenantId, tenantId), inArray(media.folder, [...folders])))
        .orderBy(asc(media.id), asc(mediaVariants.format), asc(mediaVariants.width));
      const byId = new Map<number, MediaRow & { variants: MediaVariantRow[] }>();
      for (const row of rows) {
        const item = byId.get(row.media.id) ?? { ...row.media, variants: [] };
        if (row.variant) item.variants.push(row.variant);
        byId.set(row.media.id, item);
      }
      return [...byId.values()];
    },

    /** The image, locked until the transaction ends (an update, a replace, a delete). */
    async findForUpdate(tenantId: number, id: number): Promise<MediaRow | undefined> {
      const [row] = await db.select().from(media).where(ofTenant(tenantId, id)).for('update');
      return row;
    },

    async variantsOf(tenantId: number, id: number): Promise<MediaVariantRow[]> {
      return db
        .select()
        .from(mediaVariants)
        .where(and(eq(mediaVariants.tenantId, tenantId), eq(mediaVariants.mediaId, id)));
    },

    async insert(row: NewMediaRow): Promise<MediaRow> {
      const [inserted] = await db.insert(media).values(row).returning();
      if (!inserted) throw new Error('media insert returned nothing');
      return inserted;
    },

    async insertVariants(rows: NewMediaVariantRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(mediaVariants).values(rows);
    },

    async deleteVariants(tenantId: number, id: number): Promise<void> {
      await db
        .delete(mediaVariants)
        .where(and(eq(mediaVariants.tenantId, tenantId), eq(mediaVariants.mediaId, id)));
    },

    async update(
      tenantId: number,
      id: number,
      changes: MediaChanges | MediaFile,
      now: Date,
    ): Promise<void> {
      await db
        .update(media)
        .set({ ...changes, updatedAt: now })
        .where(ofTenant(tenantId, id));
    },

    async delete(tenantId: number, id: number): Promise<void> {
      await db.delete(media).where(ofTenant(tenantId, id));
    },

    /** The articles, campaigns and tags of the tenant that name a file of the folder. */
    async usageOf(tenantId: number, folder: string): Promise<MediaUsageRow[]> {
      const [articles, campaigns, tagged] = await Promise.all([
        db
          .select({
            id: stories.id,
            title: stories.title,
            status: stories.status,
            lead: names(sql`${stories.imageUrl}`, folder),
            body: names(sql`${stories.bodyHtml}`, folder),
          })
          .from(stories)
          .where(
            and(
              eq(stories.tenantId, tenantId),
              or(names(sql`${stories.imageUrl}`, folder), names(sql`${stories.bodyHtml}`, folder)),
            ),
          )
          .orderBy(desc(stories.id)),
        db
          .select({ id: adCampaigns.id, title: adCampaigns.name, status: adCampaigns.status })
          .from(adCampaigns)
          .where(
            and(eq(adCampaigns.tenantId, tenantId), names(sql`${adCampaigns.creativeUrl}`, folder)),
          )
          .orderBy(asc(adCampaigns.id)),
        db
          .select({ id: tags.id, title: tags.name })
          .from(tags)
          .where(and(eq(tags.tenantId, tenantId), names(sql`${tags.imageUrl}`, folder)))
          .orderBy(asc(tags.id)),
      ]);
      return [
        ...articles.map((row): MediaUsageRow => {
          const places: MediaUsageRow['places'] = [];
          if (row.lead) places.push('lead_image');
          if (row.body) places.push('body');
          return { kind: 'article', id: row.id, title: row.title, status: row.status, places };
        }),
        ...campaigns.map((row): MediaUsageRow => ({
          kind: 'ad',
          id: row.id,
          title: row.title,
          status: row.status,
          places: ['creative'],
        })),
        ...tagged.map((row): MediaUsageRow => ({
          kind: 'tag',
          id: row.id,
          title: row.title,
          status: null,
          places: ['image'],
        })),
      ];
    },

    /**
     * Points every address of the old folder at the new one (a replaced file): the articles'
     * lead images and bodies, the campaigns' creatives, the tags' images. `standIns`: old file
     * names the new folder has not, each with the new file to name instead.
     */
    async moveReferences(
      tenantId: number,
      from: string,
      to: string,
      standIns: readonly (readonly [from: string, to: string])[] = [],
    ): Promise<void> {
      const moved = (column: SQL) =>
        sql`replace(${standIns.reduce(
          (text, [oldName, newName]) =>
            sql`replace(${text}, ${`${from}/${oldName}`}, ${`${to}/${newName}`})`,
          column,
        )}, ${`${from}/`}, ${`${to}/`})`;
      await db
        .update(stories)
        .set({
          imageUrl: moved(sql`${stories.imageUrl}`),
          bodyHtml: moved(sql`${stories.bodyHtml}`),
        })
        .where(
          and(
            eq(stories.tenantId, tenantId),
            or(names(sql`${stories.imageUrl}`, from), names(sql`${stories.bodyHtml}`, from)),
          ),
        );
      await db
        .update(adCampaigns)
        .set({ creativeUrl: moved(sql`${adCampaigns.creativeUrl}`) })
        .where(
          and(eq(adCampaigns.tenantId, tenantId), names(sql`${adCampaigns.creativeUrl}`, from)),
        );
      await db
        .update(tags)
        .set({ imageUrl: moved(sql`${tags.imageUrl}`) })
        .where(and(eq(tags.tenantId, tenantId), names(sql`${tags.imageUrl}`, from)));
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
