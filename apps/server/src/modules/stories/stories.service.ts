import type {
  ImageSize,
  MediaPicture,
  PaginationQuery,
  RelatedStoriesResponse,
  Story,
  StoryListQuery,
  StoryListResponse,
} from '@helionews/contracts';
import { notFound } from '../../lib/http-errors.js';
import type { ImageFiles } from '../../lib/image-files.js';
import { pageAndTotal } from '../../lib/paging.js';
import type { CategoriesService } from '../categories/categories.service.js';
import type { TagsService } from '../tags/tags.service.js';
import { contentTags, tagStories, type TagSink } from '../content/content-tags.js';
import { toStory, toStorySummary } from './stories.mapper.js';
import type {
  BylineWriter,
  PublishedCursor,
  PublishedStoryFilter,
  StoriesRepository,
  StorySummaryWithCategory,
} from './stories.repository.js';

export type { BylineWriter, PublishedCursor, StorySummaryWithCategory };

export const STORY_NOT_FOUND = 'Story not found';
export const CATEGORY_NOT_FOUND = 'Category not found';
export const TAG_NOT_FOUND = 'Tag not found';

/** What the lists ask the categories module: the category a filter names. */
export type CategoryLookup = Pick<CategoriesService, 'findBySlug'>;

/** The id of a `category` filter's section (undefined: no filter); 404 when it names none. */
export async function categoryFilter(
  categories: CategoryLookup,
  tenantId: number,
  slug: string | undefined,
): Promise<number | undefined> {
  if (!slug) return undefined;
  const category = await categories.findBySlug(tenantId, slug);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return category.id;
}

/** What the lists ask the tags module: the tag a filter names. */
export type TagFilterLookup = Pick<TagsService, 'findBySlug' | 'refsOfStory'>;

/** The id of a `tag` filter's tag (undefined: no filter); 404 when it names none. */
export async function tagFilter(
  tags: Pick<TagFilterLookup, 'findBySlug'> | undefined,
  tenantId: number,
  slug: string | undefined,
): Promise<number | undefined> {
  if (!slug) return undefined;
  const tag = await tags?.findBySlug(tenantId, slug);
  if (!tag) throw notFound(TAG_NOT_FOUND);
  return tag.id;
}

/**
 * What the stories ask the media library (a port, so the stories module does not reach into
 * it): the `<picture>` of each address that names one of the tenant's library images, keyed by
 * address, in one query for a whole list (MediaService.picturesOf).
 */
export type StoryPictures = (
  tenantId: number,
  addresses: readonly (string | null)[],
) => Promise<ReadonlyMap<string, MediaPicture>>;

/** Totals remembered at once; the oldest is forgotten first. */
const MAX_REMEMBERED_TOTALS = 1_000;

