import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { CommentsSection } from '@/features/reader/comments/components/CommentsSection';
import type { CommentsIslandProps } from '@/features/reader/comments/components/StoryComments';
import { hydrateIsland } from './hydrate';

function storyIdOf(props: unknown): number | null {
  const storyId =
    typeof props === 'object' && props !== null && 'storyId' in props ? props.storyId : null;
  return typeof storyId === 'number' && Number.isSafeInteger(storyId) ? storyId : null;
}

/**
 * A story's comments on its server-rendered page (issue 24, ADR 020): hydrated when the section
 * scrolls into view, with a query client of its own; the list, the reader's session and the
 * realtime stream are all read from here on.
 */
export function hydrate(element: HTMLElement, props: unknown): Promise<void> {
  const storyId = storyIdOf(props);
  if (storyId === null) throw new Error('The comments island needs a story id');
  return hydrateIsland(
    element,
    <QueryClientProvider client={createQueryClient()}>
      <CommentsSection storyId={storyId satisfies CommentsIslandProps['storyId']} />
    </QueryClientProvider>,
  );
}
