import {
  errorResponseSchema,
  tenantInfoSchema,
  tenantListResponseSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toTenantInfo } from './tenants.mapper.js';
import type { TenantsService } from './tenants.service.js';
import { cacheTagsOf } from '../../plugins/read-cache.js';
import { contentTags } from '../content/content-tags.js';

export const tenantsPublicRoutes: FastifyPluginAsyncZod<{ service: TenantsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/tenant/info',
    {
      // The same for every caller: served from the versioned read cache.
      config: { readCache: {} },
      schema: {
        tags: ['tenants'],
        summary: 'The current tenant: name, branding, settings and features',
        description:
          'The tenant is chosen by the `X-Tenant-ID` header (a slug), else the first label of the host name, else `helionews`.',
        response: { 200: tenantInfoSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      cacheTagsOf(request).add(contentTags.settings);
      return toTenantInfo(request.tenant);
    },
  );

  app.get(
    '/tenants/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['tenants'],
        summary: 'All tenants, for the tenant switcher (admins only)',
        security: [{ bearerAuth: [] }],
        response: {
          200: tenantListResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => service.listPublic(),
  );
};
