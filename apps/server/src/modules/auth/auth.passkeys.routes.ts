import {
  authResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  passkeyCreationOptionsSchema,
  passkeyListSchema,
  passkeyLoginOptionsRequestSchema,
  passkeyLoginOptionsResponseSchema,
  passkeyLoginVerifyRequestSchema,
  passkeyRegisterVerifyRequestSchema,
  passkeySchema,
} from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.js';
import type { RelyingParty } from './auth.passkeys.js';
import { requestContext } from './auth.request-context.js';
import type { AuthService } from './auth.service.js';

const HOUR_MS = 3_600_000;
const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));
const bearer = [{ bearerAuth: [] }];

/**
 * The relying party as the reader sees it (ADR 034): the request's host (X-Forwarded-Host from a
 * trusted proxy) is the RP ID, its origin the one accepted. A publication on its own host gets
 * passkeys of that host; one under PUBLIC_URL shares PUBLIC_URL's.
 */
export function relyingPartyOf(request: FastifyRequest): RelyingParty {
  const origin = new URL(`${request.protocol}://${request.host}`).origin;
  return { rpId: new URL(origin).hostname, origin };
}

/** Passkeys of the signed-in account, and signing in with one (issue 35, ADR 034). */
export const authPasskeyRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (
  app,
  { service },
) => {
  const passkeys = service.passkeys;

  app.post(
    '/auth/passkeys/register/options',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: 20, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Start adding a passkey: the WebAuthn creation options',
        description:
          "For the browser's navigator.credentials.create (SimpleWebAuthn's startRegistration): a discoverable credential with user verification, for this host, none of the account's passkeys again. The challenge lives 5 minutes; a newer request replaces it.",
        security: bearer,
        response: { 200: passkeyCreationOptionsSchema, ...errors(401, 429) },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(
          await passkeys.registrationOptions(
            requestContext(request),
            relyingPartyOf(request),
            sessionOf(request).user,
          ),
        ),
  );

  app.post(
    '/auth/passkeys/register/verify',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: 20, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: "Add the passkey: the authenticator's answer and a name",
        description:
          'Checks the answer to the pending options (challenge, origin, RP ID, user verification) and stores the passkey. 400 when it is not accepted or no options are pending; 409 when this passkey is already registered.',
        security: bearer,
        body: passkeyRegisterVerifyRequestSchema,
        response: { 201: passkeySchema, ...errors(400, 401, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await passkeys.register(
            requestContext(request),
            relyingPartyOf(request),
            sessionOf(request).user,
            request.body,
          ),
        ),
  );

  app.get(
    '/auth/passkeys',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: "The signed-in account's passkeys",
        security: bearer,
        response: { 200: passkeyListSchema, ...errors(401) },
      },
    },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await passkeys.list(sessionOf(request).user)),
  );

  app.delete(
    '/auth/passkeys/:id',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: 30, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Remove one of your passkeys',
        description: '404 for an id that is not one of your passkeys.',
        security: bearer,
        params: idParamsSchema,
        response: { 204: z.null().describe('removed'), ...errors(401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      await passkeys.remove(requestContext(request), sessionOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/passkeys/login/options',
    {
      config: { rateLimit: { max: 100, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with a passkey: the WebAuthn request options',
        description:
          "For navigator.credentials.get (SimpleWebAuthn's startAuthentication), with user verification required, and a `challenge_id` to send back (single use, 5 minutes). Without a body, any passkey of this host may answer (discoverable credentials). With the `mfa_token` of a password sign-in, only that account's passkeys are asked for (400 when the token is not live).",
        body: passkeyLoginOptionsRequestSchema.optional(),
        response: { 200: passkeyLoginOptionsResponseSchema, ...errors(400, 422, 429) },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(
          await passkeys.loginOptions(
            requestContext(request),
            relyingPartyOf(request),
            request.body ?? {},
          ),
        ),
  );

  app.post(
    '/auth/passkeys/login/verify',
    {
      config: { rateLimit: { max: 100, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the passkey: the session, as a password sign-in answers it',
        description: `A passkey with user verification is a sign-in by itself: no code is asked. With the \`mfa_token\` of a password sign-in it ends that sign-in (the token is used up). A refused answer is a 401 and counts as a failed sign-in of this address (after ${service.policy.maxLoginFailures} the address is locked out of the account for 15 minutes: 429). An unknown, used or expired challenge_id or mfa_token is a 400.`,
        body: passkeyLoginVerifyRequestSchema,
        response: { 200: authResponseSchema, ...errors(400, 401, 403, 422, 429) },
      },
    },
    async (request) =>
      passkeys.login(requestContext(request), relyingPartyOf(request), request.body),
  );
};
