import { z } from 'zod';
import { commentEntrySchema } from './comments.js';
import { storySummarySchema } from './stories.js';

/**
 * `GET /api/realtime/stream` is Server-Sent Events. Each published story is one event named
 * `story` whose data is a `RealtimeStoryEvent` and whose id is the cursor `Last-Event-ID` resumes
 * from. `hello` opens the stream (its data says how many stories were caught up), comments
 * (`: heartbeat`) keep it open, and `reconnect` asks the client to connect again (server restart).
 * A reader comment that becomes visible is a `comment` event (a RealtimeCommentEvent) without an
 * id: it is never replayed, a page that reconnects reads the story's comments again instead.
 */
export { REALTIME_EVENTS } from './realtime-events.js';

/** Seconds between heartbeats on an open stream. */
export const REALTIME_HEARTBEAT_SECONDS = 15;
/** Open streams one client address may hold at once; the next is refused with 429. */
export const REALTIME_MAX_STREAMS_PER_IP = 10;
/** At most this many stories are replayed after a reconnect. */
export const REALTIME_CATCH_UP_LIMIT = 50;

export const realtimeStoryEventSchema = z
  .object({ story: storySummarySchema })
  .meta({ id: 'RealtimeStoryEvent' });
export type RealtimeStoryEvent = z.infer<typeof realtimeStoryEventSchema>;

/**
 * `comment`: a comment of the tenant's story `story_id` was approved (by an editor, or at once
 * when nothing held it). The stream is per tenant: a page shows those of its own story.
 */
export const realtimeCommentEventSchema = z
  .object({ story_id: z.number().int(), comment: commentEntrySchema })
  .meta({ id: 'RealtimeCommentEvent' });
export type RealtimeCommentEvent = z.infer<typeof realtimeCommentEventSchema>;

export const realtimeHelloSchema = z.object({
  /** Stories sent before this event because the client resumed with `Last-Event-ID`. */
  caught_up: z.number().int(),
});
export type RealtimeHello = z.infer<typeof realtimeHelloSchema>;
