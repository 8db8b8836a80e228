import type { ServerResponse } from 'node:http';
import {
  type MediaPicture,
  REALTIME_CATCH_UP_LIMIT,
  REALTIME_EVENTS,
  REALTIME_HEARTBEAT_SECONDS,
  REALTIME_MAX_STREAMS_PER_IP,
  type RealtimeHello,
  type RealtimeStoryEvent,
} from '@helionews/contracts';
import { STORY_PUBLISHED_CHANNEL } from '../content/content.repository.js';
import { toStorySummary } from '../stories/stories.mapper.js';
import type {
  PublishedCursor,
  StoriesService,
  StorySummaryWithCategory,
} from '../stories/stories.service.js';

/** A position in a tenant's published stories: (published_at in epoch ms, id). */
export type RealtimeCursor = PublishedCursor;

/** How long the browser waits before reconnecting a dropped stream (the first line sent). */
export const REALTIME_RETRY_MS = 3_000;
/** A client whose socket stays full this long is dropped rather than buffered without bound. */
export const DEFAULT_STALL_MS = 30_000;
/** ...and so is one that lets this much pile up, however recently it last read. */
export const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;
/** Events held for a stream while its catch-up is being written (it is short). */
const MAX_QUEUED_EVENTS = 1_000;
/** Stories a tenant's feed remembers having sent, so that a resync never sends one twice. */
const REMEMBERED_PER_FEED = 500;
/** Ids read per query when a bulk approval publishes many at once. */
const IDS_PER_QUERY = 200;

const MAX_DATE_MS = 8.64e15;
const ZERO: RealtimeCursor = { ms: 0, id: 0 };

/** `<published_at epoch ms>-<id>`: the SSE event id, which `Last-Event-ID` resumes from. */
export function formatCursor(cursor: RealtimeCursor): string {
  return `${cursor.ms}-${cursor.id}`;
}

/** A cursor from a `Last-Event-ID` (or `last_event_id`); null when it is not one of ours. */
export function parseCursor(value: unknown): RealtimeCursor | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,16})-(\d{1,16})$/.exec(value.trim());
  if (!match) return null;
  const ms = Number(match[1]);
  const id = Number(match[2]);
  if (!Number.isSafeInteger(ms) || !Number.isSafeInteger(id) || ms > MAX_DATE_MS) return null;
  return { ms, id };
}

export function compareCursors(a: RealtimeCursor, b: RealtimeCursor): number {
  return a.ms === b.ms ? a.id - b.id : a.ms - b.ms;
}

const cursorOf = (row: StorySummaryWithCategory): RealtimeCursor => ({
  ms: (row.story.publishedAt ?? row.story.createdAt).getTime(),
  id: row.story.id,
});

/** One `story` event, serialised once for every stream of the tenant. */
interface StoryEvent {
  cursor: RealtimeCursor;
  /** The story and this publication of it (a story archived and published again is new). */
  key: string;
  withId: string;
  withoutId: string;
}

/** The lead image's library picture of each row, by address; empty when none is one. */
type Pictures = ReadonlyMap<string, MediaPicture>;

function storyEvent(row: StorySummaryWithCategory, pictures: Pictures): StoryEvent {
  const cursor = cursorOf(row);
  const picture = (row.story.imageUrl && pictures.get(row.story.imageUrl)) || null;
  const data: RealtimeStoryEvent = { story: toStorySummary(row, picture) };
  const body = `data: ${JSON.stringify(data)}\n\n`;
  return {
    cursor,
    key: formatCursor(cursor),
    withId: `event: ${REALTIME_EVENTS.story}\nid: ${formatCursor(cursor)}\n${body}`,
    withoutId: `event: ${REALTIME_EVENTS.story}\n${body}`,
  };
}

const HEARTBEAT = ': heartbeat\n\n';
const RECONNECT = `event: ${REALTIME_EVENTS.reconnect}\ndata: {}\n\n`;

interface Stream {
  res: ServerResponse;
  feed: Feed;
  release: () => void;
  /** The newest cursor this client holds (the id its browser will resume from). */
  lastId: RealtimeCursor | null;
  /** False while the catch-up is being written: live events wait in `queue`. */
  live: boolean;
  /** Story events, and other events (`broadcast`) already written out as text. */
  queue: (StoryEvent | string)[];
  /** Stories sent by the catch-up: a live event for one of them is not sent again. */
  replayed: Set<string>;
  blockedSince: number | null;
  closed: boolean;
}

