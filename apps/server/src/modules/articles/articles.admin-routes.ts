import {
  adminArticleApproveSchema,
  adminArticleCreateSchema,
  adminArticleListQuerySchema,
  adminArticleListResponseSchema,
  adminArticleSchema,
  adminArticleUpdateSchema,
  adminRejectSchema,
  articleImageUploadSchema,
  articleRevisionListSchema,
  articleRevisionParamsSchema,
  articleRevisionSchema,
  idParamsSchema,
  ROLE_SETS,
} from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import {
  ARTICLE_IMAGE_MAX_BYTES,
  ARTICLE_IMAGE_MESSAGES,
  type ArticleImageInput,
} from './articles.images.js';
import type { ArticlesService } from './articles.service.js';
import { readUploadedFile } from '../../lib/upload-file.js';
import { acceptUploads, type UploadRefusalListener } from '../../plugins/uploads.js';

const tags = ['admin: articles'];
/** Writing: every back-office member (contributors on their own articles only). */
const writers = { roles: ROLE_SETS.backOffice };
/** Reviewing: editors and admins. */
const reviewers = { roles: ROLE_SETS.editorial };
const contributorNote =
  "Contributors see and change only the articles they created; anyone else's is a 404.";

/** The options of a writer's route that reads one article (`:id`) and answers `response`. */
const readArticleRoute = <Response extends z.ZodType>(summary: string, response: Response) => ({
  config: writers,
  schema: {
    tags,
    summary,
    description: contributorNote,
    security,
    params: idParamsSchema,
    response: { 200: response, ...errors(401, 403, 404, 422) },
  },
});

/**
 * The options of a route that changes one article (`:id`) with `body` and answers the article:
 * a save (writers) or a review decision (reviewers).
 */
const changeArticleRoute = <
  Config extends typeof writers | typeof reviewers,
  Body extends z.ZodType,
>(
  config: Config,
  summary: string,
  body: Body,
  description?: string,
) => ({
  config,
  schema: {
    tags,
    summary,
    ...(description !== undefined && { description }),
    security,
    params: idParamsSchema,
    body,
    response: { 200: adminArticleSchema, ...errors(401, 403, 404, 409, 422) },
  },
});

/** The answers that refuse an uploaded file itself (not a role or a missing tenant). */
const REFUSALS = new Set([400, 413, 415, 422]);

/** The image of a multipart upload in the field "file"; an oversized one is reported, not read. */
const readImage = (request: FastifyRequest): Promise<ArticleImageInput> =>
  readUploadedFile(request, ARTICLE_IMAGE_MESSAGES.missing);

/**
 * Articles (SPEC section 7): the editorial stories of the tenant the request names, with their
 * review workflow, revisions and images; mounted under /api/admin.
 */
export const articlesAdminRoutes: FastifyPluginAsyncZod<{
  service: ArticlesService;
  /** Told of every refused image upload (an 'upload_refused' security event). */
  onUploadRefused?: UploadRefusalListener;
}> = async (app, { service, onUploadRefused }) => {
  const reportingRefusals = await acceptUploads(app, {
    fileSize: ARTICLE_IMAGE_MAX_BYTES,
    refusals: REFUSALS,
    onRefused: onUploadRefused,
  });

  app.get(
    '/articles',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Articles of this tenant: search (title, summary), category, status, sorting',
        description: `${contributorNote} tenant_id is honoured for platform admins only. An unknown category slug is a 404.`,
        security,
        querystring: adminArticleListQuerySchema,
        response: { 200: adminArticleListResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.list(request.tenant.id, adminCallerOf(request), request.query),
  );

  app.post(
    '/articles',
    {
      config: { ...writers, idempotent: true },
      schema: {
        tags,
        summary: 'Write an article (draft by default; pending submits it for review)',
        description:
          'Contributors may ask for draft or pending only; editors may also publish, or schedule with publish_at in the future. The slug is derived from the title when absent. body_html is sanitized.',
        security,
        body: adminArticleCreateSchema,
        response: { 201: adminArticleSchema, ...errors(401, 403, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.create(request.tenant.id, adminCallerOf(request), request.body)),
  );

  app.post(
    '/articles/images',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Upload an image for an article (multipart, field "file", at most 5 MB)',
        description:
          'PNG, JPEG, WebP or GIF, recognised by its bytes; re-encoded to WebP at most 1600 px wide. Refused files are recorded as security events.',
        security,
        consumes: ['multipart/form-data'],
        response: {
          201: articleImageUploadSchema,
          ...errors(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reportingRefusals(request, request.tenant.id, async () =>
            service.uploadImage(request.tenant.id, await readImage(request)),
          ),
        ),
  );

  app.get(
    '/articles/:id',
    readArticleRoute('One article with its body', adminArticleSchema),
    async (request) => service.get(request.tenant.id, adminCallerOf(request), request.params.id),
  );

  app.put(
    '/articles/:id',
    changeArticleRoute(
      writers,
      'Save an article (partial); the previous version is kept as a revision',
      adminArticleUpdateSchema,
      `${contributorNote} Authors edit only while the article is a draft, pending or rejected. \`autosave: true\` marks a background save: autosaves of the same user within 10 minutes of the autosave that kept the latest revision add no revision.`,
    ),
    async (request) =>
      service.update(request.tenant.id, adminCallerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/articles/:id',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Delete an article (contributors: their own drafts only)',
        description: contributorNote,
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await service.delete(request.tenant.id, adminCallerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/articles/:id/approve',
    changeArticleRoute(
      reviewers,
      'Approve: publish now, or schedule when publish_at is in the future',
      // No body at all (SPEC calls approve without one): Fastify hands the schema a null.
      adminArticleApproveSchema.nullish(),
    ),
    async (request) =>
      service.approve(
        request.tenant.id,
        adminCallerOf(request),
        request.params.id,
        request.body ?? {},
      ),
  );

  app.post(
    '/articles/:id/reject',
    changeArticleRoute(reviewers, 'Reject with a reason, which the author sees', adminRejectSchema),
    async (request) =>
      service.reject(request.tenant.id, adminCallerOf(request), request.params.id, request.body),
  );

  app.get(
    '/articles/:id/revisions',
    readArticleRoute("An article's earlier versions, newest first", articleRevisionListSchema),
    async (request) =>
      service.revisions(request.tenant.id, adminCallerOf(request), request.params.id),
  );

  app.get(
    '/articles/:id/revisions/:revisionId',
    {
      config: writers,
      schema: {
        tags,
        summary: 'One earlier version, to compare with the current one',
        description: contributorNote,
        security,
        params: articleRevisionParamsSchema,
        response: { 200: articleRevisionSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.revision(
        request.tenant.id,
        adminCallerOf(request),
        request.params.id,
        request.params.revisionId,
      ),
  );

  app.post(
    '/articles/:id/revisions/:revisionId/restore',
    {
      config: reviewers,
      schema: {
        tags,
        summary: 'Restore an earlier version as a new save (itself undoable)',
        description:
          'Title, summary, body and the editable fields come back; status and dates stay as they are.',
        security,
        params: articleRevisionParamsSchema,
        response: { 200: adminArticleSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.restore(
        request.tenant.id,
        adminCallerOf(request),
        request.params.id,
        request.params.revisionId,
      ),
  );
};
