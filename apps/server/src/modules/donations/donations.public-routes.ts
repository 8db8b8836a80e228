import {
  donationCreateSchema,
  donationListQuerySchema,
  donationListResponseSchema,
  donationSchema,
  errorResponseSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.js';
import type { DonationsService } from './donations.service.js';

export const donationsPublicRoutes: FastifyPluginAsyncZod<{ service: DonationsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/user/donations',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['donations'],
        summary: "The signed-in user's donations to this publication, newest first",
        security: [{ bearerAuth: [] }],
        querystring: donationListQuerySchema,
        response: {
          200: donationListResponseSchema,
          401: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) =>
      service.listForUser(request.tenant.id, sessionOf(request).user.id, request.query),
  );

  app.post(
    '/user/donations',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: 30, timeWindow: 3_600_000 }, idempotent: true },
      schema: {
        tags: ['donations'],
        summary: 'Record a donation to this publication',
        security: [{ bearerAuth: [] }],
        body: donationCreateSchema,
        response: {
          201: donationSchema,
          401: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const donation = await service.create(
        request.tenant.id,
        sessionOf(request).user.id,
        request.body,
      );
      return reply.status(201).send(donation);
    },
  );
};
