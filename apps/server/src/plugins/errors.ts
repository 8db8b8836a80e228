import type { ErrorResponse } from '@helionews/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, ValidationFailedError } from '../lib/http-errors.js';

/** Fastify's own client errors, reworded for people. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Invalid Content-Length header' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    detail: 'Request body is empty but JSON was declared',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'Request body is not valid JSON' },
};

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const where = context === 'querystring' ? 'query' : (context ?? 'body');
  return path ? `${where}.${path}` : where;
}

/**
 * One error shape for the whole API: `{"detail": "..."}` with the right status; validation
 * errors are 422 and list the failing fields; server errors are logged and never leak details.
 */
async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldName(error.validationContext, issue.instancePath),
        message: issue.message ?? 'is invalid',
      }));
      const body: ErrorResponse = {
        detail: `Validation failed: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
        errors,
      };
      return reply.status(422).send(body);
    }
    if (error instanceof ValidationFailedError) {
      return reply.status(422).send({ detail: error.message, errors: error.errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ detail: error.message });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ detail: known.detail });
    if (error.statusCode === 400 && error instanceof SyntaxError) {
      return reply.status(400).send({ detail: 'Request body is not valid JSON' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      if (error.statusCode === 429) return reply.status(429).send({ detail: error.message });
      return reply.status(error.statusCode).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Internal server error' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
