import type { MediaPicture, SearchQuery, SearchResponse } from '@helionews/contracts';
import { pageWindow } from '../../lib/paging.js';
import { DEFAULT_PREVIEW_PARAGRAPHS, teaserOf } from '../../lib/teaser.js';
import { contentTags, type TagSink } from '../content/content-tags.js';
import {
  categoryFilter,
  tagFilter,
  type CategoryLookup,
  type StoryPictures,
  type TagFilterLookup,
} from '../stories/stories.service.js';
import { toSearchHit } from './search.mapper.js';
import type { SearchHitRow, SearchRepository, SearchSpec } from './search.repository.js';
import { hasCjk, parseQuery, replaceWords } from './search-text.js';

/** Fewer hits than this and the reader may have misspelt something: look for a suggestion. */
const SUGGEST_BELOW = 3;
/** A lexicon older than its tenant's content is rebuilt at most this often. */
export const LEXICON_REBUILD_MS = 2 * 60 * 1000;
const DAY_MS = 24 * 3_600_000;
const MAX_REMEMBERED_TENANTS = 10_000;

export interface SearchServiceDeps {
  search: SearchRepository;
  categories: CategoryLookup;
  /** The tag a `tag` filter names (issue 34). */
  tags: Pick<TagFilterLookup, 'findBySlug'>;
  /** The tenant's content version (null when unknown). */
  contentVersion: (tenantId: number) => Promise<number | null>;
  /** Runs `work` with a repository in one transaction (the lexicon rebuild). */
  inTransaction: <T>(work: (search: SearchRepository) => Promise<T>) => Promise<T>;
  now?: () => Date;
  /** A first page that found nothing (analytics counts it in memory; must not throw or wait). */
  onNoResults?: (tenantId: number, query: string) => void;
  /** The hits' lead images' renderings from the media library (absent: every `picture` null). */
  pictures?: StoryPictures;
}

