import type { FastifyRequest } from 'fastify';
import type { AuthRequestContext } from './auth.policy.js';

export function requestContext(request: FastifyRequest): AuthRequestContext {
  const userAgent = request.headers['user-agent'];
  return {
    tenant: request.tenant,
    origin: { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null },
    acceptLanguage: request.headers['accept-language'],
  };
}
