import {
  ADMIN_NEWSLETTER_API_PATHS as PATHS,
  adminNewsletterListSchema,
  adminNewsletterSchema,
  idParamsSchema,
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES,
  newsletterGrowthQuerySchema,
  newsletterGrowthSchema,
  newsletterInputSchema,
  ROLE_SETS,
  subscriberImportReportSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  suppressionListQuerySchema,
  suppressionListSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.js';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { readUploadedFile } from '../../lib/upload-file.js';
import { adminCallerOf } from '../../plugins/roles.js';
import { acceptUploads, type UploadRefusalListener } from '../../plugins/uploads.js';
import type { NewslettersService } from './newsletters.service.js';

const tags = ['admin: newsletters'];
// Admins and editors manage newsletters and their subscribers (issue 32).
const config = { roles: ROLE_SETS.editorial };

/** A contract path under /api/admin, as this scope (prefixed /admin) registers it. */
const inScope = (path: string) => path.replace(/^\/admin/, '');
const ID = ':id';

/** The answers that refuse an uploaded file itself (not a role or a missing tenant). */
const REFUSALS = new Set([400, 413, 415, 422]);

/** A file name for the export: the newsletter's name in letters, digits and dashes. */
const exportName = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'newsletter'
  }-subscribers.csv`;

/** Issue 32's back-office calls: newsletters, their subscribers (list, import, export), suppressions. */
export const newslettersAdminRoutes: FastifyPluginAsyncZod<{
  service: NewslettersService;
  /** Told of every refused CSV upload (an 'upload_refused' security event). */
  onUploadRefused?: UploadRefusalListener;
}> = async (app, { service, onUploadRefused }) => {
  const reportingRefusals = await acceptUploads(app, {
    fileSize: NEWSLETTER_LIMITS.importMaxBytes,
    refusals: REFUSALS,
    onRefused: onUploadRefused,
  });

  app.get(
    inScope(PATHS.newsletters),
    {
      config,
      schema: {
        tags,
        summary: "The publication's newsletters, with subscriber counts",
        description: 'Pending counts only requests whose confirmation link is still valid.',
        security,
        response: { 200: adminNewsletterListSchema, ...errors(401, 403) },
      },
    },
    async (request) => service.adminList(request.tenant.id),
  );

  app.post(
    inScope(PATHS.newsletters),
    {
      config,
      schema: {
        tags,
        summary: 'Create a newsletter',
        security,
        body: newsletterInputSchema,
        response: { 201: adminNewsletterSchema, ...errors(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.create(request.tenant, adminCallerOf(request), request.body)),
  );

  app.put(
    inScope(PATHS.newsletter(ID)),
    {
      config,
      schema: {
        tags,
        summary: 'Change a newsletter (every field, as created)',
        security,
        params: idParamsSchema,
        body: newsletterInputSchema,
        response: { 200: adminNewsletterSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.update(request.tenant, adminCallerOf(request), request.params.id, request.body),
  );

  app.delete(
    inScope(PATHS.newsletter(ID)),
    {
      config,
      schema: {
        tags,
        summary: 'Delete a newsletter with its subscribers and sends',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await service.delete(request.tenant, adminCallerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    inScope(PATHS.growth(ID)),
    {
      config,
      schema: {
        tags,
        summary: 'Active subscribers at the end of each day, with those who joined and left',
        description:
          "Days in the publication's time zone, the last `days` (7-365, 30 by default) up to today; joined counts confirmations, left unsubscriptions.",
        security,
        params: idParamsSchema,
        querystring: newsletterGrowthQuerySchema,
        response: { 200: newsletterGrowthSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.growth(request.tenant, request.params.id, request.query.days),
  );

  app.get(
    inScope(PATHS.subscribers(ID)),
    {
      config,
      schema: {
        tags,
        summary: "A newsletter's subscribers, newest first",
        description: '`status` filters, `q` matches part of the address.',
        security,
        params: idParamsSchema,
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberListSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.subscribers(request.tenant.id, request.params.id, request.query),
  );

  app.post(
    inScope(PATHS.subscribersImport(ID)),
    {
      config,
      schema: {
        tags,
        summary: 'Import subscribers from a CSV file (multipart, field "file", at most 5 MB)',
        description:
          'A header row with an `email` column (any letter case; other columns are ignored), at most 50,000 rows. Each address becomes an active subscriber (source `import`), is skipped (already active) or is rejected with its row and reason: invalid email, duplicate in file, suppressed, unsubscribed earlier (one who left is never brought back), too many rows.',
        security,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: subscriberImportReportSchema,
          ...errors(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request) =>
      reportingRefusals(request, request.tenant.id, async () => {
        const file = await readUploadedFile(request, NEWSLETTER_MESSAGES.importNotCsv);
        if (file.kind === 'too_large') throw new HttpError(413, NEWSLETTER_MESSAGES.importNotCsv);
        return service.importCsv(
          request.tenant,
          adminCallerOf(request),
          request.params.id,
          file.bytes,
        );
      }),
  );

  app.get(
    inScope(PATHS.subscribersExport(ID)),
    {
      config,
      schema: {
        tags,
        summary: "A newsletter's subscribers as CSV",
        description:
          'Columns: email, status, source, created_at, confirmed_at, unsubscribed_at. A cell starting with = + - @ is prefixed with a quote, so no spreadsheet runs it as a formula.',
        security,
        params: idParamsSchema,
        response: { 200: z.string(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { name, csv } = await service.exportCsv(request.tenant.id, request.params.id);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${exportName(name)}"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.get(
    inScope(PATHS.suppressions),
    {
      config,
      schema: {
        tags,
        summary: 'Addresses this publication no longer mails',
        description:
          'Bounces and complaints the provider reported, newest first; `q` matches part of the address.',
        security,
        querystring: suppressionListQuerySchema,
        response: { 200: suppressionListSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.suppressions(request.tenant.id, request.query),
  );

  app.delete(
    inScope(PATHS.suppression(ID)),
    {
      config,
      schema: {
        tags,
        summary: 'Lift a suppression: the address may subscribe and be mailed again',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await service.deleteSuppression(request.tenant, adminCallerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
