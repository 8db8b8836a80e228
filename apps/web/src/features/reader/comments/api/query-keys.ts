import type { CommentSort } from '@helionews/contracts';
import { USER_QUERY_SCOPE } from '@/lib/query-scope';

/** Cache keys of a story's comments (per publication, like every reader query). */
export const commentKeys = {
  all: ['comments'] as const,
  story: (storyId: number) => [...commentKeys.all, storyId] as const,
  list: (storyId: number, sort: CommentSort) => [...commentKeys.story(storyId), sort] as const,
  /** The signed-in reader: the same key as the account's profile, so the app shares one answer. */
  viewer: () => [...USER_QUERY_SCOPE, 'profile'] as const,
};
