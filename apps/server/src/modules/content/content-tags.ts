/**
 * What a reader answer is built from, and what a write changes, as tags (issue 31): each cached
 * answer records the tags of the content it shows, each write names the tags it touches, and the
 * caches (this node's, the other nodes' through NOTIFY, the edges' through purges) drop only the
 * answers where the two meet. Tags are per publication: `story:42` of one publication never
 * reaches another's answers.
 *
 * | tag                  | on the answers that show                         | changed by                        |
 * | -------------------- | ------------------------------------------------ | --------------------------------- |
 * | `story:{id}`         | the story: its page, any list holding it          | an edit, a status change          |
 * | `list:front`         | the unfiltered story lists (the front page)      | a story joining or leaving it     |
 * | `list:category:{id}` | a category's lists, related stories there         | a story joining or leaving it     |
 * | `list:author:{id}`   | an author's page                                 | their story joining or leaving    |
 * | `search`             | search results                                   | any story joining or leaving      |
 * | `feeds`, `sitemaps`  | RSS/Atom/JSON feeds, sitemaps                    | any story change                  |
 * | `category:{id}`      | answers naming the category                      | its edit                          |
 * | `nav`                | the category list: every page's navigation       | a category added, edited, moved   |
 * | `settings`           | the publication's info: every page               | (tenant edits change ANYTHING)    |
 * | `ads`                | the ad zones that can show an ad: every page     | a campaign or zone change         |
 * | `tags`               | the tag list (tags with published stories)       | a tag added, edited, merged, gone |
 * | `tag:{id}`           | answers naming the tag                           | its edit, merge or delete         |
 * | `list:tag:{id}`      | a tag's story lists                              | a story tagged or untagged        |
 * | `pages`              | static pages, and the navigation linking them    | a page added, edited, moved, gone |
 *
 * A tag's lists and the tag list also carry `list:front`: a story published or unpublished joins
 * or leaves them as it does the front page.
 */

/** What a write changed: the tags, or ANYTHING when any answer of the publication may show it. */
export type ContentChange = readonly string[] | typeof ANYTHING;

/** A change whose reach is not known (or is the whole publication). */
export const ANYTHING = 'anything' as const;

export const contentTags = {
  story: (id: number) => `story:${id}`,
  front: 'list:front',
  categoryList: (id: number) => `list:category:${id}`,
  authorList: (userId: number) => `list:author:${userId}`,
  search: 'search',
  feeds: 'feeds',
  sitemaps: 'sitemaps',
  category: (id: number) => `category:${id}`,
  nav: 'nav',
  settings: 'settings',
  ads: 'ads',
  tags: 'tags',
  tag: (id: number) => `tag:${id}`,
  tagList: (id: number) => `list:tag:${id}`,
  pages: 'pages',
} as const;

/** Where an answer records the tags it is built from (the read cache's `cacheTagsOf`). */
export interface TagSink {
  add(...tags: string[]): void;
}

/** A list of stories as readers see it: each story, and the category each is shown under. */
export function tagStories(
  sink: TagSink,
  stories: readonly { id: number; category?: { id: number } | null }[],
): void {
  for (const story of stories) {
    sink.add(contentTags.story(story.id));
    if (story.category) sink.add(contentTags.category(story.category.id));
  }
}

/** A story as far as what shows it goes. */
export interface StoryPlacement {
  id: number;
  categoryId: number | null;
  /** The account whose byline it carries (its author page), when it has one. */
  authorId?: number | null;
}

/**
 * A story edited where readers see it (text, picture, byline): its own answers, and the feeds
 * and sitemaps that carry it. Every list that shows it carries its tag too.
 */
export function storyEdited(story: Pick<StoryPlacement, 'id'>): string[] {
  return [contentTags.story(story.id), contentTags.feeds, contentTags.sitemaps];
}

/**
 * A story joining or leaving what readers see (published, unpublished, deleted, moved to
 * another category): its answers, and every list it joins or leaves. `before` is where it was,
 * when that differs (a move between categories).
 */
export function storyMoved(story: StoryPlacement, before?: StoryPlacement): string[] {
  const tags = new Set([
    ...storyEdited(story),
    contentTags.front,
    contentTags.search,
    ...placementLists(story),
  ]);
  if (before) for (const tag of placementLists(before)) tags.add(tag);
  return [...tags];
}

function placementLists(story: StoryPlacement): string[] {
  const lists: string[] = [];
  if (story.categoryId !== null) lists.push(contentTags.categoryList(story.categoryId));
  if (story.authorId !== undefined && story.authorId !== null) {
    lists.push(contentTags.authorList(story.authorId));
  }
  return lists;
}

/** A category renamed, recoloured or given another slug: the navigation, and what names it. */
export function categoryChanged(id: number): string[] {
  return [contentTags.nav, contentTags.category(id), contentTags.categoryList(id)];
}

/** Everything `storyMoved` names for each of several stories, once. */
export function storiesMoved(stories: readonly StoryPlacement[]): string[] {
  return [...new Set(stories.flatMap((story) => storyMoved(story)))];
}

/** A tag renamed, described, merged or deleted: the tag list, and what names or lists it. */
export function tagChanged(id: number): string[] {
  return [contentTags.tags, contentTags.tag(id), contentTags.tagList(id)];
}

/** Tags put on or taken off a story: their lists and the tag list (its counts). */
export function tagsRelinked(tagIds: readonly number[]): string[] {
  if (tagIds.length === 0) return [];
  return [contentTags.tags, ...new Set(tagIds.map((id) => contentTags.tagList(id)))];
}

/**
 * A static page added, edited, moved or deleted (issue 34): the pages and the navigation that
 * links them (every reader page), and the sitemaps that list them.
 */
export function sitePagesChanged(): string[] {
  return [contentTags.pages, contentTags.sitemaps];
}
