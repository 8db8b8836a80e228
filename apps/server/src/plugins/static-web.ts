import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface StaticWebOptions {
  /** The built web app (apps/web/dist); null or missing serves the API alone. */
  webDistDir: string | null;
}

const ONE_YEAR_SECONDS = 31_536_000;
const BUILT_FILE = 'builtFile';
type RouteHandler = Parameters<
  ReturnType<Parameters<FastifyInstance['addConstraintStrategy']>[0]['storage']>['set']
>[1];

/** Every file under `root` as a URL path (`/assets/app-1a2b.js`), dotfiles and dot folders aside. */
async function builtFiles(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile() && !entry.isSymbolicLink()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name));
    const parts = relative.split(path.sep);
    if (parts.some((part) => part.startsWith('.'))) continue;
    files.add(`/${parts.join('/')}`);
  }
  return files;
}

/**
 * Serves the built web app's files: hashed assets cached for a year, the others for an hour.
 * Pages are not files: modules/pages renders them. Unknown paths are JSON 404s.
 */
async function staticWebPlugin(app: FastifyInstance, options: StaticWebOptions): Promise<void> {
  const root = options.webDistDir;
  const hasWeb = root !== null && existsSync(path.join(root, 'index.html'));

  if (hasWeb) {
    // One route for every built file: it matches only a path that names one (the `builtFile`
    // constraint below); every other path is a page (modules/pages), rendered on the server from
    // the template, which is therefore never served raw. (One route per file, @fastify/static's
    // `wildcard: false`, did the same with 760 routes, a sixth of a start.)
    const files = await builtFiles(root);
    app.addConstraintStrategy({
      name: BUILT_FILE,
      storage() {
        const handlers = new Map<unknown, RouteHandler>();
        return {
          get: (value: unknown) => handlers.get(value) ?? null,
          set: (value: unknown, handler: RouteHandler) => void handlers.set(value, handler),
        };
      },
      deriveConstraint(request: { url?: string }) {
        const url = request.url ?? '';
        const query = url.indexOf('?');
        return files.has(query < 0 ? url : url.slice(0, query)) ? 'yes' : 'no';
      },
      mustMatchWhenDerived: false,
    });
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      constraints: { [BUILT_FILE]: 'yes' },
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
