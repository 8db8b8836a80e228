import { API_BASE, API_PATHS, REALTIME_EVENTS } from '@helionews/contracts';

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

export interface StoryStreamOptions {
  tenant: string;
  /** The connection as the reader should hear of it. */
  onState: (state: ConnectionState) => void;
  /**
   * Each `story` event, in the order the server sent them (its data not yet read). Without it the
   * stream is followed for other events and never resumes from a story's cursor.
   */
  onStory?: (data: string) => void;
  /** Each `comment` event (ADR 020: never replayed), its data not yet read. */
  onComment?: (data: string) => void;
  /**
   * The stream opened again without a cursor (nothing had arrived yet), so stories published
   * while it was down are not replayed: the caller reloads its list instead.
   */
  onResync: () => void;
  /**
   * The cursor of the newest story the page already shows, read at each connection that has no
   * event id yet: the server replays what was published since.
   */
  resumeFrom: () => string | null;
}

/**
 * Follows the tenant's stream of published stories and approved comments (`GET
 * /api/realtime/stream`, Server-Sent Events): reconnects after a restart or an error, with growing waits, and follows the browser
 * going offline and online. Framework-free: the application's hook and a page of islands' plain
 * script (ADR 016) both use it. Returns what stops it.
 */
export function followStoryStream(options: StoryStreamOptions): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let interrupted = false;
  let lastEventId: string | null = null;

  const connect = () => {
    clearTimeout(retryTimer);
    source?.close();
    const cursor = lastEventId ?? options.resumeFrom();
    const stream = new EventSource(realtimeStreamUrl(options.tenant, cursor));
    source = stream;
    stream.onopen = () => {
      failures = 0;
      options.onState('live');
      if (interrupted && !cursor) options.onResync();
      interrupted = false;
    };
    stream.onerror = () => {
      interrupted = true;
      if (stream.readyState === EventSource.CONNECTING) {
        // The browser retries by itself and sends Last-Event-ID.
        options.onState(navigator.onLine ? 'reconnecting' : 'offline');
        return;
      }
      // Closed for good: an error status (429) or no stream at all. Try again later.
      stream.close();
      retryLater();
    };
    const { onStory, onComment } = options;
    if (onStory) {
      stream.addEventListener(REALTIME_EVENTS.story, (event: MessageEvent<string>) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        onStory(event.data);
      });
    }
    if (onComment) {
      stream.addEventListener(REALTIME_EVENTS.comment, (event: MessageEvent<string>) =>
        onComment(event.data),
      );
    }
    // The server is going away (a restart): connect again, resuming from the last story.
    stream.addEventListener(REALTIME_EVENTS.reconnect, () => {
      interrupted = true;
      stream.close();
      options.onState('reconnecting');
      retryTimer = setTimeout(connect, RETRY_DELAYS_MS[0]);
    });
  };

  const retryLater = () => {
    failures += 1;
    options.onState(
      failures >= OFFLINE_AFTER_FAILURES || !navigator.onLine ? 'offline' : 'reconnecting',
    );
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1];
    retryTimer = setTimeout(connect, delay);
  };

  const goOffline = () => {
    interrupted = true;
    clearTimeout(retryTimer);
    source?.close();
    options.onState('offline');
  };
  const goOnline = () => {
    failures = 0;
    options.onState('reconnecting');
    connect();
  };

  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);
  connect();
  return () => {
    clearTimeout(retryTimer);
    window.removeEventListener('offline', goOffline);
    window.removeEventListener('online', goOnline);
    source?.close();
  };
}
