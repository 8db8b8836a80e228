// Renders the theme probe in a plain Node process (no window, no document: a real server) through
// Vite's SSR loader, with the app's aliases, and prints the result as JSON for the test.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const vite = await createServer({
  root,
  // Not vite.config.ts: its production SSR build bundles every package, which the development
  // loader cannot do with CommonJS ones (React); Node loads packages itself here.
  configFile: false,
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^@helionews\/contracts$/,
        replacement: fileURLToPath(
          new URL('../../../../../packages/contracts/src/index.ts', import.meta.url),
        ),
      },
      { find: /^@\//, replacement: `${root}/src/` },
    ],
  },
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, watch: null },
});
try {
  const probe = await vite.ssrLoadModule('/src/app/test-support/theme-probe.tsx');
  const result = probe.renderThemeProbe();
  process.stdout.write(JSON.stringify({ hasWindow: typeof window !== 'undefined', ...result }));
} finally {
  await vite.close();
}
