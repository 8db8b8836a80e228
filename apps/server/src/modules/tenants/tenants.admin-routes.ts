import {
  adminTenantListResponseSchema,
  adminTenantSchema,
  errorResponseSchema,
  idParamsSchema,
  TENANT_MESSAGES,
  tenantCreateSchema,
  tenantDeleteQuerySchema,
  tenantListQuerySchema,
  tenantUpdateSchema,
} from '@helionews/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.js';
import type { TenantsService } from './tenants.service.js';

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));
const security = [{ bearerAuth: [] }];
const LOGO_READ_LIMIT = 2 * 1024 * 1024;

/** Platform-level tenant management; mounted under /api/admin behind the admin guard. */
export const tenantsAdminRoutes: FastifyPluginAsyncZod<{ service: TenantsService }> = async (
  app,
  { service },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOGO_READ_LIMIT, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    '/tenants',
    {
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
      schema: {
        tags: ['admin: tenants'],
        summary: 'Create a tenant',
        security,
        body: tenantCreateSchema,
        response: { 201: adminTenantSchema, ...errors(401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  app.put(
    '/tenants/:id',
    {
      schema: {
        tags: ['admin: tenants'],
        summary: 'Update a tenant: only the fields sent change, nested objects merge',
        security,
        params: idParamsSchema,
        body: tenantUpdateSchema,
        response: { 200: adminTenantSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  app.delete(
    '/tenants/:id',
    {
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
      await service.delete(request.params.id, request.query.force);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tenants/:id/logo',
    {
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
      if (!tenant.features.logoUpload) throw new HttpError(403, TENANT_MESSAGES.logoUploadDisabled);
      if (!request.isMultipart()) throw new HttpError(415, TENANT_MESSAGES.logoMissing);
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw new HttpError(400, TENANT_MESSAGES.logoMissing);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, TENANT_MESSAGES.logoTooLarge);
        }
        throw error;
      }
      return service.setLogo(request.params.id, bytes);
    },
  );

  app.delete(
    '/tenants/:id/logo',
    {
      schema: {
        tags: ['admin: tenants'],
        summary: 'Remove the tenant logo; the letter fallback returns',
        security,
        params: idParamsSchema,
        response: { 200: adminTenantSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.clearLogo(request.params.id),
  );
};
