import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers and compression. The CSP fits the SPA: scripts only from our origin, inline
 * styles because MUI (emotion) injects style tags, images from anywhere over https because feed
 * stories link to their publishers' pictures.
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
