import {
  adminMediaListQuerySchema,
  adminMediaListResponseSchema,
  adminMediaSchema,
  adminMediaUpdateSchema,
  idParamsSchema,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_FILES,
  MEDIA_MESSAGES,
  mediaInUseSchema,
  mediaUploadResponseSchema,
  mediaUsageResponseSchema,
  ROLE_SETS,
  type MediaUploadResult,
} from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.js';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { readUploadedFile, type UploadedFile } from '../../lib/upload-file.js';
import { adminCallerOf } from '../../plugins/roles.js';
import { acceptUploads, type UploadRefusalListener } from '../../plugins/uploads.js';
import type { MediaService } from './media.service.js';

const tags = ['admin: media'];
/**
 * Every back-office role lists, reads and uploads; changing, replacing and deleting too, but a
 * contributor only the images they uploaded (the service's 403 for another's).
 */
const config = { roles: ROLE_SETS.backOffice };
const contributorNote = 'Contributors change only the images they uploaded; another is a 403.';

/** The answers that refuse an uploaded file itself (not a role or a missing tenant). */
const REFUSALS = new Set([400, 413, 415, 422]);
/** The multipart fields files may come in. */
const FILE_FIELDS = new Set(['file', 'files']);

/** A part's bytes, or the news that it was over the size limit (only its start was read). */
async function bytesOf(part: {
  toBuffer(): Promise<Buffer>;
  file: { truncated: boolean };
}): Promise<UploadedFile> {
  const bytes = await part.toBuffer();
  return part.file.truncated ? { kind: 'too_large' } : { kind: 'file', bytes };
}

/** The multipart parser's own errors are the client's (a 400), a files limit too many files. */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new HttpError(413, MEDIA_MESSAGES.tooManyFiles);
  return new HttpError(400, 'The upload is not a well-formed multipart form');
}

/**
 * The media library (issue 34): a publication's uploaded images, their texts, variants and
 * where they are used; mounted under /api/admin.
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod<{
  service: MediaService;
  /** Told of every refused file (an 'upload_refused' security event). */
  onUploadRefused?: UploadRefusalListener;
}> = async (app, { service, onUploadRefused }) => {
  const reportingRefusals = await acceptUploads(app, {
    fileSize: MEDIA_MAX_BYTES,
    files: MEDIA_MAX_FILES,
    refusals: REFUSALS,
    onRefused: onUploadRefused,
  });

  const reportRefused = async (request: FastifyRequest, result: MediaUploadResult) => {
    if (result.status !== 'refused' || !onUploadRefused) return;
    await onUploadRefused(request, {
      tenantId: request.tenant.id,
      userId: adminCallerOf(request).user.id,
      status: result.code,
      reason: result.reason,
    });
  };

  app.get(
    '/media',
    {
      config,
      schema: {
        tags,
        summary: "The publication's images, newest first: search, filters, pages",
        description:
          "`q` searches the name and the alt text; `unused=true` keeps the images nothing uses, `uploader` one account's, `month` (YYYY-MM, UTC) those uploaded then.",
        security,
        querystring: adminMediaListQuerySchema,
        response: { 200: adminMediaListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.list(request.tenant.id, request.query),
  );

  app.post(
    '/media',
    {
      config,
      schema: {
        tags,
        summary: `Upload images (multipart, field "file", up to ${MEDIA_MAX_FILES} files of at most 10 MB)`,
        description:
          'Each file is recognised by its bytes (PNG, JPEG, WebP, GIF), re-encoded to WebP and rendered at 320, 640, 1024 and 1600 pixels wide (never enlarged; its own width too when narrower) in AVIF and WebP. Answers one result per file, in the order sent: `stored` with the image, or `refused` with the status it would have had (413 too large, 415 not an image, 422 unreadable) and why; the other files are stored all the same.',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: mediaUploadResponseSchema, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, MEDIA_MESSAGES.missing);
      const caller = adminCallerOf(request);
      const results: MediaUploadResult[] = [];
      try {
        for await (const part of request.files({ throwFileSizeLimit: false })) {
          if (!FILE_FIELDS.has(part.fieldname)) {
            await part.toBuffer();
            continue;
          }
          const filename = part.filename || 'image';
          const result = await service.upload(
            request.tenant,
            caller,
            filename,
            await bytesOf(part),
          );
          await reportRefused(request, result);
          results.push(result);
        }
      } catch (error) {
        const refusal = asUploadError(error);
        // Too many files: those read so far keep their results, the rest are one refusal.
        if (refusal instanceof HttpError && refusal.statusCode === 413 && results.length > 0) {
          const result: MediaUploadResult = {
            status: 'refused',
            filename: '',
            code: 413,
            reason: refusal.message,
          };
          await reportRefused(request, result);
          results.push(result);
        } else {
          throw refusal;
        }
      }
      if (results.length === 0) throw new HttpError(400, MEDIA_MESSAGES.missing);
      const stored = results.filter((result) => result.status === 'stored').length;
      return { results, stored, refused: results.length - stored };
    },
  );

  app.get(
    '/media/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One image of the library',
        security,
        params: idParamsSchema,
        response: { 200: adminMediaSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.get(request.tenant.id, request.params.id),
  );

  app.get(
    '/media/:id/usage',
    {
      config,
      schema: {
        tags,
        summary: 'Where an image is used',
        description:
          "The articles that show it as their lead image or in their body, the ad campaigns whose creative it is, the tags whose image it is (each by any of the image's files).",
        security,
        params: idParamsSchema,
        response: { 200: mediaUsageResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.usage(request.tenant.id, request.params.id),
  );

  app.put(
    '/media/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change the name, alt text, caption or credit: only the fields sent',
        description: contributorNote,
        security,
        params: idParamsSchema,
        body: adminMediaUpdateSchema,
        response: { 200: adminMediaSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.update(request.tenant, adminCallerOf(request), request.params.id, request.body),
  );

  app.put(
    '/media/:id/file',
    {
      config,
      schema: {
        tags,
        summary: 'Replace the file, keeping the id and the texts (multipart, field "file")',
        description: `The new file is checked and rendered as an upload is; the articles, campaigns and tags that used the old files show the new ones, and the old files are removed. ${contributorNote}`,
        security,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: adminMediaSchema, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) =>
      reportingRefusals(request, request.tenant.id, async () =>
        service.replace(
          request.tenant,
          adminCallerOf(request),
          request.params.id,
          await readUploadedFile(request, MEDIA_MESSAGES.missing),
        ),
      ),
  );

  app.delete(
    '/media/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an image nothing uses, and its files',
        description: `While anything uses it the answer is a 409 listing where (as \`GET /admin/media/{id}/usage\`), and nothing is deleted. ${contributorNote}`,
        security,
        params: idParamsSchema,
        response: { 204: z.null(), 409: mediaInUseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const outcome = await service.remove(
        request.tenant,
        adminCallerOf(request),
        request.params.id,
      );
      if (!outcome.deleted) {
        return reply.status(409).send({ detail: MEDIA_MESSAGES.inUse, usage: outcome.usage });
      }
      return reply.status(204).send(null);
    },
  );
};
