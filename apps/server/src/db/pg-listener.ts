import pg from 'pg';

/** What a listener connection reports: a NOTIFY, or that it failed or ended. */
export interface ListenerEvents {
  notification(channel: string, payload: string): void;
  lost(error?: unknown): void;
}

/** The little of a PostgreSQL client that LISTEN needs (a fake in the unit tests). */
export interface ListenerConnection {
  connect(): Promise<void>;
  query(text: string): Promise<void>;
  end(): Promise<void>;
}

export type ListenerConnectionFactory = (events: ListenerEvents) => ListenerConnection;

export interface PgListenerOptions {
  connect: ListenerConnectionFactory;
  /** First retry delay after a lost connection; doubles up to `maxRetryDelayMs`. */
  minRetryDelayMs?: number;
  maxRetryDelayMs?: number;
  /**
   * A silently dead TCP connection delivers nothing and reports nothing: a periodic query finds
   * it out, so that the cache stops trusting notifications it may be missing.
   */
  heartbeatMs?: number;
  onError?: (error: unknown) => void;
}

export type NotificationCallback = (payload: string) => void;
export type ConnectionCallback = (connected: boolean) => void;

/** Channel names are interpolated into LISTEN: only plain lower-case identifiers. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid notification channel "${channel}"`);
}

interface Subscriber {
  onPayload: NotificationCallback;
  onConnectionChange: ConnectionCallback | undefined;
  /** What this subscriber was last told, so that it hears each change once. */
  connected: boolean;
}

/**
 * One dedicated connection that LISTENs on every channel its subscribers want. When it drops it
 * tells them (notifications may have been missed), reconnects with backoff, LISTENs again and
 * tells them once more. Errors are reported, never thrown at the process.
 */
export function createPgListener(options: PgListenerOptions) {
  const minDelay = options.minRetryDelayMs ?? 100;
  const maxDelay = options.maxRetryDelayMs ?? 10_000;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const onError = options.onError ?? (() => undefined);
  const subscribers = new Map<string, Set<Subscriber>>();

  let connection: ListenerConnection | null = null;
  /** Channels LISTENed on the current connection. */
  let listening = new Set<string>();
  let connecting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let delay = minDelay;
  let closed = false;

  const everySubscriber = () => [...subscribers.values()].flatMap((set) => [...set]);

  const tell = (subscriber: Subscriber, connected: boolean) => {
    if (subscriber.connected === connected) return;
    subscriber.connected = connected;
    try {
      subscriber.onConnectionChange?.(connected);
    } catch (error) {
      onError(error);
    }
  };

  const dispatch = (channel: string, payload: string) => {
    for (const subscriber of subscribers.get(channel) ?? []) {
      try {
        subscriber.onPayload(payload);
      } catch (error) {
        onError(error);
      }
    }
  };

  const stopHeartbeat = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  };

  const scheduleRetry = () => {
    if (closed || retryTimer || subscribers.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, maxDelay);
  };

  const connect = (): Promise<void> => {
    if (closed || connection || subscribers.size === 0) return Promise.resolve();
    if (connecting) return connecting;
    connecting = (async () => {
      let lost = false;
      let current: ListenerConnection | null = null;
      const onLost = (error?: unknown) => {
        if (lost) return;
        lost = true;
        if (error !== undefined) onError(error);
        if (current && connection === current) {
          connection = null;
          listening = new Set();
          stopHeartbeat();
          for (const subscriber of everySubscriber()) tell(subscriber, false);
        }
        current?.end().catch(() => undefined);
        scheduleRetry();
      };
      try {
        current = options.connect({
          // A connection given up on says nothing more.
          notification: (channel, payload) => {
            if (!lost) dispatch(channel, payload);
          },
          lost: onLost,
        });
        await current.connect();
        const channels = new Set(subscribers.keys());
        for (const channel of channels) await current.query(`LISTEN "${channel}"`);
        if (lost) return;
        if (closed) {
          await current.end().catch(() => undefined);
          return;
        }
        connection = current;
        listening = channels;
        delay = minDelay;
        heartbeat = setInterval(() => {
          const probe = connection;
          probe?.query('select 1').catch((error: unknown) => {
            if (connection === probe) onLost(error);
          });
        }, heartbeatMs);
        heartbeat.unref();
        for (const [channel, set] of subscribers) {
          if (listening.has(channel)) for (const subscriber of set) tell(subscriber, true);
        }
      } catch (error) {
        onLost(error);
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    /**
     * Subscribes to a channel. Resolves once the subscription is registered (and LISTENing, when
     * the database is reachable); `onConnectionChange(true)` says it is live, `false` that it was
     * lost and notifications may have been missed until the next `true`.
     */
    async listen(
      channel: string,
      onPayload: NotificationCallback,
      onConnectionChange?: ConnectionCallback,
    ): Promise<() => Promise<void>> {
      assertChannelName(channel);
      if (closed) throw new Error('the listener is closed');
      const subscriber: Subscriber = { onPayload, onConnectionChange, connected: false };
      const set = subscribers.get(channel) ?? new Set<Subscriber>();
      subscribers.set(channel, set);
      set.add(subscriber);

      if (connecting) await connecting;
      if (!connection) await connect();
      const live = connection;
      if (live && !listening.has(channel)) {
        try {
          await live.query(`LISTEN "${channel}"`);
          if (connection === live) listening.add(channel);
        } catch (error) {
          onError(error);
        }
      }
      if (connection && listening.has(channel)) tell(subscriber, true);

      return async () => {
        set.delete(subscriber);
        if (set.size > 0 || subscribers.get(channel) !== set) return;
        subscribers.delete(channel);
        const open = connection;
        if (!open) return;
        if (subscribers.size === 0) {
          // Nobody listens any more: give the connection back.
          connection = null;
          listening = new Set();
          stopHeartbeat();
          await open.end().catch(() => undefined);
          return;
        }
        listening.delete(channel);
        await open.query(`UNLISTEN "${channel}"`).catch(() => undefined);
      };
    },

    /** Whether the connection is up and LISTENing. */
    get connected(): boolean {
      return connection !== null;
    },

    async close(): Promise<void> {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      stopHeartbeat();
      if (connecting) await connecting;
      const open = connection;
      connection = null;
      subscribers.clear();
      await open?.end().catch(() => undefined);
    },
  };
}

export type PgListener = ReturnType<typeof createPgListener>;

/** The real connection: a `pg.Client` of its own, outside the pool (LISTEN holds it). */
export function pgListenerConnection(connectionString: string): ListenerConnectionFactory {
  return (events) => {
    const client = new pg.Client({
      connectionString,
      application_name: 'helionews-listener',
      connectionTimeoutMillis: 5_000,
      query_timeout: 5_000,
      keepAlive: true,
    });
    client.on('notification', (message) =>
      events.notification(message.channel, message.payload ?? ''),
    );
    client.on('error', (error) => events.lost(error));
    client.on('end', () => events.lost());
    return {
      connect: async () => {
        await client.connect();
      },
      query: async (text) => {
        await client.query(text);
      },
      end: () => client.end(),
    };
  };
}
