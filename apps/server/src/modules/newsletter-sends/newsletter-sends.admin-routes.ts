import {
  idParamsSchema,
  newsletterAnswerSchema,
  newsletterPreviewQuerySchema,
  newsletterPreviewSchema,
  newsletterSendDetailSchema,
  newsletterSendListSchema,
  newsletterSendSchema,
  ROLE_SETS,
  sendCreateSchema,
  sendListQuerySchema,
  testSendSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses as errors } from '../../lib/route-schemas.js';
import { adminCallerOf } from '../../plugins/roles.js';
import type { NewsletterSendsService } from './newsletter-sends.service.js';

const tags = ['admin: newsletters'];
// Admins and editors send newsletters, like the stories they publish.
const config = { roles: ROLE_SETS.editorial };
const HOUR_MS = 3_600_000;

/** Issue 32's sending calls: send a story, follow, cancel and retry sends, preview, test. */
export const newsletterSendsAdminRoutes: FastifyPluginAsyncZod<{
  service: NewsletterSendsService;
}> = async (app, { service }) => {
  app.post(
    '/newsletters/:id/sends',
    {
      config,
      schema: {
        tags,
        summary: 'Send a published story as this newsletter, now or at `send_at`',
        description:
          'The story must be a published story of this publication (422 otherwise). The send is `scheduled`; the delivery engine starts it at `send_at` (now when absent): the message is rendered then, and every active subscriber who is not suppressed gets one copy.',
        security,
        params: idParamsSchema,
        body: sendCreateSchema,
        response: { 202: newsletterSendSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const send = await service.create(
        request.tenant,
        adminCallerOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(202).send(send);
    },
  );

  app.get(
    '/newsletters/:id/preview',
    {
      config,
      schema: {
        tags,
        summary: 'The message a recipient gets for a story, with a sample unsubscribe link',
        security,
        params: idParamsSchema,
        querystring: newsletterPreviewQuerySchema,
        response: { 200: newsletterPreviewSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.preview(request.tenant, request.params.id, request.query.story_id),
  );

  app.post(
    '/newsletters/:id/test',
    {
      config: { ...config, rateLimit: { max: 30, timeWindow: HOUR_MS } },
      schema: {
        tags,
        summary: 'Mail one test copy of a story (the latest one when none is named)',
        description:
          'The same message and transport as a send, its subject starting with "[Test] "; no subscription is needed. 502 with the mail server\'s answer when it refuses the copy.',
        security,
        params: idParamsSchema,
        body: testSendSchema,
        response: { 202: newsletterAnswerSchema, ...errors(401, 403, 404, 422, 429, 502) },
      },
    },
    async (request, reply) => {
      const answer = await service.test(
        request.tenant,
        adminCallerOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(202).send(answer);
    },
  );

  app.get(
    '/newsletter-sends',
    {
      config,
      schema: {
        tags,
        summary: "The publication's sends, newest first, each with its delivery counts",
        security,
        querystring: sendListQuerySchema,
        response: { 200: newsletterSendListSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => service.list(request.tenant.id, request.query),
  );

  app.get(
    '/newsletter-sends/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One send: its counts and the deliveries that did not go, with the reasons',
        security,
        params: idParamsSchema,
        response: { 200: newsletterSendDetailSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => service.detail(request.tenant.id, request.params.id),
  );

  app.post(
    '/newsletter-sends/:id/retry-failed',
    {
      config,
      schema: {
        tags,
        summary: "Queue a send's failed deliveries again",
        description:
          'Each failed delivery starts again from its first attempt, and the send is under way again. 409 when none failed.',
        security,
        params: idParamsSchema,
        response: { 200: newsletterSendDetailSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.retryFailed(request.tenant, adminCallerOf(request), request.params.id),
  );

  app.post(
    '/newsletter-sends/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Stop a scheduled or running send',
        description:
          'What is still queued stays unsent (and counted as queued); 409 when the send has finished.',
        security,
        params: idParamsSchema,
        response: { 200: newsletterSendDetailSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.cancel(request.tenant, adminCallerOf(request), request.params.id),
  );
};
