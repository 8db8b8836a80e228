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
 * Serves the built web app's files: hashed assets cached for a year, the others for an hour.
 * Pages are not files: modules/pages renders them. Unknown paths are JSON 404s.
 */
async function staticWebPlugin(app: FastifyInstance, options: StaticWebOptions): Promise<void> {
  const root = options.webDistDir;
  const hasWeb = root !== null && existsSync(path.join(root, 'index.html'));

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // One route per built file: every other path is a page (modules/pages), rendered on the
      // server from the template, which is therefore never served raw.
      wildcard: false,
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html',
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    return reply
      .status(404)
      .send({ detail: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}

export default fp(staticWebPlugin, { name: 'static-web' });
