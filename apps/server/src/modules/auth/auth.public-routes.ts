import {
  ADMIN_MESSAGES,
  changePasswordRequestSchema,
  signOutEverywhereResponseSchema,
  authResponseSchema,
  AUTH_MESSAGES,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginSecondFactorRequestSchema,
  signInExchangeRequestSchema,
  signInExchangeResponseSchema,
  secondFactorsStatusSchema,
  signInHistorySchema,
  totpConfirmRequestSchema,
  totpConfirmResponseSchema,
  totpRemoveRequestSchema,
  totpSetupResponseSchema,
  messageResponseSchema,
  preferencesSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  resetLinkCheckRequestSchema,
  resetLinkCheckResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  userProfileSchema,
} from '@helionews/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.js';
import { authPasskeyRoutes } from './auth.passkeys.routes.js';
import { requestContext } from './auth.request-context.js';
import type { AuthService } from './auth.service.js';

export { requestContext } from './auth.request-context.js';

const HOUR_MS = 3_600_000;
const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));
const bearer = [{ bearerAuth: [] }];

/** The email of a validated body, for per-account rate-limit keys. */
const bodyEmail = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : request.ip;
};

export const authPublicRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (
  app,
  { service },
) => {
  /** The options of a signed-in user's change to their own account: `body` in, `response` out. */
  const ownAccountChange = <Body extends z.ZodType, Response extends z.ZodType>(
    summary: string,
    description: string,
    body: Body,
    response: Response,
  ) => ({
    onRequest: app.requireAuth,
    schema: {
      tags: ['auth'],
      summary,
      description,
      security: bearer,
      body,
      response: { 200: response, ...errors(401, 422) },
    },
  });

  await app.register(authPasskeyRoutes, { service });

  app.post(
    '/auth/register',
    {
      config: { rateLimit: { max: 20, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Create a reader account, or mail the owner of the email if it has one',
        description:
          'Answers 202 with the same body whether the email is new or already has an account (ADR 024): a new account is created, active, and welcomed by mail; sign in with POST /auth/login. For a taken email nothing is created and its owner is mailed that someone tried (sign in or reset the password). A taken username is refused with 409: usernames are public (bylines).',
        body: registerRequestSchema,
        response: { 202: messageResponseSchema, ...errors(409, 422, 429) },
      },
    },
    async (request, reply) => {
      await service.register(requestContext(request), request.body);
      return reply.status(202).send({ detail: AUTH_MESSAGES.registrationReceived });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: 100, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description: `Wrong email and wrong password get the same 401. After ${service.policy.maxLoginFailures} failures on an account from one address, that address is locked out of the account for 15 minutes (429 with Retry-After); other addresses are not. After ${service.policy.accountSlowdownThreshold} failures on an account from all addresses, every attempt on it is slowed (up to ${service.policy.accountSlowdownMaxMs / 1000} s), never refused.`,
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors(401, 403, 422, 429) },
      },
    },
    async (request) => service.login(requestContext(request), request.body),
  );

  app.post(
    '/auth/login/2fa',
    {
      config: { rateLimit: { max: 100, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'End a sign-in with the second factor',
        description: `For an account with an authenticator app, POST /auth/login answers \`{mfa_required: true, mfa_token}\` and no session. Send that token with \`code\` (the app's 6 digits) or \`recovery_code\` (each works once) to get the session. The token lives ${service.policy.mfaChallengeLifetimeMs / 60_000} minutes and is used up by the right code; a wrong code is a 401 and counts as a failed sign-in of this address (after ${service.policy.maxLoginFailures} the address is locked out of the account for 15 minutes: 429 with Retry-After; the token ends too). A code of the app is never accepted twice. An unknown, used, ended or expired token is a 400: sign in again with the password.`,
        body: loginSecondFactorRequestSchema,
        response: { 200: authResponseSchema, ...errors(400, 401, 422, 429) },
      },
    },
    async (request) => service.loginSecondFactor(requestContext(request), request.body),
  );

  app.post(
    '/auth/sso/exchange',
    {
      config: { rateLimit: { max: 100, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: "Exchange an identity provider's one-time code for a session",
        description: `A sign-in finished at an identity provider (the publication's single sign-on, Google or Facebook) comes back to the site with a one-time \`code\` in the address, never a session token. The page sends it here once: the answer is the session, as a password sign-in's, and the path the sign-in started from. A code lives ${service.policy.signInCodeLifetimeMs / 1000} seconds, works once and only on the publication that issued it; otherwise 400.`,
        body: signInExchangeRequestSchema,
        response: { 200: signInExchangeResponseSchema, ...errors(400, 422, 429) },
      },
    },
    async (request) => service.exchangeSignInCode(requestContext(request), request.body.code),
  );

  app.get(
    '/auth/2fa',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: "The signed-in account's second factors",
        description:
          'Whether an authenticator app is set up, and how many recovery codes are left.',
        security: bearer,
        response: { 200: secondFactorsStatusSchema, ...errors(401) },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await service.secondFactors(sessionOf(request).user)),
  );

  app.get(
    '/auth/sign-ins',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: "The signed-in account's latest sign-ins",
        description:
          'The last 20 sign-ins and failed attempts (wrong password, wrong code), newest first.',
        security: bearer,
        response: { 200: signInHistorySchema, ...errors(401) },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await service.signInHistory(sessionOf(request).user.id)),
  );

  app.post(
    '/auth/2fa/totp/setup',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: 20, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Start setting up an authenticator app: a new secret, not enabled yet',
        description:
          'Answers a new pending secret (Base32) and its otpauth:// URL for the QR code, naming the publication as issuer and the account email. Nothing is enabled until POST /auth/2fa/totp/confirm gets a right code; a new setup replaces a pending one. 409 when an app is already set up (remove it first). This answer is the only time the secret leaves the server.',
        security: bearer,
        response: { 200: totpSetupResponseSchema, ...errors(401, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await service.setupTotp(requestContext(request), sessionOf(request).user)),
  );

  app.post(
    '/auth/2fa/totp/confirm',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: 20, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Enable the authenticator app with its first code; answers the recovery codes',
        description:
          'The first right code of the pending secret enables it. Answers ten single-use recovery codes, this once: only their hashes are kept. 400 for a wrong code or no setup started; 409 when an app is already set up.',
        security: bearer,
        body: totpConfirmRequestSchema,
        response: { 200: totpConfirmResponseSchema, ...errors(400, 401, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send({
        recovery_codes: await service.confirmTotp(
          requestContext(request),
          sessionOf(request).user,
          request.body.code,
        ),
      }),
  );

  app.delete(
    '/auth/2fa/totp',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: 10, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Remove the authenticator app and the recovery codes (needs the password)',
        description:
          'Signing in then takes the password alone. 400 for a wrong password; 409 when no app is set up.',
        security: bearer,
        body: totpRemoveRequestSchema,
        response: { 204: z.null().describe('removed'), ...errors(400, 401, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      await service.removeTotp(
        requestContext(request),
        sessionOf(request).user,
        request.body.password,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the presented token',
        security: bearer,
        response: { 204: z.null().describe('signed out'), ...errors(401) },
      },
    },
    async (request, reply) => {
      await service.logout(requestContext(request), sessionOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/user/profile',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: userProfileSchema, ...errors(401) },
      },
    },
    async (request) => service.profile(sessionOf(request).user),
  );

  app.put(
    '/auth/user/profile',
    ownAccountChange(
      "Change the signed-in user's own account: the display name",
      'Partial: only the fields sent change. `display_name` is what the bylines of their articles show (at most 80 characters, trimmed); "" or null clears it and the username stands in again. Other fields are refused with 422.',
      profileUpdateRequestSchema,
      userProfileSchema,
    ),
    async (request) => service.updateProfile(sessionOf(request).user, request.body),
  );

  app.put(
    '/auth/user/preferences',
    ownAccountChange(
      'Merge preferences into the stored ones',
      'Only the keys sent change; unknown keys are rejected with 422.',
      preferencesSchema,
      preferencesSchema,
    ),
    async (request) => service.updatePreferences(sessionOf(request).user, request.body),
  );

  app.post(
    '/auth/forgot-password',
    {
      // Per client address (any emails), then per email from that address: never per email
      // alone, which would let anyone block the owner's own request (ADR 004).
      config: { rateLimit: { max: service.policy.resetRequestsPerSource, timeWindow: HOUR_MS } },
      preHandler: app.additionalRateLimit({
        max: service.policy.resetRequestsPerEmailAndSource,
        timeWindow: HOUR_MS,
        keyGenerator: (request) => `forgot-password:${bodyEmail(request)}|${request.ip}`,
      }),
      schema: {
        tags: ['auth'],
        summary: 'Send a single-use password reset link',
        description: `Answers 202 with the same body whether or not the account exists. One client address may ask ${service.policy.resetRequestsPerSource} times an hour, and ${service.policy.resetRequestsPerEmailAndSource} times for the same email; a newer link ends the earlier ones.`,
        body: forgotPasswordRequestSchema,
        response: { 202: messageResponseSchema, ...errors(422, 429) },
      },
    },
    async (request, reply) => {
      await service.forgotPassword(requestContext(request), request.body.email);
      return reply.status(202).send({ detail: AUTH_MESSAGES.resetRequested });
    },
  );

  app.post(
    '/auth/reset-password/check',
    {
      config: { rateLimit: { max: 60, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Tell whether a reset or set-password link still works, without using it',
        description:
          'The reset page asks as it opens. 200 with when the link stops working; 400 when it is unknown, used, ended by a newer link or an account change, or expired.',
        body: resetLinkCheckRequestSchema,
        response: { 200: resetLinkCheckResponseSchema, ...errors(400, 422, 429) },
      },
    },
    async (request, reply) => {
      const { expiresAt } = await service.checkResetLink(request.body.token);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ valid: true as const, expires_at: expiresAt.toISOString() });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: { max: 20, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link token',
        description:
          'Consumes the token and signs the user out of every session. `account` says where the owner signs in next: staff (any back-office role) at /admin/login, readers at /login.',
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema, ...errors(400, 422, 429) },
      },
    },
    async (request) => {
      const { account } = await service.resetPassword(requestContext(request), request.body);
      return { detail: AUTH_MESSAGES.resetDone, account };
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: 10, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (needs the current one); signs out every other session',
        security: bearer,
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 422, 429) },
      },
    },
    async (request) => {
      await service.changePassword(requestContext(request), sessionOf(request), request.body);
      return { detail: ADMIN_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: revoke every session of this account, this one too',
        security: bearer,
        response: { 200: signOutEverywhereResponseSchema, ...errors(401) },
      },
    },
    async (request) => ({
      revoked_sessions: await service.signOutEverywhere(
        requestContext(request),
        sessionOf(request),
      ),
    }),
  );
};
