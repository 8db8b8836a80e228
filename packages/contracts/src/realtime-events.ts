/**
 * The event names of `GET /api/realtime/stream` (realtime.ts describes the stream). Apart from
 * the schemas, so a page's plain script can name them without loading a validation library.
 */
export const REALTIME_EVENTS = {
  story: 'story',
  /** A comment readers can now see (approved), for the story it belongs to. */
  comment: 'comment',
  hello: 'hello',
  reconnect: 'reconnect',
} as const;
