import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod schemas on every route: JSON at /api/docs/json, UI at /api/docs. */
async function docsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'HelioNews API',
        description:
          'Reader, account and back-office API of HelioNews. Send `X-Tenant-ID: <slug>` to pick the publication (default `helionews`). Errors are `{"detail": "..."}`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
      tags: [
        { name: 'system', description: 'Liveness and readiness' },
        { name: 'stories', description: 'Published stories of the current tenant' },
        { name: 'categories', description: 'Categories of the current tenant' },
        { name: 'tenants', description: 'Publications' },
        { name: 'auth', description: 'Accounts, sessions, preferences and password reset' },
        { name: 'donations', description: "The signed-in reader's donations" },
        {
          name: 'admin: tenants',
          description: 'Back-office: manage publications (platform admins)',
        },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

export default fp(docsPlugin, { name: 'docs' });
