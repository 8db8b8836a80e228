import {
  COMMENT_BODY_MAX_LENGTH,
  COMMENT_BURST_HELD,
  COMMENT_EDIT_WINDOW_MINUTES,
  COMMENT_RATE_LIMITS,
  commentCreateSchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentReportSchema,
  commentUpdateSchema,
  commentViewerSchema,
  commentWriteResultSchema,
  idParamsSchema,
} from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { originOf } from '../security-events/security-events.request-events.js';
import type { CommentsService } from './comments.service.js';
import { cacheTagsOf } from '../../plugins/read-cache.js';
import { contentTags } from '../content/content-tags.js';

const tags = ['comments'];

/**
 * How long a story's cached comment list is served at most (ADR 020): the per-story version ends
 * it at once when the thread changes; this bounds what it cannot see (a commenter's new display
 * name) and what a CDN keeps (CDN-Cache-Control max-age follows it).
 */
export const COMMENT_LIST_MAX_AGE_MS = 10_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const limits = COMMENT_RATE_LIMITS;

/** The signed-in account a limit counts by (requireAuth ran in onRequest). */
const accountOf = (request: FastifyRequest) => sessionOf(request).user.id;

/** The story's comments version, read before the read cache looks the list up. */
const threadVersions = new WeakMap<FastifyRequest, number>();

/** Issue 24's reader calls: a story's comments, and a signed-in reader's own comments. */
export const commentsPublicRoutes: FastifyPluginAsyncZod<{ service: CommentsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/stories/:id/comments',
    {
      // The tenant scope's hook has decided the tenant by now; the read cache's lookup
      // (preValidation) comes after, and keys the list on the story's comments version.
      onRequest: async (request) => {
        // Not validated yet (a string from the path): validation comes after the cache lookup.
        const id = Number((request.params as Record<string, unknown>).id);
        if (!request.tenant.settings.enable_comments || !Number.isSafeInteger(id) || id < 1) return;
        threadVersions.set(request, await service.threadVersion(request.tenant.id, id));
      },
      config: {
        readCache: {
          variant: (request) => `comments:${threadVersions.get(request) ?? 'none'}`,
          maxAgeMs: COMMENT_LIST_MAX_AGE_MS,
        },
      },
      schema: {
        tags,
        summary: "A published story's approved comments, top-level ones a page at a time",
        description:
          "Each top-level comment carries its approved replies (one level deep, oldest first); `total` counts the approved top-level comments (for paging), `total_with_replies` every comment readers see. The same for every caller, so it is served from the read cache, keyed on the story's comments version: a comment changes this list and nothing else. 404 when the publication has comments turned off, or readers cannot open the story.",
        params: idParamsSchema,
        querystring: commentListQuerySchema,
        response: { 200: commentListResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => {
      // A comment changes the thread's version (the variant); the story and the publication's
      // settings (comments on or off) change the answer too.
      cacheTagsOf(request).add(contentTags.story(request.params.id), contentTags.settings);
      return service.list(request.tenant, request.params.id, request.query);
    },
  );

  app.get(
    '/stories/:id/comments/mine',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "What the signed-in reader alone sees of a story's comments",
        description:
          "The reader's comments awaiting moderation (held ones, and replies to their held ones), the ids of the story's comments they reported, and whether they are banned from commenting here. Never cached: it differs per reader. 404 like the list.",
        security,
        params: idParamsSchema,
        response: { 200: commentViewerSchema, ...errors(401, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.viewer(request.tenant, sessionOf(request).user, request.params.id);
    },
  );

  app.post(
    '/stories/:id/comments',
    {
      onRequest: app.requireAuth,
      // Per client address (any accounts), then per account (every publication): the burst
      // rule below counts one account in one publication only (ADR 021).
      config: {
        idempotent: true,
        rateLimit: { max: limits.postsPerSourcePerMinute, timeWindow: MINUTE_MS },
      },
      preHandler: app.additionalRateLimit({
        max: limits.postsPerAccountPerMinute,
        timeWindow: MINUTE_MS,
        keyGenerator: (request) => `comment-post:${accountOf(request)}`,
      }),
      schema: {
        tags,
        summary: 'Comment on a published story, or reply to one of its comments',
        description: `Plain text of 1-${COMMENT_BODY_MAX_LENGTH} characters (trimmed), stored as written. \`status\` says whether readers see it now (\`approved\`) or an editor first (\`pending\`): the publication's moderation mode, more than two links, or a reader's ${COMMENT_BURST_HELD}th comment within a minute hold it; a further one within that minute is a 429. One account may post ${limits.postsPerAccountPerMinute} a minute in all publications together, one client address ${limits.postsPerSourcePerMinute} a minute whatever the accounts (429 past either). \`parent_id\` must be an approved top-level comment of the same story (422). 403 when comments are turned off here or the reader is banned from commenting.`,
        security,
        params: idParamsSchema,
        body: commentCreateSchema,
        response: { 201: commentWriteResultSchema, ...errors(401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const created = await service.create(
        request.tenant,
        sessionOf(request).user,
        request.params.id,
        request.body,
        originOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/comments/:id',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: limits.editsPerSourcePerMinute, timeWindow: MINUTE_MS } },
      preHandler: app.additionalRateLimit({
        max: limits.editsPerAccountPerMinute,
        timeWindow: MINUTE_MS,
        keyGenerator: (request) => `comment-edit:${accountOf(request)}`,
      }),
      schema: {
        tags,
        summary: "Change one's own comment",
        description: `Its author only (403), within ${COMMENT_EDIT_WINDOW_MINUTES} minutes of posting it (403 after). An approved comment waits for an editor again when the publication holds every comment or the new text has more than two links. One account may edit ${limits.editsPerAccountPerMinute} times a minute, one client address ${limits.editsPerSourcePerMinute} (429 past either).`,
        security,
        params: idParamsSchema,
        body: commentUpdateSchema,
        response: { 200: commentWriteResultSchema, ...errors(401, 403, 404, 422, 429) },
      },
    },
    async (request) =>
      service.update(request.tenant, sessionOf(request).user, request.params.id, request.body.body),
  );

  app.delete(
    '/comments/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "Delete one's own comment",
        description:
          'Its author only (403). The comment is kept for the record and shown nowhere; its replies leave the story with it.',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await service.remove(request.tenant, sessionOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/comments/:id/report',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: limits.reportsPerSourcePerHour, timeWindow: HOUR_MS } },
      preHandler: app.additionalRateLimit({
        max: limits.reportsPerAccountPerHour,
        timeWindow: HOUR_MS,
        keyGenerator: (request) => `comment-report:${accountOf(request)}`,
      }),
      schema: {
        tags,
        summary: 'Report a comment to the editors',
        description: `Any signed-in reader, once per comment (409 the second time), on a comment readers can see that is not their own. The comment stays shown: it joins the editors' reported comments until one of them keeps it or takes it down (reports alone never hide a comment). One account may report ${limits.reportsPerAccountPerHour} comments an hour, one client address ${limits.reportsPerSourcePerHour} (429 past either).`,
        security,
        params: idParamsSchema,
        body: commentReportSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      await service.report(
        request.tenant,
        sessionOf(request).user,
        request.params.id,
        request.body.reason,
      );
      return reply.status(204).send(null);
    },
  );
};
