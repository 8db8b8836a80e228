import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface StaticWebOptions {
  /** The built web app (apps/web/dist); null or missing serves the API alone. */
  webDistDir: string | null;
}

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and an
 * `index.html` fallback for any non-API GET so that client-side routes survive a reload.
 * Unknown `/api/*` paths stay JSON 404s.
 */
async function staticWebPlugin(app: FastifyInstance, options: StaticWebOptions): Promise<void> {
  const root = options.webDistDir;
  const hasWeb = root !== null && existsSync(path.join(root, 'index.html'));

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        const page = filePath.endsWith('.html');
        res.setHeader(
          'Cache-Control',
          hashed
            ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
            : page
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  const isApi = (url: string) =>
    url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && readsPage && !isApi(request.url)) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ detail: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}

export default fp(staticWebPlugin, { name: 'static-web' });
