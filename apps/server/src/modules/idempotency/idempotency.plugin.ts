import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { IdempotencyStoredHeaders } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import type { IdempotencyKeyId } from './idempotency.repository.js';
import {
  IDEMPOTENCY_MESSAGES,
  isValidIdempotencyKey,
  type IdempotencyService,
} from './idempotency.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A creating POST that honours `Idempotency-Key` (ADR 013): a retry with the same key and
     * request gets the first answer again and creates nothing.
     */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';

/**
 * The header as documented in OpenAPI on the routes that honour it. Loose, so other headers pass;
 * the plugin itself checks the key (422 with its own message).
 */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .optional()
    .describe(
      'Optional, 1-255 printable ASCII characters. A retry with the same key and body gets the first answer again (with Idempotency-Replayed: true) and creates nothing; the same key with another body is 422, and while the first request is still running 409. Keys are kept 24 hours, per user.',
    ),
});

export interface IdempotencyPluginOptions {
  service: IdempotencyService;
}

/** Who a key belongs to: the signed-in user, else the client address (hashed, never stored raw). */
export function idempotencyScope(request: FastifyRequest): string {
  if (request.auth) return `user:${request.auth.user.id}`;
  return `anon:${createHash('sha256').update(request.ip).digest('hex').slice(0, 32)}`;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Routes declaring `config: { idempotent: true }` get two hooks of their own, after their other
 * pre-handlers (so the caller is already authenticated and authorized): one claims the key in
 * the `idempotency_keys` table or replays its stored answer, the other stores the answer. A
 * request without the header is untouched.
 */
async function idempotencyPlugin(app: FastifyInstance, options: IdempotencyPluginOptions) {
  const { service } = options;
  const claims = new WeakMap<FastifyRequest, IdempotencyKeyId>();

  const claimOrReplay: preHandlerHookHandler = async function (
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !isValidIdempotencyKey(header)) {
      throw new HttpError(422, IDEMPOTENCY_MESSAGES.invalidKey);
    }
    const id = { tenantId: request.tenant.id, scope: idempotencyScope(request), key: header };
    const outcome = await service.claim(id, {
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      params: request.params,
      body: request.body,
    });
    if (outcome.kind === 'claimed') {
      claims.set(request, id);
      return;
    }
    reply.code(outcome.statusCode).header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
    if (outcome.headers.location) reply.header('location', outcome.headers.location);
    reply.header(
      'content-type',
      outcome.headers['content-type'] ?? 'application/json; charset=utf-8',
    );
    return reply.send(outcome.body);
  };

  const storeAnswer: onSendHookHandler = async function (request, reply, payload) {
    const id = claims.get(request);
    if (!id) return payload;
    claims.delete(request);
    const headers: IdempotencyStoredHeaders = {};
    const location = reply.getHeader('location');
    const contentType = reply.getHeader('content-type');
    if (typeof location === 'string') headers.location = location;
    if (typeof contentType === 'string') headers['content-type'] = contentType;
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : payload === null || payload === undefined
            ? ''
            : null; // a stream cannot be stored: the key is released instead
    try {
      await service.finish(id, { statusCode: reply.statusCode, body, headers });
    } catch (error) {
      // The row stays pending and is taken over once abandoned; the answer itself still goes out.
      request.log.error({ err: error }, 'could not store the idempotent answer');
    }
    return payload;
  };

  // An answer that never reached onSend (the request was aborted): let a retry run again.
  const releaseUnanswered: onResponseHookHandler = async function (request) {
    const id = claims.get(request);
    if (!id) return;
    claims.delete(request);
    await service
      .release(id)
      .catch((error: unknown) => request.log.error({ err: error }, 'could not release a key'));
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    if (route.schema && !route.schema.headers) {
      route.schema = { ...route.schema, headers: idempotencyHeadersSchema };
    }
    route.preHandler = [...asArray(route.preHandler), claimOrReplay];
    route.onSend = [...asArray(route.onSend), storeAnswer];
    route.onResponse = [...asArray(route.onResponse), releaseUnanswered];
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency' });
