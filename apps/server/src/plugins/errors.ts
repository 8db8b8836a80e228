import type { ErrorResponse } from '@helionews/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, ValidationFailedError } from '../lib/http-errors.js';
import {
  mayHoldUnpairedSurrogate,
  UNPAIRED_SURROGATE_MESSAGE,
  unpairedSurrogatePaths,
} from '../lib/unpaired-surrogates.js';

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

/** Text PostgreSQL cannot store: a NUL character, or bytes that are not valid in the encoding. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** Whether a database error (or the error a query builder wrapped around it) is such text. */
function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The database is away (stopped, restarting, unreachable): PostgreSQL's connection and shutdown
 * codes, and the socket errors the driver passes on. Such a request may well work in a moment.
 */
const DATABASE_AWAY_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
const DATABASE_AWAY_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Whether an error (or one it wraps) says the database cannot be reached right now. */
function isDatabaseAway(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && DATABASE_AWAY_CODES.has(code)) return true;
    if (typeof message === 'string' && DATABASE_AWAY_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is away. */
const DATABASE_AWAY_RETRY_SECONDS = 5;

const NUL_DETAIL = 'Text must not contain the NUL character (\\u0000)';

/**
 * A `\u0000` escape that is not itself escaped (preceded by an even number of backslashes):
 * PostgreSQL cannot store the NUL character in text, so no body that holds one is taken.
 */
const NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

export function containsNulEscape(json: string): boolean {
  return json.includes('u0000') && NUL_ESCAPE.test(json);
}

/**
 * Errors Fastify answers before any route runs (a URL that is not valid percent-encoding, a
 * route constraint that failed), in the API's shape; pass as Fastify's `frameworkErrors`.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ detail: 'The URL is not valid percent-encoded text' });
    return;
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ err: error }, 'request refused by the framework');
  void reply.status(status).send({ detail: 'The request could not be routed' });
}

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
  // Fastify's own JSON parser (prototype poisoning refused), after a check for NUL characters;
  // then text no encoding can hold (an unpaired surrogate, "\ud800") is refused, in every field
  // of every route at once: 422 naming the fields.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // No body at all, though JSON was declared (clients that always send the header): the same
    // as a request without one. A route that needs a body says so in its validation (422).
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (containsNulEscape(text)) {
      done(new HttpError(422, NUL_DETAIL), undefined);
      return;
    }
    if (!mayHoldUnpairedSurrogate(text)) {
      parseJson(request, text, done);
      return;
    }
    parseJson(request, text, (error, value: unknown) => {
      const fields = error ? [] : unpairedSurrogatePaths(value);
      if (fields.length === 0) {
        done(error, value);
        return;
      }
      const errors = fields.map((field) => ({ field, message: UNPAIRED_SURROGATE_MESSAGE }));
      done(new ValidationFailedError(errors), undefined);
    });
  });
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
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ detail: error.message, ...(error.code !== undefined && { code: error.code }) });
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
    // Text that reached the database from somewhere else than a JSON body (a query, a header).
    if (isUnstorableText(error)) return reply.status(422).send({ detail: NUL_DETAIL });
    if (isDatabaseAway(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_AWAY_RETRY_SECONDS))
        .send({ detail: 'The database is not reachable; try again in a few seconds' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Internal server error' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