/** A tenant's streams on this node and what is known of its published stories. */
interface Feed {
  tenantId: number;
  streams: Set<Stream>;
  /** The newest published story seen; fresh streams start from it. */
  newest: RealtimeCursor | null;
  loaded: Promise<void>;
  /** Story ids announced and not read yet. */
  pending: Set<number>;
  /** After the listener lost its connection: read what was published after `newest`. */
  resync: boolean;
  running: boolean;
  sent: Set<string>;
}

export interface RealtimeServiceDeps {
  /** The published stories the streams deliver (the stories module). */
  stories: Pick<StoriesService, 'newestCursor' | 'listAfter' | 'listPublishedByIds' | 'picturesOf'>;
  /** `DatabaseHandle.listen`: NOTIFYs from every app node on PostgreSQL, in process on PGlite. */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnectionChange?: (connected: boolean) => void,
  ): Promise<() => Promise<void>>;
  heartbeatMs?: number;
  maxStreamsPerIp?: number;
  stallMs?: number;
  maxBufferedBytes?: number;
  now?: () => number;
  logError?: (error: unknown, message: string) => void;
}

export interface RealtimeStats {
  streams: number;
  tenants: number;
  addresses: number;
}

interface PublishedNotice {
  tenant_id: number;
  story_ids: number[];
}

function parseNotice(payload: string): PublishedNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<PublishedNotice> | null;
    const tenantId = value?.tenant_id;
    const ids = value?.story_ids;
    if (Number.isSafeInteger(tenantId) && Array.isArray(ids)) {
      return { tenant_id: tenantId ?? 0, story_ids: ids.filter(Number.isSafeInteger) };
    }
  } catch {
    // Not a notice of ours: ignored.
  }
  return null;
}

/**
 * The realtime fan-out of one app node. Stories are found through the `story_published` NOTIFY
 * that every publication sends in its own transaction (an editor's publish or approval, the
 * scheduler, a restore), so PostgreSQL delivers it to every node once the story is committed and
 * visible. Its story ids make the read exact: one query per tenant with open streams (not one per
 * stream), whatever the stories' published_at. A pure "published_at after the last one sent"
 * scan would miss stories the scheduler publishes, since it sets published_at to the time they
 * were due (publish_at, up to a scheduler interval earlier than the commit), which can be before
 * a story an editor published directly in between. Notices arriving while a tenant's query runs
 * are gathered and read together by the next one.
 *
 * Event ids are `<published_at ms>-<id>` and only move forward on each stream: a story older
 * than what the client already holds (a late scheduled one) is sent without an id, so the
 * browser's Last-Event-ID never goes back and a resume never replays what it already showed.
 */
