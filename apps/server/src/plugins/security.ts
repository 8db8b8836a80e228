import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { EMBED_HOSTS } from '@helionews/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers and compression. The CSP fits the SPA: scripts only from our origin, inline
 * styles because MUI (emotion) injects style tags, images from anywhere over https because feed
 * stories link to their publishers' pictures, and frames only from the embed providers an
 * article body may hold (the sanitizer drops every other iframe).
 */
async function securityPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
}

export default fp(securityPlugin, { name: 'security' });
