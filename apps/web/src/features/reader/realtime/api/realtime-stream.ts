import type { RealtimeStoryEvent, StorySummary } from '@helionews/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { apiTenantSlug, useActiveTenantSlug } from '@/lib/active-tenant';
import { readerSchema } from '@/lib/api-client';
import { followStoryStream, type ConnectionState } from '@/lib/story-stream';

export {
  OFFLINE_AFTER_FAILURES,
  RETRY_DELAYS_MS,
  realtimeStreamUrl,
  type ConnectionState,
} from '@/lib/story-stream';

/** A `story` event's story, or null for data that breaks the contract (it is skipped). */
async function readStoryEvent(data: string): Promise<StorySummary | null> {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const schema = await readerSchema('realtimeStoryEventSchema')();
  const parsed = schema.safeParse(json);
  return parsed.success ? (parsed.data satisfies RealtimeStoryEvent).story : null;
}

export interface RealtimeStoriesOptions {
  /** Each published story, once per event, in the order the server sent them. */
  onStory: (story: StorySummary) => void;
  /**
   * The stream opened again without a cursor (nothing had arrived yet), so stories published
   * while it was down are not replayed: the caller reloads its list instead.
   */
  onResync?: () => void;
  /**
   * The cursor of the newest story the page already shows (`storyCursor`), read at each
   * connection that has no event id yet: the server replays what was published since, such as
   * a story published between the server render and the stream opening.
   */
  resumeFrom?: () => string | null;
}

/** The stream's cursor for a story, as its events carry it: `<published_at ms>-<id>`. */
export function storyCursor(story: Pick<StorySummary, 'id' | 'published_at'>): string | null {
  const ms = Date.parse(story.published_at);
  return Number.isFinite(ms) ? `${ms}-${story.id}` : null;
}

/**
 * Follows the tenant's stream of published stories (`GET /api/realtime/stream`, Server-Sent
 * Events). Opened in an effect only, so server rendering and hydration never touch EventSource.
 */
export function useRealtimeStories({
  onStory,
  onResync,
  resumeFrom,
}: RealtimeStoriesOptions): ConnectionState {
  const [state, setState] = useState<ConnectionState>('connecting');
  const activeTenant = useActiveTenantSlug();
  const deliver = useEffectEvent(onStory);
  const resync = useEffectEvent(() => onResync?.());
  const resumeCursor = useEffectEvent(() => resumeFrom?.() ?? null);

  useEffect(() => {
    let stopped = false;
    // Validation loads a chunk on first use: a chain keeps the stories in the server's order.
    let delivery = Promise.resolve();
    const stop = followStoryStream({
      tenant: activeTenant ?? apiTenantSlug(),
      onState: setState,
      onStory: (data) => {
        delivery = delivery
          .then(() => readStoryEvent(data))
          .then((story) => {
            if (story && !stopped) deliver(story);
          });
      },
      onResync: resync,
      resumeFrom: resumeCursor,
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [activeTenant]);

  return state;
}