export function createRealtimeService(deps: RealtimeServiceDeps) {
  const { stories } = deps;
  const heartbeatMs = deps.heartbeatMs ?? REALTIME_HEARTBEAT_SECONDS * 1000;
  const maxPerIp = deps.maxStreamsPerIp ?? REALTIME_MAX_STREAMS_PER_IP;
  const stallMs = deps.stallMs ?? DEFAULT_STALL_MS;
  const maxBuffered = deps.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES;
  const now = deps.now ?? Date.now;
  const logError = deps.logError ?? (() => undefined);

  /** The rows' library pictures; a failed lookup sends plain images rather than no story. */
  const picturesOf = async (
    tenantId: number,
    rows: readonly StorySummaryWithCategory[],
  ): Promise<Pictures> => {
    if (rows.length === 0) return new Map();
    try {
      return await stories.picturesOf(tenantId, rows);
    } catch (error) {
      logError(error, 'could not read the pictures of the stories pushed to realtime streams');
      return new Map();
    }
  };

  const feeds = new Map<number, Feed>();
  const streams = new Set<Stream>();
  const perAddress = new Map<string, number>();
  let unlisten: (() => Promise<void>) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closing = false;
  let connected = true;

  const drop = (stream: Stream) => {
    if (stream.closed) return;
    stream.closed = true;
    streams.delete(stream);
    stream.release();
    const { feed } = stream;
    feed.streams.delete(stream);
    if (feed.streams.size === 0 && feeds.get(feed.tenantId) === feed) feeds.delete(feed.tenantId);
    if (!stream.res.writableEnded) stream.res.destroy();
  };

  /** Writes, or drops a client that has stopped reading (its socket full for too long). */
  const write = (stream: Stream, chunk: string) => {
    if (stream.closed) return;
    const flushed = stream.res.write(chunk);
    if (!flushed && stream.blockedSince === null) stream.blockedSince = now();
    checkStalled(stream);
  };

  const checkStalled = (stream: Stream) => {
    const stalled =
      stream.blockedSince !== null &&
      (now() - stream.blockedSince >= stallMs || stream.res.writableLength > maxBuffered);
    if (stalled) drop(stream);
  };

  const send = (stream: Stream, event: StoryEvent) => {
    if (stream.replayed.has(event.key)) return;
    const newer = stream.lastId === null || compareCursors(event.cursor, stream.lastId) > 0;
    if (newer) stream.lastId = event.cursor;
    write(stream, newer ? event.withId : event.withoutId);
  };

  const deliver = (feed: Feed, rows: StorySummaryWithCategory[], pictures: Pictures) => {
    for (const row of rows) {
      const event = storyEvent(row, pictures);
      if (feed.sent.has(event.key)) continue;
      feed.sent.add(event.key);
      if (feed.sent.size > REMEMBERED_PER_FEED) {
        feed.sent.delete(feed.sent.values().next().value ?? '');
      }
      if (!feed.newest || compareCursors(event.cursor, feed.newest) > 0) feed.newest = event.cursor;
      for (const stream of feed.streams) {
        if (stream.live) send(stream, event);
        else if (stream.queue.push(event) > MAX_QUEUED_EVENTS) drop(stream);
      }
    }
  };

  /** Reads what was announced for the tenant, one query at a time, and sends it to its streams. */
  const pump = async (feed: Feed) => {
    if (feed.running) return;
    feed.running = true;
    try {
      await feed.loaded;
      while (feed.streams.size > 0 && (feed.pending.size > 0 || feed.resync)) {
        const ids = [...feed.pending].slice(0, IDS_PER_QUERY);
        for (const id of ids) feed.pending.delete(id);
        const resyncFrom = feed.resync ? (feed.newest ?? ZERO) : null;
        feed.resync = false;
        try {
          const rows = await stories.listPublishedByIds(feed.tenantId, ids);
          if (resyncFrom) {
            rows.push(
              ...(await stories.listAfter(feed.tenantId, resyncFrom, REALTIME_CATCH_UP_LIMIT)),
            );
            rows.sort((a, b) => compareCursors(cursorOf(a), cursorOf(b)));
          }
          deliver(feed, rows, await picturesOf(feed.tenantId, rows));
        } catch (error) {
          // The streams miss these; their browsers catch up with Last-Event-ID on a reconnect.
          logError(error, 'could not read published stories for the realtime streams');
        }
      }
    } finally {
      feed.running = false;
    }
  };

  const feedOf = (tenantId: number): Feed => {
    const existing = feeds.get(tenantId);
    if (existing) return existing;
    const feed: Feed = {
      tenantId,
      streams: new Set(),
      newest: null,
      loaded: Promise.resolve(),
      pending: new Set(),
      resync: false,
      running: false,
      sent: new Set(),
    };
    feed.loaded = stories.newestCursor(tenantId).then(
      (cursor) => {
        if (cursor && (!feed.newest || compareCursors(cursor, feed.newest) > 0)) {
          feed.newest = cursor;
        }
      },
      (error: unknown) => logError(error, 'could not read the newest published story'),
    );
    feeds.set(tenantId, feed);
    return feed;
  };

  const onPayload = (payload: string) => {
    const notice = parseNotice(payload);
    if (!notice) return;
    const feed = feeds.get(notice.tenant_id);
    if (!feed) return; // Nobody on this node is watching that tenant.
    for (const id of notice.story_ids) feed.pending.add(id);
    void pump(feed);
  };

  /** Notices sent while the listener was down are lost: read what each tenant missed. */
  const onConnectionChange = (isConnected: boolean) => {
    const reconnected = isConnected && !connected;
    connected = isConnected;
    if (!reconnected) return;
    for (const feed of feeds.values()) {
      feed.resync = true;
      void pump(feed);
    }
  };

  const tick = () => {
    for (const stream of streams) {
      if (stream.live) write(stream, HEARTBEAT);
      else checkStalled(stream);
    }
  };

  return {
    async start(): Promise<void> {
      if (unlisten) return;
      unlisten = await deps.listen(STORY_PUBLISHED_CHANNEL, onPayload, onConnectionChange);
      heartbeat = setInterval(tick, heartbeatMs);
      heartbeat.unref();
    },

    /**
     * Takes one of the address's stream slots on this node; null when it holds them all. Call
     * `release` if the stream is not opened after all (`open` releases it when the stream ends).
     */
    reserve(address: string): { release: () => void } | null {
      const held = perAddress.get(address) ?? 0;
      if (held >= maxPerIp) return null;
      perAddress.set(address, held + 1);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          const left = (perAddress.get(address) ?? 1) - 1;
          if (left <= 0) perAddress.delete(address);
          else perAddress.set(address, left);
        },
      };
    },

    /**
     * Serves one stream on a response whose head (status and headers) is written: replays the
     * stories after `resumeFrom` (at most REALTIME_CATCH_UP_LIMIT, oldest first), says `hello`,
     * then sends every story the tenant publishes until either side closes.
     */
    async open(input: {
      tenantId: number;
      res: ServerResponse;
      resumeFrom: RealtimeCursor | null;
      release: () => void;
    }): Promise<void> {
      const { res } = input;
      if (closing) {
        input.release();
        res.end(`retry: ${REALTIME_RETRY_MS}\n\n${RECONNECT}`);
        return;
      }
      const feed = feedOf(input.tenantId);
      const stream: Stream = {
        res,
        feed,
        release: input.release,
        lastId: null,
        live: false,
        queue: [],
        replayed: new Set(),
        blockedSince: null,
        closed: false,
      };
      // Registered before the catch-up is read, so that nothing published meanwhile is missed.
      feed.streams.add(stream);
      streams.add(stream);
      res.on('close', () => drop(stream));
      res.on('drain', () => {
        stream.blockedSince = null;
      });
      res.on('error', () => drop(stream));
      write(stream, `retry: ${REALTIME_RETRY_MS}\n\n`);

      let caughtUp = 0;
      try {
        if (input.resumeFrom) {
          stream.lastId = input.resumeFrom;
          const rows = await stories.listAfter(
            input.tenantId,
            input.resumeFrom,
            REALTIME_CATCH_UP_LIMIT,
          );
          const pictures = await picturesOf(input.tenantId, rows);
          for (const row of rows) {
            const event = storyEvent(row, pictures);
            send(stream, event);
            stream.replayed.add(event.key);
          }
          caughtUp = rows.length;
        }
        await feed.loaded;
        // A cursor from the future (not one this server gave out) must not hide the ids to come.
        if (
          caughtUp === 0 &&
          stream.lastId &&
          compareCursors(stream.lastId, feed.newest ?? ZERO) > 0
        ) {
          stream.lastId = feed.newest;
        }
      } catch (error) {
        // The stream still goes live; the reader misses the replay, not what comes next.
        logError(error, 'could not replay stories to a realtime stream');
      }
      if (stream.closed) return;
      // A fresh stream holds the newest story already (the page listed it): its hello carries that
      // cursor, so a reconnect before the first story still replays what it missed.
      if (!stream.lastId && feed.newest) stream.lastId = feed.newest;
      const hello: RealtimeHello = { caught_up: caughtUp };
      const id = stream.lastId ? `id: ${formatCursor(stream.lastId)}\n` : '';
      write(stream, `event: ${REALTIME_EVENTS.hello}\n${id}data: ${JSON.stringify(hello)}\n\n`);
      stream.live = true;
      const queued = stream.queue;
      stream.queue = [];
      for (const event of queued) {
        if (typeof event === 'string') write(stream, event);
        else send(stream, event);
      }
    },

    /** Whether a stream of the tenant is open on this node (what `broadcast` would reach). */
    watching(tenantId: number): boolean {
      return feeds.has(tenantId);
    },

    /**
     * Sends an event that is not a story (a reader comment, RealtimeCommentEvent) to the tenant's
     * open streams on this node. It has no id: a resume never replays it, and the browser's
     * Last-Event-ID stays on the stories. Each node hears the change on its own (the writer's
     * NOTIFY) and broadcasts to its own streams.
     */
    broadcast(tenantId: number, event: string, data: unknown): void {
      const feed = feeds.get(tenantId);
      if (!feed) return;
      const chunk = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      for (const stream of feed.streams) {
        if (stream.live) write(stream, chunk);
        else if (stream.queue.push(chunk) > MAX_QUEUED_EVENTS) drop(stream);
      }
    },

    /** Asks every client to reconnect (to another node, or this one once it is back) and ends. */
    async close(): Promise<void> {
      closing = true;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      for (const stream of [...streams]) {
        if (!stream.closed && !stream.res.writableEnded) stream.res.end(RECONNECT);
        drop(stream);
      }
      const stop = unlisten;
      unlisten = null;
      await stop?.().catch((error: unknown) => {
        logError(error, 'could not stop listening for published stories');
      });
    },

    stats(): RealtimeStats {
      return { streams: streams.size, tenants: feeds.size, addresses: perAddress.size };
    },
  };
}

export type RealtimeService = ReturnType<typeof createRealtimeService>;
