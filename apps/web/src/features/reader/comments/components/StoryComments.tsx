import { use } from 'react';
import { Island } from '@/islands/Island';
import { TenantContext } from '@/lib/tenant-context';
import { CommentsFrame } from './CommentsFrame';

/** What the comments island receives from the server (islands/comments.island.ts). */
export interface CommentsIslandProps {
  storyId: number;
}

/**
 * The story's comments where the publication has them switched on (its `enable_comments`): on a
 * server-rendered page an island that loads when it scrolls into view (ADR 016), whose server
 * markup is only the section's frame; the list is fetched in the browser (ADR 020) by a plain
 * script (ADR 022), so the cached story page is the same whatever readers write. Switched off:
 * no section at all.
 */
export function StoryComments({ storyId }: CommentsIslandProps) {
  // Read softly: a page rendered without a publication (a preview, a test) has no comments.
  const enabled = use(TenantContext)?.currentTenant?.settings.enable_comments === true;
  if (!enabled) return null;
  return (
    <Island name="comments" trigger="visible" props={{ storyId } satisfies CommentsIslandProps}>
      <CommentsFrame storyId={storyId} />
    </Island>
  );
}
