import { SEARCH_MAX_RESULTS, type StoryAccess } from '@helionews/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { HTML_TEXT_RULES } from '../../lib/html-text.js';
import { bylineSql, bylineUsernameSql } from '../content/content.repository.js';
import { MARK_END, MARK_START, likePattern, type QueryTerm } from './search-text.js';

/**
 * Languages PostgreSQL stems, with their text-search configuration (the same mapping as the
 * migration's `helionews_search_config`). Every other language is indexed with 'simple'; Chinese
 * and Japanese are also matched by substring (trigram index), since no parser splits their words.
 */
export const STEMMED_LANGUAGES = [
  ['en', 'english'],
  ['fr', 'french'],
  ['es', 'spanish'],
  ['de', 'german'],
  ['pt', 'portuguese'],
  ['ru', 'russian'],
] as const;
export const SUBSTRING_LANGUAGES = ['zh', 'ja'] as const;

export interface SearchFilter {
  /** Category id of the same tenant (the service resolves the slug). */
  categoryId?: number;
  /** Tag id of the same tenant: only the stories carrying it (issue 34). */
  tagId?: number;
  /** Published at or after this instant. */
  from?: Date;
  /** Published before this instant. */
  before?: Date;
}

export interface SearchSpec {
  /** The query as typed (websearch syntax). */
  query: string;
  /** The languages of the tenant's published stories: one match branch each. */
  languages: readonly string[];
  /** Its terms, for substring matching when `substring` is set. */
  terms: readonly QueryTerm[];
  /** Also match Chinese and Japanese stories by substring (the query holds such characters). */
  substring: boolean;
  filter: SearchFilter;
  sort: 'relevance' | 'newest';
  limit: number;
  offset: number;
}

export interface SearchHitRow {
  id: number;
  title: string;
  slug: string;
  summary: string;
  imageUrl: string | null;
  author: string | null;
  authorUsername: string | null;
  origin: 'editorial' | 'feed';
  sourceName: string | null;
  publishedAt: Date;
  language: string;
  /** Who may read it whole (issue 33): a members/paid story's excerpt is cut from its teaser. */
  access: StoryAccess;
  category: { id: number; slug: string; name: string } | null;
  /** Title with the matches between MARK_START and MARK_END (stemmed languages only). */
  titleMarked: string | null;
  /** Excerpt of summary and body, marked the same way (stemmed languages only). */
  excerptMarked: string | null;
  /**
   * Summary and the start of the body as text (entities still encoded), for substring
   * highlighting of the other languages; '' for stemmed ones.
   */
  text: string;
}

