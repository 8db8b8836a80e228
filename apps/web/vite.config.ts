import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
// The contracts package ships TypeScript sources; bundling them directly keeps the web build
// independent of a prior `tsc -b packages/contracts`.
const contractsEntry = fileURLToPath(
  new URL('../../packages/contracts/src/index.ts', import.meta.url),
);

// Same origin in every environment: the browser always calls /api, never another host.
const apiProxy = { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? '3000'}` } };

/** Long-lived vendor chunks: they change less often than app code, so browsers keep them cached. */
const vendorChunks = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  },
  {
    name: 'vendor-mui',
    // MUI's engine only: its components are split by use, so reader pages never download what
    // only the back-office uses (tables, autocompletes, MUI X charts).
    test: /[\\/]node_modules[\\/](@mui[\\/](system|styled-engine|private-theming|utils)|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
  },
  {
    name: 'vendor-data',
    test: /[\\/]node_modules[\\/](@tanstack|zod|i18next|react-i18next|i18next-browser-languagedetector)[\\/]/,
  },
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@helionews\/contracts$/, replacement: contractsEntry },
      { find: /^@\//, replacement: `${srcDir}/` },
    ],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
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
});
