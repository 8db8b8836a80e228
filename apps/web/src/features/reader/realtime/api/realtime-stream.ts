import {
  API_BASE,
  API_PATHS,
  REALTIME_EVENTS,
  type RealtimeStoryEvent,
  type StorySummary,
} from '@helionews/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { apiTenantSlug, useActiveTenantSlug } from '@/lib/active-tenant';
import { readerSchema } from '@/lib/api-client';

/** What the page tells the reader about its stream. */
export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline';

/**
 * Waits after the stream closed for good (refused with 429, the server down or restarting):
 * quick at first, then no more than every 30 s, so a fleet of open pages does not hammer a
 * server that is coming back.
 */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** Failed attempts in a row after which the page says it is offline (it keeps trying). */
export const OFFLINE_AFTER_FAILURES = 3;

/**
 * EventSource cannot send headers, so the tenant (X-Tenant-ID for every other call) and, after
 * the page itself reconnected, the cursor (Last-Event-ID when the browser reconnects) go in the
 * query string.
 */
export function realtimeStreamUrl(tenant: string, lastEventId: string | null): string {
  const params = new URLSearchParams({ tenant });
  if (lastEventId) params.set('last_event_id', lastEventId);
  return `${API_BASE}${API_PATHS.realtimeStream}?${params.toString()}`;
}

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
    const tenant = activeTenant ?? apiTenantSlug();
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let failures = 0;
    let interrupted = false;
    let lastEventId: string | null = null;
    let stopped = false;
    // Validation loads a chunk on first use: a chain keeps the stories in the server's order.
    let delivery = Promise.resolve();

    const connect = () => {
      window.clearTimeout(retryTimer);
      source?.close();
      const cursor = lastEventId ?? resumeCursor();
      const stream = new EventSource(realtimeStreamUrl(tenant, cursor));
      source = stream;
      stream.onopen = () => {
        failures = 0;
        setState('live');
        if (interrupted && !cursor) resync();
        interrupted = false;
      };
      stream.onerror = () => {
        interrupted = true;
        if (stream.readyState === EventSource.CONNECTING) {
          // The browser retries by itself and sends Last-Event-ID.
          setState(navigator.onLine ? 'reconnecting' : 'offline');
          return;
        }
        // Closed for good: an error status (429) or no stream at all. Try again later.
        stream.close();
        retryLater();
      };
      stream.addEventListener(REALTIME_EVENTS.story, (event: MessageEvent<string>) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        delivery = delivery
          .then(() => readStoryEvent(event.data))
          .then((story) => {
            if (story && !stopped) deliver(story);
          });
      });
      // The server is going away (a restart): connect again, resuming from the last story.
      stream.addEventListener(REALTIME_EVENTS.reconnect, () => {
        interrupted = true;
        stream.close();
        setState('reconnecting');
        retryTimer = window.setTimeout(connect, RETRY_DELAYS_MS[0]);
      });
    };

    const retryLater = () => {
      failures += 1;
      setState(
        failures >= OFFLINE_AFTER_FAILURES || !navigator.onLine ? 'offline' : 'reconnecting',
      );
      const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1];
      retryTimer = window.setTimeout(connect, delay);
    };

    const goOffline = () => {
      interrupted = true;
      window.clearTimeout(retryTimer);
      source?.close();
      setState('offline');
    };
    const goOnline = () => {
      failures = 0;
      setState('reconnecting');
      connect();
    };

    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      source?.close();
    };
  }, [activeTenant]);

  return state;
}
