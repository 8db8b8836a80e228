import { and, desc, eq, exists, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { stories, users, type UserRow } from '../../db/schema/index.js';
import { bylinedBy, publishedStoriesOf } from '../content/content.repository.js';

/** What the author page may show of an account; the mapper passes on only these. */
export type AuthorRow = Pick<UserRow, 'id' | 'username' | 'displayName'>;

export interface SitemapAuthorRow {
  username: string;
  /** The last change to one of their published stories. */
  lastmod: Date | null;
}

/** Published stories of the tenant under the byline of the account in the outer query. */
const publishedUnderByline = (tenantId: number) =>
  and(publishedStoriesOf(tenantId), bylinedBy(users.id, users.username));

/**
 * The authors of a publication: the accounts under whose byline (content/bylines.ts) it has
 * published at least one story. Every query is of one tenant: an account that wrote only for
 * another publication, or only reads, is no author here.
 */
export function createAuthorsRepository(db: Executor) {
  return {
    /** The tenant's author with this username, whatever its letter case. */
    async findByUsername(tenantId: number, username: string): Promise<AuthorRow | undefined> {
      const [row] = await db
        .select({ id: users.id, username: users.username, displayName: users.displayName })
        .from(users)
        .where(
          and(
            sql`lower(${users.username}) = lower(${username})`,
            exists(
              db
                .select({ one: sql`1` })
                .from(stories)
                .where(publishedUnderByline(tenantId)),
            ),
          ),
        )
        .limit(1);
      return row;
    },

    /** The tenant's authors, the most recently updated first, at most `limit`. */
    async listForSitemap(tenantId: number, limit: number): Promise<SitemapAuthorRow[]> {
      const lastmod = max(stories.updatedAt);
      return db
        .select({ username: users.username, lastmod })
        .from(stories)
        .innerJoin(users, eq(users.id, stories.createdBy))
        .where(publishedUnderByline(tenantId))
        .groupBy(users.id, users.username)
        .orderBy(desc(lastmod), users.username)
        .limit(limit);
    },
  };
}

export type AuthorsRepository = ReturnType<typeof createAuthorsRepository>;
