import { idSchema } from '@helionews/contracts';
import { isApiError } from '@/lib/api-client';
import { useHttpStatus } from '@/lib/http-status';
import { useStory } from './get-story';

/** Malformed ids never reach the server; it would answer 422 (DESIGN section 4) anyway. */
function parseStoryId(raw: string | undefined): number | null {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The story named by a route's `:id`, for every page about one story (the story, its details):
 * what went wrong, if anything, and the server-rendered page's 404 status when it is missing.
 */
export function useRouteStory(rawId: string | undefined) {
  const id = parseStoryId(rawId);
  const story = useStory(id);
  const status = isApiError(story.error) ? story.error.status : null;
  const isInvalid = id === null || status === 422;
  const isNotFound = status === 404;
  useHttpStatus(isInvalid || isNotFound ? 404 : null);
  return { id, story, isInvalid, isNotFound };
}

export type RouteStory = ReturnType<typeof useRouteStory>;
