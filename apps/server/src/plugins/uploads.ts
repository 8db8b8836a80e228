import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves DATA_DIR/uploads under /uploads/. Files there are written only by the server, under
 * names it chose, after re-encoding; they never change once written, so they cache for a year.
 */
async function uploadsPlugin(app: FastifyInstance, options: { uploadsDir: string }) {
  await mkdir(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
}

export default fp(uploadsPlugin, { name: 'uploads' });
