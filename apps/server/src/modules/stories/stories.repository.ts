import {
  and,
  count,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  categories,
  stories,
  storyTags,
  type CategoryRow,
  type StoryRow,
} from '../../db/schema/index.js';
import {
  bylinedBy,
  bylineSql,
  bylineUsernameSql,
  categoryOfStoryIn,
  publishedStoriesOf,
} from '../content/content.repository.js';

type CategoryRef = Pick<CategoryRow, 'id' | 'slug' | 'name'> | null;

/**
 * What a list shows: no body, no search vector (they are most of a row's bytes). `author` is the
 * byline readers see: for an article, its writer's display name unless another name was typed.
 */
export const summaryColumns = {
  id: stories.id,
  title: stories.title,
  slug: stories.slug,
  summary: stories.summary,
  imageUrl: stories.imageUrl,
  author: bylineSql(stories.author, stories.createdBy),
  /** The account the byline names (its author page), when it names one. */
  authorUsername: bylineUsernameSql(stories.author, stories.createdBy),
  origin: stories.origin,
  sourceName: stories.sourceName,
  publishedAt: stories.publishedAt,
  createdAt: stories.createdAt,
};
export type StorySummaryRow = Pick<
  StoryRow,
  Exclude<keyof typeof summaryColumns, 'authorUsername'>
> & {
  authorUsername: string | null;
};

const detailColumns = {
  ...summaryColumns,
  bodyHtml: stories.bodyHtml,
  language: stories.language,
  sourceUrl: stories.sourceUrl,
  updatedAt: stories.updatedAt,
  access: stories.access,
  /** The publication's paywall settings (issue 33); null: it set none (the defaults apply). */
  previewParagraphs: sql<
    number | null
  >`(select ms.preview_paragraphs from membership_settings ms where ms.tenant_id = ${stories.tenantId})`,
  meterAnonymous: sql<
    number | null
  >`(select ms.meter_anonymous from membership_settings ms where ms.tenant_id = ${stories.tenantId})`,
};
export type StoryDetailRow = StorySummaryRow &
  Pick<
    StoryRow,
    Exclude<
      keyof typeof detailColumns,
      keyof typeof summaryColumns | 'previewParagraphs' | 'meterAnonymous'
    >
  > & { previewParagraphs: number | null; meterAnonymous: number | null };

export interface StorySummaryWithCategory {
  story: StorySummaryRow;
  category: CategoryRef;
}

/** A story's related stories, best first, and the story's own category. */
export interface RelatedStories {
  category: CategoryRef;
  stories: StorySummaryWithCategory[];
}

export interface StoryWithCategory {
  story: StoryDetailRow;
  category: CategoryRef;
}

/** The account whose byline the stories carry (`bylinedBy`): its id and stored username. */
export interface BylineWriter {
  id: number;
  username: string;
}

export interface PublishedStoryFilter {
  categoryId?: number | undefined;
  /** Only the stories carrying this tag (issue 34); with `categoryId`, both apply. */
  tagId?: number | undefined;
  /** Only the stories under this account's byline (the author page); not with `categoryId`. */
  writer?: BylineWriter;
}

/** A position in a tenant's published stories: (published_at in epoch ms, id). */
export interface PublishedCursor {
  ms: number;
  id: number;
}

/**
 * Must match stories_tenant_status_published_idx (DESC NULLS LAST) exactly, or PostgreSQL sorts
 * every published row of the tenant instead of reading the index (docs/performance.md).
 */
const NEWEST_FIRST = [
  sql`${stories.publishedAt} desc nulls last`,
  sql`${stories.id} desc nulls last`,
];

export const categoryColumns = { id: categories.id, slug: categories.slug, name: categories.name };

/**
 * Published stories only: what a reader may see. Every query filters by tenant.
 *
 * The reader queries are the hottest in the product, so they are prepared once per repository:
 * Drizzle builds their SQL text a single time (it was a quarter of the server's CPU per request),
 * and on PostgreSQL each pooled connection parses and plans them once (docs/performance.md).
 */
