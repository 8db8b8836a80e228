/**
 * The folders the server reads at run time, found from the server package's own root whichever
 * way it runs: its sources (tsx, tests), tsc's modules (dist/main.js) or the bundle
 * (dist/server.js, ADR 017). In a bundle every module shares one `import.meta.url`, so no path
 * may be written relative to the file that uses it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function packageRoot(from: string): string {
  let dir = path.dirname(fileURLToPath(from));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (name === '@helionews/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No @helionews/server package above ${from}`);
    dir = parent;
  }
}

/** apps/server */
export const SERVER_ROOT = packageRoot(import.meta.url);
/** The SQL migrations, applied in order by `migrate()`. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
/** The built web app (apps/web/dist); its server renderer is in apps/web/dist-ssr. */
export const WEB_DIST_DIR = path.join(SERVER_ROOT, '..', 'web', 'dist');
/** apps/web/public, where the web app serves the seed pictures from. */
export const WEB_PUBLIC_DIR = path.join(SERVER_ROOT, '..', 'web', 'public');
/** The 10,000 most common passwords (src/modules/auth/data/README.md). */
export const COMMON_PASSWORDS_FILE = path.join(
  SERVER_ROOT,
  'src',
  'modules',
  'auth',
  'data',
  'common-passwords.txt',
);

/**
 * A worker thread's module (lib/thread-service.ts), by its name under src/workers/: the source
 * when the server runs from its sources, tsc's module beside dist/main.js, or the bundle's own
 * entry (dist/workers-<name>.js, scripts/bundle.mjs) beside dist/server.js.
 */
export function workerEntry(name: string): { file: string; source: boolean } {
  const self = fileURLToPath(import.meta.url);
  if (self.endsWith('.ts')) {
    return { file: path.join(SERVER_ROOT, 'src', 'workers', `${name}.ts`), source: true };
  }
  if (self === path.join(SERVER_ROOT, 'dist', 'paths.js')) {
    return { file: path.join(SERVER_ROOT, 'dist', 'workers', `${name}.js`), source: false };
  }
  return { file: path.join(SERVER_ROOT, 'dist', `workers-${name}.js`), source: false };
}
