import type { CommentEntry } from '@helionews/contracts';
import { useEffect, useEffectEvent } from 'react';
import { apiTenantSlug } from '@/lib/active-tenant';
import { followStoryStream } from '@/lib/story-stream';

/** A `comment` event's comment when it belongs to `storyId`; null otherwise or when malformed. */
async function readCommentEvent(data: string, storyId: number): Promise<CommentEntry | null> {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const schema = (await import('./comment-schemas')).realtimeCommentEventSchema;
  const parsed = schema.safeParse(json);
  return parsed.success && parsed.data.story_id === storyId ? parsed.data.comment : null;
}

export interface LiveCommentsOptions {
  storyId: number;
  /** Each comment of this story that readers can now see, in the order the server sent them. */
  onComment: (comment: CommentEntry) => void;
  /**
   * The stream opened again after a break: `comment` events are never replayed (ADR 020), so
   * the caller reads the list again.
   */
  onResync: () => void;
}

/**
 * Follows the publication's realtime stream for the approved comments of one story, through the
 * stream follower the realtime pages use (lib/story-stream.ts: reconnects, growing waits,
 * offline and online).
 */
export function useLiveComments({ storyId, onComment, onResync }: LiveCommentsOptions): void {
  const comment = useEffectEvent(onComment);
  const resync = useEffectEvent(onResync);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let stopped = false;
    const stop = followStoryStream({
      tenant: apiTenantSlug(),
      onState: () => undefined,
      onComment: (data) => {
        void readCommentEvent(data, storyId).then((entry) => {
          if (entry && !stopped) comment(entry);
        });
      },
      onResync: () => resync(),
      resumeFrom: () => null,
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [storyId]);
}
