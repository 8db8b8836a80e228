import { ROLE_SETS, siteSettingsSchema, siteSettingsUpdateSchema } from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { TenantsService } from '../tenants/tenants.service.js';

/** What the Site Settings routes ask the tenants service. */
type SettingsService = Pick<TenantsService, 'siteSettings' | 'updateSiteSettings'>;

const tags = ['admin: site settings'];
const config = { roles: ROLE_SETS.tenantAdmin };

/** SPEC section 7: GET and PUT /admin/settings, per tenant. */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/settings',
    {
      config,
      schema: {
        tags,
        summary: "This tenant's site settings",
        security,
        response: { 200: siteSettingsSchema, ...errors(401, 403) },
      },
    },
    async (request) => service.siteSettings(request.tenant.id),
  );

  app.put(
    '/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Change site settings: only the fields sent change, social links merge',
        description: 'Readers see the change at once (the tenant content version is bumped).',
        security,
        body: siteSettingsUpdateSchema,
        response: { 200: siteSettingsSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) =>
      service.updateSiteSettings(request.tenant.id, request.body, adminCallerOf(request).user),
  );
};