function tsquery(config: string, query: string): SQL {
  return sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${query})`;
}

const stemmedCodes: readonly string[] = STEMMED_LANGUAGES.map(([code]) => code);
const codeList = (codes: readonly string[]) => sql.raw(codes.map((c) => `'${c}'`).join(', '));
const searchableText = sql`(s.title || ' ' || s.summary || ' ' || s.body_html)`;

/**
 * The match: each story against the query parsed in its own language, so a French query finds a
 * French story by another inflection and `-word` excludes exactly as that language stems it. Every
 * branch can use stories_tenant_search_idx (tenant first, then the vector).
 */
function matchCondition(spec: Omit<SearchSpec, 'sort' | 'limit' | 'offset'>): SQL {
  // No words (a tag's stories, issue 34): every story the filters leave.
  if (spec.query === '') return sql`true`;
  const branches: SQL[] = [];
  for (const [code, config] of STEMMED_LANGUAGES) {
    if (!spec.languages.includes(code)) continue;
    branches.push(sql`(s.language = ${code} and s.search @@ ${tsquery(config, spec.query)})`);
  }
  if (spec.languages.some((language) => !stemmedCodes.includes(language))) {
    branches.push(
      sql`(s.language not in (${codeList(stemmedCodes)}) and s.search @@ ${tsquery('simple', spec.query)})`,
    );
  }
  const wanted = spec.terms.filter((t) => !t.excluded);
  const hasSubstringLanguage = SUBSTRING_LANGUAGES.some((code) => spec.languages.includes(code));
  if (spec.substring && hasSubstringLanguage && wanted.length > 0) {
    const parts = spec.terms.map((term) =>
      term.excluded
        ? sql`${searchableText} not ilike ${likePattern(term.text)}`
        : sql`${searchableText} ilike ${likePattern(term.text)}`,
    );
    branches.push(
      sql`(s.language in (${codeList(SUBSTRING_LANGUAGES)}) and ${sql.join(parts, sql` and `)})`,
    );
  }
  // A tenant without published stories: nothing can match.
  if (branches.length === 0) return sql`false`;
  return sql`(${sql.join(branches, sql` or `)})`;
}

/** The query as parsed for the story's language. */
function queryForRow(query: string): SQL {
  const cases = STEMMED_LANGUAGES.map(
    ([code, config]) => sql`when ${code} then ${tsquery(config, query)}`,
  );
  return sql`(case s.language ${sql.join(cases, sql` `)} else ${tsquery('simple', query)} end)`;
}

function filterCondition(filter: SearchFilter): SQL {
  const parts: SQL[] = [];
  if (filter.categoryId !== undefined) parts.push(sql`s.category_id = ${filter.categoryId}`);
  if (filter.tagId !== undefined) {
    parts.push(
      sql`exists (select 1 from story_tags st where st.tenant_id = s.tenant_id and st.story_id = s.id and st.tag_id = ${filter.tagId})`,
    );
  }
  if (filter.from) parts.push(sql`s.published_at >= ${filter.from.toISOString()}`);
  if (filter.before) parts.push(sql`s.published_at < ${filter.before.toISOString()}`);
  return parts.length > 0 ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

/**
 * Relevance: title above summary above body (the vector's weights A, B, C), then a boost for
 * recent stories that halves over about two weeks: today's story counts twice, a year-old one
 * about the same as its text alone. Substring matches rank by where the text was found.
 */
function relevance(spec: Pick<SearchSpec, 'query' | 'terms' | 'substring'>): SQL {
  const textRank = sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', s.search, ${queryForRow(spec.query)})`;
  const boost = sql`(1 + 1 / (1 + extract(epoch from (now() - s.published_at)) / 1209600.0))`;
  const first = spec.terms.find((t) => !t.excluded);
  if (!spec.substring || !first) return sql`${textRank} * ${boost}`;
  const pattern = likePattern(first.text);
  const substringRank = sql`case when s.title ilike ${pattern} then 1.0 when s.summary ilike ${pattern} then 0.4 else 0.2 end`;
  return sql`(case when s.language in (${codeList(SUBSTRING_LANGUAGES)}) then ${substringRank} else ${textRank} end) * ${boost}`;
}

