import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
  ROLE_SETS,
  unreadCountSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['admin: notifications'];
const config = { roles: ROLE_SETS.backOffice };

/** The options of a route on all the caller's notifications here, which answers `response`. */
const allMineRoute = <Response extends z.ZodType>(summary: string, response: Response) => ({
  config,
  schema: { tags, summary, security, response: { 200: response, ...errors(401, 403) } },
});

/** Each back-office user's own notifications on the current tenant. */
export const notificationsAdminRoutes: FastifyPluginAsyncZod<{
  service: NotificationsService;
}> = async (app, { service }) => {
  app.get(
    '/notifications',
    {
      config,
      schema: {
        tags,
        summary: 'My notifications here, newest first',
        security,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) =>
      service.list(request.tenant.id, adminCallerOf(request).user.id, request.query),
  );

  app.get(
    '/notifications/unread-count',
    allMineRoute('How many of my notifications here are unread', unreadCountSchema),
    async (request) => service.unreadCount(request.tenant.id, adminCallerOf(request).user.id),
  );

  app.post(
    '/notifications/read-all',
    allMineRoute('Mark all my notifications here read', unreadCountSchema),
    async (request) => service.markAllRead(request.tenant.id, adminCallerOf(request).user.id),
  );

  app.post(
    '/notifications/:id/read',
    {
      config,
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        security,
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.markRead(request.tenant.id, adminCallerOf(request).user.id, request.params.id),
  );
};
