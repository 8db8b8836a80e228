import {
  adminCommentBulkResultSchema,
  adminCommentBulkSchema,
  adminCommentListQuerySchema,
  adminCommentListResponseSchema,
  adminCommentSchema,
  commentBanSchema,
  idParamsSchema,
  ROLE_SETS,
  type CommentModerationAction,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { CommentsService } from './comments.service.js';

const tags = ['admin: comments'];
// Editors moderate what readers write, like the stories they review.
const config = { roles: ROLE_SETS.editorial };

const DECISIONS: Record<CommentModerationAction, string> = {
  approve: 'Approve a comment: readers see it (and its story page hears of it live)',
  reject: 'Reject a comment: readers no longer see it',
  spam: 'Mark a comment as spam: readers no longer see it',
};

/** Issue 24's moderation calls: the queue and its filters, decisions, and comment bans. */
export const commentsAdminRoutes: FastifyPluginAsyncZod<{ service: CommentsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/comments',
    {
      config,
      schema: {
        tags,
        summary: "The tenant's comments; by default the moderation queue",
        description:
          "`status` defaults to `pending`; `reported` lists comments with reports since an editor last approved them, shown or held. `story_id` must name a story of this tenant (404 otherwise). Newest first, each with its story's title, its author's name and history here, and its newest reports.",
        security,
        querystring: adminCommentListQuerySchema,
        response: { 200: adminCommentListResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.adminList(request.tenant.id, request.query),
  );

  app.post(
    '/comments/bulk',
    {
      config,
      schema: {
        tags,
        summary: 'Approve, reject or mark as spam many comments at once',
        description:
          'Each id is decided on its own in one transaction: `updated` lists those decided, `failed` the others with the reason (not found, including ids of other tenants and deleted comments).',
        security,
        body: adminCommentBulkSchema,
        response: { 200: adminCommentBulkResultSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.bulk(request.tenant, adminCallerOf(request), request.body),
  );

  for (const action of ['approve', 'reject', 'spam'] as const) {
    app.post(
      `/comments/:id/${action}`,
      {
        config,
        schema: {
          tags,
          summary: DECISIONS[action],
          description:
            'Any comment of the tenant its author has not deleted; approving one that was reported also starts its report count again.',
          security,
          params: idParamsSchema,
          response: { 200: adminCommentSchema, ...errors(401, 403, 404, 422) },
        },
      },
      async (request) => service[action](request.tenant, adminCallerOf(request), request.params.id),
    );
  }

  app.post(
    '/users/:id/comment-ban',
    {
      config,
      schema: {
        tags,
        summary: 'Ban a reader from writing comments in this publication',
        description:
          'Their comments stay as they are; every comment write of theirs here answers 403. Only an account that commented here can be named (404 otherwise). Banning a banned reader changes nothing.',
        security,
        params: idParamsSchema,
        response: { 200: commentBanSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.ban(request.tenant, adminCallerOf(request), request.params.id),
  );

  app.delete(
    '/users/:id/comment-ban',
    {
      config,
      schema: {
        tags,
        summary: 'Let a banned reader write comments here again',
        description: '404 when the reader is not banned here.',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await service.unban(request.tenant, adminCallerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