const HEADLINE_TITLE = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;
// ShortWord=0: a fragment keeps its first and last words however short ("A student team...",
// not "student team...").
const HEADLINE_EXCERPT = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=32, MinWords=14, ShortWord=0, MaxFragments=2, FragmentDelimiter=" … "`;

const markers = `${MARK_START}${MARK_END}`;

/**
 * Sanitized HTML as the text a reader sees, for the highlighter: the rules of lib/html-text.ts
 * (inline tags out without a space, block boundaries as sentence breaks, the marker characters
 * out), run by PostgreSQL where the text is stemmed. Entities stay encoded; the mapper decodes.
 */
export const htmlAsText = (html: SQL): SQL =>
  HTML_TEXT_RULES.reduce<SQL>(
    (text, rule) => sql`regexp_replace(${text}, ${rule.pattern}, ${rule.sql}, ${rule.flags})`,
    html,
  );

/**
 * What an excerpt is cut from: the summary (plain text, escaped as HTML text), a paragraph of
 * its own, then `body`. In the search itself that is the start of a public story's body and
 * nothing of a members/paid story's (issue 33): search still matches its whole text, but no words
 * of the body past what every reader sees may come back in a snippet. Its teaser is cut in
 * lib/teaser.ts, which SQL cannot run: the service cuts it and asks `teaserExcerpts` for the
 * excerpt of the summary and that teaser alone.
 */
const excerptSource = (body: SQL) =>
  htmlAsText(
    sql`'<p>' || replace(replace(replace(s.summary, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>' || ${body}`,
  );
const publicBody = (chars: number) =>
  sql`case when s.access = 'public' then left(s.body_html, ${chars}) else '' end`;

/** The title and excerpt of a hit, marked where `query` matches (substring: by the mapper). */
const highlightedTexts = (query: SQL) => sql`
  case when s.language in (${codeList(SUBSTRING_LANGUAGES)}) then null
    else ts_headline(helionews_search_config(s.language), translate(s.title, ${markers}, ''), ${query}, ${HEADLINE_TITLE}) end as "titleMarked",
  case when s.language in (${codeList(SUBSTRING_LANGUAGES)}) then null
    else ts_headline(helionews_search_config(s.language), ${excerptSource(publicBody(20000))}, ${query}, ${HEADLINE_EXCERPT}) end as "excerptMarked",
  case when s.language in (${codeList(SUBSTRING_LANGUAGES)})
    then ${excerptSource(publicBody(4000))} else '' end as "text"`;

/** With no words nothing is marked: the title, and the summary as the excerpt. */
const browseTexts = sql`
  translate(s.title, ${markers}, '') as "titleMarked",
  ${excerptSource(sql`''`)} as "excerptMarked", '' as "text"`;

/** A members/paid story's teaser, cut by the service (lib/teaser.ts) from its body. */
export interface StoryTeaser {
  id: number;
  teaserHtml: string;
}

export function createSearchRepository(db: Executor) {
  return {
    /**
     * One page of a tenant's published stories matching the query, with highlights, and the
     * total number of matches. Highlights are computed for the page's rows only.
     */
    async search(
      tenantId: number,
      spec: SearchSpec,
    ): Promise<{ rows: SearchHitRow[]; total: number; capped: boolean }> {
      const query = queryForRow(spec.query);
      const pageOrder =
        spec.sort === 'newest'
          ? sql`r.published_at desc, r.id desc`
          : sql`r.score desc, r.published_at desc, r.id desc`;
      // The newest matches first (at most SEARCH_MAX_RESULTS and one more, to know there are
      // more), ranked only then: a common word costs a bounded amount of work.
      const result = await db.execute(sql`
        with candidates as materialized (
          select s.id, s.published_at
          from stories s
          where s.tenant_id = ${tenantId} and s.status = 'published'
            and ${matchCondition(spec)} ${filterCondition(spec.filter)}
          order by s.published_at desc, s.id desc
          limit ${SEARCH_MAX_RESULTS + 1}
        ),
        r as (
          select s.id, s.published_at,
            ${spec.sort === 'newest' ? sql`0` : relevance(spec)} as score
          from (select id from candidates order by published_at desc, id desc
                limit ${SEARCH_MAX_RESULTS}) as newest
          join stories s on s.id = newest.id and s.tenant_id = ${tenantId}
        ),
        page as (
          select r.id, r.score, r.published_at from r
          order by ${pageOrder} limit ${spec.limit} offset ${spec.offset}
        )
        select (select count(*) from candidates)::int as "total", s.id::int as "id", s.title,
          s.slug, s.summary, s.image_url as "imageUrl",
          ${bylineSql(sql`s.author`, sql`s.created_by`)} as "author",
          ${bylineUsernameSql(sql`s.author`, sql`s.created_by`)} as "authorUsername", s.origin,
          s.source_name as "sourceName", s.published_at as "publishedAt", s.language,
          s.access::text as "access",
          case when c.id is null then null
            else json_build_object('id', c.id, 'slug', c.slug, 'name', c.name) end as "category",
          ${spec.query === '' ? browseTexts : highlightedTexts(query)}
        from page as r
        join stories s on s.id = r.id and s.tenant_id = ${tenantId}
        left join categories c on c.id = s.category_id and c.tenant_id = ${tenantId}
        order by ${pageOrder}
      `);
      const rows = rowsOf<SearchHitRow & { total: number; publishedAt: Date | string }>(result);
      const counted =
        rows.length > 0
          ? Number(rows[0]?.total ?? 0)
          : spec.offset === 0
            ? 0
            : await this.countCapped(tenantId, spec);
      return {
        rows: rows.map((row) => ({ ...row, publishedAt: new Date(row.publishedAt) })),
        total: Math.min(counted, SEARCH_MAX_RESULTS),
        capped: counted > SEARCH_MAX_RESULTS,
      };
    },

    /**
     * The whole body of the members/paid stories among `ids`, and the paragraphs their teaser
     * keeps (null: the publication set none). For the service to cut the teaser from; it goes no
     * further than that.
     */
    async lockedBodies(
      tenantId: number,
      ids: readonly number[],
    ): Promise<{ id: number; bodyHtml: string; previewParagraphs: number | null }[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        select s.id::int as "id", s.body_html as "bodyHtml",
          (select ms.preview_paragraphs from membership_settings ms
            where ms.tenant_id = ${tenantId})::int as "previewParagraphs"
        from stories s
        where s.tenant_id = ${tenantId} and s.access <> 'public'
          and s.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
      `);
      return rowsOf<{ id: number; bodyHtml: string; previewParagraphs: number | null }>(result).map(
        (row) => ({
          id: Number(row.id),
          bodyHtml: row.bodyHtml,
          previewParagraphs: row.previewParagraphs === null ? null : Number(row.previewParagraphs),
        }),
      );
    },

    /**
     * The excerpts of members/paid stories cut from their summary and the teaser given (never
     * their body): marked for the stemmed languages, text for the others, as `search` answers.
     */
    async teaserExcerpts(
      tenantId: number,
      query: string,
      teasers: readonly StoryTeaser[],
    ): Promise<Map<number, { excerptMarked: string | null; text: string }>> {
      if (teasers.length === 0) return new Map();
      const given = JSON.stringify(teasers.map((t) => ({ id: t.id, teaser: t.teaserHtml })));
      const teaser = (chars: number) => sql`left(t.teaser, ${chars})`;
      const result = await db.execute(sql`
        select s.id::int as "id",
          case when s.language in (${codeList(SUBSTRING_LANGUAGES)}) then null
            else ts_headline(helionews_search_config(s.language), ${excerptSource(teaser(20000))}, ${queryForRow(query)}, ${HEADLINE_EXCERPT}) end as "excerptMarked",
          case when s.language in (${codeList(SUBSTRING_LANGUAGES)})
            then ${excerptSource(teaser(4000))} else '' end as "text"
        from jsonb_to_recordset(${given}::jsonb) as t(id bigint, teaser text)
        join stories s on s.id = t.id and s.tenant_id = ${tenantId}
      `);
      return new Map(
        rowsOf<{ id: number; excerptMarked: string | null; text: string }>(result).map((row) => [
          Number(row.id),
          { excerptMarked: row.excerptMarked, text: row.text },
        ]),
      );
    },

    /** Matches, counted up to SEARCH_MAX_RESULTS and one more (which says "there are more"). */
    async countCapped(
      tenantId: number,
      spec: Omit<SearchSpec, 'sort' | 'limit' | 'offset'>,
    ): Promise<number> {
      const result = await db.execute(sql`
        select count(*)::int as "total" from (
          select 1 from stories s
          where s.tenant_id = ${tenantId} and s.status = 'published'
            and ${matchCondition(spec)} ${filterCondition(spec.filter)}
          limit ${SEARCH_MAX_RESULTS + 1}
        ) as matches
      `);
      return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
    },

    /** The languages of the tenant's published stories. */
    async languages(tenantId: number): Promise<string[]> {
      const result = await db.execute(sql`
        select distinct language from stories
        where tenant_id = ${tenantId} and status = 'published'
      `);
      return rowsOf<{ language: string }>(result).map((row) => row.language);
    },

    /** The words among `words` that the tenant's lexicon holds. */
    async knownWords(tenantId: number, words: readonly string[]): Promise<Set<string>> {
      if (words.length === 0) return new Set();
      const result = await db.execute(sql`
        select word from search_lexicon
        where tenant_id = ${tenantId} and word in (${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )})
      `);
      return new Set(rowsOf<{ word: string }>(result).map((row) => row.word));
    },

    /**
     * The lexicon word closest to `word` by trigram similarity (at least 0.3; ties: the more
     * common), among words with the same first letter and about the same length (misspellings
     * rarely change the first letter): a range of the primary key, not the whole lexicon.
     */
    async closestWord(tenantId: number, word: string): Promise<string | null> {
      const first = String.fromCodePoint(word.codePointAt(0) ?? 97);
      const length = [...word].length;
      const result = await db.execute(sql`
        select word from search_lexicon
        where tenant_id = ${tenantId} and word >= ${first} and word < ${`${first}\u{10ffff}`}
          and length(word) between ${length - 2} and ${length + 2}
          and word <> ${word} and similarity(word, ${word}) >= 0.3
        order by similarity(word, ${word}) desc, stories desc, word
        limit 1
      `);
      return rowsOf<{ word: string }>(result)[0]?.word ?? null;
    },

    /** The content version the tenant's lexicon was built from, and when; null if never built. */
    async lexiconState(
      tenantId: number,
    ): Promise<{ contentVersion: number; builtAt: Date } | null> {
      const result = await db.execute(sql`
        select content_version::int as "contentVersion", built_at as "builtAt"
        from search_lexicon_state where tenant_id = ${tenantId}
      `);
      const row = rowsOf<{ contentVersion: number; builtAt: Date | string }>(result)[0];
      return row
        ? { contentVersion: Number(row.contentVersion), builtAt: new Date(row.builtAt) }
        : null;
    },

    /**
     * Rebuilds the tenant's lexicon from its published titles and summaries (unstemmed words of
     * three to forty letters). Run inside a transaction, so searches see the old or the new one.
     */
    /** Runs inside the caller's transaction (search.service's `inTransaction`). */
    async rebuildLexicon(tenantId: number, contentVersion: number): Promise<void> {
      // Two nodes may rebuild one tenant's lexicon at once (the first search after a publish):
      // the lock makes the second wait for the first to commit, so that its delete sees, and
      // removes, the words the first inserted instead of colliding with them.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('search_lexicon'), ${tenantId})`);
      await db.execute(sql`delete from search_lexicon where tenant_id = ${tenantId}`);
      // ts_stat takes the statement as text; the tenant id is a number, so it is safe to inline.
      const statement = `select to_tsvector('simple', title || ' ' || summary) from stories where tenant_id = ${Math.trunc(tenantId)} and status = 'published'`;
      await db.execute(sql`
        insert into search_lexicon (tenant_id, word, stories)
        select ${tenantId}, word, ndoc from ts_stat(${statement})
        where length(word) between 3 and 40 and word !~ '[0-9_]'
      `);
      await db.execute(sql`
        insert into search_lexicon_state (tenant_id, content_version, built_at)
        values (${tenantId}, ${contentVersion}, now())
        on conflict (tenant_id) do update
          set content_version = excluded.content_version, built_at = excluded.built_at
      `);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