export function createStoriesService(deps: {
  stories: StoriesRepository;
  categories: CategoryLookup;
  /** The tags a `tag` filter names (absent: every tag filter is a 404). */
  tags?: TagFilterLookup;
  /**
   * The tenant's content version (null: unknown). The list total changes only with it, so it is
   * counted once per version and category instead of on every page.
   */
  contentVersion?: (tenantId: number) => Promise<number | null>;
  /** The sizes of the pictures this server holds (the uploads and the web app's files). */
  imageFiles?: Pick<ImageFiles, 'size'>;
  /** The lead images' renderings from the media library (absent: every `picture` is null). */
  pictures?: StoryPictures;
}) {
  const totals = new Map<string, number>();
  const countPublished = async (tenantId: number, filter: PublishedStoryFilter) => {
    const version = (await deps.contentVersion?.(tenantId)) ?? null;
    const scope = filter.writer
      ? `w${filter.writer.id}`
      : `c${filter.categoryId ?? ''}t${filter.tagId ?? ''}`;
    const key = version === null ? null : `${tenantId}:${version}:${scope}`;
    const known = key === null ? undefined : totals.get(key);
    if (known !== undefined) return known;
    const total = await deps.stories.countPublished(tenantId, filter);
    if (key !== null) {
      if (totals.size >= MAX_REMEMBERED_TOTALS) totals.delete(totals.keys().next().value ?? '');
      totals.set(key, total);
    }
    return total;
  };

  /**
   * Each file this server has of a story's picture, widest first. Uploads are stored once (WebP,
   * at most 1,600 pixels wide, lib/upload-file.ts) and the demo's pictures are single SVG files,
   * so there is one entry, or none for another site's picture or an unreadable file.
   */
  const imageSizes = async (address: string | null): Promise<ImageSize[]> => {
    if (!address || !deps.imageFiles) return [];
    const size = await deps.imageFiles.size(address);
    return size ? [{ url: address, ...size }] : [];
  };

  /** The library pictures of these rows' lead images, by address (one query for them all). */
  const picturesOf = async (
    tenantId: number,
    rows: readonly StorySummaryWithCategory[],
  ): Promise<ReadonlyMap<string, MediaPicture>> => {
    const addresses = rows.map((row) => row.story.imageUrl);
    return deps.pictures && addresses.some((address) => address !== null)
      ? deps.pictures(tenantId, addresses)
      : new Map<string, MediaPicture>();
  };

  /** The summaries of these rows, each with its library picture (one query for them all). */
  const summaries = async (tenantId: number, rows: readonly StorySummaryWithCategory[]) => {
    const pictures = await picturesOf(tenantId, rows);
    return rows.map((row) =>
      toStorySummary(row, (row.story.imageUrl && pictures.get(row.story.imageUrl)) || null),
    );
  };

  return {
    /** Published stories of the tenant, newest first; a category filter must name a real one. */
    async listPublished(
      tenantId: number,
      query: StoryListQuery,
      tags?: TagSink,
    ): Promise<StoryListResponse> {
      const categoryId = await categoryFilter(deps.categories, tenantId, query.category);
      const tagId = await tagFilter(deps.tags, tenantId, query.tag);
      tags?.add(
        categoryId === undefined ? contentTags.front : contentTags.categoryList(categoryId),
      );
      // A tag's list changes when a story is tagged or untagged, and, like the front page, when
      // a tagged story is published or taken down.
      if (tagId !== undefined) tags?.add(contentTags.tagList(tagId), contentTags.front);
      const filter = { categoryId, tagId };
      const [rows, paging] = await pageAndTotal(
        query,
        (window) => deps.stories.listPublished(tenantId, filter, window),
        () => countPublished(tenantId, filter),
      );
      return { stories: await summaries(tenantId, rows), ...paging };
    },

    /**
     * Published stories of the tenant under this account's byline, newest first (the author
     * page): the same list, and the same shape, as `listPublished`.
     */
    async listPublishedBy(
      tenantId: number,
      writer: BylineWriter,
      query: PaginationQuery,
    ): Promise<StoryListResponse> {
      const filter = { writer };
      const [rows, paging] = await pageAndTotal(
        query,
        (window) => deps.stories.listPublished(tenantId, filter, window),
        () => countPublished(tenantId, filter),
      );
      return { stories: await summaries(tenantId, rows), ...paging };
    },

    /** A published story of this tenant; another tenant's id is indistinguishable from none. */
    /** `tags` records the tags the story names (a rename of one changes the answer). */
    async getPublished(tenantId: number, id: number, tags?: TagSink): Promise<Story> {
      const row = await deps.stories.findPublishedById(tenantId, id);
      if (!row) throw notFound(STORY_NOT_FOUND);
      const [sizes, tagRefs, pictures] = await Promise.all([
        imageSizes(row.story.imageUrl),
        deps.tags?.refsOfStory(tenantId, id) ?? [],
        row.story.imageUrl && deps.pictures
          ? deps.pictures(tenantId, [row.story.imageUrl])
          : new Map<string, MediaPicture>(),
      ]);
      for (const tag of tagRefs) tags?.add(contentTags.tag(tag.id));
      const picture = (row.story.imageUrl && pictures.get(row.story.imageUrl)) || null;
      return toStory(row, sizes, tagRefs, picture);
    },

    /** Stories like a published one, of the same tenant; 404 like `getPublished`. */
    async listRelated(
      tenantId: number,
      id: number,
      limit: number,
      tags?: TagSink,
    ): Promise<RelatedStoriesResponse> {
      // One query: the story (its category) and the list; undefined when it is not published.
      const related = await deps.stories.listRelated(tenantId, id, limit);
      // Unpublishing the story makes this a 404; a new story of its category may join the list.
      tags?.add(contentTags.story(id));
      if (!related) throw notFound(STORY_NOT_FOUND);
      if (related.category) tags?.add(contentTags.categoryList(related.category.id));
      const stories = await summaries(tenantId, related.stories);
      if (tags) tagStories(tags, stories);
      return { stories };
    },

    /** The tenant's newest published story's position (the realtime streams start from it). */
    newestCursor(tenantId: number): Promise<PublishedCursor | null> {
      return deps.stories.newestCursor(tenantId);
    },

    /** Published stories after `cursor`, oldest first, at most `limit` (realtime catch-up). */
    listAfter(
      tenantId: number,
      cursor: PublishedCursor,
      limit: number,
    ): Promise<StorySummaryWithCategory[]> {
      return deps.stories.listAfter(tenantId, cursor, limit);
    },

    /** The library pictures of these rows' lead images, by address: realtime pushes draw them too. */
    picturesOf,

    /** These stories, if they are the tenant's and published now, oldest first (announced ones). */
    listPublishedByIds(
      tenantId: number,
      ids: readonly number[],
    ): Promise<StorySummaryWithCategory[]> {
      return deps.stories.listPublishedByIds(tenantId, ids);
    },
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
