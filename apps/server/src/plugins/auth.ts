import { AUTH_MESSAGES } from '@helionews/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-errors.js';

export const ADMIN_REQUIRED = 'Admin access required';
import type { AuthenticatedSession, SessionAuthenticator } from '../request-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireAuth` hook on routes that need a signed-in user. */
    auth: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    /** An `onRequest` hook (before the body is read): 401 unless the bearer token names a live session of an active user. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** An `onRequest` hook: like requireAuth, then 403 unless the user is a platform admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The signed-in session of a route guarded by `requireAuth`. */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  return request.auth;
}

async function authPlugin(
  app: FastifyInstance,
  options: { auth: SessionAuthenticator },
): Promise<void> {
  const requireAuth = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await options.auth.authenticate(token) : null;
    if (!session) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
    request.auth = session;
  };
  app.decorateRequest('auth', null);
  app.decorate('requireAuth', requireAuth);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireAuth(request);
    if (!request.auth?.user.isAdmin) throw forbidden(ADMIN_REQUIRED);
  });
}

export default fp(authPlugin, { name: 'auth' });