export function createSearchService(deps: SearchServiceDeps) {
  const now = deps.now ?? (() => new Date());
  /** Rebuilds under way on this node, one per tenant. */
  const rebuilding = new Map<number, Promise<void>>();
  /** Each tenant's story languages, as of a content version. */
  const languagesOf = new Map<number, { version: number; languages: Promise<string[]> }>();

  /** The languages the tenant publishes in; read again only when its content changed. */
  async function tenantLanguages(tenantId: number): Promise<readonly string[]> {
    const version = await deps.contentVersion(tenantId);
    const known = languagesOf.get(tenantId);
    if (version !== null && known?.version === version) return known.languages;
    const languages = deps.search.languages(tenantId);
    if (version !== null) {
      if (languagesOf.size >= MAX_REMEMBERED_TENANTS) languagesOf.clear();
      languagesOf.set(tenantId, { version, languages });
      languages.catch(() => languagesOf.delete(tenantId));
    }
    return languages;
  }

  async function freshLexicon(tenantId: number): Promise<void> {
    const version = await deps.contentVersion(tenantId);
    if (version === null) return;
    const state = await deps.search.lexiconState(tenantId);
    const stale =
      !state ||
      (state.contentVersion !== version &&
        now().getTime() - state.builtAt.getTime() > LEXICON_REBUILD_MS);
    if (!stale) return;
    let pending = rebuilding.get(tenantId);
    if (!pending) {
      pending = deps
        .inTransaction((search) => search.rebuildLexicon(tenantId, version))
        .finally(() => rebuilding.delete(tenantId));
      rebuilding.set(tenantId, pending);
    }
    await pending;
  }

  /**
   * "Did you mean": each word the tenant's stories never use is replaced by the closest word
   * they do use (trigram similarity); offered only when the corrected query finds more.
   */
  async function suggest(
    tenantId: number,
    spec: SearchSpec,
    found: number,
  ): Promise<string | null> {
    const words = [
      ...new Set(
        spec.terms
          .filter((t) => !t.excluded)
          .flatMap((t) => t.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
          .filter((w) => w.length >= 3 && !hasCjk(w)),
      ),
    ];
    if (words.length === 0) return null;
    await freshLexicon(tenantId);
    const known = await deps.search.knownWords(tenantId, words);
    const replacements = new Map<string, string>();
    for (const word of words) {
      if (known.has(word)) continue;
      const closest = await deps.search.closestWord(tenantId, word);
      if (closest) replacements.set(word, closest);
    }
    if (replacements.size === 0) return null;
    const corrected = replaceWords(spec.query, replacements);
    const total = await deps.search.countCapped(tenantId, {
      ...spec,
      query: corrected,
      terms: parseQuery(corrected),
    });
    return total > found ? corrected : null;
  }

  /**
   * A members/paid story's excerpt from its summary and its teaser (issue 33): the teaser cut here
   * as the story API cuts it, and only that sent back to be highlighted. The search's own excerpt
   * of such a story (its summary alone) stays when there is nothing to cut.
   */
  async function withTeaserExcerpts(
    tenantId: number,
    query: string,
    rows: SearchHitRow[],
  ): Promise<SearchHitRow[]> {
    const locked = rows.filter((row) => row.access !== 'public').map((row) => row.id);
    if (locked.length === 0) return rows;
    const teasers = (await deps.search.lockedBodies(tenantId, locked))
      .map((story) => ({
        id: story.id,
        teaserHtml: teaserOf(story.bodyHtml, story.previewParagraphs ?? DEFAULT_PREVIEW_PARAGRAPHS),
      }))
      .filter((teaser) => teaser.teaserHtml !== '');
    const excerpts = await deps.search.teaserExcerpts(tenantId, query, teasers);
    return rows.map((row) => {
      const excerpt = row.access === 'public' ? undefined : excerpts.get(row.id);
      return excerpt ? { ...row, ...excerpt } : row;
    });
  }

  return {
    /** `tags` records what a filtered answer is built from beyond its stories (the tag's list). */
    async search(tenantId: number, query: SearchQuery, tags?: TagSink): Promise<SearchResponse> {
      const categoryId = await categoryFilter(deps.categories, tenantId, query.category);
      const tagId = await tagFilter(deps.tags, tenantId, query.tag);
      // Tagging or untagging a story changes a tag-filtered answer without any story moving.
      if (tagId !== undefined) tags?.add(contentTags.tagList(tagId), contentTags.tag(tagId));
      // No words, only a tag (issue 34): the tag's stories, newest first, nothing highlighted.
      const browsing = query.q === '';
      const spec: SearchSpec = {
        query: query.q,
        languages: await tenantLanguages(tenantId),
        terms: parseQuery(query.q),
        substring: hasCjk(query.q),
        filter: {
          categoryId,
          tagId,
          from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
          // `to` is a whole day: everything before the next midnight (UTC).
          before: query.to
            ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)
            : undefined,
        },
        sort: browsing ? 'newest' : query.sort,
        ...pageWindow(query),
      };
      const found = await deps.search.search(tenantId, spec);
      const { total, capped } = found;
      const rows = browsing
        ? found.rows
        : await withTeaserExcerpts(tenantId, spec.query, found.rows);
      const suggestion =
        !browsing && total < SUGGEST_BELOW ? await suggest(tenantId, spec, total) : null;
      if (!browsing && total === 0 && query.page === 1) deps.onNoResults?.(tenantId, query.q);
      const pictures = deps.pictures
        ? await deps.pictures(
            tenantId,
            rows.map((row) => row.imageUrl),
          )
        : new Map<string, MediaPicture>();
      return {
        stories: rows.map((row) => ({
          ...toSearchHit(row, spec.terms),
          picture: (row.imageUrl && pictures.get(row.imageUrl)) || null,
        })),
        total,
        capped,
        page: query.page,
        page_size: query.page_size,
        query: query.q,
        suggestion,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
