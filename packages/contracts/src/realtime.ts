import { z } from 'zod';
import { storySummarySchema } from './stories.js';

/**
 * `GET /api/realtime/stream` is Server-Sent Events. Each published story is one event named
 * `story` whose data is a `RealtimeStoryEvent` and whose id is the cursor `Last-Event-ID` resumes
 * from. `hello` opens the stream (its data says how many stories were caught up), comments
 * (`: heartbeat`) keep it open, and `reconnect` asks the client to connect again (server restart).
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

export const realtimeHelloSchema = z.object({
  /** Stories sent before this event because the client resumed with `Last-Event-ID`. */
  caught_up: z.number().int(),
});
export type RealtimeHello = z.infer<typeof realtimeHelloSchema>;
