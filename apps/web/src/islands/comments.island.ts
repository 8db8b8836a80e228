import { mountCommentThread } from '@/features/reader/comments/thread/thread';
import { pageData } from './plain/page-data';

function storyIdOf(props: unknown): number | null {
  const storyId =
    typeof props === 'object' && props !== null && 'storyId' in props ? props.storyId : null;
  return typeof storyId === 'number' && Number.isSafeInteger(storyId) ? storyId : null;
}

/**
 * A story's comments on its server-rendered page (issue 24, ADR 020, ADR 022): started when the
 * section scrolls into view, with no framework (plain DOM code and its texts, about 10 KB), into
 * the frame the server rendered; the list, the reader's session and the realtime stream are all
 * read from here on.
 */
export async function hydrate(element: HTMLElement, props: unknown): Promise<void> {
  const storyId = storyIdOf(props);
  if (storyId === null) throw new Error('The comments island needs a story id');
  const root = element.querySelector<HTMLElement>('[data-comments-thread]');
  if (!root) throw new Error('The comments island has no thread element');
  const page = pageData();
  await mountCommentThread(root, {
    storyId,
    tenant: page?.tenantSlug ?? '',
    language: page?.language ?? document.documentElement.lang ?? 'en',
  });
}
