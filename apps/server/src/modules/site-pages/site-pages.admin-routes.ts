import {
  adminSitePageCreateSchema,
  adminSitePageListResponseSchema,
  adminSitePageOrderSchema,
  adminSitePageSchema,
  adminSitePageUpdateSchema,
  idParamsSchema,
  ROLE_SETS,
  sitePageRevisionListSchema,
  sitePageRevisionParamsSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { SitePagesService } from './site-pages.service.js';

const tags = ['admin: pages'];
// One roles hook for the file: editors and admins manage the pages; contributors get 403.
const config = { roles: ROLE_SETS.editorial };

/** Issue 34's static pages in the back-office (the `pages` module is the page renderer). */
export const sitePagesAdminRoutes: FastifyPluginAsyncZod<{ service: SitePagesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/pages',
    {
      config,
      schema: {
        tags,
        summary: "The tenant's pages, drafts included",
        description:
          'Header pages first, then footer, then the others, each in the editor’s order.',
        security,
        response: { 200: adminSitePageListResponseSchema, ...errors(401, 403) },
      },
    },
    async (request) => service.adminList(request.tenant.id),
  );

  app.post(
    '/pages',
    {
      config,
      schema: {
        tags,
        summary: 'Create a page',
        description:
          'Without `slug`, the title gives one; a slug another page of this tenant uses is a 409. `body_html` is sanitized like a story’s. The page goes last in its placement.',
        security,
        body: adminSitePageCreateSchema,
        response: { 201: adminSitePageSchema, ...errors(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.tenant, adminCallerOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  // Declared before /pages/:id, which would otherwise read 'order' as an id.
  app.put(
    '/pages/order',
    {
      config,
      schema: {
        tags,
        summary: 'Set the order of the pages of each placement',
        description:
          'Each placement sent lists its page ids in their new order; a page listed under another placement moves there. Every id must be one of this tenant’s pages, listed once (422 otherwise). Answers the whole list.',
        security,
        body: adminSitePageOrderSchema,
        response: { 200: adminSitePageListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.reorder(request.tenant, adminCallerOf(request), request.body),
  );

  app.get(
    '/pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One page, draft or published',
        security,
        params: idParamsSchema,
        response: { 200: adminSitePageSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.adminGet(request.tenant.id, request.params.id),
  );

  app.put(
    '/pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a page: only the fields sent',
        description:
          'Each save keeps the version before it as a revision. A new placement puts the page last there.',
        security,
        params: idParamsSchema,
        body: adminSitePageUpdateSchema,
        response: { 200: adminSitePageSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.update(request.tenant, adminCallerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a page and its revisions',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await service.remove(request.tenant, adminCallerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/pages/:id/revisions',
    {
      config,
      schema: {
        tags,
        summary: "A page's earlier versions, newest first",
        security,
        params: idParamsSchema,
        response: { 200: sitePageRevisionListSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.revisions(request.tenant.id, request.params.id),
  );

  app.post(
    '/pages/:id/revisions/:revisionId/restore',
    {
      config,
      schema: {
        tags,
        summary: "Restore a revision's title, slug and body",
        description:
          'A new save (so it can be undone): the current version is kept as a revision first. Status and placement stay.',
        security,
        params: sitePageRevisionParamsSchema,
        response: { 200: adminSitePageSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.restore(
        request.tenant,
        adminCallerOf(request),
        request.params.id,
        request.params.revisionId,
      ),
  );
};
