import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { stories, tenants } from '../../db/schema/index.js';

/** What the server-rendered pages need beyond the reader API. */
export function createPagesRepository(db: Executor) {
  return {
    /** The publication a story is published in (ids are unique across tenants), if any. */
    async findStoryPublisher(storyId: number): Promise<{ slug: string } | undefined> {
      const [row] = await db
        .select({ slug: tenants.slug })
        .from(stories)
        .innerJoin(tenants, eq(tenants.id, stories.tenantId))
        .where(and(eq(stories.id, storyId), eq(stories.status, 'published')))
        .limit(1);
      return row;
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