export function createStoriesRepository(db: Executor) {
  const tenantId = sql.placeholder('tenantId');
  const inTenant = publishedStoriesOf(tenantId);
  const inCategory = and(inTenant, eq(stories.categoryId, sql.placeholder('categoryId')));
  const byWriter = and(
    inTenant,
    bylinedBy(sql.placeholder('writerId'), sql.placeholder('writerUsername')),
  );
  const sameTenantCategory = categoryOfStoryIn(tenantId);
  const taggedWith = exists(
    db
      .select({ one: sql`1` })
      .from(storyTags)
      .where(
        and(
          eq(storyTags.tenantId, tenantId),
          eq(storyTags.storyId, stories.id),
          eq(storyTags.tagId, sql.placeholder('tagId')),
        ),
      ),
  );
  const inTag = and(inTenant, taggedWith);
  const inCategoryAndTag = and(inCategory, taggedWith);

  // One statement per filter shape: a category filter is a different plan, not a null parameter.
  const prepareList = (where: SQL | undefined, name: string) =>
    db
      .select({ story: summaryColumns, category: categoryColumns })
      .from(stories)
      .leftJoin(categories, sameTenantCategory)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const prepareCount = (where: SQL | undefined, name: string) =>
    db.select({ value: count() }).from(stories).where(where).prepare(name);

  const listAll = prepareList(inTenant, 'stories_list_published');
  const listInCategory = prepareList(inCategory, 'stories_list_published_in_category');
  const countAll = prepareCount(inTenant, 'stories_count_published');
  const countInCategory = prepareCount(inCategory, 'stories_count_published_in_category');
  const listInTag = prepareList(inTag, 'stories_list_published_in_tag');
  const countInTag = prepareCount(inTag, 'stories_count_published_in_tag');
  const listInCategoryAndTag = prepareList(
    inCategoryAndTag,
    'stories_list_published_in_category_and_tag',
  );
  const countInCategoryAndTag = prepareCount(
    inCategoryAndTag,
    'stories_count_published_in_category_and_tag',
  );
  const listByWriter = prepareList(byWriter, 'stories_list_published_by_writer');
  const countByWriter = prepareCount(byWriter, 'stories_count_published_by_writer');
  const writerParams = (writer: BylineWriter) => ({
    writerId: writer.id,
    writerUsername: writer.username,
  });
  const byId = db
    .select({ story: detailColumns, category: categoryColumns })
    .from(stories)
    .leftJoin(categories, sameTenantCategory)
    .where(and(inTenant, eq(stories.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('stories_find_published_by_id');

  // Related stories (the story page asks for them with every cold story): one statement, so the
  // story, its ranking and the summaries cost one round trip and one plan (on PGlite every query
  // is the server's own CPU). The story itself comes first (position 0): it tells a story that is
  // not published (no rows) from one with no related stories, and carries its category.
  //
  // Candidates: the newest 200 of its category (and, for a feed item, of its source), ranked by
  // how many of its title's words they share (2 + ts_rank, + 1 for the same source), then stories
  // elsewhere sharing those words (ts_rank alone). ts_rank is below 2 (default weights, no
  // normalisation), so every candidate of the first kind outranks every one of the second: those
  // are only looked for when there are fewer than `limit` of the first, and that search (ranking
  // every matching story of the tenant, reading each one's search vector) is skipped otherwise.
  // The category's and the source's candidates are read apart, newest first, and only as many as
  // are kept (the category's from its index), instead of ranking every one of the tenant's
  // stories: the story's values are compared as `(select ... from me)`, which PostgreSQL knows
  // before the scan (an index condition; the source's scan is skipped unless it is a feed item).
  const relatedLimit = sql`${sql.placeholder('limit')}::int`;
  const relatedId = sql.placeholder('id');
  const ranked = sql`(
    with me as (
      select s.id, s.category_id, s.origin, s.source_name,
        coalesce((
          select string_agg(quote_literal(l), ' | ')
          from unnest(tsvector_to_array(
            to_tsvector(helionews_search_config(s.language), s.title))) as l
        ), '')::tsquery as words
      from stories s
      where s.tenant_id = ${tenantId} and s.id = ${relatedId} and s.status = 'published'
    ),
    near as (
      select id, published_at, score from (
        (select o.id, o.published_at,
            2 + ts_rank(o.search, me.words)
              + case when me.origin = 'feed' and o.source_name = me.source_name then 1 else 0 end
              as score
          from stories o cross join me
          where o.tenant_id = ${tenantId} and o.category_id = (select category_id from me)
            and o.status = 'published' and o.id <> me.id
          order by o.published_at desc nulls last
          limit 200)
        union all
        (select o.id, o.published_at, 2 + ts_rank(o.search, me.words) + 1 as score
          from stories o cross join me
          where (select origin from me) = 'feed' and o.tenant_id = ${tenantId}
            and o.status = 'published' and o.source_name = (select source_name from me)
            and (o.category_id = me.category_id) is not true and o.id <> me.id
          order by o.published_at desc nulls last
          limit 200)
      ) as either
      order by published_at desc nulls last
      limit 200
    ),
    alike as (
      select o.id, o.published_at, ts_rank(o.search, me.words) as score
      from me join stories o on o.tenant_id = ${tenantId} and o.status = 'published'
        and o.id <> me.id and o.search @@ me.words
      where (select count(*) from near) < ${relatedLimit}
      order by score desc, o.published_at desc nulls last
      limit ${relatedLimit} * 4
    ),
    best as (
      select id, row_number() over (
          order by max(score) desc, max(published_at) desc nulls last, id desc) as position
      from (select * from near union all select * from alike) as candidates
      group by id
      order by position
      limit ${relatedLimit}
    )
    select id, 0 as position from me
    union all
    select id, position from best
  ) as ranked`;
  const relatedOf = db
    .select({ story: summaryColumns, category: categoryColumns })
    .from(stories)
    .innerJoin(ranked, sql`${stories.id} = ranked.id`)
    .leftJoin(categories, sameTenantCategory)
    .where(inTenant)
    .orderBy(sql`ranked.position`)
    .prepare('stories_list_related');

  // The realtime streams' reads (the realtime module asks the stories service): every one filters
  // by tenant and status 'published' and reads stories_tenant_status_published_idx (tenant,
  // status, published_at, id): a range of it, oldest first, never a sort of the tenant's stories.
  const livePublished = and(
    eq(stories.tenantId, tenantId),
    eq(stories.status, 'published'),
    isNotNull(stories.publishedAt),
  );
  // The index read backwards: DESC NULLS LAST reversed is ASC NULLS FIRST, spelled out, or
  // PostgreSQL sorts the range instead (published_at is never null here anyway).
  const OLDEST_FIRST = [
    sql`${stories.publishedAt} asc nulls first`,
    sql`${stories.id} asc nulls first`,
  ];
  const newest = db
    .select({ publishedAt: stories.publishedAt, id: stories.id })
    .from(stories)
    .where(livePublished)
    .orderBy(sql`${stories.publishedAt} desc nulls last`, sql`${stories.id} desc nulls last`)
    .limit(1)
    .prepare('realtime_newest_published');
  // "After (ms, id)" with published_at compared at millisecond precision, the cursor's own: every
  // writer sets published_at from a JavaScript Date, but a value with microseconds (a manual SQL
  // update) must not be replayed again and again because it is a fraction above its cursor.
  const after = db
    .select({ story: summaryColumns, category: categoryColumns })
    .from(stories)
    .leftJoin(categories, sameTenantCategory)
    .where(
      and(
        livePublished,
        gte(stories.publishedAt, sql.placeholder('from')),
        or(
          gte(stories.publishedAt, sql.placeholder('nextMs')),
          gt(stories.id, sql.placeholder('id')),
        ),
      ),
    )
    .orderBy(...OLDEST_FIRST)
    .limit(sql.placeholder('limit'))
    .prepare('realtime_published_after');

  return {
    async listPublished(
      tenantId: number,
      filter: PublishedStoryFilter,
      page: { limit: number; offset: number },
    ): Promise<StorySummaryWithCategory[]> {
      if (filter.writer) {
        return listByWriter.execute({ tenantId, ...writerParams(filter.writer), ...page });
      }
      if (filter.tagId !== undefined) {
        const { tagId, categoryId } = filter;
        return categoryId === undefined
          ? listInTag.execute({ tenantId, tagId, ...page })
          : listInCategoryAndTag.execute({ tenantId, tagId, categoryId, ...page });
      }
      return filter.categoryId === undefined
        ? listAll.execute({ tenantId, ...page })
        : listInCategory.execute({ tenantId, categoryId: filter.categoryId, ...page });
    },

    async countPublished(tenantId: number, filter: PublishedStoryFilter): Promise<number> {
      const { tagId, categoryId } = filter;
      const [row] = filter.writer
        ? await countByWriter.execute({ tenantId, ...writerParams(filter.writer) })
        : tagId !== undefined
          ? categoryId === undefined
            ? await countInTag.execute({ tenantId, tagId })
            : await countInCategoryAndTag.execute({ tenantId, tagId, categoryId })
          : filter.categoryId === undefined
            ? await countAll.execute({ tenantId })
            : await countInCategory.execute({ tenantId, categoryId: filter.categoryId });
      return Number(row?.value ?? 0);
    },

    async findPublishedById(tenantId: number, id: number): Promise<StoryWithCategory | undefined> {
      const [row] = await byId.execute({ tenantId, id });
      return row;
    },

    /**
     * Published stories like story `id` of the same tenant, best first, and that story's category
     * (what its related list depends on); undefined when the story is not published.
     */
    async listRelated(
      tenantId: number,
      id: number,
      limit: number,
    ): Promise<RelatedStories | undefined> {
      const rows = await relatedOf.execute({ tenantId, id, limit });
      const [me, ...related] = rows;
      if (me?.story.id !== id) return undefined;
      return { category: me.category, stories: related };
    },

    /** The tenant's newest published story's cursor; null when it has none. */
    async newestCursor(tenant: number): Promise<PublishedCursor | null> {
      const [row] = await newest.execute({ tenantId: tenant });
      return row?.publishedAt ? { ms: row.publishedAt.getTime(), id: row.id } : null;
    },

    /** Published stories after `cursor`, oldest first, at most `limit`. */
    async listAfter(
      tenant: number,
      cursor: PublishedCursor,
      limit: number,
    ): Promise<StorySummaryWithCategory[]> {
      return after.execute({
        tenantId: tenant,
        from: new Date(cursor.ms),
        nextMs: new Date(cursor.ms + 1),
        id: cursor.id,
        limit,
      });
    },

    /** These stories, if they are the tenant's and published now, oldest first. */
    async listPublishedByIds(
      tenant: number,
      ids: readonly number[],
    ): Promise<StorySummaryWithCategory[]> {
      if (ids.length === 0) return [];
      return db
        .select({ story: summaryColumns, category: categoryColumns })
        .from(stories)
        .leftJoin(
          categories,
          and(eq(categories.id, stories.categoryId), eq(categories.tenantId, tenant)),
        )
        .where(
          and(
            eq(stories.tenantId, tenant),
            eq(stories.status, 'published'),
            isNotNull(stories.publishedAt),
            inArray(stories.id, [...ids]),
          ),
        )
        .orderBy(...OLDEST_FIRST)
        .limit(ids.length);
    },
  };
}

export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
