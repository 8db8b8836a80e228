import {
  compInputSchema,
  idParamsSchema,
  MEMBERSHIP_API_PATHS as PATHS,
  MEMBERSHIP_LIMITS,
  MEMBERSHIP_MESSAGES,
  memberDetailSchema,
  memberImportReportSchema,
  memberListQuerySchema,
  memberListSchema,
  membershipFiguresSchema,
  ROLE_SETS,
} from '@helionews/contracts';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.js';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { readUploadedFile } from '../../lib/upload-file.js';
import { adminCallerOf } from '../../plugins/roles.js';
import { acceptUploads, type UploadRefusalListener } from '../../plugins/uploads.js';
import type { MembersService } from './members.service.js';

const tags = ['admin: members'];
// Editors read the members and the figures; admins act on them (comps, import, export).
const read = { roles: ROLE_SETS.editorial };
const manage = { roles: ROLE_SETS.tenantAdmin };

/** A contract path under /api/admin, as this scope (prefixed /admin) registers it. */
const inScope = (path: string) => path.replace(/^\/admin/, '');
const ID = ':id';
const REFUSALS = new Set([400, 413, 415, 422]);

const FIGURE_RANGES = [30, 90, 365];
const figuresQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .default(30)
    .refine((days) => FIGURE_RANGES.includes(days), { error: 'must be 30, 90 or 365' }),
});

/** Issue 33's back-office calls on members. */
export const membersAdminRoutes: FastifyPluginAsyncZod<{
  service: MembersService;
  onUploadRefused?: UploadRefusalListener;
}> = async (app, { service, onUploadRefused }) => {
  const reportingRefusals = await acceptUploads(app, {
    fileSize: MEMBERSHIP_LIMITS.importMaxBytes,
    refusals: REFUSALS,
    onRefused: onUploadRefused,
  });

  app.get(
    inScope(PATHS.adminMembers),
    {
      config: read,
      schema: {
        tags,
        summary: "The publication's members, newest first",
        description:
          'Readers who signed up here or are members here. `status` filters by standing (comped while a comp lasts, else paid, past_due or canceled by their current subscription, else free), `tier` by their paid tier, `q` matches part of the email, username or display name. 25 a page.',
        security,
        querystring: memberListQuerySchema,
        response: { 200: memberListSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.list(request.tenant.id, request.query),
  );

  app.get(
    inScope(PATHS.adminMembersExport),
    {
      config: manage,
      schema: {
        tags,
        summary: 'Every member as CSV',
        description:
          'Columns: email, name, status, tier, interval, renews_at, comp_until, joined_at. A cell starting with = + - @ is prefixed with a quote, so no spreadsheet runs it as a formula.',
        security,
        response: { 200: z.string(), ...errors(401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', 'attachment; filename="members.csv"')
        .type('text/csv; charset=utf-8')
        // A stream is sent as it is, never serialized: the schema only documents the body.
        .send(Readable.from(service.exportCsv(request.tenant.id)) as unknown as string),
  );

  app.post(
    inScope(PATHS.adminMembersImport),
    {
      config: manage,
      schema: {
        tags,
        summary: 'Import members from a CSV file (multipart, field "file", at most 5 MB)',
        description:
          'A header row with an `email` column, optionally `name`, `tier` (a tier\'s name) and `comp_until` (a date or date-time); at most 20,000 rows. An unknown address gets an account without a usable password (its owner sets one with "forgot password"), a known one becomes a member here; a named tier is comped (in a file with a `status` column, an export, only on rows whose status is `comped`: a paying member\'s tier is their subscription). Rejected rows come back with their reason: invalid email, duplicate in file, unknown tier, invalid date, too many rows.',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: memberImportReportSchema, ...errors(400, 401, 403, 413, 415, 422) },
      },
    },
    async (request) =>
      reportingRefusals(request, request.tenant.id, async () => {
        const file = await readUploadedFile(request, MEMBERSHIP_MESSAGES.importNotCsv);
        if (file.kind === 'too_large') throw new HttpError(413, MEMBERSHIP_MESSAGES.importNotCsv);
        return service.importCsv(request.tenant, adminCallerOf(request), file.bytes);
      }),
  );

  app.get(
    inScope(PATHS.adminMember(ID)),
    {
      config: read,
      schema: {
        tags,
        summary: 'One member, with their history (newest first) and metered reads this month',
        security,
        params: idParamsSchema,
        response: { 200: memberDetailSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.detail(request.tenant.id, request.params.id),
  );

  app.post(
    inScope(PATHS.adminMemberComp(ID)),
    {
      config: manage,
      schema: {
        tags,
        summary: 'Grant a member a paid tier for free, for good or until a moment',
        description: 'Replaces a comp the member had. An unknown or archived tier is 422.',
        security,
        params: idParamsSchema,
        body: compInputSchema,
        response: { 200: memberDetailSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.comp(request.tenant, adminCallerOf(request), request.params.id, request.body),
  );

  app.delete(
    inScope(PATHS.adminMemberComp(ID)),
    {
      config: manage,
      schema: {
        tags,
        summary: "Take back a member's complimentary tier",
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await service.uncomp(request.tenant, adminCallerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    inScope(PATHS.adminMembershipFigures),
    {
      config: read,
      schema: {
        tags,
        summary: 'Members, paying members, monthly recurring revenue and cancellations',
        description:
          'Now, and at the end of each of the last `days` days (30, 90 or 365; UTC). Revenue is in the currency most tiers use (usd without tiers), a yearly price counted as a twelfth a month.',
        security,
        querystring: figuresQuerySchema,
        response: { 200: membershipFiguresSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.figures(request.tenant.id, request.query.days),
  );
};
