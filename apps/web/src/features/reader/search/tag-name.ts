import type { TagListResponse } from '@helionews/contracts';

/**
 * The name of the tag a search is limited to, from the publication's list of tags (issue 34);
 * its slug while the list does not name it.
 */
export function tagNameOf(list: TagListResponse | undefined, slug: string): string {
  return list?.tags.find((tag) => tag.slug === slug)?.name ?? slug;
}
