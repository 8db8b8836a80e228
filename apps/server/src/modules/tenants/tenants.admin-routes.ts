import {
  adminTenantListResponseSchema,
  adminTenantSchema,
  errorResponseSchema,
  idParamsSchema,
  ROLE_SETS,
  TENANT_MESSAGES,
  tenantCreateSchema,
  tenantDeleteQuerySchema,
  tenantListQuerySchema,
  tenantSelfUpdateSchema,
  tenantUpdateSchema,
  type TenantInfo,
} from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCallerOf } from '../../plugins/roles.js';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.js';
import { toTenantInfo } from './tenants.mapper.js';
import type { TenantsService } from './tenants.service.js';
import { readUploadedFile } from '../../lib/upload-file.js';
import { acceptUploads, type UploadRefusalListener } from '../../plugins/uploads.js';

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));
const security = [{ bearerAuth: [] }];
const LOGO_READ_LIMIT = 2 * 1024 * 1024;
/** The answers that refuse an upload itself (not a missing tenant or a role). */
const REFUSALS = new Set([400, 403, 413, 415]);

/** Tenant Management is for platform admins only (SPEC section 2: 'admin-only'). */
const platformOnly = { roles: ROLE_SETS.platform };

/**
 * The uploaded logo's bytes: refused before reading when the tenant's logoUpload feature is off,
 * and when the request is not a multipart upload in the field "file" of at most 2 MB.
 */
async function readLogoUpload(request: FastifyRequest, tenant: TenantInfo): Promise<Buffer> {
  if (!tenant.features.logoUpload) throw new HttpError(403, TENANT_MESSAGES.logoUploadDisabled);
  const upload = await readUploadedFile(request, TENANT_MESSAGES.logoMissing);
  if (upload.kind === 'too_large') throw new HttpError(413, TENANT_MESSAGES.logoTooLarge);
  return upload.bytes;
}

/**
 * Tenant Management (platform admins, any tenant by id) and Tenant Settings (the tenant the
 * request names, for its own admins); mounted under /api/admin.
 */
export const tenantsAdminRoutes: FastifyPluginAsyncZod<{
  service: TenantsService;
  /** Told of every refused logo upload (an 'upload_refused' security event). */
  onUploadRefused?: UploadRefusalListener;
}> = async (app, { service, onUploadRefused }) => {
  /** Runs an upload; a refusal (bad type, too large, feature off...) is reported, then answered. */
  const reportingRefusals = await acceptUploads(app, {
    fileSize: LOGO_READ_LIMIT,
    refusals: REFUSALS,
    onRefused: onUploadRefused,
  });

  app.get(
    '/tenants',
    {
      config: platformOnly,
      schema: {
        tags: ['admin: tenants'],
        summary: 'Tenants, searchable by slug or name, paginated',
        security,
        querystring: tenantListQuerySchema,
        response: { 200: adminTenantListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/tenants/:id',
    {
      config: platformOnly,
      schema: {
        tags: ['admin: tenants'],
        summary: 'One tenant',
        security,
        params: idParamsSchema,
        response: { 200: adminTenantSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/tenants',
    {
      config: platformOnly,
      schema: {
        tags: ['admin: tenants'],
        summary: 'Create a tenant',
        security,
        body: tenantCreateSchema,
        response: { 201: adminTenantSchema, ...errors(401, 403, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body, adminCallerOf(request).user)),
  );

  app.put(
    '/tenants/:id',
    {
      config: platformOnly,
      schema: {
        tags: ['admin: tenants'],
        summary: 'Update a tenant: only the fields sent change, nested objects merge',
        security,
        params: idParamsSchema,
        body: tenantUpdateSchema,
        response: { 200: adminTenantSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.update(request.params.id, request.body, adminCallerOf(request).user),
  );

  app.delete(
    '/tenants/:id',
    {
      config: platformOnly,
      schema: {
        tags: ['admin: tenants'],
        summary: 'Delete a tenant (never the default one; with content only with force=true)',
        security,
        params: idParamsSchema,
        querystring: tenantDeleteQuerySchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await service.delete(request.params.id, request.query.force, adminCallerOf(request).user);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tenants/:id/logo',
    {
      config: platformOnly,
      schema: {
        tags: ['admin: tenants'],
        summary:
          'Upload the tenant logo (multipart, field "file": PNG, JPEG, WebP or GIF, at most 2 MB)',
        description:
          'Needs the tenant feature flag logoUpload. The image is re-encoded to the sizes the logo component uses.',
        security,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: adminTenantSchema, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const tenant = await service.get(request.params.id);
      return reportingRefusals(request, tenant.id, async () =>
        service.setLogo(
          tenant.id,
          await readLogoUpload(request, tenant),
          adminCallerOf(request).user,
        ),
      );
    },
  );

  app.delete(
    '/tenants/:id/logo',
    {
      config: platformOnly,
      schema: {
        tags: ['admin: tenants'],
        summary: 'Remove the tenant logo; the letter fallback returns',
        security,
        params: idParamsSchema,
        response: { 200: adminTenantSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.clearLogo(request.params.id, adminCallerOf(request).user),
  );

  const tenantAdmins = { roles: ROLE_SETS.tenantAdmin };
  const ownTags = ['admin: tenant settings'];

  app.get(
    '/tenant-settings',
    {
      config: tenantAdmins,
      schema: {
        tags: ownTags,
        summary: 'The tenant the request names, as its admins edit it',
        security,
        response: { 200: adminTenantSchema, ...errors(401, 403) },
      },
    },
    async (request) => service.get(request.tenant.id),
  );

  app.put(
    '/tenant-settings',
    {
      config: tenantAdmins,
      schema: {
        tags: ownTags,
        summary: 'Update name, description, branding and settings of this tenant (partial)',
        description: 'Slug and feature flags are changed in Tenant Management by platform admins.',
        security,
        body: tenantSelfUpdateSchema,
        response: { 200: adminTenantSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.update(request.tenant.id, request.body, adminCallerOf(request).user),
  );

  app.post(
    '/tenant-settings/logo',
    {
      config: tenantAdmins,
      schema: {
        tags: ownTags,
        summary: 'Upload this tenant\'s logo (multipart, field "file", at most 2 MB)',
        description: 'Needs the tenant feature flag logoUpload (403 with the reason otherwise).',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: adminTenantSchema, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request) =>
      reportingRefusals(request, request.tenant.id, async () =>
        service.setLogo(
          request.tenant.id,
          await readLogoUpload(request, toTenantInfo(request.tenant)),
          adminCallerOf(request).user,
        ),
      ),
  );

  app.delete(
    '/tenant-settings/logo',
    {
      config: tenantAdmins,
      schema: {
        tags: ownTags,
        summary: "Remove this tenant's logo; the letter fallback returns",
        security,
        response: { 200: adminTenantSchema, ...errors(401, 403) },
      },
    },
    async (request) => service.clearLogo(request.tenant.id, adminCallerOf(request).user),
  );
};
