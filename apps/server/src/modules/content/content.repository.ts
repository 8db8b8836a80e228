import {
  and,
  asc,
  eq,
  exists,
  inArray,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, stories, tenants } from '../../db/schema/index.js';
import { ANYTHING, type ContentChange, type StoryPlacement } from './content-tags.js';

/** A tenant's stories that readers may open: the published ones. */
export const publishedStoriesOf = (tenantId: number | Placeholder) =>
  and(eq(stories.tenantId, tenantId), eq(stories.status, 'published'));

/** A story's category, as a join condition: only when it belongs to the story's tenant. */
export const categoryOfStoryIn = (tenantId: number | Placeholder) =>
  and(eq(categories.id, stories.categoryId), eq(categories.tenantId, tenantId));

/** The channel readers' realtime streams listen on (issue "Reader features" subscribes to it). */
export const STORY_PUBLISHED_CHANNEL = 'story_published';

/**
 * The channel every app node hears content version bumps on:
 * `{"tenant_id":1,"version":7,"tags":["story:42","list:front"]}` (no tags: anything changed).
 */
export const CONTENT_VERSION_CHANNEL = 'content_version';

export interface ContentVersionNotice {
  tenant_id: number;
  version: number;
  /** What changed (content-tags.ts); absent when anything may have. */
  tags?: string[];
}

/** NOTIFY payloads stop at 8,000 bytes: a longer list of tags says "anything" instead. */
const MAX_NOTICE_BYTES = 7000;

/**
 * Tells every node (this one too) that a tenant's content moved to `version`. Inside the bumping
 * transaction, so that PostgreSQL delivers it only once the change is committed and visible.
 */
export async function notifyContentVersion(
  db: Executor,
  tenantId: number,
  version: number,
  tags: ContentChange = ANYTHING,
): Promise<void> {
  let notice: ContentVersionNotice = { tenant_id: tenantId, version };
  if (tags !== ANYTHING) {
    const tagged = { ...notice, tags: [...new Set(tags)] };
    if (Buffer.byteLength(JSON.stringify(tagged)) <= MAX_NOTICE_BYTES) notice = tagged;
  }
  await db.execute(sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** `bylineOf` (bylines.ts) as a column expression of a query on stories: the byline readers see. */
export function bylineSql(author: AnyColumn | SQL, createdBy: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`coalesce((
    select coalesce(byline_writer.display_name, byline_writer.username)
    from users as byline_writer
    where byline_writer.id = ${createdBy}
      and (coalesce(btrim(${author}), '') = ''
        or lower(btrim(${author})) = lower(byline_writer.username))
  ), ${author})`;
}

/**
 * The username of the account `bylineSql` names, whose page the byline links to: null when the
 * byline is not that account's (nobody here wrote the story, or another name was typed).
 */
export function bylineUsernameSql(
  author: AnyColumn | SQL,
  createdBy: AnyColumn | SQL,
): SQL<string | null> {
  return sql<string | null>`(
    select byline_writer.username
    from users as byline_writer
    where byline_writer.id = ${createdBy}
      and (coalesce(btrim(${author}), '') = ''
        or lower(btrim(${author})) = lower(byline_writer.username))
  )`;
}

/**
 * Stories whose byline is this account's (`bylineSql`'s rule): it wrote them, and nothing or its
 * own username is typed in the Byline field. `username` is the account's, as stored.
 */
export function bylinedBy(
  userId: number | Placeholder | AnyColumn,
  username: string | Placeholder | AnyColumn,
): SQL | undefined {
  return and(
    eq(stories.createdBy, userId),
    sql`(coalesce(btrim(${stories.author}), '') = ''
      or lower(btrim(${stories.author})) = lower(${username}))`,
  );
}

/**
 * What every write readers can see does in its own transaction: bump the tenant's content version
 * (caches key on it) and, when stories went live, tell the other app nodes through NOTIFY, which
 * PostgreSQL delivers only if the transaction commits.
 */
export function createContentRepository(db: Executor) {
  return {
    /**
     * Returns the new version (undefined when the tenant is gone). `changed` names what readers
     * will see differently (content-tags.ts), so that caches drop only the answers built from
     * it; ANYTHING when the write may change any answer of the publication.
     */
    async bumpVersion(tenantId: number, changed: ContentChange): Promise<number | undefined> {
      const [row] = await db
        .update(tenants)
        .set({ contentVersion: sql`${tenants.contentVersion} + 1` })
        .where(eq(tenants.id, tenantId))
        .returning({ version: tenants.contentVersion });
      if (!row) return undefined;
      await notifyContentVersion(db, tenantId, row.version, changed);
      return row.version;
    },

    /** Where readers find these stories of a tenant (content-tags.ts), for what a change touches. */
    async placementsOf(tenantId: number, ids: readonly number[]): Promise<StoryPlacement[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: stories.id, categoryId: stories.categoryId, authorId: stories.createdBy })
        .from(stories)
        .where(and(eq(stories.tenantId, tenantId), inArray(stories.id, [...ids])));
    },

    /** The committed versions of these tenants (a tenant that no longer exists is absent). */
    async versionsOf(tenantIds: readonly number[]): Promise<Map<number, number>> {
      if (tenantIds.length === 0) return new Map();
      const rows = await db
        .select({ id: tenants.id, version: tenants.contentVersion })
        .from(tenants)
        .where(inArray(tenants.id, [...tenantIds]));
      return new Map(rows.map((row) => [row.id, row.version]));
    },

    /**
     * The publications where the account wrote articles that are published now: where readers
     * see its name in bylines. One indexed lookup per publication (stories' keys lead with the
     * tenant), in id order so that concurrent renames lock the tenants' rows in the same order.
     */
    async tenantsPublishedBy(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(
          exists(
            db
              .select({ one: sql`1` })
              .from(stories)
              .where(
                and(
                  eq(stories.tenantId, tenants.id),
                  eq(stories.createdBy, userId),
                  eq(stories.origin, 'editorial'),
                  eq(stories.status, 'published'),
                ),
              ),
          ),
        )
        .orderBy(asc(tenants.id));
      return rows.map((row) => row.id);
    },

    async announcePublished(tenantId: number, storyIds: readonly number[]): Promise<void> {
      if (storyIds.length === 0) return;
      const payload = JSON.stringify({ tenant_id: tenantId, story_ids: storyIds });
      await db.execute(sql`select pg_notify(${STORY_PUBLISHED_CHANNEL}, ${payload})`);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
