import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCompress from '@fastify/compress';
import { EMBED_HOSTS } from '@helionews/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers and compression. The CSP fits the app: scripts only from our origin, inline
 * styles because MUI (emotion) injects style tags, images from anywhere over https because feed
 * stories link to their publishers' pictures, and frames only from the embed providers an
 * article body may hold (the sanitizer drops every other iframe).
 */
export interface SecurityOptions {
  /** 'sha256-...' sources of the page template's inline scripts (the pre-paint theme script). */
  scriptHashes?: readonly string[];
}

function helmetOptions(options: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-inline': the one inline script (it sets the theme before the first paint)
        // is allowed by its hash; the page's data travels as JSON, which is not executed.
        scriptSrc: ["'self'", ...(options.scriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: EMBED_HOSTS.map((host) => `https://${host}`),
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Story images come from other origins; they must still load.
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/**
 * The headers helmet sets, computed once: they are the same for every response (no nonces), and
 * building helmet's middleware per request (as @fastify/helmet does) re-parsed the CSP each time,
 * a measurable share of a cached read's cost.
 */
export function securityHeaders(options: SecurityOptions = {}): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown = null;
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) failure = error;
    },
  );
  if (failure) throw failure;
  return Object.freeze(Object.fromEntries(headers));
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
}

export default fp(securityPlugin, { name: 'security' });
