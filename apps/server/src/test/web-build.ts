import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** apps/web/dist: the built client, whose index.html is the page template. */
export const WEB_DIST_DIR = path.join(root, 'apps', 'web', 'dist');

/**
 * Builds the web app (client and server renderer) unless it is up to date, exactly as `npm start`
 * and the browser tests do, so tests of server-rendered pages run on a fresh clone too.
 */
export function ensureWebBuild(): void {
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { buildIfNeeded } = await import('./scripts/lib.mjs'); await buildIfNeeded({ quiet: true });",
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 },
  );
}
