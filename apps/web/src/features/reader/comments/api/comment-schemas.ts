/**
 * The response schemas of the comment calls, in a chunk of their own like lib/reader-schemas.ts:
 * zod loads with the first answer the comments island validates, never with the story page.
 */
import '@/lib/zod-config';

export {
  commentListResponseSchema,
  commentWriteResultSchema,
  realtimeCommentEventSchema,
} from '@helionews/contracts';
