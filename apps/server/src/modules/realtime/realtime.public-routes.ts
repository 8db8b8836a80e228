import type { OutgoingHttpHeaders } from 'node:http';
import {
  API_PATHS,
  errorResponseSchema,
  REALTIME_CATCH_UP_LIMIT,
  REALTIME_HEARTBEAT_SECONDS,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tooManyRequests } from '../../lib/http-errors.js';
import { TENANT_HEADER } from '../../plugins/tenant.js';
import type { TenantsService } from '../tenants/tenants.service.js';
import { parseCursor, REALTIME_RETRY_MS, type RealtimeService } from './realtime.service.js';

export const TOO_MANY_STREAMS =
  'Too many live news streams are open from your address. Close another tab of this site, then try again.';

const streamQuerySchema = z.object({
  /**
   * The tenant, as X-Tenant-ID names it for every other call: EventSource cannot send headers.
   * The header wins when both are given; neither falls back to the host, as everywhere.
   */
  tenant: z.string().max(100).optional(),
  /** For the first connection: EventSource cannot set Last-Event-ID itself until it reconnects. */
  last_event_id: z.string().optional(),
});

/** What an event stream needs on top of the headers every response carries. */
const STREAM_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // nginx (and proxies like it) would hold the events back in its buffer otherwise.
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

export const realtimePublicRoutes: FastifyPluginAsyncZod<{
  service: RealtimeService;
  tenants: TenantsService;
}> = async (app, { service, tenants }) => {
  app.get(
    API_PATHS.realtimeStream,
    {
      // Never cached nor compressed: no readCache config, and the reply is hijacked before the
      // onSend hooks (where both work) could see it. Not rate limited either: the open-stream
      // limit below counts what a stream costs, its lifetime, not its one request.
      compress: false,
      // A HEAD would hold a connection open that can never carry an event.
      exposeHeadRoute: false,
      schema: {
        tags: ['stories'],
        summary: "Server-Sent Events: the tenant's stories as they are published",
        description:
          'A text/event-stream. `story` events carry a RealtimeStoryEvent and an id to resume from ' +
          `(Last-Event-ID header, or last_event_id on the first connection): up to ${REALTIME_CATCH_UP_LIMIT} ` +
          'missed stories are replayed, then `hello` says how many. A comment every ' +
          `${REALTIME_HEARTBEAT_SECONDS} s keeps it open; \`reconnect\` asks the client to connect again. ` +
          'Each client address may hold a limited number of streams at once (429 beyond). ' +
          '`tenant` names the publication as X-Tenant-ID does (EventSource sends no headers).',
        querystring: streamQuerySchema,
        response: {
          200: z.string().meta({ description: 'text/event-stream' }),
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // An unknown slug is a 404 like an unknown X-Tenant-ID, before any slot is taken.
      const named = request.headers[TENANT_HEADER] ? undefined : request.query.tenant?.trim();
      const tenant = named ? await tenants.resolve(named) : request.tenant;
      const slot = service.reserve(request.ip);
      if (!slot) throw tooManyRequests(TOO_MANY_STREAMS, REALTIME_RETRY_MS / 1000);
      // The header (a browser's reconnect) is newer than the query the page first opened with.
      const header = request.headers['last-event-id'];
      const resumeFrom = parseCursor(header ?? request.query.last_event_id);

      reply.hijack();
      // Hijacked replies skip onSend: the headers the hooks set so far (security headers) and
      // the request id are copied here.
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
      }
      Object.assign(headers, STREAM_HEADERS, { 'x-request-id': request.id });
      const res = reply.raw;
      res.writeHead(200, headers);
      try {
        await service.open({ tenantId: tenant.id, res, resumeFrom, release: slot.release });
      } catch (error) {
        // Hijacked: nothing would report it. The browser reconnects and resumes.
        request.log.error({ err: error }, 'a realtime stream failed');
        slot.release();
        res.destroy();
      }
    },
  );
};
