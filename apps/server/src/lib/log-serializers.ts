import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry secrets (reset links are `/reset-password?token=...`; a provider's
 * callback carries `code` and `state`, the login page a `sign_in_code`).
 */
const SECRET_PARAMS =
  /([?&](?:token|access_token|password|new_password|code|state|sign_in_code)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * What a request log line shows. Never headers (authorization, cookies) and never a secret from
 * the query string: no password or token may reach a log.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
  };
}
