import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import { COLOR_SCHEME_SCRIPT } from './src/app/color-scheme-script';

/**
 * Puts the pre-paint colour-scheme script into <head>, first, as a classic inline script (the
 * server allows it in the CSP by its hash, computed from the built index.html).
 */
function colorSchemeScript(): Plugin {
  return {
    name: 'helionews-color-scheme-script',
    transformIndexHtml: () => [
      { tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
// The contracts package ships TypeScript sources; bundling them directly keeps the web build
// independent of a prior `tsc -b packages/contracts`.
const contractsEntry = fileURLToPath(
  new URL('../../packages/contracts/src/index.ts', import.meta.url),
);

// Same origin in every environment: the browser always calls /api, never another host.
const apiProxy = { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? '3000'}` } };

/**
 * Long-lived vendor chunks: they change less often than app code, so browsers keep them cached.
 * Only what the first page needs (`$initial`: statically imported from the entry): a module only
 * lazy pages use (the back-office's MUI parts, Popper.js, zod) would otherwise be pulled into a
 * chunk every reader page loads.
 */
const vendorChunks = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    tags: ['$initial' as const],
  },
  {
    name: 'vendor-mui',
    // MUI's engine only: its components are split by use, so reader pages never download what
    // only the back-office uses (tables, autocompletes, MUI X charts).
    test: /[\\/]node_modules[\\/](@mui[\\/](material|icons-material|system|styled-engine|private-theming|utils)|@emotion|react-transition-group|stylis)[\\/]/,
    tags: ['$initial' as const],
  },
  {
    name: 'vendor-data',
    // Not zod: the reader validates with it only once a first API answer arrives
    // (lib/reader-schemas.ts).
    test: /[\\/]node_modules[\\/](@tanstack|i18next|react-i18next|i18next-browser-languagedetector)[\\/]/,
    tags: ['$initial' as const],
  },
  {
    name: 'app',
    test: /[\\/](apps[\\/]web[\\/]src|packages[\\/]contracts[\\/]src)[\\/]/,
    tags: ['$initial' as const],
  },
];

/**
 * The contracts' modules only declare schemas and constants. Saying so lets a page that imports a
 * constant (ROUTES, LANGUAGES) leave out the modules whose schemas it does not use, and zod with
 * them: a zod call at the top level would otherwise count as a side effect that must be kept.
 */
const contractsHaveNoSideEffects = (id: string): boolean | undefined =>
  /[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) ? false : undefined;

/**
 * dist/.vite/chunk-modules.json: each chunk's source modules (paths relative to apps/web), which
 * the manifest does not list. scripts/check-budgets.mjs reads it to prove that no back-office or
 * account module, and no validation library, reaches the reader's first page.
 */
const chunkModulesFile = (fileName: string): Rolldown.Plugin => ({
  name: 'helionews-chunk-modules',
  generateBundle(_options, bundle) {
    const webRoot = fileURLToPath(new URL('.', import.meta.url));
    const modules: Record<string, string[]> = {};
    for (const [fileName, output] of Object.entries(bundle)) {
      if (output.type !== 'chunk') continue;
      modules[fileName] = output.moduleIds
        .filter((id) => !id.startsWith('\0'))
        .map((id) => relative(webRoot, id.split('?')[0] ?? id).replaceAll('\\', '/'));
    }
    this.emitFile({ type: 'asset', fileName, source: JSON.stringify(modules, null, 1) });
  },
});

/**
 * The server renderer: dist-ssr/entry-server.js, with each page in its own chunk, so the
 * back-office's code (never rendered on the server) is never even loaded there.
 */
const ssrBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  },
};

/** Built files named by content, so the server can cache them for a year. */
const hashedAssetNames = {
  entryFileNames: 'assets/[name]-[hash].js',
  chunkFileNames: 'assets/[name]-[hash].js',
  assetFileNames: 'assets/[name]-[hash][extname]',
};

/**
 * The reader pages' own build (ADR 016): reader.html, whose one script is the island loader,
 * and each island's chunk. Built apart from the application, into the same dist/, so no chunk
 * of the whole app (and none of its vendor groups) can reach a reader page.
 */
const islandsBuild = {
  outDir: 'dist',
  emptyOutDir: false,
  assetsDir: 'assets',
  manifest: '.vite/islands-manifest.json',
  rolldownOptions: {
    input: { reader: fileURLToPath(new URL('./reader.html', import.meta.url)) },
    treeshake: { moduleSideEffects: contractsHaveNoSideEffects },
    plugins: [chunkModulesFile('.vite/islands-chunk-modules.json')],
    output: hashedAssetNames,
  },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), colorSchemeScript()],
  resolve: {
    alias: [
      { find: /^@helionews\/contracts$/, replacement: contractsEntry },
      { find: /^@\//, replacement: `${srcDir}/` },
    ],
  },
  server: { proxy: apiProxy },
  // The server-side renderer (ADR 008) is one self-contained module the Fastify server imports:
  // every dependency bundled in, so Node never has to resolve the web app's packages itself.
  ssr: { noExternal: true },
  preview: { proxy: apiProxy },
  build: isSsrBuild
    ? ssrBuild
    : mode === 'islands'
      ? islandsBuild
      : {
          outDir: 'dist',
          emptyOutDir: true,
          assetsDir: 'assets',
          // dist/.vite/manifest.json: what scripts/check-budgets.mjs measures.
          manifest: true,
          rolldownOptions: {
            treeshake: { moduleSideEffects: contractsHaveNoSideEffects },
            plugins: [chunkModulesFile('.vite/chunk-modules.json')],
            output: {
              ...hashedAssetNames,
              // Rolldown's successor to Rollup's `manualChunks` (which Vite 8 only keeps as a deprecated alias).
              codeSplitting: { groups: vendorChunks },
            },
          },
        },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Journeys through several pages in jsdom, on a loaded two-core machine.
    testTimeout: 20_000,
    unstubGlobals: true,
  },
}));
