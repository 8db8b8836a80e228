import { REALTIME_EVENTS, type CommentEntry } from '@helionews/contracts';
import { useEffect, useEffectEvent } from 'react';
import { apiTenantSlug } from '@/lib/active-tenant';
import { RETRY_DELAYS_MS, realtimeStreamUrl } from '@/lib/story-stream';

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
 * Follows the publication's realtime stream (Server-Sent Events) for the approved comments of one
 * story: the browser reconnects by itself after a network error; a stream closed for good (429,
 * the server restarting) is opened again after a growing wait.
 */
export function useLiveComments({ storyId, onComment, onResync }: LiveCommentsOptions): void {
  const comment = useEffectEvent(onComment);
  const resync = useEffectEvent(onResync);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const tenant = apiTenantSlug();
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let interrupted = false;
    let stopped = false;

    const later = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(connect, delay);
    };

    function connect() {
      if (stopped) return;
      source?.close();
      const stream = new EventSource(realtimeStreamUrl(tenant, null));
      source = stream;
      stream.onopen = () => {
        failures = 0;
        if (interrupted) resync();
        interrupted = false;
      };
      stream.onerror = () => {
        interrupted = true;
        // The browser tries again by itself.
        if (stream.readyState === EventSource.CONNECTING) return;
        stream.close();
        failures += 1;
        later(RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1] ?? 30_000);
      };
      stream.addEventListener(REALTIME_EVENTS.comment, (event: MessageEvent<string>) => {
        void readCommentEvent(event.data, storyId).then((entry) => {
          if (entry && !stopped) comment(entry);
        });
      });
      stream.addEventListener(REALTIME_EVENTS.reconnect, () => {
        interrupted = true;
        stream.close();
        later(RETRY_DELAYS_MS[0]);
      });
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [storyId]);
}
